import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { accounts, ledgerEntries, playerLimits, playerProtection, players, playSessions } from '../src/db/schema';
import { seedCurrencies } from '../src/db/seed/currencies';
import { INSUFFICIENT_BALANCE_MESSAGE } from '../src/services/ledger';
import { createProtectionGate } from '../src/services/protection';
import { RoundBatches, type RoundWork } from '../src/services/roundBatches';
import { WalletService } from '../src/services/wallet';
import { createScratchDatabase, databaseKinds } from './databases';
import { english } from '../src/services/errors';

async function scratchDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { handle: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const scratch = await createScratchDatabase();
  return { handle: await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }), drop: scratch.drop };
}

describe.each(databaseKinds)('the ledger on %s', (kind) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let wallet: WalletService;
  let playerCounter = 0;

  beforeAll(async () => {
    ({ handle: database, drop } = await scratchDatabase(kind));
    await seedCurrencies(database.db);
    wallet = new WalletService(
      database.db,
      systemClock,
      createProtectionGate({ db: database.db, clock: systemClock }).gate,
    );
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function newAccount(): Promise<{ playerId: number; accountId: number }> {
    playerCounter += 1;
    const [player] = await database.db
      .insert(players)
      .values({
        email: `ledger${playerCounter}-${randomBytes(3).toString('hex')}@example.com`,
        username: `ledger${playerCounter}${randomBytes(3).toString('hex')}`,
        passwordHash: 'x',
        firstName: 'Lea',
        lastName: 'Ledger',
        gender: 'female',
        dob: '1990-01-01',
        phoneNumber: '+3531234567',
        address: '1 Main Street',
        city: 'Dublin',
        country: 'Ireland',
        locale: 'en_GB',
        currencyCode: 'EUR',
      })
      .returning({ id: players.id });
    const accountId = await wallet.transact((tx) => wallet.openAccount(tx, player!.id, 'EUR'));
    return { playerId: player!.id, accountId };
  }

  async function figures(accountId: number) {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const [sums] = await database.db
      .select({
        balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)::text`,
        held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return {
      balance: account!.balance,
      held: account!.held,
      ledgerBalance: BigInt(sums!.balance),
      ledgerHeld: BigInt(sums!.held),
      entries: sums!.count,
    };
  }

  /** The player's play sessions: what their stakes and wins added up to. */
  const sessionsOf = (playerId: number) =>
    database.db
      .select({ stakes: playSessions.stakes, winnings: playSessions.winnings })
      .from(playSessions)
      .where(eq(playSessions.playerId, playerId));

  const credit = (accountId: number, amount: bigint, key: string) =>
    wallet.transact((_tx, ledger) =>
      ledger.post({
        accountId,
        type: 'deposit',
        balanceDelta: amount,
        referenceType: 'test',
        referenceId: key,
        idempotencyKey: key,
      }),
    );

  it('100 concurrent withdrawals against one balance never overdraw, and the ledger adds up', async () => {
    const { accountId } = await newAccount();
    await credit(accountId, 100_000n, 'deposit-1'); // 1000.00
    const attempts = Array.from({ length: 100 }, (_, i) =>
      wallet
        .transact((_tx, ledger) =>
          ledger.post({
            accountId,
            type: 'block',
            balanceDelta: -1_500n,
            heldDelta: 1_500n,
            referenceType: 'withdrawal',
            referenceId: `w${i}`,
            idempotencyKey: `withdraw-${i}`,
          }),
        )
        .then(
          () => 'ok' as const,
          (error: Error) => error.message,
        ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(66); // 66 x 15.00 = 990.00
    expect(new Set(outcomes.filter((o) => o !== 'ok'))).toEqual(new Set([english(INSUFFICIENT_BALANCE_MESSAGE)]));
    const after = await figures(accountId);
    expect(after.balance).toBe(1_000n);
    expect(after.held).toBe(99_000n);
    expect(after.ledgerBalance).toBe(after.balance);
    expect(after.ledgerHeld).toBe(after.held);
  });

  it('a payment replayed 10 times credits once', async () => {
    const { accountId } = await newAccount();
    const results = await Promise.all(Array.from({ length: 10 }, () => credit(accountId, 5_000n, 'payment-abc')));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const after = await figures(accountId);
    expect(after.balance).toBe(5_000n);
    expect(after.entries).toBe(1);
  });

  it('the same key with other details is refused, not applied', async () => {
    const { accountId } = await newAccount();
    await credit(accountId, 1_000n, 'k1');
    await expect(credit(accountId, 2_000n, 'k1')).rejects.toThrow(/already made with different details/);
    expect((await figures(accountId)).balance).toBe(1_000n);
  });

  it('keeps every invariant over random sequences of deposits, bets, wins, withdrawals and cancels', async () => {
    type Op =
      | { kind: 'deposit' | 'bet' | 'win'; amount: number }
      | { kind: 'withdraw'; amount: number }
      | { kind: 'cancel' | 'approve'; pick: number };
    const op = fc.oneof(
      fc.record({
        kind: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const),
        amount: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constantFrom('cancel' as const, 'approve' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops: Op[]) => {
        const { accountId } = await newAccount();
        let expectedBalance = 0n;
        let expectedHeld = 0n;
        const pending: { key: string; amount: bigint }[] = [];
        let n = 0;
        for (const step of ops) {
          n += 1;
          const key = `op-${n}`;
          try {
            if (step.kind === 'deposit' || step.kind === 'win') {
              await wallet.transact((_t, l) =>
                l.post({
                  accountId,
                  type: step.kind as 'deposit' | 'win',
                  balanceDelta: BigInt(step.amount),
                  referenceType: 't',
                  referenceId: key,
                  idempotencyKey: key,
                }),
              );
              expectedBalance += BigInt(step.amount);
            } else if (step.kind === 'bet') {
              await wallet.transact((_t, l) =>
                l.post({
                  accountId,
                  type: 'bet',
                  balanceDelta: -BigInt(step.amount),
                  referenceType: 't',
                  referenceId: key,
                  idempotencyKey: key,
                }),
              );
              expectedBalance -= BigInt(step.amount);
            } else if (step.kind === 'withdraw') {
              await wallet.transact((_t, l) =>
                l.post({
                  accountId,
                  type: 'block',
                  balanceDelta: -BigInt(step.amount),
                  heldDelta: BigInt(step.amount),
                  referenceType: 't',
                  referenceId: key,
                  idempotencyKey: key,
                }),
              );
              expectedBalance -= BigInt(step.amount);
              expectedHeld += BigInt(step.amount);
              pending.push({ key, amount: BigInt(step.amount) });
            } else if (pending.length) {
              const [hold] = pending.splice(('pick' in step ? step.pick : 0) % pending.length, 1);
              if (step.kind === 'cancel') {
                await wallet.transact((_t, l) =>
                  l.post({
                    accountId,
                    type: 'unblock',
                    balanceDelta: hold!.amount,
                    heldDelta: -hold!.amount,
                    referenceType: 't',
                    referenceId: hold!.key,
                    idempotencyKey: `${hold!.key}-unblock`,
                  }),
                );
                expectedBalance += hold!.amount;
              } else {
                await wallet.transact((_t, l) =>
                  l.post({
                    accountId,
                    type: 'withdrawal',
                    balanceDelta: 0n,
                    heldDelta: -hold!.amount,
                    referenceType: 't',
                    referenceId: hold!.key,
                    idempotencyKey: `${hold!.key}-withdrawal`,
                  }),
                );
              }
              expectedHeld -= hold!.amount;
            }
          } catch (error) {
            // Only a debit larger than the balance may be refused, and then nothing moved.
            expect((error as Error).message).toBe(english(INSUFFICIENT_BALANCE_MESSAGE));
          }
          const now = await figures(accountId);
          expect(now.balance).toBeGreaterThanOrEqual(0n);
          expect(now.held).toBeGreaterThanOrEqual(0n);
          expect(now.balance).toBe(expectedBalance);
          expect(now.held).toBe(expectedHeld);
          expect(now.ledgerBalance).toBe(now.balance);
          expect(now.ledgerHeld).toBe(now.held);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  describe('rounds played together (RoundBatches)', () => {
    /** The transaction each round's work last ran in, by round id. */
    const ranIn = new Map<string, unknown>();
    /** A round's work as a game round has it: a bet and, when it wins, a win, on one account. */
    const round =
      (accountId: number, id: string, stake: bigint, payout: bigint): RoundWork<bigint> =>
      async (tx, ledger) => {
        ranIn.set(id, tx);
        const reference = { accountId, referenceType: 'game-round', referenceId: id };
        let posted = await ledger.post({
          ...reference,
          type: 'bet',
          balanceDelta: -stake,
          idempotencyKey: `round:${id}:bet`,
        });
        if (payout > 0n) {
          posted = await ledger.post({
            ...reference,
            type: 'win',
            balanceDelta: payout,
            idempotencyKey: `round:${id}:win`,
          });
        }
        return posted.balance;
      };
    const transactionsOf = (...ids: string[]) => new Set(ids.map((id) => ranIn.get(id))).size;
    const outcome = (work: Promise<bigint>) =>
      work.then(
        (balance) => balance,
        (error: Error) => error.message,
      );

    it('rounds that arrive together share one transaction, and each answers as if alone', async () => {
      const batches = new RoundBatches(wallet, { maxRounds: 16, maxBatches: 1 });
      const players = await Promise.all(Array.from({ length: 4 }, () => newAccount()));
      await Promise.all(players.map(({ accountId }, i) => credit(accountId, 1_000n, `batch-deposit-${kind}-${i}`)));
      // The first round takes the only slot; the eight that come meanwhile wait and go in one batch.
      const ids = players.flatMap((_, i) => [`a-${kind}-${i}`, `b-${kind}-${i}`]);
      const answers = await Promise.all([
        batches.play(players[0]!.accountId, round(players[0]!.accountId, `first-${kind}`, 100n, 0n)),
        ...players.flatMap(({ accountId }, i) => [
          batches.play(accountId, round(accountId, `a-${kind}-${i}`, 200n, 50n)),
          batches.play(accountId, round(accountId, `b-${kind}-${i}`, 300n, 0n)),
        ]),
      ]);
      expect(transactionsOf(...ids)).toBe(1);
      expect(transactionsOf(`first-${kind}`, ids[0]!)).toBe(2);
      // Each round's balance is its account's after it, in the order the rounds came.
      expect(answers).toEqual([900n, 750n, 450n, 850n, 550n, 850n, 550n, 850n, 550n]);
      for (const { accountId } of players) {
        const after = await figures(accountId);
        expect(after.balance).toBe(after.ledgerBalance);
      }
      expect((await figures(players[0]!.accountId)).balance).toBe(450n);
      expect((await figures(players[3]!.accountId)).balance).toBe(550n);
      // Each player's play session holds every stake and win of theirs, in the batch or not.
      expect(await sessionsOf(players[0]!.playerId)).toEqual([{ stakes: 600n, winnings: 50n }]);
      for (const { playerId } of players.slice(1)) {
        expect(await sessionsOf(playerId)).toEqual([{ stakes: 500n, winnings: 50n }]);
      }
    });

    // Seeing a lock takes a second connection: PostgreSQL's pool has them, the embedded database has one only.
    it.skipIf(kind === 'pglite')(
      'a batch locks all of its accounts in one statement before its first round',
      async () => {
        const batches = new RoundBatches(wallet, { maxRounds: 16, maxBatches: 1 });
        const players = await Promise.all(Array.from({ length: 3 }, () => newAccount()));
        await Promise.all(players.map(({ accountId }, i) => credit(accountId, 1_000n, `held-deposit-${kind}-${i}`)));
        const ids = players.map(({ accountId }) => accountId);
        let lockable: number[] | undefined;
        const probed: RoundWork<bigint> = async (tx, ledger) => {
          // The batch's first round, before any posting of its own: which of the batch's accounts can
          // another transaction still lock?
          const free = await database.db
            .select({ id: accounts.id })
            .from(accounts)
            .where(inArray(accounts.id, ids))
            .for('update', { skipLocked: true });
          lockable = free.map((row) => row.id);
          return round(ids[0]!, `held-0-${kind}`, 100n, 0n)(tx, ledger);
        };
        const answers = await Promise.all([
          batches.play(ids[0]!, round(ids[0]!, `held-first-${kind}`, 100n, 0n)),
          batches.play(ids[0]!, probed),
          batches.play(ids[1]!, round(ids[1]!, `held-1-${kind}`, 100n, 0n)),
          batches.play(ids[2]!, round(ids[2]!, `held-2-${kind}`, 100n, 0n)),
        ]);
        expect(answers).toEqual([900n, 800n, 900n, 900n]);
        expect(transactionsOf(`held-0-${kind}`, `held-1-${kind}`, `held-2-${kind}`)).toBe(1);
        expect(lockable).toEqual([]);
      },
    );

    it('a round refused in a batch answers its refusal; the others are batched again, none played twice', async () => {
      const batches = new RoundBatches(wallet, { maxRounds: 16, maxBatches: 1 });
      const [rich, poor, other] = await Promise.all([newAccount(), newAccount(), newAccount()]);
      await credit(rich!.accountId, 1_000n, `refusal-rich-${kind}`);
      await credit(poor!.accountId, 300n, `refusal-poor-${kind}`);
      await credit(other!.accountId, 1_000n, `refusal-other-${kind}`);
      const play = (account: { accountId: number }, id: string, stake: bigint, payout = 0n) =>
        outcome(batches.play(account.accountId, round(account.accountId, `${id}-${kind}`, stake, payout)));
      const answers = await Promise.all([
        play(other!, 'r0', 100n),
        play(rich!, 'r1', 100n),
        play(poor!, 'r2', 200n),
        // More than the poor player has left after r2: refused. Alone, r2 then r3 are played again.
        play(poor!, 'r3', 500n),
        play(rich!, 'r4', 100n, 1_000n),
        play(other!, 'r5', 100n),
      ]);
      expect(answers).toEqual([900n, 900n, 100n, english(INSUFFICIENT_BALANCE_MESSAGE), 1_800n, 800n]);
      expect(transactionsOf(`r1-${kind}`, `r4-${kind}`, `r5-${kind}`)).toBe(1);
      expect(transactionsOf(`r1-${kind}`, `r2-${kind}`, `r3-${kind}`)).toBe(3);
      expect(await figures(rich!.accountId)).toMatchObject({ balance: 1_800n, ledgerBalance: 1_800n, entries: 4 });
      expect(await figures(poor!.accountId)).toMatchObject({ balance: 100n, ledgerBalance: 100n, entries: 2 });
      expect(await figures(other!.accountId)).toMatchObject({ balance: 800n, ledgerBalance: 800n, entries: 3 });

      // For a while the poor player's rounds are played alone, the others' still together.
      const later = await Promise.all([
        play(other!, 'r6', 100n),
        play(poor!, 'r7', 50n),
        play(rich!, 'r8', 100n),
        play(other!, 'r9', 100n),
      ]);
      expect(later).toEqual([700n, 50n, 1_700n, 600n]);
      expect(transactionsOf(`r8-${kind}`, `r9-${kind}`)).toBe(1);
      expect(transactionsOf(`r7-${kind}`, `r8-${kind}`)).toBe(2);
      // The play sessions count each stake and win once: not the rounds of the batch rolled back.
      expect(await sessionsOf(rich!.playerId)).toEqual([{ stakes: 300n, winnings: 1_000n }]);
      expect(await sessionsOf(poor!.playerId)).toEqual([{ stakes: 250n, winnings: 0n }]);
      expect(await sessionsOf(other!.playerId)).toEqual([{ stakes: 400n, winnings: 0n }]);
    });

    it('player protection checks each stake of a batch: the one on a time-out and the one past a limit are refused', async () => {
      const batches = new RoundBatches(wallet, { maxRounds: 16, maxBatches: 1 });
      const [free, limited, timedOut] = await Promise.all([newAccount(), newAccount(), newAccount()]);
      await Promise.all(
        [free, limited, timedOut].map((account, i) => credit(account!.accountId, 1_000n, `checked-${kind}-${i}`)),
      );
      const now = Date.now();
      await database.db.insert(playerLimits).values({
        playerId: limited!.playerId,
        kind: 'wager',
        period: 'day',
        amount: 250n,
        effectiveFrom: new Date(now - 60_000),
      });
      await database.db.insert(playerProtection).values({
        playerId: timedOut!.playerId,
        timeOutPeriod: '24h',
        timeOutStartedAt: new Date(now - 60_000),
        timeOutEndsAt: new Date(now + 3_600_000),
      });
      const play = (account: { accountId: number }, id: string, stake: bigint) =>
        batches.play(account.accountId, round(account.accountId, `${id}-${kind}`, stake, 0n)).then(
          (balance) => balance,
          (error: { reason?: string }) => error.reason,
        );
      const answers = await Promise.all([
        play(free!, 'c0', 100n),
        play(limited!, 'c1', 200n),
        play(timedOut!, 'c2', 100n),
        // The wager limit's window holds c1's 200: 100 more passes 250.
        play(limited!, 'c3', 100n),
        play(free!, 'c4', 100n),
      ]);
      expect(answers).toEqual([900n, 800n, 'time_out', 'wager_limit', 800n]);
      expect(await figures(timedOut!.accountId)).toMatchObject({ balance: 1_000n, entries: 1 });
      expect(await figures(limited!.accountId)).toMatchObject({ balance: 800n, entries: 2 });
      expect(await sessionsOf(free!.playerId)).toEqual([{ stakes: 200n, winnings: 0n }]);
      expect(await sessionsOf(limited!.playerId)).toEqual([{ stakes: 200n, winnings: 0n }]);
      expect(await sessionsOf(timedOut!.playerId)).toEqual([]);
    });

    it('a batch the database cannot write answers each of its rounds that error at once, none played', async () => {
      const batches = new RoundBatches(wallet, { maxRounds: 16, maxBatches: 1 });
      const [first, second] = await Promise.all([newAccount(), newAccount()]);
      await credit(first!.accountId, 1_000n, `lost-first-${kind}`);
      await credit(second!.accountId, 1_000n, `lost-second-${kind}`);
      const lost: RoundWork<bigint> = async (tx, ledger) => {
        await round(second!.accountId, `lost-${kind}`, 100n, 0n)(tx, ledger);
        // As node-postgres says when the connection ends under a query.
        throw new Error('Connection terminated unexpectedly');
      };
      const answers = await Promise.all([
        outcome(batches.play(first!.accountId, round(first!.accountId, `l0-${kind}`, 100n, 0n))),
        outcome(batches.play(first!.accountId, round(first!.accountId, `l1-${kind}`, 100n, 0n))),
        outcome(batches.play(second!.accountId, lost)),
        outcome(batches.play(second!.accountId, round(second!.accountId, `l2-${kind}`, 100n, 0n))),
      ]);
      expect(answers).toEqual([900n, ...Array(3).fill('Connection terminated unexpectedly')]);
      expect(await figures(first!.accountId)).toMatchObject({ balance: 900n, entries: 2 });
      expect(await figures(second!.accountId)).toMatchObject({ balance: 1_000n, entries: 1 });
    });
  });
});
