import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { accounts, ledgerEntries, players } from '../src/db/schema';
import { seedCurrencies } from '../src/db/seed/currencies';
import { INSUFFICIENT_BALANCE_MESSAGE } from '../src/services/ledger';
import { createProtectionGate } from '../src/services/protection';
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
});
