// The demo provider's pooled jackpot game (services/jackpots.ts) and the live tables' state
// (services/liveTables.ts): a pool per currency fed by 1% of every real-money stake on the game, in
// the round's own transaction, won with probability 1 in 50,000 (a drawn 0), paid through the
// ledger and reset to its seed; fun rounds never touch it; Germany offers no jackpot game.
import {
  buildPath,
  CASINO_SOCKET_NAMESPACE,
  type Game,
  gpApi,
  JACKPOT_UPDATE_EVENT,
  type JackpotPool,
  type JackpotUpdate,
  type LiveTableState,
  SOCKET_PATH,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { jackpotPools } from '../src/db/schema';
import type { Rng } from '../src/providers/demoGames/engines';
import { JACKPOT_GAME_ID, JACKPOT_ODDS, jackpotShareOf } from '../src/services/jackpots';
import { DEALER_SHIFT_MS, LIVE_TABLE_TICK_MS, liveTableState } from '../src/services/liveTables';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { catalogue, fund, gamePage, gameOfType, launch, ledgerOf, playRound } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

/** An RNG that always answers `value` (modulo the asked range). */
const always = (value: number): Rng => ({ int: (max) => value % max });
const NEVER_WINS = always(1);
const ALWAYS_WINS = always(0);

describe.each(databaseKinds)('the pooled jackpot and the live tables on %s', (kind) => {
  let t: TestPlatform;
  let game: Game;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt', SPORTSBOOK_TICK_MS: '0' }, { clock });
    t.platform.context.services.jackpots.rng = NEVER_WINS;
    const found = (await catalogue(t)).find((entry) => entry.gameId === JACKPOT_GAME_ID);
    if (!found) throw new Error('no jackpot game in the catalogue');
    game = found;
  });
  afterAll(() => t?.close());

  const pools = async (token?: string) => {
    const { status, body } = await t.call<{ result: JackpotPool[] }>(
      'GET',
      buildPath(gpApi.listJackpots),
      token ? { token } : {},
    );
    expect(status).toBe(200);
    return body.result;
  };
  const euroPool = async () => (await pools()).find((pool) => pool.currency === 'EUR')?.amount;
  const poolRow = async () => {
    const [row] = await t.platform.context.db.select().from(jackpotPools).where(eq(jackpotPools.currencyCode, 'EUR'));
    return row;
  };
  const realSession = async (player: SignedUpPlayer) => {
    const launched = await launch(t, game, { player, demo: false });
    expect(launched.status).toBe(200);
    return launched.token!;
  };

  it('is one Nova Gaming slot tagged jackpot, its pool in EUR at the seed before anyone stakes', async () => {
    expect(game).toMatchObject({ name: 'Mega Pot Jackpot', gameType: { name: 'Slots' } });
    expect(game.tags).toContain('jackpot');
    expect(await pools()).toEqual([{ gameId: game.id, currency: 'EUR', amount: '10000.00' }]);
  });

  it('adds 1% of each real-money stake to the pool exactly, rounded down to a cent', async () => {
    const player = await signUpPlayer(t);
    await fund(t, player.playerId, '200.00');
    const token = await realSession(player);
    const before = (await poolRow())?.amount ?? 1_000_000n;
    for (const stake of ['1.00', '2.50', '0.37', '99.90']) {
      const round = await playRound(t, token, { stake });
      expect(round.status, JSON.stringify(round.body)).toBe(200);
    }
    // 1.00 -> 0.01, 2.50 -> 0.025 -> 0.02, 0.37 -> 0.0037 -> 0.00, 99.9 -> 0.999 -> 0.99
    expect(jackpotShareOf(250n)).toBe(2n);
    expect((await poolRow())?.amount).toBe(before + 1n + 2n + 0n + 99n);
    expect(await euroPool()).toBe('10001.02');
  });

  it('loses no share when many stakes of two players land at once', async () => {
    const [alice, bob] = await Promise.all([signUpPlayer(t), signUpPlayer(t)]);
    await Promise.all([fund(t, alice.playerId, '50.00'), fund(t, bob.playerId, '50.00')]);
    const [aliceToken, bobToken] = await Promise.all([realSession(alice), realSession(bob)]);
    const before = (await poolRow())!.amount;
    const rounds = await Promise.all(
      Array.from({ length: 24 }, (_, i) => playRound(t, i % 2 ? aliceToken : bobToken, { stake: '1.00' })),
    );
    expect(rounds.map((round) => round.status)).toEqual(rounds.map(() => 200));
    expect((await poolRow())!.amount).toBe(before + 24n);
  });

  it('pays the whole pool through the ledger on a won draw and starts again from the seed', async () => {
    const player = await signUpPlayer(t);
    await fund(t, player.playerId, '20.00');
    const token = await realSession(player);
    const pool = (await poolRow())!.amount;
    const { balance: before } = await ledgerOf(t, player.playerId);
    t.platform.context.services.jackpots.rng = ALWAYS_WINS;
    const round = await playRound(t, token, { stake: '2.00' });
    t.platform.context.services.jackpots.rng = NEVER_WINS;
    expect(round.status, JSON.stringify(round.body)).toBe(200);
    const won = pool + 2n; // the pool with this stake's own share
    const outcome = round.body.result.outcome as { jackpot?: string };
    expect(outcome.jackpot).toBe((Number(won) / 100).toFixed(2));
    const { balance, entries } = await ledgerOf(t, player.playerId);
    const jackpotEntry = entries.find(
      (entry) => entry.idempotencyKey === `game-round:${round.body.result.roundId}:jackpot`,
    );
    expect(jackpotEntry).toMatchObject({ type: 'win', balanceDelta: won });
    const slotWin = entries.find((entry) => entry.idempotencyKey === `game-round:${round.body.result.roundId}:win`);
    expect(balance).toBe(before - 200n + (slotWin?.balanceDelta ?? 0n) + won);
    expect(round.body.result.balance).toBe((Number(balance) / 100).toFixed(2));
    expect((await poolRow())!.amount).toBe(1_000_000n);
    expect((await poolRow())!.lastWonAt).not.toBeNull();
    expect(await euroPool()).toBe('10000.00');
    // Sent again, the round moves nothing: no second jackpot.
    const replay = await playRound(t, token, { stake: '2.00', roundId: round.body.result.roundId });
    expect(replay.body.result.replayed).toBe(true);
    expect((await ledgerOf(t, player.playerId)).balance).toBe(balance);
    expect(JACKPOT_ODDS).toBe(50_000);
  });

  it('leaves the pool alone in fun play, a visitor or a signed-in player, even on a won draw', async () => {
    const player = await signUpPlayer(t);
    const before = (await poolRow())!.amount;
    t.platform.context.services.jackpots.rng = ALWAYS_WINS;
    try {
      for (const options of [{}, { player, demo: true }]) {
        const launched = await launch(t, game, options);
        expect(launched.status).toBe(200);
        for (let i = 0; i < 3; i += 1) expect((await playRound(t, launched.token, { stake: '5.00' })).status).toBe(200);
      }
    } finally {
      t.platform.context.services.jackpots.rng = NEVER_WINS;
    }
    expect((await poolRow())!.amount).toBe(before);
    expect((await ledgerOf(t, player.playerId)).entries).toEqual([]);
  });

  it('pushes the new amount to every casino socket, visitors included, after a stake', async () => {
    const socket = io(`${t.baseUrl}${CASINO_SOCKET_NAMESPACE}`, { path: SOCKET_PATH, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const heard = new Promise<JackpotUpdate>((resolve) => socket.on(JACKPOT_UPDATE_EVENT, resolve));
      const player = await signUpPlayer(t);
      await fund(t, player.playerId, '10.00');
      const round = await playRound(t, await realSession(player), { stake: '3.00' });
      expect(round.status).toBe(200);
      expect(await heard).toEqual({ currency: 'EUR', amount: await euroPool() });
    } finally {
      socket.close();
    }
  });

  it("shows the pool on the jackpot game's page, in the player's currency, and on no other game's", async () => {
    const player = await signUpPlayer(t);
    const launched = await launch(t, game, { player, demo: false });
    const page = await gamePage(t, launched.path!);
    expect(page.config?.jackpot).toEqual({ amount: await euroPool(), currency: 'EUR', url: '/api/gp/jackpots' });
    expect(page.html).toContain(
      `<output id="jackpot-amount" aria-labelledby="jackpot-label">${await euroPool()}</output>`,
    );
    const fun = await gamePage(t, (await launch(t, game)).path!);
    expect(fun.html).toContain('Fun play neither feeds nor wins the jackpot');
    const other = await gamePage(t, (await launch(t, await gameOfType(t, 'Slots'))).path!);
    expect(other.html).not.toContain('jackpot-amount');
  });

  it('offers a German player no jackpot game: no pool listed, not in the catalogue, refused at launch', async () => {
    const german = await signUpPlayer(t, { country: 'Germany' });
    expect(await pools(german.token)).toEqual([]);
    expect((await catalogue(t, german.token)).some((entry) => entry.gameId === JACKPOT_GAME_ID)).toBe(false);
    const launched = await launch(t, game, { player: german, demo: false });
    expect(launched.status).toBe(403);
    expect((launched.body as unknown as { error: { reason: string } }).error.reason).toBe('market_game_not_offered');
  });

  it('lists every live table with a dealer, its players and stake limits, changing as time passes', async () => {
    const live = (await catalogue(t)).filter((entry) => entry.isLive);
    const read = async () => {
      const { status, body } = await t.call<{ result: LiveTableState[] }>('GET', buildPath(gpApi.listLiveTables));
      expect(status).toBe(200);
      return body.result;
    };
    const first = await read();
    expect(first.map((table) => table.id).sort((a, b) => a - b)).toEqual(live.map((g) => g.id).sort((a, b) => a - b));
    for (const table of first) {
      expect(table.dealer).toMatch(/^\p{L}+$/u);
      expect(table.players).toBeGreaterThan(0);
      expect(table.currency).toBe('EUR');
      expect(Number(table.minStake)).toBeLessThan(Number(table.maxStake));
      expect(table).toEqual(liveTableState(table.id, clock.now(), 'EUR'));
    }
    // The same moment answers the same state; a tick later some tables have other players.
    expect(await read()).toEqual(first);
    clock.advance(LIVE_TABLE_TICK_MS);
    const later = await read();
    expect(later.some((table, i) => table.players !== first[i]!.players)).toBe(true);
    clock.advance(DEALER_SHIFT_MS);
    const nextShift = await read();
    expect(nextShift.filter((table, i) => table.dealer !== first[i]!.dealer).length).toBeGreaterThan(live.length / 2);
    // Limits stay the table's own.
    expect(nextShift.map((table) => [table.minStake, table.maxStake])).toEqual(
      first.map((table) => [table.minStake, table.maxStake]),
    );
  });
});
