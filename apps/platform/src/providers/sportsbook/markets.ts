import type { SportsbookPick } from '../../db/schema';
import { SCORING_WEIGHT, squadOf, type SportDefinition } from './catalogue';
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

export type MarketKind =
  '1x2' | 'winner' | 'total' | 'double-chance' | 'btts' | 'handicap' | 'correct-score' | 'first-goalscorer';
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
  /** A quarter's market (1 to 4): priced and settled on that quarter's score alone. */
  period?: number | null;
  selections: SelectionSpec[];
}

/** What a first-goalscorer pick needs besides the score: who scored first, and the pick's player. */
export interface ScorerDetail {
  /** The scorer of the match's first goal; null when it is not known (a result the operator entered). */
  firstScorer?: string | null;
  /** The selection's name: for a 'player' pick, the player. */
  pickName?: string;
}

/** The label "No goalscorer" of the first-goalscorer market's pick for a goalless match. */
export const NO_GOALSCORER = 'No goalscorer';

/** Correct-score picks go from 0-0 to this many goals a side; every other score is "Any other score". */
export const CORRECT_SCORE_MAX = 3;
/** A market whose likeliest pick is at least this sure is decided-looking: it is suspended, not priced at 1.01. */
export const DECIDED_CHANCE = 0.985;

const line = (tenths: number) =>
  `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`;
const signed = (tenths: number) => (tenths > 0 ? `+${line(tenths)}` : line(tenths));

/**
 * Result of a pick at a final score (a quarter's market: at that quarter's score). A tie in a market
 * without a draw, or on a whole handicap line, voids it. A first-goalscorer pick wins when its
 * player scored the first goal, "No goalscorer" when there was no goal; when goals fell but their
 * scorer is not known, the player picks are void. (Real books also void the pick of a player who
 * did not play; the simulated squads always play, so that never happens here.)
 */
export function resultOf(
  kind: MarketKind,
  pick: SportsbookPick,
  lineTenths: number | null,
  score: Score,
  pickScore?: Score | null,
  detail: ScorerDetail = {},
): 'won' | 'lost' | 'void' {
  const won = (yes: boolean) => (yes ? 'won' : 'lost');
  const total = (score.home + score.away) * 10;
  switch (kind) {
    case 'first-goalscorer':
      if (pick === 'no-goal') return won(total === 0);
      if (total === 0) return 'lost';
      if (!detail.firstScorer) return 'void';
      return won(detail.firstScorer === detail.pickName);
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

/**
 * The market label the betslip and bet history show: "1x2", "Total 2.5", "Handicap -1.5", ...; a
 * quarter's market is prefixed with its quarter ("Quarter 2 - Winner").
 */
export function marketName(market: { kind: MarketKind; lineTenths: number | null; period?: number | null }): string {
  if (market.period) return `Quarter ${market.period} - ${marketName({ ...market, period: null })}`;
  switch (market.kind) {
    case 'first-goalscorer':
      return 'First goalscorer';
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
  if (sport.periods) {
    // Each quarter's winner (a level quarter is void) and total points.
    const line = Math.floor((sport.pointsPerSide * 2) / sport.periods) * 10 + 5;
    for (let period = 1; period <= sport.periods; period += 1)
      markets.push({ ...result, period }, { ...total(line), period });
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
  // First goalscorer: both squads, home first, then "No goalscorer".
  const players = [...squadOf(teams.home), ...squadOf(teams.away)];
  if (players.length)
    markets.push({
      kind: 'first-goalscorer',
      lineTenths: null,
      selections: [
        ...players.map((player): SelectionSpec => ({ pick: 'player', name: player.name })),
        { pick: 'no-goal', name: NO_GOALSCORER },
      ],
    });
  return markets;
}

export interface MarketPrices {
  /** Prices of the selections in order; null for a pick that can no longer win (it is lost already). */
  odds: (number | null)[];
  /** The market looks decided (or a totals line is passed): no bets until it settles. */
  decided: boolean;
}

/**
 * The state a quarter's market is priced from: the quarter's score so far and the share of the
 * quarter still to play, at a quarter's rate of points. `played` is the share of the match played.
 */
export function periodState(
  state: MatchState,
  periods: readonly Score[],
  period: number,
  count: number,
  played: number,
): MatchState {
  const score = periods[period - 1] ?? { home: 0, away: 0 };
  const remaining = Math.min(1, Math.max(0, period - played * count));
  return {
    ...state,
    scoreHome: score.home,
    scoreAway: score.away,
    remaining,
    pointsPerSide: state.pointsPerSide / count,
  };
}

/**
 * Chances of each first-goalscorer pick: the chance of a goal to come times the chance its side
 * scores it first (its share of the rate), split over the squad by SCORING_WEIGHT; "No goalscorer"
 * is the pricing model's chance of 0-0.
 */
function firstGoalscorerChances(
  selections: { pick: SportsbookPick; name?: string }[],
  state: MatchState,
  teams: { home: string; away: string },
): number[] {
  const homeRate = state.pointsPerSide * 2 * state.homeStrength * state.remaining;
  const awayRate = state.pointsPerSide * 2 * (1 - state.homeStrength) * state.remaining;
  const goalless = state.scoreHome + state.scoreAway === 0;
  const noGoal = goalless ? Math.exp(-(homeRate + awayRate)) : 0;
  const squads = { home: squadOf(teams.home), away: squadOf(teams.away) };
  const weightOf = (squad: typeof squads.home) => squad.reduce((sum, player) => sum + SCORING_WEIGHT[player.role], 0);
  return selections.map((selection) => {
    if (selection.pick === 'no-goal') return noGoal;
    if (!goalless) return 0;
    for (const side of ['home', 'away'] as const) {
      const player = squads[side].find((candidate) => candidate.name === selection.name);
      if (!player) continue;
      const rate = side === 'home' ? homeRate : awayRate;
      const sideFirst = homeRate + awayRate > 0 ? (1 - noGoal) * (rate / (homeRate + awayRate)) : 0;
      return (sideFirst * SCORING_WEIGHT[player.role]) / weightOf(squads[side]);
    }
    return 0;
  });
}

/**
 * Prices a market at this state of the match (a quarter's market at its quarter's state, see
 * periodState). `teams` names the squads of a first-goalscorer market.
 */
export function priceOf(
  sport: SportDefinition,
  market: { kind: MarketKind; lineTenths: number | null; period?: number | null },
  selections: { pick: SportsbookPick; score?: Score | null; name?: string }[],
  state: MatchState,
  teams: { home: string; away: string } = { home: '', away: '' },
): MarketPrices {
  let chances: number[];
  // What the chances are shares of: 1 for a market whose picks exclude each other; the grid's whole
  // mass for goal markets, so picks that overlap (double chance: 1X, 12, X2 cover each result twice)
  // keep their own chance instead of being squeezed to a third each.
  let total: number | null = null;
  if (market.kind === 'first-goalscorer') {
    chances = firstGoalscorerChances(selections, state, teams);
  } else if (market.period && market.kind === 'winner') {
    // A level quarter is void: the two sides' chances of winning it, without the tie.
    const [home, , away] = resultChances(state, true);
    chances = selections.map((selection) => (selection.pick === 'home' ? home : away));
  } else if (sport.goalMarkets) {
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
