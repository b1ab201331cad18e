import { randomUUID } from 'node:crypto';
import {
  adminApi,
  type Account,
  type BonusOffer,
  buildPath,
  type PaymentTransaction,
  paymentsApi,
  playersApi,
  type PlayerBonus,
  type WithdrawalStatus,
} from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bonusOffers, ledgerEntries, playerBonuses } from '../src/db/schema';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  ADDRESSES,
  admin,
  bet,
  createLink,
  confirmedEvent,
  deposit,
  makeEligible,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

interface Envelope<T> {
  result: T;
  error?: { code: number; message: string; reason?: string; fields?: Record<string, string> };
}

const usdtTron = (amount: string) => ({
  amount,
  address: ADDRESSES.TRC20,
  network: 'TRC20',
  networkFeeLevel: 'low',
  receivedCurrency: 'USDT',
});

/** An offer any player can take on any deposit (a reload), with the given wagering and conversion limit. */
async function reloadOffer(
  t: TestPlatform,
  fields: { wageringMultiplier: number; maxConversionLimit: string; percentage?: string; maxAmount?: string },
) {
  const code = `TEST${randomUUID().slice(0, 8)}`;
  const created = await admin(t).call<Envelope<BonusOffer>>('POST', buildPath(adminApi.createBonusOffer), {
    name: 'Test Reload',
    code,
    percentage: fields.percentage ?? '100',
    maxAmount: fields.maxAmount ?? '500',
    currency: 'EUR',
    condition: 'reload',
    description: '<p>Test offer.</p>',
    duration: 7,
    wageringMultiplier: fields.wageringMultiplier,
    maxConversionLimit: fields.maxConversionLimit,
  });
  if (created.status !== 200) throw new Error(`offer answered ${created.status}: ${JSON.stringify(created.body)}`);
  return code;
}

describe.each(databaseKinds)('bonus wallet on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  /** The combined account as the player sees it (details). */
  async function wallet(player: Player): Promise<Account> {
    const { body } = await t.call<Envelope<{ accounts: Account[] }>>('GET', buildPath(playersApi.getDetails), {
      token: player.token,
    });
    return body.result.accounts[0]!;
  }
  const activeBonus = async (player: Player) =>
    (
      await t.call<Envelope<PlayerBonus | null>>('GET', buildPath(playersApi.getSelfBonuses), {
        token: player.token,
      })
    ).body.result;
  const withdraw = (player: Player, amount: string) =>
    t.call<Envelope<PaymentTransaction>>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: usdtTron(amount),
    });
  const forfeit = (player: Player, uuid: string) =>
    t.call<Envelope<PlayerBonus>>('POST', buildPath(playersApi.forfeitBonus), {
      token: player.token,
      body: { uuid },
    });
  const statement = async (player: Player) =>
    (
      await t.call<Envelope<{ transactions: PaymentTransaction[] }>>(
        'GET',
        buildPath(playersApi.listTransactions, undefined, { limit: 100 }),
        { token: player.token },
      )
    ).body.result.transactions;
  const stakeAndWin = (player: Player, stake: bigint, payout: bigint) =>
    t.platform.context.services.wallet.transact(async (tx, ledger) => {
      const key = `test-round-${randomUUID()}`;
      const reference = { accountId: player.accountId, referenceType: 'test', referenceId: key };
      const funded = await t.platform.context.services.bonusWallet.stake(tx, ledger, {
        ...reference,
        balanceDelta: -stake,
        idempotencyKey: `${key}:bet`,
      });
      if (payout > 0n) {
        await t.platform.context.services.bonusWallet.win(
          tx,
          ledger,
          { ...reference, balanceDelta: payout, idempotencyKey: `${key}:win` },
          { stake, ...funded },
        );
      }
      return funded;
    });

  it('keeps a bonus apart from cash: the repro (deposit 100 with WELCOME100, withdraw 150) is refused until the player forfeits, and then only cash leaves', async () => {
    const player = await makeEligible(t, await newPlayer(t));
    await deposit(t, player, '100.00', 'WELCOME100');
    expect(await wallet(player)).toMatchObject({ value: '200.00', cash: '100.00', bonus: '100.00' });

    const refused = await withdraw(player, '150');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 409, reason: 'bonus_active' });
    expect(refused.body.error?.message).toMatch(/forfeit the bonus/);
    const status = await t.call<Envelope<WithdrawalStatus>>('GET', buildPath(paymentsApi.withdrawalStatus), {
      token: player.token,
    });
    expect(status.body.result).toMatchObject({
      canWithdraw: false,
      missing: [],
      cash: '100.00',
      bonus: '100.00',
      activeBonus: { name: 'Welcome Bonus', wageringLeft: '3000.00' },
    });
    expect(await wallet(player)).toMatchObject({ value: '200.00', cash: '100.00', bonus: '100.00' });

    const bonus = await activeBonus(player);
    expect((await forfeit(player, randomUUID())).status).toBe(404);
    const forfeited = await forfeit(player, bonus!.uuid);
    expect(forfeited.status).toBe(200);
    expect(forfeited.body.result).toMatchObject({ status: 'forfeited', wageringLeft: '3000.00' });
    expect(await wallet(player)).toMatchObject({ value: '100.00', cash: '100.00', bonus: '0.00' });
    expect((await forfeit(player, bonus!.uuid)).status).toBe(404);

    const tooMuch = await withdraw(player, '150');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.fields?.amount).toBe('Insufficient balance');
    expect((await withdraw(player, '50')).status).toBe(200);
    expect(await wallet(player)).toMatchObject({ value: '49.00', cash: '49.00', bonus: '0.00', held: '51.00' });

    const rows = await statement(player);
    expect(rows.map((row) => [row.type.name, row.amount])).toEqual([
      ['withdrawal', '50.00'],
      ['bonus_forfeit', '-100.00'],
      ['bonus', '100.00'],
      ['deposit', '100.00'],
    ]);
    expect(rows[1]?.bonus).toMatchObject({ name: 'Welcome Bonus', bonusDelta: '-100.00', cashDelta: '0.00' });
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
  });

  it('gates withdrawals on a verified e-mail, then approved KYC, and says which is missing', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, '30.00');
    const email = await withdraw(player, '10');
    expect(email.status).toBe(403);
    expect(email.body.error).toMatchObject({ code: 403, reason: 'email_unverified' });
    const status = await t.call<Envelope<WithdrawalStatus>>('GET', buildPath(paymentsApi.withdrawalStatus), {
      token: player.token,
    });
    expect(status.body.result).toMatchObject({ canWithdraw: false, missing: ['email', 'kyc'], cash: '30.00' });
    expect(await wallet(player)).toMatchObject({ value: '30.00', held: '0.00' });

    const relaxed = await startIsolatedPlatform(kind, { WITHDRAWAL_REQUIRES_VERIFIED_EMAIL: 'false' });
    try {
      const other = await newPlayer(relaxed);
      await deposit(relaxed, other, '30.00');
      const kyc = await relaxed.call<Envelope<unknown>>('POST', buildPath(paymentsApi.withdraw), {
        token: other.token,
        body: usdtTron('10'),
      });
      expect(kyc.status).toBe(403);
      expect(kyc.body.error).toMatchObject({ reason: 'kyc_required' });
    } finally {
      await relaxed.close();
    }

    await makeEligible(t, player);
    expect((await withdraw(player, '10')).status).toBe(200);
  });

  it('takes stakes from cash first, then bonus, and keeps a bonus-funded win as bonus money', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, '20.00', 'WELCOME100'); // cash 20, bonus 20, wagering 600
    const funded = await stakeAndWin(player, 3_000n, 6_000n); // 20 cash + 10 bonus, wins 60
    expect(funded.bonusStake).toBe(1_000n);
    // A third of the stake was bonus money: a third of the win (20.00) is bonus money.
    expect(await wallet(player)).toMatchObject({ value: '70.00', cash: '40.00', bonus: '30.00' });
    expect(await activeBonus(player)).toMatchObject({ amountWagered: '30.00', wageringLeft: '570.00' });
  });

  it('converts bonus money when the wagering is met, up to the conversion limit, in one ledger entry', async () => {
    const code = await reloadOffer(t, { wageringMultiplier: 1, maxConversionLimit: '5.00' });
    const player = await newPlayer(t);
    await deposit(t, player, '20.00', code); // cash 20, bonus 20, wagering 20
    await bet(t, player, 2_000n); // all cash: wagering met
    expect(await activeBonus(player)).toBeNull();
    expect(await wallet(player)).toMatchObject({ value: '5.00', cash: '5.00', bonus: '0.00' });
    const rows = await statement(player);
    expect(rows[0]).toMatchObject({
      type: { name: 'bonus_conversion' },
      amount: '-15.00',
      bonus: { bonusDelta: '-20.00', cashDelta: '5.00' },
    });
    const history = await t.call<Envelope<PlayerBonus[]>>(
      'GET',
      buildPath(playersApi.getSelfBonuses, undefined, { history: true }),
      { token: player.token },
    );
    expect(history.body.result[0]).toMatchObject({
      status: 'completed',
      convertedAmount: '5.00',
      wageringLeft: '0.00',
    });
  });

  it('removes the bonus money of a bonus past its clearing period, even while nobody plays', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, '40.00', 'WELCOME100');
    const bonus = await activeBonus(player);
    await t.platform.context.db
      .update(playerBonuses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.uuid, bonus!.uuid));
    expect(await t.platform.context.services.bonusWallet.expireAllDue()).toBeGreaterThanOrEqual(1);
    expect(await wallet(player)).toMatchObject({ value: '40.00', cash: '40.00', bonus: '0.00' });
    expect((await statement(player))[0]).toMatchObject({ type: { name: 'bonus_expiry' }, amount: '-40.00' });
  });

  it('never pays a forfeited bonus’s later winnings out as cash', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, '10.00', 'WELCOME100'); // cash 10, bonus 10
    const funded = await stakeAndWin(player, 2_000n, 0n); // a bet settled later: 10 cash + 10 bonus
    const bonus = await activeBonus(player);
    expect((await forfeit(player, bonus!.uuid)).status).toBe(200);
    await t.platform.context.services.wallet.transact((tx, ledger) =>
      t.platform.context.services.bonusWallet.win(
        tx,
        ledger,
        {
          accountId: player.accountId,
          balanceDelta: 8_000n,
          referenceType: 'test',
          referenceId: 'late',
          idempotencyKey: `late-${randomUUID()}`,
        },
        { stake: 2_000n, ...funded },
      ),
    );
    // Half the win came from bonus money: it is removed with the forfeit, the cash half stays.
    expect(await wallet(player)).toMatchObject({ value: '40.00', cash: '40.00', bonus: '0.00' });
    expect((await statement(player))[0]).toMatchObject({ type: { name: 'bonus_forfeit' }, amount: '-40.00' });
  });

  it('keeps on the account whether a bonus is in progress (a stake reads the bonus only then): granted, completed, forfeited, expired', async () => {
    const flag = async (player: Player) =>
      (
        await t.platform.context.db
          .select({ on: accounts.hasActiveBonus })
          .from(accounts)
          .where(eq(accounts.id, player.accountId))
      )[0]?.on;
    const completing = await reloadOffer(t, { wageringMultiplier: 1, maxConversionLimit: '5.00' });
    const player = await newPlayer(t);
    await deposit(t, player, '10.00');
    expect(await flag(player)).toBe(false);
    await deposit(t, player, '20.00', completing);
    expect(await flag(player)).toBe(true);
    await bet(t, player, 3_000n); // wagering met: the bonus completes
    expect(await activeBonus(player)).toBeNull();
    expect(await flag(player)).toBe(false);

    const forfeiting = await newPlayer(t);
    await deposit(t, forfeiting, '10.00', 'WELCOME100');
    expect(await flag(forfeiting)).toBe(true);
    expect((await forfeit(forfeiting, (await activeBonus(forfeiting))!.uuid)).status).toBe(200);
    expect(await flag(forfeiting)).toBe(false);

    const expiring = await newPlayer(t);
    await deposit(t, expiring, '10.00', 'WELCOME100');
    await t.platform.context.db
      .update(playerBonuses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.playerId, expiring.playerId));
    // The stake ends the bonus past its clearing period before it is posted: cash only.
    const funded = await stakeAndWin(expiring, 500n, 0n);
    expect(funded.bonusStake).toBe(0n);
    expect(await flag(expiring)).toBe(false);
  });

  it('counts every cash stake of a batch towards a bonus whose money is all staked, and none of a player without one', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, '10.00', 'WELCOME100'); // cash 10, bonus 10, wagering 300
    await stakeAndWin(player, 2_000n, 0n); // all of it: no bonus money left, the bonus goes on
    await deposit(t, player, '10.00'); // cash 10, bonus 0
    const without = await newPlayer(t);
    await deposit(t, without, '10.00');
    // One transaction, as a batch of rounds: each player's stakes after their first find the
    // account's figures this transaction keeps (no bonus money), not the lock's.
    await t.platform.context.services.wallet.transact(async (tx, ledger) => {
      await ledger.lockAll([player.accountId, without.accountId]);
      for (const someone of [player, without, player, without, player]) {
        const key = `test-batch-${randomUUID()}`;
        const funded = await t.platform.context.services.bonusWallet.stake(tx, ledger, {
          accountId: someone.accountId,
          balanceDelta: -100n,
          referenceType: 'test',
          referenceId: key,
          idempotencyKey: `${key}:bet`,
        });
        expect(funded.bonusStake).toBe(0n);
      }
    });
    expect(await activeBonus(player)).toMatchObject({ amountWagered: '23.00', wageringLeft: '277.00' });
    expect(await wallet(player)).toMatchObject({ value: '7.00', cash: '7.00', bonus: '0.00' });
    expect(await activeBonus(without)).toBeNull();
    expect(await wallet(without)).toMatchObject({ value: '8.00', cash: '8.00', bonus: '0.00' });
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite runs one at a time).
  it.skipIf(kind === 'pglite')('a stake that waited for a bonus being granted counts towards that bonus', async () => {
    const code = await reloadOffer(t, { wageringMultiplier: 30, maxConversionLimit: '100.00' });
    const [offer] = await t.platform.context.db
      .select({ id: bonusOffers.id })
      .from(bonusOffers)
      .where(eq(bonusOffers.code, code));
    const player = await newPlayer(t);
    await deposit(t, player, '10.00'); // cash 10, no bonus
    const { db } = t.platform.context;
    const money = t.platform.context.services.wallet;
    // A grant holds the account's lock: the bonus row written, its money posted, not yet committed.
    let locked!: () => void;
    const granting = new Promise<void>((resolve) => (locked = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const grant = money.transact(async (tx, ledger) => {
      await ledger.lock(player.accountId);
      const now = new Date();
      const [bonus] = await tx
        .insert(playerBonuses)
        .values({
          playerId: player.playerId,
          offerId: offer!.id,
          status: 'active',
          depositAmount: 1_000n,
          matchedAmount: 1_000n,
          wageringRequirement: 30_000n,
          currencyCode: 'EUR',
          expiresAt: new Date(now.getTime() + 7 * 86_400_000),
        })
        .returning({ uuid: playerBonuses.uuid });
      await ledger.post({
        accountId: player.accountId,
        type: 'bonus',
        balanceDelta: 1_000n,
        bonusDelta: 1_000n,
        referenceType: 'bonus',
        referenceId: bonus!.uuid,
        idempotencyKey: `test-grant:${bonus!.uuid}`,
      });
      locked();
      await committing;
    });
    await granting;
    // The stake starts while the grant is open, and waits for the account's lock.
    const staking = stakeAndWin(player, 500n, 0n);
    const waiting = async () => {
      const found = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return (found as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    for (let i = 0; i < 200 && (await waiting()) === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(await waiting()).toBe(1);
    commit();
    await grant;
    await staking;
    // Cash first (10.00 of cash): the stake counted towards the bonus granted before it.
    expect(await activeBonus(player)).toMatchObject({ amountWagered: '5.00', wageringLeft: '295.00' });
    expect(await wallet(player)).toMatchObject({ value: '15.00', cash: '5.00', bonus: '10.00' });
  });

  it('keeps cash and bonus non-negative, the ledger equal to the account, and withdrawals within cash over random play', async () => {
    const code = await reloadOffer(t, { wageringMultiplier: 2, maxConversionLimit: '30.00', percentage: '50' });
    const command = fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 80 }), code: fc.boolean() }),
      fc.record({ kind: fc.constant('stake' as const), amount: fc.integer({ min: 1, max: 6_000 }), win: fc.nat(3) }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('forfeit' as const) }),
      fc.record({ kind: fc.constant('expire' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
        const player = await makeEligible(t, await newPlayer(t));
        for (const step of commands) {
          const before = await wallet(player);
          if (step.kind === 'deposit') {
            const link = await createLink(t, player, `${step.amount}.00`, step.code ? code : undefined).catch(
              () => null, // a second bonus while one is in progress is refused: a valid outcome
            );
            if (link) await sendWebhook(t, confirmedEvent(link, `${step.amount}.00`));
          } else if (step.kind === 'stake') {
            await stakeAndWin(player, BigInt(step.amount), BigInt(step.amount * step.win)).catch((error: unknown) => {
              if (!(error instanceof Error) || error.message !== 'Insufficient balance') throw error;
            });
          } else if (step.kind === 'withdraw') {
            const answer = await withdraw(player, String(step.amount));
            const fee = 100n;
            const cashBefore = BigInt(before.cash.replace('.', ''));
            if (answer.status === 200) {
              expect(BigInt(step.amount) * 100n + fee).toBeLessThanOrEqual(cashBefore);
              expect(BigInt(before.bonus.replace('.', ''))).toBe(0n);
            } else expect([400, 409]).toContain(answer.status);
          } else if (step.kind === 'forfeit') {
            const bonus = await activeBonus(player);
            if (bonus) expect((await forfeit(player, bonus.uuid)).status).toBe(200);
          } else {
            await t.platform.context.db
              .update(playerBonuses)
              .set({ expiresAt: new Date(Date.now() - 1000) })
              .where(eq(playerBonuses.playerId, player.playerId));
            await t.platform.context.services.bonusWallet.expireAllDue();
          }
          const [account] = await t.platform.context.db
            .select()
            .from(accounts)
            .where(eq(accounts.id, player.accountId));
          const [sums] = await t.platform.context.db
            .select({
              balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)::text`,
              bonus: sql<string>`coalesce(sum(${ledgerEntries.bonusDelta}), 0)::text`,
              held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)::text`,
            })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.accountId, player.accountId));
          expect(account!.bonus).toBeGreaterThanOrEqual(0n);
          expect(account!.balance - account!.bonus).toBeGreaterThanOrEqual(0n);
          expect([account!.balance, account!.bonus, account!.held]).toEqual([
            BigInt(sums!.balance),
            BigInt(sums!.bonus),
            BigInt(sums!.held),
          ]);
          if (!(await activeBonus(player))) expect(account!.bonus).toBe(0n);
        }
      }),
      { numRuns: kind === 'pglite' ? 12 : 6 },
    );
  });
});
