import { randomUUID } from 'node:crypto';
import {
  adminApi,
  buildPath,
  playersApi,
  sportsbookApi,
  type SportsbookBet,
  type SportsbookEvent,
  type SportsbookFeed,
} from '@casino/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookEvents, sportsbookTournaments } from '../src/db/schema';
import { sportBySlug, SPORTS, squadOf } from '../src/providers/sportsbook/catalogue';
import {
  marketName,
  marketsOf,
  NO_GOALSCORER,
  periodState,
  priceOf,
  resultOf,
} from '../src/providers/sportsbook/markets';
import { seededRandom } from '../src/providers/sportsbook/random';
import { drawRoundName, firstRoundPairs, nextRoundMatch } from '../src/providers/sportsbook/tennis';
import { ROUND_REST_MATCHES, seasonFixture } from '../src/providers/sportsbook/simulator';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { fund, ledgerOf } from './gamesFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';

const soccer = sportBySlug('soccer')!;
const teams = { home: 'Ashford FC', away: 'Bramley FC' };
const state = (scoreHome: number, scoreAway: number, remaining: number) => ({
  scoreHome,
  scoreAway,
  remaining,
  homeStrength: 0.5,
  pointsPerSide: soccer.pointsPerSide,
});
const odds = (hundredths: number | null) => (hundredths ?? 0) / 100;

describe('soccer markets', () => {
  it('settles every pick by the final score', () => {
    const at = (home: number, away: number) => ({ home, away });
    expect(resultOf('double-chance', 'home-draw', null, at(1, 1))).toBe('won');
    expect(resultOf('double-chance', 'home-away', null, at(1, 1))).toBe('lost');
    expect(resultOf('double-chance', 'draw-away', null, at(0, 2))).toBe('won');
    expect(resultOf('btts', 'yes', null, at(2, 1))).toBe('won');
    expect(resultOf('btts', 'no', null, at(2, 1))).toBe('lost');
    expect(resultOf('btts', 'no', null, at(3, 0))).toBe('won');
    // Home -1.5: home must win by two; away +1.5 wins otherwise.
    expect(resultOf('handicap', 'home', -15, at(2, 0))).toBe('won');
    expect(resultOf('handicap', 'home', -15, at(2, 1))).toBe('lost');
    expect(resultOf('handicap', 'away', -15, at(2, 1))).toBe('won');
    expect(resultOf('handicap', 'away', 15, at(2, 1))).toBe('lost');
    expect(resultOf('handicap', 'home', -10, at(1, 0))).toBe('void');
    expect(resultOf('correct-score', 'score', null, at(2, 1), at(2, 1))).toBe('won');
    expect(resultOf('correct-score', 'score', null, at(2, 1), at(1, 2))).toBe('lost');
    expect(resultOf('correct-score', 'other', null, at(4, 1))).toBe('won');
    expect(resultOf('correct-score', 'other', null, at(3, 3))).toBe('lost');
    expect(resultOf('total', 'over', 35, at(2, 2))).toBe('won');
  });

  it('prices every market with the book margin, and the correct score like a book does', () => {
    const before = state(0, 0, 1);
    for (const market of marketsOf(soccer, teams)) {
      const { odds: prices, decided } = priceOf(soccer, market, market.selections, before, teams);
      expect(decided).toBe(false);
      const implied = prices.reduce<number>((sum, price) => sum + 1 / odds(price), 0);
      // 6% margin (a little more where long shots are held at 50.00); double chance's picks cover
      // every result twice (1X, 12, X2), so its book adds up to twice that.
      const covers = market.kind === 'double-chance' ? 2 : 1;
      expect(implied / covers).toBeGreaterThan(1.03);
      expect(implied / covers).toBeLessThan(1.09);
    }
    // A double chance is shorter than either result it covers.
    const [result, doubleChance] = ['1x2', 'double-chance'].map((kind) =>
      marketsOf(soccer, teams).find((market) => market.kind === kind),
    );
    const [home, draw, away] = priceOf(soccer, result!, result!.selections, before).odds as number[];
    const [homeOrDraw, homeOrAway, drawOrAway] = priceOf(soccer, doubleChance!, doubleChance!.selections, before)
      .odds as number[];
    expect(homeOrDraw).toBeLessThan(Math.min(home!, draw!));
    expect(homeOrAway).toBeLessThan(Math.min(home!, away!));
    expect(drawOrAway).toBeLessThan(Math.min(draw!, away!));
    expect(odds(homeOrDraw!)).toBeLessThan(1.6);
    const correct = marketsOf(soccer, teams).find((market) => market.kind === 'correct-score')!;
    const { odds: prices } = priceOf(soccer, correct, correct.selections, before);
    const byName = new Map(correct.selections.map((selection, index) => [selection.name, prices[index]!]));
    // Even sides: 1-1 is the likeliest score, 1-0 and 0-1 priced alike, 3-3 a long shot.
    expect(byName.get('1-1')).toBeLessThan(byName.get('2-2')!);
    expect(byName.get('1-0')).toBe(byName.get('0-1'));
    expect(odds(byName.get('1-1')!)).toBeGreaterThan(5);
    expect(odds(byName.get('1-1')!)).toBeLessThan(9);
    expect(odds(byName.get('3-3')!)).toBeGreaterThan(30);
  });

  it('prices from the score and the time left: a passed correct score is lost, a decided-looking market is suspended', () => {
    const correct = marketsOf(soccer, teams).find((market) => market.kind === 'correct-score')!;
    const { odds: prices } = priceOf(soccer, correct, correct.selections, state(2, 1, 0.5));
    const byName = new Map(correct.selections.map((selection, index) => [selection.name, prices[index]]));
    expect(byName.get('0-0')).toBeNull();
    expect(byName.get('1-1')).toBeNull();
    expect(odds(byName.get('2-1')!)).toBeLessThan(odds(byName.get('3-1')!) + 3);
    // 2-4 with five minutes left: no 50.00/50.00/1.01 on offer, the market is suspended.
    const result = marketsOf(soccer, teams)[0]!;
    expect(priceOf(soccer, result, result.selections, state(2, 4, 5 / 90)).decided).toBe(true);
    // 2-3 with half an hour left is still a contest: priced, the away side favourite.
    const close = priceOf(soccer, result, result.selections, state(2, 3, 30 / 90));
    expect(close.decided).toBe(false);
    expect(close.odds[2]!).toBeLessThan(close.odds[0]!);
    expect(close.odds[2]!).toBeGreaterThan(101);
  });
});

describe('first goalscorer', () => {
  const market = marketsOf(soccer, teams).find((m) => m.kind === 'first-goalscorer')!;
  const home = squadOf(teams.home);
  const away = squadOf(teams.away);

  it('offers both squads and "No goalscorer": the same names on every machine, no name in two squads', () => {
    expect(market.selections.map((s) => s.name)).toEqual([
      ...home.map((p) => p.name),
      ...away.map((p) => p.name),
      NO_GOALSCORER,
    ]);
    expect(home.map((p) => p.role)).toEqual([
      'forward',
      'forward',
      'forward',
      'midfielder',
      'midfielder',
      'midfielder',
    ]);
    for (const player of [...home, ...away]) expect(player.name).toMatch(/^[A-Z]\. \p{Lu}\p{Ll}+$/u);
    const league = soccer.tournaments[0]!.teams.flatMap((team) => squadOf(team).map((p) => p.name));
    expect(new Set(league).size).toBe(league.length);
    expect(squadOf('Real Altamira')[0]!.name).toMatch(
      /García|Navarro|Ortiz|Romero|Serrano|Molina|Delgado|Castro|Morales|Iglesias|Vega|Herrera|Ramos|Medina|Cruz|Prieto|Rubio|Santos|Gil|Marín/,
    );
  });

  it('prices forwards shorter than midfielders and "No goalscorer" at the chance of 0-0, with the book margin', () => {
    const { odds: prices, decided } = priceOf(soccer, market, market.selections, state(0, 0, 1), teams);
    expect(decided).toBe(false);
    const priceOfName = (name: string) => prices[market.selections.findIndex((s) => s.name === name)]!;
    expect(priceOfName(home[0]!.name)).toBeLessThan(priceOfName(home[3]!.name));
    expect(priceOfName(home[0]!.name)).toBe(priceOfName(away[0]!.name));
    // 0-0 has chance e^-2.7 (6.7%): about 14.00 with the margin.
    const noGoal = Math.exp(-soccer.pointsPerSide * 2);
    expect(odds(priceOfName(NO_GOALSCORER))).toBeCloseTo(1 / (noGoal * 1.06), 0);
    const implied = prices.reduce<number>((sum, price) => sum + 1 / odds(price), 0);
    expect(implied).toBeGreaterThan(1.04);
    expect(implied).toBeLessThan(1.08);
    // A stronger home side: its forwards are shorter than the visitors'.
    const strong = priceOf(soccer, market, market.selections, { ...state(0, 0, 1), homeStrength: 0.65 }, teams);
    expect(strong.odds[0]!).toBeLessThan(strong.odds[home.length]!);
    // Late at 0-0, "No goalscorer" is the favourite.
    const late = priceOf(soccer, market, market.selections, state(0, 0, 10 / 90), teams);
    expect(late.odds.at(-1)!).toBeLessThan(late.odds[0]!);
  });

  it('settles on the first goal: its scorer wins, every other pick loses; "No goalscorer" wins a goalless match', () => {
    const random = seededRandom(5);
    const players = [...home, ...away].map((p) => p.name);
    for (let i = 0; i < 200; i += 1) {
      const goals = { home: Math.floor(random() * 3), away: Math.floor(random() * 3) };
      const scored = goals.home + goals.away > 0;
      const firstScorer = scored ? players[Math.floor(random() * players.length)]! : null;
      const results = market.selections.map((s) =>
        resultOf('first-goalscorer', s.pick, null, goals, null, { firstScorer, pickName: s.name }),
      );
      const winners = market.selections.filter((_, index) => results[index] === 'won').map((s) => s.name);
      expect(winners).toEqual([scored ? firstScorer : NO_GOALSCORER]);
      expect(results.filter((r) => r === 'void')).toEqual([]);
    }
    // A result entered without its scorers: the player picks are void, "No goalscorer" lost.
    expect(resultOf('first-goalscorer', 'player', null, { home: 1, away: 0 }, null, { pickName: home[0]!.name })).toBe(
      'void',
    );
    expect(resultOf('first-goalscorer', 'no-goal', null, { home: 1, away: 0 })).toBe('lost');
  });
});

describe('basketball quarters', () => {
  const basketball = sportBySlug('basketball')!;
  const markets = marketsOf(basketball, { home: 'Aurora Lions', away: 'Cedar Lions' }).filter((m) => m.period);
  const match = {
    scoreHome: 0,
    scoreAway: 0,
    remaining: 1,
    homeStrength: 0.5,
    pointsPerSide: basketball.pointsPerSide,
  };

  it('prices each quarter from its own score and time left, with the book margin', () => {
    expect(markets.map((m) => marketName(m))).toEqual(
      [1, 2, 3, 4].flatMap((q) => [`Quarter ${q} - Winner`, `Quarter ${q} - Total 52.5`]),
    );
    const [winner, total] = markets as [(typeof markets)[0], (typeof markets)[0]];
    for (const market of [winner, total]) {
      const { odds: prices } = priceOf(basketball, market, market.selections, periodState(match, [], 1, 4, 0));
      const implied = prices.reduce<number>((sum, price) => sum + 1 / odds(price), 0);
      expect(implied).toBeCloseTo(1.06, 1);
      // Even sides, even line: close to evens each side.
      for (const price of prices) expect(odds(price)).toBeGreaterThan(1.7);
    }
    // Halfway through the first quarter at 16-8: home is the favourite of the quarter, over 52.5 likely.
    const state = periodState({ ...match, remaining: 7 / 8 }, [{ home: 16, away: 8 }], 1, 4, 1 / 8);
    expect(state).toMatchObject({ scoreHome: 16, scoreAway: 8, remaining: 0.5, pointsPerSide: 26 });
    const winning = priceOf(basketball, winner, winner.selections, state);
    expect(winning.odds[0]!).toBeLessThan(winning.odds[1]!);
    // The second quarter, not started yet, is still even.
    const second = priceOf(
      basketball,
      winner,
      winner.selections,
      periodState(match, [{ home: 16, away: 8 }], 2, 4, 1 / 8),
    );
    expect(second.odds[0]).toBe(second.odds[1]);
  });

  it('settles a quarter on its own score: a level quarter voids its winner market', () => {
    const [winner, total] = markets as [(typeof markets)[0], (typeof markets)[0]];
    const settle = (market: typeof winner, home: number, away: number) =>
      market.selections.map((s) => resultOf(market.kind, s.pick, market.lineTenths, { home, away }));
    expect(settle(winner, 30, 24)).toEqual(['won', 'lost']);
    expect(settle(winner, 25, 25)).toEqual(['void', 'void']);
    expect(settle(total, 30, 24)).toEqual(['won', 'lost']);
    expect(settle(total, 26, 26)).toEqual(['lost', 'won']);
  });
});

describe('tennis draws', () => {
  const players = sportBySlug('tennis')!.tournaments[0]!.teams;

  it('pairs a seeded draw and sends the winners of two matches to the next round', () => {
    const first = firstRoundPairs(players);
    expect(first).toHaveLength(8);
    expect(first[0]).toEqual({ home: players[0], away: players[15] });
    // Seeds 1 and 2 in opposite halves: they can only meet in the final.
    expect(first[4]).toEqual({ home: players[1], away: players[14] });
    expect(new Set(first.flatMap((p) => [p.home, p.away])).size).toBe(16);
    expect([0, 1, 2, 3].map((stage) => drawRoundName(stage, 4))).toEqual([
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    // Quarter-finals 2 and 3 finished: their winners meet in semi-final 1; semi-final 0 waits.
    const quarterFinals = [
      { slot: 0, home: 'A', away: 'B', scoreHome: 2, scoreAway: 1, ended: true },
      { slot: 1, home: 'C', away: 'D', scoreHome: 0, scoreAway: 1, ended: false },
      { slot: 2, home: 'E', away: 'F', scoreHome: 0, scoreAway: 2, ended: true },
      { slot: 3, home: 'G', away: 'H', scoreHome: 2, scoreAway: 0, ended: true },
    ];
    expect(nextRoundMatch(quarterFinals, 1)).toEqual({ home: 'F', away: 'G' });
    expect(nextRoundMatch(quarterFinals, 0)).toBeNull();
  });
});

describe('basketball and handball lines', () => {
  const basketball = sportBySlug('basketball')!;
  const at = (scoreHome: number, scoreAway: number, remaining: number) => ({
    scoreHome,
    scoreAway,
    remaining,
    homeStrength: 0.5,
    pointsPerSide: basketball.pointsPerSide,
  });

  it('offers handicaps and totals at several lines, priced from the score and the time left', () => {
    const markets = marketsOf(basketball, { home: 'Aurora Lions', away: 'Cedar Lions' }).filter((m) => !m.period);
    expect(markets.map((market) => marketName(market))).toEqual([
      'Winner',
      'Total 208.5',
      'Handicap -5.5',
      'Handicap +5.5',
      'Total 198.5',
      'Total 218.5',
    ]);
    const minus = markets[2]!;
    // Even sides before the start: the favourite's -5.5 is the longer price.
    const before = priceOf(basketball, minus, minus.selections, at(0, 0, 1));
    expect(before.odds[0]!).toBeGreaterThan(before.odds[1]!);
    // Ten points up with a quarter to go, -5.5 is the likely side.
    const ahead = priceOf(basketball, minus, minus.selections, at(80, 70, 0.25));
    expect(ahead.odds[0]!).toBeLessThan(ahead.odds[1]!);
    expect(resultOf('handicap', 'home', -55, { home: 101, away: 95 })).toBe('won');
    expect(resultOf('handicap', 'away', -55, { home: 100, away: 95 })).toBe('won');
    // Thirty points up with a minute left is decided-looking: suspended, not 1.01 against 50.00.
    const result = markets[0]!;
    expect(priceOf(basketball, result, result.selections, at(110, 80, 1 / 48)).decided).toBe(true);
  });
});

describe('tennis set betting', () => {
  const tennis = sportBySlug('tennis')!;
  const market = marketsOf(tennis, { home: 'A. Novak', away: 'B. Moreau' }).find((m) => m.kind === 'correct-score')!;
  const at = (sets: [number, number], games: [number, number], homeStrength = 0.5) => ({
    scoreHome: sets[0],
    scoreAway: sets[1],
    remaining: 0.5,
    homeStrength,
    pointsPerSide: tennis.pointsPerSide,
    games: { home: games[0], away: games[1] },
  });

  it('prices the final score in sets from the sets and games so far, and settles on it', () => {
    expect(market.selections.map((selection) => selection.name)).toEqual(['2-0', '2-1', '1-2', '0-2']);
    const even = priceOf(tennis, market, market.selections, { ...at([0, 0], [0, 0]), remaining: 1 });
    // Even sides: each score has a quarter of the chance (2-0 is p², 2-1 is 2p²(1 - p)).
    expect(new Set(even.odds)).toEqual(new Set([377]));
    // A set up and 5-2 in the second: 2-0 is the favourite, the lost scores are gone.
    const ahead = priceOf(tennis, market, market.selections, at([1, 0], [5, 2]));
    expect(ahead.odds[3]).toBeNull();
    expect(ahead.odds[0]!).toBeLessThan(ahead.odds[1]!);
    expect(ahead.odds[0]!).toBeLessThan(ahead.odds[2]!);
    expect(resultOf('correct-score', 'score', null, { home: 2, away: 1 }, { home: 2, away: 1 })).toBe('won');
    expect(resultOf('correct-score', 'score', null, { home: 2, away: 1 }, { home: 2, away: 0 })).toBe('lost');
  });
});

describe('season fixtures', () => {
  it('plays every team once a round and meets every opponent once before any pairing repeats', () => {
    for (const sport of SPORTS) {
      for (const tournament of sport.tournaments) {
        const { teams: names } = tournament;
        const perRound = names.length / 2;
        const rounds = names.length - 1;
        const pairings = new Set<string>();
        for (let round = 0; round < rounds; round += 1) {
          const fixtures = Array.from({ length: perRound }, (_, slot) => seasonFixture(names, round * perRound + slot));
          const playing = fixtures.flatMap((fixture) => [fixture.home, fixture.away]);
          expect(new Set(playing).size).toBe(names.length);
          for (const fixture of fixtures) pairings.add([fixture.home, fixture.away].sort().join(' v '));
        }
        expect(pairings.size).toBe((names.length * (names.length - 1)) / 2);
        // The second half of the season swaps home and away.
        const first = seasonFixture(names, 0);
        const returned = seasonFixture(names, rounds * perRound);
        expect([returned.home, returned.away]).toEqual([first.away, first.home]);
      }
    }
  });
});

type Placed = { result: { bets: SportsbookBet[] }; error?: { message: string } };

describe.each(databaseKinds)('sportsbook markets and schedule on %s', (kind) => {
  let t: TestPlatform;
  let ada: SignedUpPlayer;
  let adaWidget: string;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '11' });
    ada = await signUpPlayer(t);
    const answer = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: ada.token,
      body: { playerId: ada.uuid, currency: 'EUR', locale: 'en' },
    });
    adaWidget = answer.body.result.token;
    await fund(t, ada.playerId, '100.00');
  });
  afterAll(() => t?.close());

  const feed = async () => (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
  const place = (selection: { id: number; odds: string }, stake: string) =>
    t.call<Placed>('POST', buildPath(sportsbookApi.placeBet), {
      token: adaWidget,
      body: { type: 'single', stake, selections: [{ selectionId: selection.id, odds: selection.odds }] },
      headers: { 'idempotency-key': randomUUID() },
    });

  it('reprices live markets as the clock runs down: at a level score the draw shortens', async () => {
    const { sportsbook } = t.platform.context.services;
    const soccerId = (await feed()).sports.find((sport) => sport.slug === 'soccer')!.id;
    const live = async () => (await feed()).events.filter((e) => e.sportId === soccerId && e.status === 'live');
    const before = await live();
    // A tenth of a match later (a step of the clock, no more: most matches keep their score).
    await sportsbook.tick(new Date(Date.now() + (t.config.sportsbookMatchSeconds * 1000) / 10));
    const after = await live();
    const draws = (e: SportsbookEvent) => Number(e.markets.find((m) => m.kind === '1x2')!.selections[1]!.odds);
    const level = before.filter((e) => {
      const next = after.find((n) => n.id === e.id);
      return (
        next &&
        e.score!.home === e.score!.away &&
        next.score!.home === e.score!.home &&
        next.score!.away === e.score!.away &&
        next.markets.find((m) => m.kind === '1x2')!.status === 'open'
      );
    });
    expect(level.length, 'a live match level before and after the step').toBeGreaterThan(0);
    for (const event of level) expect(draws(after.find((n) => n.id === event.id)!)).toBeLessThan(draws(event));
  });

  it('pays a won correct-score bet through the ledger and loses a both-teams-to-score bet', async () => {
    const soccerId = (await feed()).sports.find((sport) => sport.slug === 'soccer')!.id;
    const event = (await feed()).events.find((e) => e.sportId === soccerId && e.status === 'prematch')!;
    const correct = event.markets.find((market) => market.kind === 'correct-score')!;
    const twoOne = correct.selections.find((selection) => selection.name === '2-1')!;
    const bttsNo = event.markets.find((market) => market.kind === 'btts')!.selections.find((s) => s.name === 'No')!;
    const won = await place(twoOne, '5');
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    const lost = await place(bttsNo, '5');
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    const settled = await t.call<{ result: SportsbookEvent }>(
      'POST',
      buildPath(adminApi.settleSportsbookEvent, { eventId: event.id }),
      { token: OPERATOR_TOKEN, body: { home: 2, away: 1 } },
    );
    expect(settled.status).toBe(200);
    const results = settled.body.result.markets.find((market) => market.kind === 'correct-score')!.selections;
    expect(results.filter((s) => s.result === 'won').map((s) => s.name)).toEqual(['2-1']);
    const payout = BigInt(twoOne.odds.replace('.', '')) * 5n;
    const { entries, balance } = await ledgerOf(t, ada.playerId);
    const bet = won.body.result.bets[0]!;
    expect(entries.filter((e) => e.referenceId === bet.uuid).map((e) => e.type)).toEqual(['bet', 'win']);
    expect(balance).toBe(10000n - 1000n + payout);
    const list = await t.call<{ result: SportsbookBet[] }>('GET', buildPath(sportsbookApi.listBets), {
      token: adaWidget,
    });
    expect(list.body.result.find((b) => b.uuid === bet.uuid)?.status).toBe('won');
    expect(list.body.result.find((b) => b.uuid === lost.body.result.bets[0]!.uuid)?.status).toBe('lost');
  });

  it('suspends markets on a goal, reopens them at new prices, and shows the goal on the timeline', async () => {
    const { sportsbook } = t.platform.context.services;
    const soccerId = (await feed()).sports.find((sport) => sport.slug === 'soccer')!.id;
    let clock = Date.now();
    let goal: SportsbookEvent | undefined;
    let before: SportsbookEvent | undefined;
    for (let i = 0; i < 200 && !goal; i += 1) {
      const earlier = (await feed()).events.filter((e) => e.sportId === soccerId && e.status === 'live');
      clock += 20_000;
      await sportsbook.tick(new Date(clock));
      const now = (await feed()).events.filter((e) => e.sportId === soccerId && e.status === 'live');
      before = earlier.find((e) => {
        const next = now.find((n) => n.id === e.id);
        return next && next.timeline!.length > e.timeline!.length;
      });
      goal = before && now.find((e) => e.id === before!.id);
    }
    expect(goal, 'a goal within 200 steps').toBeDefined();
    const scored = goal!.timeline!.at(-1)!;
    expect(scored.score).toEqual(goal!.score);
    expect(scored.minute).toBeGreaterThanOrEqual(0);
    expect(scored.minute).toBeLessThanOrEqual(90);
    expect(goal!.markets.every((market) => market.status !== 'open')).toBe(true);
    // A bet on a suspended market is refused.
    const refused = await place(goal!.markets[0]!.selections[0]!, '1');
    expect(refused.status).toBe(400);
    // After the suspension the markets reopen, repriced for the new score.
    clock += 31_000;
    await sportsbook.tick(new Date(clock));
    const reopened = (await feed()).events.find((e) => e.id === goal!.id);
    if (reopened?.status === 'live' && reopened.timeline!.length === goal!.timeline!.length) {
      expect(reopened.markets.some((market) => market.status === 'open')).toBe(true);
      const prices = (e: SportsbookEvent) => e.markets[0]!.selections.map((s) => s.odds).join();
      expect(prices(reopened)).not.toBe(prices(before!));
    }
  });

  // A day of the simulator on the embedded database, 48 steps: past 60 s once beside other test files.
  it('schedules season rounds: a team rests between matches and no pairing repeats within the window', async () => {
    const { sportsbook } = t.platform.context.services;
    const matchMs = t.config.sportsbookMatchSeconds * 1000;
    let clock = Date.now() + 60 * 60_000;
    // A day of play, a step every half hour.
    for (let i = 0; i < 48; i += 1) {
      clock += 30 * 60_000;
      await sportsbook.tick(new Date(clock));
    }
    const rows = await t.platform.context.db
      .select({
        tournamentId: sportsbookEvents.tournamentId,
        home: sportsbookEvents.home,
        away: sportsbookEvents.away,
        startsAt: sportsbookEvents.startsAt,
        round: sportsbookEvents.round,
        slot: sportsbookEvents.slot,
        status: sportsbookEvents.status,
        scoreHome: sportsbookEvents.scoreHome,
        scoreAway: sportsbookEvents.scoreAway,
        tournament: sportsbookTournaments.name,
      })
      .from(sportsbookEvents)
      .innerJoin(sportsbookTournaments, eq(sportsbookTournaments.id, sportsbookEvents.tournamentId))
      .orderBy(asc(sportsbookEvents.startsAt));
    const tournaments = new Set(rows.map((row) => row.tournamentId));
    const draws = new Set(sportBySlug('tennis')!.tournaments.map((tournament) => tournament.name));
    for (const tournament of tournaments) {
      const events = rows.filter((row) => row.tournamentId === tournament);
      if (draws.has(events[0]!.tournament)) {
        // A draw: every match after the first round is the two winners of the matches that feed it.
        const later = events.filter((e) => e.round % 4 > 0);
        expect(later.length).toBeGreaterThanOrEqual(7);
        for (const event of later) {
          const feeders = events
            .filter(
              (e) => e.round === event.round - 1 && (e.slot === event.slot! * 2 || e.slot === event.slot! * 2 + 1),
            )
            .sort((a, b) => a.slot! - b.slot!);
          expect(feeders.map((e) => e.status)).toEqual(['ended', 'ended']);
          expect(feeders.map((e) => (e.scoreHome > e.scoreAway ? e.home : e.away))).toEqual([event.home, event.away]);
          expect(
            event.startsAt.getTime() - Math.max(...feeders.map((e) => e.startsAt.getTime())),
          ).toBeGreaterThanOrEqual(ROUND_REST_MATCHES * matchMs);
        }
        continue;
      }
      expect(Math.max(...events.map((e) => e.round))).toBeGreaterThanOrEqual(5);
      const names = new Set(events.flatMap((e) => [e.home, e.away]));
      for (const team of names) {
        const starts = events.filter((e) => e.home === team || e.away === team).map((e) => e.startsAt.getTime());
        for (let i = 1; i < starts.length; i += 1)
          expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(ROUND_REST_MATCHES * matchMs);
      }
      // The same two teams meet again only after every other pairing of the half season.
      const halfSeason = names.size - 1;
      const met = new Map<string, number>();
      for (const event of events) {
        const pairing = [event.home, event.away].sort().join(' v ');
        const last = met.get(pairing);
        if (last !== undefined) expect(event.round - last).toBeGreaterThanOrEqual(halfSeason);
        met.set(pairing, event.round);
      }
    }
  }, 180_000);
});
