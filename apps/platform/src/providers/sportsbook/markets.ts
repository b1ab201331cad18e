import type { SportsbookPick } from '../../db/schema';
import type { SportDefinition } from './catalogue';
import { priceMarket } from './odds';
import {
  chanceOf,
  handicapChance,
  overChance,
  resultChances,
  scoreGrid,
  setScoreChances,
  type MatchState,
} from './pricing';
import { homeGameChance } from './tennis';

/*
 * The markets of an event: which ones a sport offers, how each pick is priced, and how each settles.
 * One rule (resultOf) decides both: a pick's chance is the chance of the final scores at which it
 * wins, so prices and settlement can never disagree.
 */

export type MarketKind = '1x2' | 'winner' | 'total' | 'double-chance' | 'btts' | 'handicap' | 'correct-score';
export interface Score {
  home: number;
  away: number;
}

export interface SelectionSpec {
  pick: SportsbookPick;
  name: string;
  /** A correct-score pick's score. */
  score?: Score;
}

export interface MarketSpec {
  kind: MarketKind;
  lineTenths: number | null;
  selections: SelectionSpec[];
}

/** Correct-score picks go from 0-0 to this many goals a side; every other score is "Any other score". */
export const CORRECT_SCORE_MAX = 3;
/** A market whose likeliest pick is at least this sure is decided-looking: it is suspended, not priced at 1.01. */
export const DECIDED_CHANCE = 0.985;

const line = (tenths: number) =>
  `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`;
const signed = (tenths: number) => (tenths > 0 ? `+${line(tenths)}` : line(tenths));

/** Result of a pick at a final score. A tie in a market without a draw, or on a whole handicap line, voids it. */
export function resultOf(
  kind: MarketKind,
  pick: SportsbookPick,
  lineTenths: number | null,
  score: Score,
  pickScore?: Score | null,
): 'won' | 'lost' | 'void' {
  const won = (yes: boolean) => (yes ? 'won' : 'lost');
  const total = (score.home + score.away) * 10;
  switch (kind) {
    case 'double-chance':
      if (pick === 'home-draw') return won(score.home >= score.away);
      if (pick === 'home-away') return won(score.home !== score.away);
      return won(score.away >= score.home);
    case 'btts':
      return won((score.home > 0 && score.away > 0) === (pick === 'yes'));
    case 'handicap': {
      const margin = score.home * 10 + (lineTenths ?? 0) - score.away * 10;
      if (margin === 0) return 'void';
      return won(pick === 'home' ? margin > 0 : margin < 0);
    }
    case 'correct-score':
      if (pick === 'other') return won(score.home > CORRECT_SCORE_MAX || score.away > CORRECT_SCORE_MAX);
      return won(score.home === pickScore?.home && score.away === pickScore.away);
    default:
      break;
  }
  if (kind === 'winner' && score.home === score.away) return 'void';
  switch (pick) {
    case 'home':
      return won(score.home > score.away);
    case 'away':
      return won(score.away > score.home);
    case 'draw':
      return won(score.home === score.away);
    case 'over':
      return total > (lineTenths ?? 0) ? 'won' : total === lineTenths ? 'void' : 'lost';
    case 'under':
      return total < (lineTenths ?? 0) ? 'won' : total === lineTenths ? 'void' : 'lost';
    default:
      return 'lost';
  }
}

/** The market label the betslip and bet history show: "1x2", "Total 2.5", "Handicap -1.5", ... */
export function marketName(market: { kind: MarketKind; lineTenths: number | null }): string {
  switch (market.kind) {
    case '1x2':
      return '1x2';
    case 'winner':
      return 'Winner';
    case 'double-chance':
      return 'Double chance';
    case 'btts':
      return 'Both teams to score';
    case 'correct-score':
      return 'Correct score';
    case 'handicap':
      return `Handicap ${signed(market.lineTenths ?? 0)}`;
    case 'total':
      return `Total ${line(market.lineTenths ?? 0)}`;
  }
}

/** Every market an event of the sport offers, in the order the event page shows them. */
export function marketsOf(sport: SportDefinition, teams: { home: string; away: string }): MarketSpec[] {
  const result: MarketSpec = sport.hasDraw
    ? {
        kind: '1x2',
        lineTenths: null,
        selections: [
          { pick: 'home', name: teams.home },
          { pick: 'draw', name: 'Draw' },
          { pick: 'away', name: teams.away },
        ],
      }
    : {
        kind: 'winner',
        lineTenths: null,
        selections: [
          { pick: 'home', name: teams.home },
          { pick: 'away', name: teams.away },
        ],
      };
  const total = (tenths: number): MarketSpec => ({
    kind: 'total',
    lineTenths: tenths,
    selections: [
      { pick: 'over', name: `Over ${line(tenths)}` },
      { pick: 'under', name: `Under ${line(tenths)}` },
    ],
  });
  const markets = [result];
  const handicap = (tenths: number): MarketSpec => ({
    kind: 'handicap',
    lineTenths: tenths,
    selections: [
      { pick: 'home', name: `${teams.home} ${signed(tenths)}` },
      { pick: 'away', name: `${teams.away} ${signed(-tenths)}` },
    ],
  });
  if (sport.totalLineTenths !== null) markets.push(total(sport.totalLineTenths));
  if (sport.pointLines)
    markets.push(...sport.pointLines.handicaps.map(handicap), ...sport.pointLines.totals.map(total));
  if (sport.scoring === 'sets') {
    // Set betting: the match's final score in sets.
    const sets: Score[] = [
      { home: 2, away: 0 },
      { home: 2, away: 1 },
      { home: 1, away: 2 },
      { home: 0, away: 2 },
    ];
    markets.push({
      kind: 'correct-score',
      lineTenths: null,
      selections: sets.map((score) => ({ pick: 'score', name: `${score.home}-${score.away}`, score })),
    });
  }
  if (!sport.goalMarkets) return markets;
  markets.push(
    {
      kind: 'double-chance',
      lineTenths: null,
      selections: [
        { pick: 'home-draw', name: '1X' },
        { pick: 'home-away', name: '12' },
        { pick: 'draw-away', name: 'X2' },
      ],
    },
    {
      kind: 'btts',
      lineTenths: null,
      selections: [
        { pick: 'yes', name: 'Yes' },
        { pick: 'no', name: 'No' },
      ],
    },
    ...[15, 35, 45].map(total),
    ...[-15, 15].map((tenths): MarketSpec => ({
      kind: 'handicap',
      lineTenths: tenths,
      selections: [
        { pick: 'home', name: `${teams.home} ${signed(tenths)}` },
        { pick: 'away', name: `${teams.away} ${signed(-tenths)}` },
      ],
    })),
  );
  const scores: SelectionSpec[] = [];
  for (let home = 0; home <= CORRECT_SCORE_MAX; home += 1)
    for (let away = 0; away <= CORRECT_SCORE_MAX; away += 1)
      scores.push({ pick: 'score', name: `${home}-${away}`, score: { home, away } });
  scores.push({ pick: 'other', name: 'Any other score' });
  markets.push({ kind: 'correct-score', lineTenths: null, selections: scores });
  return markets;
}

export interface MarketPrices {
  /** Prices of the selections in order; null for a pick that can no longer win (it is lost already). */
  odds: (number | null)[];
  /** The market looks decided (or a totals line is passed): no bets until it settles. */
  decided: boolean;
}

/** Prices a market at this state of the match. */
export function priceOf(
  sport: SportDefinition,
  market: { kind: MarketKind; lineTenths: number | null },
  selections: { pick: SportsbookPick; score?: Score | null }[],
  state: MatchState,
): MarketPrices {
  let chances: number[];
  // What the chances are shares of: 1 for a market whose picks exclude each other; the grid's whole
  // mass for goal markets, so picks that overlap (double chance: 1X, 12, X2 cover each result twice)
  // keep their own chance instead of being squeezed to a third each.
  let total: number | null = null;
  if (sport.goalMarkets) {
    const grid = scoreGrid(state);
    total = chanceOf(grid, () => true);
    chances = selections.map((selection) =>
      chanceOf(
        grid,
        (home, away) =>
          resultOf(market.kind, selection.pick, market.lineTenths, { home, away }, selection.score) === 'won',
      ),
    );
  } else if (sport.scoring === 'sets' && market.kind === 'correct-score') {
    const final = setScoreChances(
      homeGameChance(state.homeStrength),
      { home: state.scoreHome, away: state.scoreAway },
      state.games ?? { home: 0, away: 0 },
    );
    chances = selections.map((selection) =>
      selection.score ? (final.get(`${selection.score.home}-${selection.score.away}`) ?? 0) : 0,
    );
  } else if (market.kind === 'handicap') {
    const home = handicapChance(state, market.lineTenths ?? 0);
    chances = selections.map((selection) => (selection.pick === 'home' ? home : 1 - home));
  } else if (market.kind === 'total') {
    const over = overChance(state, market.lineTenths ?? 0);
    chances = selections.map((selection) => (selection.pick === 'over' ? over : 1 - over));
  } else {
    const [home, draw, away] = resultChances(state, sport.hasDraw);
    chances = selections.map((selection) =>
      selection.pick === 'home' ? home : selection.pick === 'draw' ? draw : away,
    );
  }
  const sum = total || chances.reduce((a, b) => a + b, 0) || 1;
  const normalised = chances.map((chance) => chance / sum);
  const prices = priceMarket(normalised);
  const passed = market.kind === 'total' && (state.scoreHome + state.scoreAway) * 10 > (market.lineTenths ?? 0);
  return {
    // Only a pick that can no longer happen at all (chance exactly 0) is lost early.
    odds: prices.map((price, index) => (chances[index] === 0 && state.remaining < 1 ? null : price)),
    decided: passed || Math.max(...normalised) >= DECIDED_CHANCE,
  };
}
