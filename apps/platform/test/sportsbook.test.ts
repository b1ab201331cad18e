import { randomUUID } from 'node:crypto';
import {
  adminApi,
  type BetTransaction,
  buildPath,
  gpApi,
  playersApi,
  sportsbookApi,
  type SportsbookBet,
  type SportsbookEvent,
  type SportsbookFeed,
} from '@casino/contract';
import {
  INSUFFICIENT_BALANCE_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_STAKE_MESSAGE,
  MIN_STAKE_MESSAGE,
  MULTIPLE_MIN_SELECTIONS_MESSAGE,
  ODDS_CHANGED_MESSAGE,
  quoteBetslip,
  SAME_EVENT_MESSAGE,
  SELECTION_UNAVAILABLE_MESSAGE,
} from '@casino/rules';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_MESSAGE, BET_TYPE_MESSAGE } from '../src/services/sportsbook/bets';
import { readEvents } from '../src/services/sportsbook/feed';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { fund, ledgerOf } from './gamesFixtures';
import { deposit, newPlayer } from './paymentsFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';

type Fail = { error: { code: number; message: string; fields?: Record<string, string> } };
type Placed = { result: { bets: SportsbookBet[]; balance: string; currency: { code: string } } } & Fail;

describe.each(databaseKinds)('sportsbook on %s', (kind) => {
  let t: TestPlatform;
  let ada: SignedUpPlayer;
  let adaWidget: string;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '7' });
    ada = await signUpPlayer(t);
    adaWidget = await widgetToken(ada);
    await fund(t, ada.playerId, '100.00');
  });
  afterAll(() => t?.close());

  async function widgetToken(player: SignedUpPlayer): Promise<string> {
    const answer = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: player.token,
      body: { playerId: player.uuid, currency: 'EUR', locale: 'en' },
    });
    expect(answer.status).toBe(200);
    return answer.body.result.token;
  }

  const feed = async () => (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;

  /** Open prematch events, each with its first market's first selection. */
  /** `count` prematch events, each with its first selection (as many as asked, or the test fails). */
  async function picks<N extends 1 | 2 | 3>(count: N) {
    const events = (await feed()).events.filter((event) => event.status === 'prematch');
    expect(events.length).toBeGreaterThanOrEqual(count);
    const picked = events.slice(0, count).map((event) => ({ event, selection: event.markets[0]!.selections[0]! }));
    type Pick = (typeof picked)[number];
    return picked as { 1: [Pick]; 2: [Pick, Pick]; 3: [Pick, Pick, Pick] }[N];
  }

  const place = (token: string | undefined, body: unknown, key: string | null = randomUUID()) =>
    t.call<Placed>('POST', buildPath(sportsbookApi.placeBet), {
      token,
      body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });

  const settle = (event: SportsbookEvent, home: number, away: number) =>
    t.call<{ result: SportsbookEvent } & Fail>(
      'POST',
      buildPath(adminApi.settleSportsbookEvent, { eventId: event.id }),
      { token: OPERATOR_TOKEN, body: { home, away } },
    );

  it('serves sports with live and prematch counts, tournaments and events with markets and decimal odds', async () => {
    const { sports, tournaments, events } = await feed();
    expect(sports.map((sport) => sport.name)).toEqual(
      expect.arrayContaining(['Soccer', 'Tennis', 'Basketball', 'Table Tennis', 'Volleyball', 'Handball']),
    );
    for (const sport of sports) {
      expect(sport.liveCount).toBe(events.filter((e) => e.sportId === sport.id && e.status === 'live').length);
      expect(sport.prematchCount).toBe(events.filter((e) => e.sportId === sport.id && e.status === 'prematch').length);
      expect(sport.liveCount).toBeGreaterThan(0);
      expect(sport.prematchCount).toBeGreaterThan(0);
    }
    expect(tournaments.filter((tournament) => tournament.featured)).toHaveLength(2);
    const soccer = events.find((event) => event.sportId === sports[0]!.id)!;
    expect(soccer.markets.map((market) => market.name)).toEqual([
      '1x2',
      'Total 2.5',
      'Double chance',
      'Both teams to score',
      'Total 1.5',
      'Total 3.5',
      'Total 4.5',
      'Handicap -1.5',
      'Handicap +1.5',
      'Correct score',
      'First goalscorer',
    ]);
    expect(soccer.markets[0]!.selections.map((s) => s.name)).toEqual([soccer.home, 'Draw', soccer.away]);
    const tennis = events.find((event) => event.sportId === sports.find((s) => s.slug === 'tennis')!.id)!;
    expect(tennis.markets.map((market) => market.name)).toEqual(['Winner', 'Correct score']);
    for (const event of events) {
      for (const market of event.markets) for (const s of market.selections) expect(s.odds).toMatch(/^\d+\.\d{2}$/);
      if (event.status === 'live') expect(event.score).not.toBeNull();
      // A totals line the score has passed takes no more bets (one not passed may be suspended as decided-looking).
      for (const market of event.markets.filter((m) => m.kind === 'total')) {
        const line = Number(market.name.replace('Total ', ''));
        const goals = event.score ? event.score.home + event.score.away : 0;
        if (goals > line) expect(market.status).toBe('suspended');
        if (event.status === 'prematch') expect(market.status).toBe('open');
      }
    }
  });

  it('plays the clock: prematch events go live at their start, live events end and the schedule is topped up', async () => {
    const before = await feed();
    const firstStart = before.events.filter((e) => e.status === 'prematch').map((e) => Date.parse(e.startsAt));
    const earliest = Math.min(...firstStart);
    const later = new Date(earliest + 1000);
    await t.platform.context.services.sportsbook.tick(later);
    const after = await feed();
    const started = before.events.find((e) => Date.parse(e.startsAt) === earliest)!;
    expect(after.events.find((e) => e.id === started.id)?.status).toBe('live');
    // Every league keeps its prematch schedule (a draw has the rest of its round), and no team plays two matches at once.
    const matchMs = t.config.sportsbookMatchSeconds * 1000;
    for (const tournament of after.tournaments) {
      const events = after.events.filter((e) => e.tournamentId === tournament.id);
      if (events.some((e) => e.round)) expect(events.filter((e) => e.status === 'prematch').length).toBeGreaterThan(0);
      else expect(events.filter((e) => e.status === 'prematch').length).toBe(4);
      for (const team of new Set(events.flatMap((e) => [e.home, e.away]))) {
        const starts = events
          .filter((e) => e.home === team || e.away === team)
          .map((e) => Date.parse(e.startsAt))
          .sort((a, b) => a - b);
        for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(matchMs);
      }
    }
  });

  it('places a single: the stake leaves the wallet through the ledger, a win is credited at settlement', async () => {
    const [{ event, selection }] = await picks(1);
    const { status, body } = await place(adaWidget, {
      type: 'single',
      stake: '10',
      selections: [{ selectionId: selection.id, odds: selection.odds }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const [bet] = body.result.bets;
    expect(bet).toMatchObject({ type: 'single', stake: '10.00', status: 'open', payout: '0.00' });
    expect(bet!.description).toBe(`Sportsbook: ${event!.name}`);
    expect(body.result.balance).toBe('90.00');
    const payout = (BigInt(selection.odds.replace('.', '')) * 10n).toString();
    expect(bet!.potentialPayout).toBe(`${payout.slice(0, -2)}.${payout.slice(-2)}`);

    // The first selection is the home side: a home win pays stake x odds.
    const settled = await settle(event!, 2, 0);
    expect(settled.status).toBe(200);
    expect(settled.body.result.status).toBe('ended');
    const { entries, balance } = await ledgerOf(t, ada.playerId);
    expect(entries.filter((e) => e.referenceId === bet!.uuid).map((e) => e.type)).toEqual(['bet', 'win']);
    expect(balance).toBe(9000n + BigInt(payout));

    const list = await t.call<{ result: SportsbookBet[] }>('GET', buildPath(sportsbookApi.listBets), {
      token: adaWidget,
    });
    expect(list.body.result.find((b) => b.uuid === bet!.uuid)).toMatchObject({
      status: 'won',
      payout: bet!.potentialPayout,
    });

    // Bet History lists the stake and the win with the match as the game.
    const history = await t.call<{
      result: {
        transactions: { uuid: string; game: { name: string } | null; type: { name: string }; source: string }[];
      };
    }>('GET', buildPath(gpApi.listBets, undefined, { source: 'sportsbook' }), { token: ada.token });
    const rows = history.body.result.transactions.filter((row) => row.uuid === bet!.uuid);
    expect(rows.map((row) => row.type.name).sort()).toEqual(['bet', 'win']);
    expect(rows.every((row) => row.game?.name === `Sportsbook: ${event!.name}` && row.source === 'sportsbook')).toBe(
      true,
    );
    await fund(t, ada.playerId, '50.00');
  });

  it('places a multiple (one bet, product of the odds) and a system (stake per combination); a lost leg loses the multiple', async () => {
    const legs = await picks(3);
    const selections = legs.map(({ selection }) => ({ selectionId: selection.id, odds: selection.odds }));
    const start = (await ledgerOf(t, ada.playerId)).balance;
    const multiple = await place(adaWidget, { type: 'multiple', stake: '2.00', selections });
    expect(multiple.status, JSON.stringify(multiple.body)).toBe(200);
    expect(multiple.body.result.bets).toHaveLength(1);
    expect(multiple.body.result.bets[0]).toMatchObject({
      type: 'multiple',
      stake: '2.00',
      description: 'Sportsbook multiple (3)',
    });

    const system = await place(adaWidget, { type: 'system', systemSize: 2, stake: '1.00', selections });
    expect(system.status, JSON.stringify(system.body)).toBe(200);
    // 3 combinations of 2: 3.00 in all.
    expect(system.body.result.bets[0]).toMatchObject({
      type: 'system',
      systemSize: 2,
      stake: '3.00',
      description: 'Sportsbook system 2/3',
    });
    expect((await ledgerOf(t, ada.playerId)).balance).toBe(start - 500n);

    // Leg 1 wins, leg 2 loses: the multiple is lost at once; the system waits for leg 3.
    await settle(legs[0]!.event, 1, 0);
    await settle(legs[1]!.event, 0, 3);
    const mine = async () =>
      (await t.call<{ result: SportsbookBet[] }>('GET', buildPath(sportsbookApi.listBets), { token: adaWidget })).body
        .result;
    let bets = await mine();
    expect(bets.find((b) => b.type === 'multiple')?.status).toBe('lost');
    expect(bets.find((b) => b.type === 'system')?.status).toBe('open');
    await settle(legs[2]!.event, 4, 1);
    bets = await mine();
    const settledSystem = bets.find((b) => b.type === 'system')!;
    expect(settledSystem.status).toBe('won');
    // Only the combination of legs 1 and 3 won: 1.00 x odds1 x odds3, rounded half-up to the cent.
    const units = (odds: string) => BigInt(odds.replace('.', ''));
    const expected = (100n * units(legs[0]!.selection.odds) * units(legs[2]!.selection.odds) + 5_000n) / 10_000n;
    expect(settledSystem.payout).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    expect((await ledgerOf(t, ada.playerId)).balance).toBe(start - 500n + expected);

    // Bet History lists each selection of the multiple and the system, with its result.
    const history = await t.call<{ result: { transactions: BetTransaction[] } }>(
      'GET',
      buildPath(gpApi.listBets, undefined, { source: 'sportsbook', limit: 100 }),
      { token: ada.token },
    );
    expect(history.status).toBe(200);
    const shown = legs.map(({ event, selection }, index) => ({
      selectionId: selection.id,
      eventId: event.id,
      eventName: event.name,
      marketName: event.markets[0]!.name,
      pickName: selection.name,
      odds: selection.odds,
      result: (['won', 'lost', 'won'] as const)[index],
    }));
    const rowsOf = (uuid: string) => history.body.result.transactions.filter((row) => row.uuid === uuid);
    const multipleRows = rowsOf(multiple.body.result.bets[0]!.uuid);
    expect(multipleRows.map((row) => row.type.name)).toEqual(['bet']);
    expect(multipleRows[0]).toMatchObject({ game: { name: 'Sportsbook multiple (3)' }, selections: shown });
    const systemRows = rowsOf(settledSystem.uuid);
    expect(systemRows.map((row) => row.type.name).sort()).toEqual(['bet', 'win']);
    for (const row of systemRows) expect(row.selections).toEqual(shown);
    // A single's row has no selection list: its game name is the match.
    const single = history.body.result.transactions.find((row) => row.game?.name.startsWith('Sportsbook: '));
    expect(single).toBeDefined();
    expect(single).not.toHaveProperty('selections');
  });

  it('pays a settled system bet exactly the possible payout the slip showed (234.286 pays 234.29)', async () => {
    const legs = await picks(3);
    const prices = ['1.21', '1.80', '7.06'];
    for (const [index, { selection }] of legs.entries()) {
      const answer = await t.call('PUT', buildPath(adminApi.setSportsbookOdds, { selectionId: selection.id }), {
        token: OPERATOR_TOKEN,
        body: { odds: prices[index] },
      });
      expect(answer.status).toBe(200);
    }
    const selections = legs.map(({ event, selection }, index) => ({
      eventId: String(event.id),
      marketId: String(event.markets[0]!.id),
      outcomeId: String(selection.id),
      odds: prices[index]!,
      matchName: event.name,
      pickName: selection.name,
      marketName: event.markets[0]!.name,
    }));
    // What the betslip shows: 10 x (1.21 x 1.80 + 1.21 x 7.06 + 1.80 x 7.06) = 234.286, shown as 234.29.
    const shown = quoteBetslip({ kind: 'system', selections, stake: '10', systemSize: 2 }).possiblePayout;
    expect(shown).toBe('234.29');

    await fund(t, ada.playerId, '30.00');
    const start = (await ledgerOf(t, ada.playerId)).balance;
    const placed = await place(adaWidget, {
      type: 'system',
      systemSize: 2,
      stake: '10',
      selections: legs.map(({ selection }, index) => ({ selectionId: selection.id, odds: prices[index] })),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [bet] = placed.body.result.bets;
    expect(bet).toMatchObject({ stake: '30.00', potentialPayout: shown });

    // Every leg is the home side: home wins settle the bet won.
    for (const { event } of legs) expect((await settle(event, 2, 1)).status).toBe(200);
    const list = await t.call<{ result: SportsbookBet[] }>('GET', buildPath(sportsbookApi.listBets), {
      token: adaWidget,
    });
    expect(list.body.result.find((b) => b.uuid === bet!.uuid)).toMatchObject({ status: 'won', payout: shown });
    const { entries, balance } = await ledgerOf(t, ada.playerId);
    expect(entries.filter((e) => e.referenceId === bet!.uuid).map((e) => [e.type, e.balanceDelta])).toEqual([
      ['bet', -3000n],
      ['win', 23429n],
    ]);
    expect(balance).toBe(start - 3000n + 23429n);
  });

  it('applies the odds-change setting when the odds moved since the player saw them', async () => {
    const [{ selection }] = await picks(1);
    const setOdds = (odds: string) =>
      t.call('PUT', buildPath(adminApi.setSportsbookOdds, { selectionId: selection.id }), {
        token: OPERATOR_TOKEN,
        body: { odds },
      });
    expect((await setOdds('2.00')).status).toBe(200);
    const shown = { selectionId: selection.id, odds: '2.00' };

    await setOdds('2.20');
    const asked = await place(adaWidget, { type: 'single', stake: '1', oddsChange: 'ask', selections: [shown] });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({
      message: ODDS_CHANGED_MESSAGE,
      fields: { [`selection:${selection.id}`]: '2.20' },
    });
    const higher = await place(adaWidget, { type: 'single', stake: '1', oddsChange: 'higher', selections: [shown] });
    expect(higher.status).toBe(200);
    expect(higher.body.result.bets[0]!.legs[0]!.odds).toBe('2.20');

    await setOdds('1.80');
    const refused = await place(adaWidget, { type: 'single', stake: '1', oddsChange: 'higher', selections: [shown] });
    expect(refused.status).toBe(409);
    const any = await place(adaWidget, { type: 'single', stake: '1', oddsChange: 'any', selections: [shown] });
    expect(any.status).toBe(200);
    expect(any.body.result.bets[0]!.legs[0]!.odds).toBe('1.80');
    expect(any.body.result.bets[0]!.potentialPayout).toBe('1.80');
  });

  it('pushes odds changes on the public sportsbook socket namespace', async () => {
    const [{ event, selection }] = await picks(1);
    const socket = io(`${t.baseUrl}/sportsbook`, { path: '/api/players/sockets', transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const update = new Promise<{ events: SportsbookEvent[] }>((resolve) => socket.on('feedUpdate', resolve));
      await t.call('PUT', buildPath(adminApi.setSportsbookOdds, { selectionId: selection.id }), {
        token: OPERATOR_TOKEN,
        body: { odds: '3.33' },
      });
      const pushed = await update;
      const changed = pushed.events.find((e) => e.id === event.id)!;
      expect(changed.markets[0]!.selections[0]!.odds).toBe('3.33');
    } finally {
      socket.close();
    }
  });

  it('repeats a placement with the same Idempotency-Key without moving money twice', async () => {
    const [{ selection }] = await picks(1);
    const body = {
      type: 'single',
      stake: '1.00',
      oddsChange: 'any',
      selections: [{ selectionId: selection.id, odds: selection.odds }],
    };
    const key = randomUUID();
    const before = (await ledgerOf(t, ada.playerId)).balance;
    const [first, second] = await Promise.all([place(adaWidget, body, key), place(adaWidget, body, key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.result.bets[0]!.uuid).toBe(first.body.result.bets[0]!.uuid);
    const third = await place(adaWidget, body, key);
    expect(third.body.result.bets[0]!.uuid).toBe(first.body.result.bets[0]!.uuid);
    expect((await ledgerOf(t, ada.playerId)).balance).toBe(before - 100n);
  });

  it('answers 409 when an Idempotency-Key is reused with another stake, type or selections', async () => {
    const [a, b] = await picks(2);
    const pick = (p: typeof a) => ({ selectionId: p!.selection.id, odds: p!.selection.odds });
    const body = { type: 'single', stake: '1.00', oddsChange: 'any', selections: [pick(a)] };
    const key = randomUUID();
    const first = await place(adaWidget, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const after = await ledgerOf(t, ada.playerId);
    const changes: unknown[] = [
      { ...body, stake: '2.00' },
      { ...body, stake: 2 },
      { ...body, selections: [pick(b)] },
      { ...body, selections: [pick(a), pick(b)] },
      { ...body, type: 'multiple', selections: [pick(a), pick(b)] },
    ];
    for (const change of changes) {
      const answer = await place(adaWidget, change, key);
      expect(answer.status, JSON.stringify(change)).toBe(409);
      expect(answer.body.error.message).toBe('This request was already made with different details');
    }
    // The same details (the stake written another way, the odds setting aside) answer the first bet.
    for (const same of [body, { ...body, stake: 1 }, { ...body, stake: '1', oddsChange: 'ask' }]) {
      const again = await place(adaWidget, same, key);
      expect(again.status, JSON.stringify(same)).toBe(200);
      expect(again.body.result.bets.map((bet) => bet.uuid)).toEqual(first.body.result.bets.map((bet) => bet.uuid));
    }
    expect(await ledgerOf(t, ada.playerId)).toEqual(after);
  });

  it('takes the stake only in the money grammar: no hex, exponent, sign, spaces or arrays', async () => {
    const [a] = await picks(1);
    const selections = [{ selectionId: a!.selection.id, odds: a!.selection.odds }];
    const before = await ledgerOf(t, ada.playerId);
    for (const stake of ['0x10', '0b101', '0o17', '1e1', '+5', ' 5', '5 ', '.5', '5.', '1.005', 1e21, 0.001]) {
      const answer = await place(adaWidget, { type: 'single', stake, oddsChange: 'any', selections });
      expect(answer.status, JSON.stringify(stake)).toBe(400);
      expect(answer.body.error.fields?.stake, JSON.stringify(stake)).toBe(INVALID_STAKE_MESSAGE);
    }
    for (const stake of [[1], ['1'], {}, { a: 1 }]) {
      const answer = await place(adaWidget, { type: 'single', stake, oddsChange: 'any', selections });
      expect(answer.status, JSON.stringify(stake)).toBe(400);
      expect(answer.body.error.fields?.stake, JSON.stringify(stake)).toBe(INVALID_NUMBER_MESSAGE);
    }
    expect(await ledgerOf(t, ada.playerId)).toEqual(before);
    const numeric = await place(adaWidget, { type: 'single', stake: 1.5, oddsChange: 'any', selections });
    expect(numeric.status, JSON.stringify(numeric.body)).toBe(200);
    expect(numeric.body.result.bets[0]!.stake).toBe('1.50');
  });

  it('never lets two bets at once overdraw the wallet', async () => {
    const bob = await signUpPlayer(t);
    const bobWidget = await widgetToken(bob);
    await fund(t, bob.playerId, '10.00');
    const [{ selection }] = await picks(1);
    const body = {
      type: 'single',
      stake: '6.00',
      oddsChange: 'any',
      selections: [{ selectionId: selection.id, odds: selection.odds }],
    };
    const answers = await Promise.all([place(bobWidget, body), place(bobWidget, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body.error.fields).toEqual({ stake: INSUFFICIENT_BALANCE_MESSAGE });
    expect((await ledgerOf(t, bob.playerId)).balance).toBe(400n);
  });

  it('refuses a stake above the balance with a clear message', async () => {
    const [{ selection }] = await picks(1);
    const { status, body } = await place(adaWidget, {
      type: 'single',
      stake: '100000',
      selections: [{ selectionId: selection.id, odds: selection.odds }],
    });
    expect(status).toBe(400);
    expect(Object.values(body.error.fields ?? {})[0]).toMatch(/stake|balance/i);
  });

  it('answers bad input with 400 and field messages', async () => {
    const [a] = await picks(1);
    const selection = { selectionId: a!.selection.id, odds: a!.selection.odds };
    const cases: [unknown, Record<string, string>][] = [
      [{ type: 'parlay', stake: '1', selections: [selection] }, { type: BET_TYPE_MESSAGE }],
      [{ type: 'single', stake: '0.01', selections: [selection] }, { stake: MIN_STAKE_MESSAGE }],
      [{ type: 'multiple', stake: '1', selections: [selection] }, { selections: MULTIPLE_MIN_SELECTIONS_MESSAGE }],
      [
        {
          type: 'multiple',
          stake: '1',
          selections: [
            selection,
            { selectionId: a!.event.markets[0]!.selections[1]!.id, odds: a!.event.markets[0]!.selections[1]!.odds },
          ],
        },
        { selections: SAME_EVENT_MESSAGE },
      ],
      [
        { type: 'single', stake: '1', selections: [{ selectionId: 99_999_999, odds: '2.00' }] },
        { selections: SELECTION_UNAVAILABLE_MESSAGE },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await place(adaWidget, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields).toMatchObject(fields);
    }
    const noKey = await place(adaWidget, { type: 'single', stake: '1', selections: [selection] }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.message).toBe(IDEMPOTENCY_KEY_MESSAGE);
    const notJson = await place(adaWidget, { type: 'single', stake: { x: 1 }, selections: 'many' });
    expect(notJson.status).toBe(400);
  });

  it('refuses bets without a sportsbook token (401), with an access token, and after sign-out', async () => {
    const [{ selection }] = await picks(1);
    const body = { type: 'single', stake: '1', selections: [{ selectionId: selection.id, odds: selection.odds }] };
    expect((await place(undefined, body)).status).toBe(401);
    expect((await place(ada.token, body)).status).toBe(401);
    expect((await t.call('GET', buildPath(sportsbookApi.listBets))).status).toBe(401);
    const carl = await signUpPlayer(t);
    const carlWidget = await widgetToken(carl);
    await t.call('POST', '/api/auth/signout', { token: carl.token, body: { uuid: carl.uuid } });
    expect((await place(carlWidget, body)).status).toBe(401);
  });

  it('takes a stake cash first then bonus, and pays the bonus share of its winnings as bonus money', async () => {
    const bea = await newPlayer(t);
    await deposit(t, bea, '10.00', 'WELCOME100'); // cash 10, bonus 10
    const [{ event, selection }] = await picks(1);
    const placed = await place(await widgetToken(bea), {
      type: 'single',
      stake: '15',
      selections: [{ selectionId: selection.id, odds: selection.odds }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const account = async () =>
      (await t.platform.context.services.wallet.accountsOf(bea.playerId)).map(({ cash, bonus }) => ({
        cash,
        bonus,
      }))[0];
    expect(await account()).toEqual({ cash: '0.00', bonus: '5.00' });
    expect((await settle(event!, 2, 0)).status).toBe(200);
    // A third of the stake was bonus money: a third of the payout (cut to the cent) is bonus money.
    const payout = BigInt(selection.odds.replace('.', '')) * 15n;
    const bonusShare = payout / 3n;
    const cents = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;
    expect(await account()).toEqual({ cash: cents(payout - bonusShare), bonus: cents(500n + bonusShare) });
  });

  it('lets only the operator settle events and set odds', async () => {
    const [{ event, selection }] = await picks(1);
    const path = buildPath(adminApi.settleSportsbookEvent, { eventId: event.id });
    expect((await t.call('POST', path, { body: { home: 1, away: 0 } })).status).toBe(401);
    expect((await t.call('POST', path, { token: ada.token, body: { home: 1, away: 0 } })).status).toBe(403);
    expect((await t.call('POST', path, { token: OPERATOR_TOKEN, body: { home: -1 } })).status).toBe(400);
    const odds = await t.call<Fail>('PUT', buildPath(adminApi.setSportsbookOdds, { selectionId: selection.id }), {
      token: OPERATOR_TOKEN,
      body: { odds: '1.005' },
    });
    expect(odds.status).toBe(400);
    expect((await settle(event, 1, 1)).status).toBe(200);
    expect((await settle(event, 1, 1)).status).toBe(409);
  });

  it('settles the bets of an event ended just before the database went away, at the next step', async () => {
    const [{ event, selection }] = await picks(1);
    const placed = await place(adaWidget, {
      type: 'single',
      stake: '5',
      selections: [{ selectionId: selection.id, odds: selection.odds }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bet = placed.body.result.bets[0]!;
    // The event's end commits; the connection is lost before its bets are settled.
    const { bets } = t.platform.context.services.sportsbook;
    const lost = vi
      .spyOn(bets, 'settleBetsOf')
      .mockRejectedValueOnce(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }));
    try {
      const ended = await settle(event, 2, 0);
      expect({ status: ended.status, code: ended.body.error.code }).toEqual({ status: 503, code: 503 });
    } finally {
      lost.mockRestore();
    }
    const status = async () => {
      const list = await t.call<{ result: SportsbookBet[] }>('GET', buildPath(sportsbookApi.listBets), {
        token: adaWidget,
      });
      return list.body.result.find((b) => b.uuid === bet.uuid)?.status;
    };
    expect(await status()).toBe('open');
    expect((await settle(event, 2, 0)).status).toBe(409);

    await t.platform.context.services.sportsbook.tick();
    expect(await status()).toBe('won');
    const { entries } = await ledgerOf(t, ada.playerId);
    expect(entries.filter((e) => e.referenceId === bet.uuid).map((e) => e.type)).toEqual(['bet', 'win']);
  });

  // Last: it plays the clock a whole match on.
  it('plays live tennis in sets and games, never a minute clock; other sports keep the clock', async () => {
    const { sports, events } = await feed();
    const tennisId = sports.find((sport) => sport.slug === 'tennis')!.id;
    const isTennis = (event: SportsbookEvent) => event.sportId === tennisId;
    const expectTennisScore = (event: SportsbookEvent) => {
      expect(event.minute).toBeNull();
      const { score, games } = event;
      // Best of three sets, and the games of the set in play: 0-0 to 6-6.
      expect(Math.max(score!.home, score!.away)).toBeLessThanOrEqual(1);
      expect(Math.max(games!.home, games!.away)).toBeLessThanOrEqual(6);
      if (Math.max(games!.home, games!.away) === 6) expect(Math.abs(games!.home - games!.away)).toBeLessThanOrEqual(1);
    };
    const liveTennis = events.filter((event) => isTennis(event) && event.status === 'live');
    expect(liveTennis.length).toBeGreaterThan(0);
    liveTennis.forEach(expectTennisScore);
    for (const event of events.filter((e) => !isTennis(e))) {
      expect(event.games).toBeNull();
      if (event.status === 'live') expect(event.minute).toEqual(expect.any(Number));
    }

    // Play the live matches on: games are won and sets change hands; a match ends on two sets.
    const later = new Date(Math.max(...liveTennis.map((event) => Date.parse(event.startsAt))) + 60_000);
    const matchMs = t.config.sportsbookMatchSeconds * 1000;
    let before = liveTennis;
    for (let step = 1; step <= 8; step += 1) {
      await t.platform.context.services.sportsbook.tick(new Date(later.getTime() + (matchMs * step) / 8));
      const after = (await feed()).events;
      for (const event of before) {
        const now = after.find((e) => e.id === event.id);
        if (now) expectTennisScore(now);
      }
      before = before.filter((event) => after.some((e) => e.id === event.id));
    }
    // A whole match length later every one of them has ended with a winner in sets.
    expect(before).toEqual([]);
    const finished = await readEvents(
      t.platform.context.db,
      liveTennis.map((event) => event.id),
    );
    for (const event of finished) {
      expect(event.status).toBe('ended');
      expect(Math.max(event.score!.home, event.score!.away)).toBe(2);
      expect(Math.min(event.score!.home, event.score!.away)).toBeLessThanOrEqual(1);
      expect(event.games).toBeNull();
    }
  });
});

describe.each(databaseKinds)('sportsbook prices on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '11' });
  });
  afterAll(() => t?.close());

  const prematchPrices = async () => {
    const { body } = await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed));
    return new Map(
      body.result.events
        .filter((event) => event.status === 'prematch')
        .map((event) => [event.id, event.markets.flatMap((m) => m.selections.map((s) => s.odds)).join(' ')]),
    );
  };
  const moved = (before: Map<number, string>, after: Map<number, string>) => {
    const both = [...after.keys()].filter((id) => before.has(id));
    return { both: both.length, moved: both.filter((id) => before.get(id) !== after.get(id)).length };
  };

  it('moves prematch prices minutes apart, not at every step', async () => {
    const sportsbook = t.platform.context.services.sportsbook;
    const start = Date.now();
    await sportsbook.tick(new Date(start));
    const before = await prematchPrices();
    // One 5-second step, as the clock runs: hardly any prematch market moves.
    await sportsbook.tick(new Date(start + 5_000));
    const step = moved(before, await prematchPrices());
    expect(step.both).toBeGreaterThan(10);
    expect(step.moved / step.both).toBeLessThan(0.1);
    // Half an hour later most have moved at least once (each about 86% likely).
    const later = await prematchPrices();
    await sportsbook.tick(new Date(start + 5_000 + 30 * 60_000));
    const halfHour = moved(later, await prematchPrices());
    expect(halfHour.both).toBeGreaterThanOrEqual(5);
    expect(halfHour.moved / halfHour.both).toBeGreaterThan(0.6);
  });
});
