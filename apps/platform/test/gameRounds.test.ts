import { randomUUID } from 'node:crypto';
import {
  type BetTransaction,
  buildPath,
  type CasinoRound,
  type Game,
  gpApi,
  type Pagination,
  SOCKET_PATH,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, gameSessions } from '../src/db/schema';
import {
  diceEngine,
  diceMultiplier,
  MULTIPLIER_ONE,
  ROULETTE_BETS,
  rouletteCovers,
  rouletteEngine,
  roulettePays,
  type Rng,
  slotEngine,
  slotReturnToPlayer,
} from '../src/providers/demoGames/engines';
import { hashToken } from '../src/services/sessions';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { fund, gameOfType, launch, ledgerOf, playRound, type RoundResult } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

/** An RNG that answers the given values in turn (each modulo the asked range). */
const fixedRng = (...values: number[]): Rng => {
  let i = 0;
  return { int: (max) => values[i++ % values.length]! % max };
};

describe('demo game engines', () => {
  it('the slot returns 96.46% exactly, and pays the line it shows', () => {
    expect(slotReturnToPlayer()).toBeCloseTo(31_607 / 32_768, 12);
    expect(slotEngine.rtp).toBe(slotReturnToPlayer());
    expect(slotEngine.rtp).toBeLessThan(1);
    // Stops 31 are sevens (the last 2 of 32 stops): three sevens pay 300x.
    const jackpot = slotEngine.play({}, fixedRng(31));
    expect(jackpot.result.line).toEqual(['seven', 'seven', 'seven']);
    expect(jackpot.multiplier).toBe(300n * MULTIPLIER_ONE);
    const loss = slotEngine.play({}, fixedRng(8, 8, 8, 14, 14, 14, 20, 20, 20));
    expect(loss.result.line).toEqual(['lemon', 'orange', 'plum']);
    expect(loss.multiplier).toBe(0n);
  });

  it('every roulette bet returns 36/37', () => {
    for (const bet of ROULETTE_BETS) {
      const choice = bet === 'straight' ? { bet, number: 17 } : { bet };
      let returned = 0;
      for (let n = 0; n <= 36; n += 1) if (rouletteCovers(choice, n)) returned += roulettePays(bet);
      expect(returned / 37, bet).toBeCloseTo(36 / 37, 12);
      const drawn = rouletteEngine.play(choice, fixedRng(17));
      expect(drawn.result.number).toBe(17);
      expect(drawn.multiplier).toBe(rouletteCovers(choice, 17) ? BigInt(roulettePays(bet)) * MULTIPLIER_ONE : 0n);
    }
    expect(rouletteEngine.rtp).toBeLessThan(1);
  });

  it('dice returns at most 97% for every target', () => {
    for (let target = 2; target <= 96; target += 1) {
      const rtp = ((target - 1) / 100) * (Number(diceMultiplier(target)) / 10_000);
      expect(rtp).toBeLessThanOrEqual(0.97);
      expect(rtp).toBeGreaterThan(0.969);
    }
    expect(diceEngine.play({ target: 50 }, fixedRng(48)).result).toMatchObject({
      roll: 49,
      won: true,
      multiplier: '1.9795',
    });
    expect(diceEngine.play({ target: 50 }, fixedRng(49)).multiplier).toBe(0n);
  });

  it('validates choices with field messages', () => {
    expect(rouletteEngine.parseChoice(undefined)).toEqual({ ok: false, errors: { 'choice.bet': 'required' } });
    expect(rouletteEngine.parseChoice({ bet: 'purple' }).ok).toBe(false);
    expect(rouletteEngine.parseChoice({ bet: 'straight' })).toEqual({
      ok: false,
      errors: { 'choice.number': 'required' },
    });
    expect(rouletteEngine.parseChoice({ bet: 'straight', number: 37 }).ok).toBe(false);
    expect(rouletteEngine.parseChoice({ bet: 'straight', number: '7' })).toEqual({
      ok: true,
      choice: { bet: 'straight', number: 7 },
    });
    expect(diceEngine.parseChoice({ target: 1 }).ok).toBe(false);
    expect(diceEngine.parseChoice({ target: 97 }).ok).toBe(false);
    expect(diceEngine.parseChoice({ target: 2.5 }).ok).toBe(false);
    expect(diceEngine.parseChoice({ target: '40' })).toEqual({ ok: true, choice: { target: 40 } });
  });
});

describe.each(databaseKinds)('game rounds on %s', (kind) => {
  let t: TestPlatform;
  let alice: SignedUpPlayer;
  let bob: SignedUpPlayer;
  let slot: Game;
  let roulette: Game;
  let dice: Game;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
    [alice, bob] = await Promise.all([signUpPlayer(t), signUpPlayer(t)]);
    [slot, roulette, dice] = await Promise.all([
      gameOfType(t, 'Slots'),
      gameOfType(t, 'Table Games'),
      gameOfType(t, 'Instant'),
    ]);
  });
  afterAll(() => t?.close());

  const realToken = async (player: SignedUpPlayer, game: Game) => {
    const launched = await launch(t, game, { player, demo: false });
    expect(launched.status).toBe(200);
    return launched.token!;
  };

  const minor = (amount: string) => BigInt(amount.replace('.', ''));

  it('a real round is one bet and at most one win in the ledger; replaying it moves nothing', async () => {
    await fund(t, alice.playerId, '100.00');
    const token = await realToken(alice, slot);
    const before = await ledgerOf(t, alice.playerId);
    const roundId = randomUUID();
    const first = await playRound(t, token, { roundId, stake: '2.50' });
    expect(first.status).toBe(200);
    const round = first.body.result;
    expect(round).toMatchObject({ roundId, stake: '2.50', replayed: false, currency: { code: 'EUR' } });
    expect(round.won).toBe(minor(round.payout) > 0n);
    expect(minor(round.balance)).toBe(before.balance - 250n + minor(round.payout));

    const after = await ledgerOf(t, alice.playerId);
    expect(after.balance).toBe(minor(round.balance));
    const added = after.entries.filter((entry) => !before.entries.some((old) => old.id === entry.id));
    expect(added.map((entry) => entry.type).sort()).toEqual(round.won ? ['bet', 'win'] : ['bet']);
    expect(added.every((entry) => entry.referenceType === 'game-round' && entry.referenceId === roundId)).toBe(true);
    expect(added.find((entry) => entry.type === 'bet')?.balanceDelta).toBe(-250n);

    // The same request again (a retry after a lost answer): same outcome, no money moved.
    const again = await playRound(t, token, { roundId, stake: '2.50' });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ ...round, replayed: true });
    expect(await ledgerOf(t, alice.playerId)).toEqual(after);

    // The same round id with other details is refused.
    const changed = await playRound(t, token, { roundId, stake: '3.00' });
    expect(changed.status).toBe(409);
    expect(await ledgerOf(t, alice.playerId)).toEqual(after);
  });

  it('the same round sent 8 times at once is charged once', async () => {
    await fund(t, alice.playerId, '10.00');
    const token = await realToken(alice, dice);
    const before = await ledgerOf(t, alice.playerId);
    const roundId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => playRound(t, token, { roundId, stake: '1.00', choice: { target: 50 } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => !answer.body.result.replayed)).toHaveLength(1);
    for (const answer of answers) expect(answer.body.result.outcome).toEqual(answers[0]!.body.result.outcome);
    const after = await ledgerOf(t, alice.playerId);
    const payout = minor(answers[0]!.body.result.payout);
    expect(after.balance).toBe(before.balance - 100n + payout);
    expect(after.entries.length - before.entries.length).toBe(payout > 0n ? 2 : 1);
  });

  it('the same round sent 8 times behind another (so 8 times in one batch) is charged once', async () => {
    await fund(t, alice.playerId, '10.00');
    const token = await realToken(alice, dice);
    const before = await ledgerOf(t, alice.playerId);
    const roundId = randomUUID();
    const choice = { target: 50 };
    // The first round is played at once, alone; the eight that come meanwhile wait for its account
    // and are played together, in one transaction: the first of them plays, the others are replays.
    const [ahead, ...answers] = await Promise.all([
      playRound(t, token, { roundId: randomUUID(), stake: '1.00', choice }),
      ...Array.from({ length: 8 }, () => playRound(t, token, { roundId, stake: '1.00', choice })),
    ]);
    expect([ahead!.status, ...answers.map((answer) => answer.status)]).toEqual(Array(9).fill(200));
    expect(answers.filter((answer) => !answer.body.result.replayed)).toHaveLength(1);
    // Every answer is the round's (its stake, payout, outcome); a replay's balance is the account's
    // when it is answered, which the round ahead changes too when a busy machine takes it after them.
    const round = ({ balance: _balance, replayed: _replayed, ...rest }: RoundResult) => rest;
    for (const answer of answers) expect(round(answer.body.result)).toEqual(round(answers[0]!.body.result));
    const after = await ledgerOf(t, alice.playerId);
    const payouts = minor(ahead!.body.result.payout) + minor(answers[0]!.body.result.payout);
    expect(after.balance).toBe(before.balance - 200n + payouts);
    const added = after.entries.filter((entry) => !before.entries.some((old) => old.id === entry.id));
    expect(added.filter((entry) => entry.referenceId === roundId && entry.type === 'bet')).toHaveLength(1);
  });

  it('refuses a stake above the balance with Insufficient balance and changes nothing', async () => {
    const token = await realToken(bob, roulette);
    const before = await ledgerOf(t, bob.playerId);
    const roundId = randomUUID();
    const answer = await playRound(t, token, { roundId, stake: '5.00', choice: { bet: 'red' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 400,
      message: 'Insufficient balance',
      fields: { stake: 'Insufficient balance' },
      fieldCodes: { stake: { messageCode: 'money.insufficientBalance' } },
      messageCode: 'money.insufficientBalance',
    });
    expect(await ledgerOf(t, bob.playerId)).toEqual(before);
    expect(await t.platform.context.db.select().from(gameRounds).where(eq(gameRounds.uuid, roundId))).toEqual([]);
  });

  it('plays roulette and dice for real with the payouts of their tables', async () => {
    await fund(t, bob.playerId, '50.00');
    const rouletteToken = await realToken(bob, roulette);
    for (let i = 0; i < 5; i += 1) {
      const answer = await playRound(t, rouletteToken, { stake: '1.00', choice: { bet: 'straight', number: 7 } });
      expect(answer.status).toBe(200);
      const { number } = answer.body.result.outcome.result as { number: number };
      expect(answer.body.result.payout).toBe(number === 7 ? '36.00' : '0.00');
    }
    const diceToken = await realToken(bob, dice);
    const answer = await playRound(t, diceToken, { stake: '10.00', choice: { target: 51 } });
    const { roll } = answer.body.result.outcome.result as { roll: number };
    expect(answer.body.result.payout).toBe(roll < 51 ? '19.40' : '0.00');
    const { balance } = await ledgerOf(t, bob.playerId);
    expect(answer.body.result.balance).toBe(`${balance / 100n}.${(balance % 100n).toString().padStart(2, '0')}`);
  });

  it('pushes balanceUpdate over the socket after a real round', async () => {
    await fund(t, alice.playerId, '5.00');
    const token = await realToken(alice, slot);
    const socket = io(t.baseUrl, { path: SOCKET_PATH, auth: { token: alice.token }, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const update = new Promise<unknown[]>((resolve) =>
        socket.on('balanceUpdate', (accounts: unknown[]) => resolve(accounts)),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const round = await playRound(t, token, { stake: '1.00' });
      const accounts = (await update) as { value: string }[];
      expect(accounts[0]?.value).toBe(round.body.result.balance);
    } finally {
      socket.close();
    }
  });

  it('plays demo rounds with play credits that never touch the ledger', async () => {
    const launched = await launch(t, slot, { demo: true });
    const token = launched.token!;
    const before = await ledgerOf(t, alice.playerId);
    let balance = 100_000n;
    for (let i = 0; i < 3; i += 1) {
      const answer = await playRound(t, token, { stake: '10.00' });
      expect(answer.status).toBe(200);
      expect(answer.body.result.currency.code).toBe('FUN');
      balance = balance - 1000n + minor(answer.body.result.payout);
      expect(minor(answer.body.result.balance)).toBe(balance);
    }
    // Alice's real play is untouched by a signed-in player's demo session too.
    const aliceDemo = (await launch(t, dice, { player: alice, demo: true })).token!;
    expect((await playRound(t, aliceDemo, { stake: '1.00', choice: { target: 30 } })).status).toBe(200);
    expect(await ledgerOf(t, alice.playerId)).toEqual(before);

    await t.platform.context.db
      .update(gameSessions)
      .set({ demoBalance: 50n })
      .where(eq(gameSessions.tokenHash, hashToken(token)));
    const refused = await playRound(t, token, { stake: '1.00' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Insufficient balance');
    const page = await fetch(`${t.baseUrl}${launched.path}`);
    expect(await page.text()).toContain('"balance":"0.50"');
  });

  it('refuses bad round requests with 400 and field messages', async () => {
    const slotToken = (await launch(t, slot)).token!;
    const rouletteToken = (await launch(t, roulette)).token!;
    const diceToken = (await launch(t, dice)).token!;
    const cases: [string, unknown, string, string][] = [
      [slotToken, {}, 'stake', 'required'],
      [slotToken, { stake: '' }, 'stake', 'required'],
      [slotToken, { stake: 'abc' }, 'stake', 'must be a valid number'],
      [slotToken, { stake: '1e3' }, 'stake', 'must be a valid number'],
      [slotToken, { stake: '0x10' }, 'stake', 'must be a valid number'],
      [slotToken, { stake: ' 1.00' }, 'stake', 'must be a valid number'],
      [slotToken, { stake: '+1' }, 'stake', 'must be a valid number'],
      [slotToken, { stake: [1] }, 'stake', 'must be a valid number'],
      [slotToken, { stake: 1e21 }, 'stake', 'must be a valid number'],
      [slotToken, { stake: '1.500' }, 'stake', 'maximum 2 decimal places allowed'],
      [slotToken, { stake: { amount: 1 } }, 'stake', 'must be a valid number'],
      [slotToken, { stake: '-1.00' }, 'stake', 'Minimum stake is 0.10'],
      [slotToken, { stake: '0.01' }, 'stake', 'Minimum stake is 0.10'],
      [slotToken, { stake: '1000.01' }, 'stake', 'Maximum stake is 1000.00'],
      [slotToken, { stake: '9'.repeat(400) }, 'stake', 'must be a valid number'],
      [slotToken, { stake: '1.005' }, 'stake', 'maximum 2 decimal places allowed'],
      [slotToken, { stake: '1.00', roundId: 'nope' }, 'roundId', 'must be a valid uuid'],
      [slotToken, [1, 2], 'stake', 'required'],
      [rouletteToken, { stake: '1.00' }, 'choice.bet', 'required'],
      [
        rouletteToken,
        { stake: '1.00', choice: { bet: 'straight', number: 99 } },
        'choice.number',
        'must be a whole number from 0 to 36',
      ],
      [diceToken, { stake: '1.00', choice: { target: 1 } }, 'choice.target', 'must be a whole number from 2 to 96'],
    ];
    for (const [token, body, field, message] of cases) {
      const answer = await playRound(t, token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.error?.fields?.[field], JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    const numeric = await playRound(t, slotToken, { stake: 1.5 });
    expect(numeric.status).toBe(200);
    expect(numeric.body.result.stake).toBe('1.50');
    const notJson = await fetch(`${t.baseUrl}/api/gp/demo/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-game-session': slotToken },
      body: '{"stake":',
    });
    expect(notJson.status).toBe(400);
  });

  it('answers 401 for a missing, unknown or ended game session', async () => {
    expect((await playRound(t, undefined, { stake: '1.00' })).status).toBe(401);
    expect((await playRound(t, 'no-such-token', { stake: '1.00' })).status).toBe(401);
    expect((await playRound(t, 'x'.repeat(5000), { stake: '1.00' })).status).toBe(401);
    // Signing out ends the real-money game sessions of that sign-in.
    const player = await signUpPlayer(t);
    await fund(t, player.playerId, '5.00');
    const token = await realToken(player, slot);
    expect((await playRound(t, token, { stake: '1.00' })).status).toBe(200);
    const [session] = await t.platform.context.db
      .select({ id: gameSessions.authSessionId })
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(token)));
    await t.platform.context.services.sessions.revoke(session!.id!);
    const ended = await playRound(t, token, { stake: '1.00' });
    expect(ended.status).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/gp/demo/play/${token}`)).status).toBe(404);
    // A demo session past its expiry has ended too.
    const demo = (await launch(t, slot)).token!;
    await t.platform.context.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.tokenHash, hashToken(demo)));
    expect((await playRound(t, demo, { stake: '1.00' })).status).toBe(401);
  });

  describe('bet history', () => {
    type BetList = { transactions: BetTransaction[]; pagination: Pagination };
    const listBets = (token: string | undefined, query: Record<string, string | number | boolean> = {}) =>
      t.call<{ result: BetList; error?: { fields?: Record<string, string> } }>(
        'GET',
        buildPath(gpApi.listBets, undefined, query),
        token ? { token } : {},
      );

    it("lists the player's bets and wins, newest first, 10 a page, with game, amount and currency", async () => {
      const carol = await signUpPlayer(t);
      await fund(t, carol.playerId, '100.00');
      const token = await realToken(carol, roulette);
      let expected = 0;
      for (let i = 0; i < 12; i += 1) {
        const answer = await playRound(t, token, { stake: '1.00', choice: { bet: 'red' } });
        expected += answer.body.result.won ? 2 : 1;
      }
      const { status, body } = await listBets(carol.token, {
        includeGame: true,
        includeCurrency: true,
        includeType: true,
      });
      expect(status).toBe(200);
      expect(body.result.pagination).toEqual({
        page: 1,
        limit: 10,
        totalItems: expected,
        totalPages: Math.ceil(expected / 10),
      });
      expect(body.result.transactions).toHaveLength(10);
      const [latest] = body.result.transactions;
      expect(latest).toEqual({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        game: { name: roulette.name },
        amount: latest!.type.name === 'bet' ? '1.00' : '2.00',
        currency: { code: 'EUR' },
        type: { name: expect.stringMatching(/^(bet|win)$/) },
        source: 'casino',
        createdAt: expect.any(String),
      });
      const times = body.result.transactions.map((entry) => entry.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const page2 = await listBets(carol.token, { page: 2, limit: 5 });
      const all = await listBets(carol.token, { limit: 100 });
      expect(page2.body.result.transactions).toEqual(all.body.result.transactions.slice(5, 10));
      expect(all.body.result.transactions.filter((entry) => entry.type.name === 'bet')).toHaveLength(12);
      // A win shares its bet's round uuid.
      const win = all.body.result.transactions.find((entry) => entry.type.name === 'win');
      if (win) expect(all.body.result.transactions.filter((entry) => entry.uuid === win.uuid)).toHaveLength(2);

      // Date range: today holds them all; a day in 2020 none.
      const now = new Date();
      const inRange = await listBets(carol.token, {
        createdAtStart: new Date(now.getTime() - 3600_000).toISOString(),
        createdAtEnd: new Date(now.getTime() + 3600_000).toISOString(),
      });
      expect(inRange.body.result.pagination.totalItems).toBe(expected);
      const past = await listBets(carol.token, {
        createdAtStart: '2020-01-01T00:00:00.000Z',
        createdAtEnd: '2020-01-01T23:59:59.999Z',
      });
      expect(past.body.result).toEqual({
        transactions: [],
        pagination: { page: 1, limit: 10, totalItems: 0, totalPages: 0 },
      });

      // Another player sees none of these.
      const dave = await signUpPlayer(t);
      expect((await listBets(dave.token)).body.result.pagination.totalItems).toBe(0);
    });

    it('lists ledger bets without a round (a sportsbook) with no game, and filters by source', async () => {
      const erin = await signUpPlayer(t);
      await fund(t, erin.playerId, '20.00');
      const { wallet } = t.platform.context.services;
      const account = await wallet.combinedAccount(erin.playerId);
      await wallet.transact((_tx, ledger) =>
        ledger.post({
          accountId: account!.id,
          type: 'bet',
          balanceDelta: -500n,
          referenceType: 'sportsbook-bet',
          referenceId: 'ticket-1',
          idempotencyKey: 'sportsbook-bet:ticket-1',
        }),
      );
      const token = await realToken(erin, slot);
      await playRound(t, token, { stake: '1.00' });
      const all = await listBets(erin.token);
      const sportsbook = all.body.result.transactions.find((entry) => entry.source === 'sportsbook');
      expect(sportsbook).toMatchObject({ game: null, amount: '5.00', type: { name: 'bet' } });
      const onlySportsbook = await listBets(erin.token, { source: 'sportsbook' });
      expect(onlySportsbook.body.result.transactions).toEqual([sportsbook]);
      const onlyCasino = await listBets(erin.token, { source: 'casino' });
      expect(onlyCasino.body.result.transactions.every((entry) => entry.game?.name === slot.name)).toBe(true);
    });

    it('refuses bad filters with 400 and field messages, and answers 401 without a token', async () => {
      const start = '2024-01-02T00:00:00.000Z';
      const end = '2024-01-01T23:59:59.999Z';
      const cases: [Record<string, string | number>, string][] = [
        [{ createdAtStart: start }, 'createdAtEnd'],
        [{ createdAtEnd: end }, 'createdAtStart'],
        [{ createdAtStart: start, createdAtEnd: end }, 'createdAtStart'],
        [{ createdAtStart: 'yesterday', createdAtEnd: end }, 'createdAtStart'],
        [{ page: 0 }, 'page'],
        [{ limit: 101 }, 'limit'],
        [{ limit: 'ten' }, 'limit'],
        [{ source: 'poker' }, 'source'],
      ];
      for (const [query, field] of cases) {
        const answer = await listBets(alice.token, query);
        expect(answer.status, JSON.stringify(query)).toBe(400);
        expect(answer.body.error?.fields?.[field], JSON.stringify(query)).toBeDefined();
      }
      expect((await listBets(undefined)).status).toBe(401);
      expect((await listBets('x.y.z')).status).toBe(401);
    });
  });

  describe('casino rounds', () => {
    type RoundList = { rounds: CasinoRound[]; pagination: Pagination };
    const listRounds = (token: string | undefined, query: Record<string, string | number> = {}) =>
      t.call<{ result: RoundList; error?: { fields?: Record<string, string> } }>(
        'GET',
        buildPath(gpApi.listRounds, undefined, query),
        token ? { token } : {},
      );

    it("lists the player's real rounds, newest first, with game, stake, payout, outcome and ratio", async () => {
      const frank = await signUpPlayer(t);
      await fund(t, frank.playerId, '50.00');
      const token = await realToken(frank, roulette);
      const played: { roundId: string; won: boolean; payout: string }[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await playRound(t, token, { stake: '2.00', choice: { bet: 'red' } });
        played.push(answer.body.result);
      }
      // Demo rounds are not listed.
      const demo = await launch(t, roulette, { player: frank, demo: true });
      await playRound(t, demo.token!, { stake: '1.00', choice: { bet: 'red' } });

      const { status, body } = await listRounds(frank.token);
      expect(status).toBe(200);
      expect(body.result.pagination).toEqual({ page: 1, limit: 10, totalItems: 11, totalPages: 2 });
      const latest = body.result.rounds[0]!;
      const last = played[played.length - 1]!;
      expect(latest).toEqual({
        id: expect.any(Number),
        uuid: last.roundId,
        game: { name: roulette.name },
        paymentMethod: 'combined',
        stake: '2.00',
        payout: last.payout,
        currency: { code: 'EUR' },
        status: last.won ? 'won' : 'lost',
        ratio: last.won ? '2.00' : '0.00',
        createdAt: expect.any(String),
      });
      const page2 = await listRounds(frank.token, { page: 2 });
      expect(page2.body.result.rounds).toHaveLength(1);
      expect(page2.body.result.rounds[0]!.uuid).toBe(played[0]!.roundId);
      const past = await listRounds(frank.token, {
        createdAtStart: '2020-01-01T00:00:00.000Z',
        createdAtEnd: '2020-01-01T23:59:59.999Z',
      });
      expect(past.body.result.rounds).toEqual([]);
      // Another player sees none of them.
      expect((await listRounds(bob.token)).body.result.rounds.some((round) => round.uuid === last.roundId)).toBe(false);
    });

    it('refuses bad filters with 400 and answers 401 without a token', async () => {
      const answer = await listRounds(alice.token, { createdAtStart: '2024-01-02T00:00:00.000Z' });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields?.createdAtEnd).toBe('Both from date and until date are required together');
      expect((await listRounds(alice.token, { page: 0 })).status).toBe(400);
      expect((await listRounds(undefined)).status).toBe(401);
    });
  });
});
