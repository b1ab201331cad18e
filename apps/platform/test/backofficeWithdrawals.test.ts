// The back office's withdrawal queue with four eyes and its held deposits (issue 30): the queue's
// content and order with the platform's risk flags, approvals by two distinct staff members at or
// over WITHDRAWAL_FOUR_EYES_AMOUNT (never twice, never by one person, even at once), rejections
// that return the money, automation refused over the threshold, the permission matrix, the audit
// of every decision, and held deposits released or returned by staff (HELD_DEPOSITS=review).
import {
  adminApi,
  type AuditPage,
  backofficeApi,
  buildPath,
  type HeldDepositItem,
  type PaymentTransaction,
  paymentsApi,
  playersApi,
  type StaffRole,
  type WithdrawalQueueItem,
} from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { createStaffMember, signInStaff, STAFF_PASSWORD, StaffBrowser, tokenOfLink } from './backofficeFixtures';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  ADDRESSES,
  admin,
  bet,
  confirmedEvent,
  createLink,
  deposit,
  entriesOfType,
  figures,
  makeEligible,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

type Approved = { withdrawal: PaymentTransaction; approvalsNeeded: number };

describe.each(databaseKinds)('the withdrawal queue and held deposits on %s', (kind) => {
  let t: TestPlatform;
  // Behind the database's now() (payments are stamped by it, ledger entries by the clock), so the
  // withdrawal comes after the ledger entries it is judged by; each sign-in moves it 30 s on.
  const clock = new ManualClock(new Date(Date.now() - 15 * 60_000));
  const staff = {} as Record<'ana' | 'ben' | 'cleo' | 'support' | 'marketing' | 'compliance' | 'admin', StaffBrowser>;

  async function member(email: string, role: StaffRole, name: string) {
    const made = await createStaffMember(t, email, role, name);
    const setUp = await t.call('POST', buildPath(backofficeApi.setUp), {
      body: { token: tokenOfLink(made.setUpLink), password: STAFF_PASSWORD },
    });
    expect(setUp.status).toBe(200);
    const browser = new StaffBrowser(t, email);
    await signInStaff(t, clock, browser);
    return browser;
  }

  beforeAll(async () => {
    t = await startIsolatedPlatform(
      kind,
      { SPORTSBOOK_TICK_MS: '0', HELD_DEPOSITS: 'review', WITHDRAWAL_FOUR_EYES_AMOUNT: '500' },
      { clock },
    );
    staff.ana = await member('ana@staff.test', 'payments', 'Ana Payer');
    staff.ben = await member('ben@staff.test', 'payments', 'Ben Second');
    staff.cleo = await member('cleo@staff.test', 'payments', 'Cleo Third');
    staff.support = await member('sup@staff.test', 'support', 'Sue Support');
    staff.marketing = await member('mkt@staff.test', 'marketing', 'Max Marketing');
    staff.compliance = await member('cmp@staff.test', 'compliance', 'Cal Compliance');
    staff.admin = await member('adm@staff.test', 'admin', 'Ada Admin');
  });
  afterAll(() => t?.close());

  async function funded(amount: string) {
    const player = await makeEligible(t, await newPlayer(t));
    await deposit(t, player, amount);
    clock.advance(1000);
    return player;
  }
  async function withdraw(player: Player, amount: string, address = ADDRESSES.TRC20) {
    const { status, body } = await t.call<{ result: PaymentTransaction }>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: { amount, address, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result.uuid;
  }
  const queue = async (browser = staff.ana) => {
    const answer = await browser.call<WithdrawalQueueItem[]>('GET', buildPath(backofficeApi.withdrawalQueue));
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const approve = (browser: StaffBrowser, uuid: string, reason?: string) =>
    browser.call<Approved>('POST', buildPath(backofficeApi.approveWithdrawal, { uuid }), {
      body: reason ? { reason } : {},
    });
  const reject = (browser: StaffBrowser, uuid: string, reason: string) =>
    browser.call<PaymentTransaction>('POST', buildPath(backofficeApi.rejectWithdrawal, { uuid }), { body: { reason } });
  const auditOf = async (uuid: string) => {
    const answer = await staff.admin.call<AuditPage>(
      'GET',
      buildPath(backofficeApi.listAudit, undefined, { limit: 100 }),
    );
    return answer.body.result.entries.filter((entry) => entry.targetId === uuid).reverse();
  };
  const statusOf = async (player: Player, uuid: string) => {
    const answer = await t.call<{ result: { transactions: PaymentTransaction[] } }>(
      'GET',
      `${buildPath(playersApi.listTransactions)}?limit=50`,
      { token: player.token },
    );
    return answer.body.result.transactions.find((row) => row.uuid === uuid)?.status.name;
  };

  it('lists requested withdrawals oldest first with the player, balance, activity, risk flags and approvals', async () => {
    const first = await funded('100.00');
    await bet(t, first, 3_000n); // 30.00 staked of a 100.00 deposit: little play
    const small = await withdraw(first, '50');
    const second = await funded('1000.00');
    await bet(t, second, 30_000n);
    await deposit(t, second, '700.00');
    clock.advance(1000);
    await bet(t, second, 70_000n); // the last deposit staked in full: no little play
    const large = await withdraw(second, '600');

    const items = await queue();
    const mine = items.filter((item) => [small, large].includes(item.withdrawal.uuid));
    expect(mine.map((item) => item.withdrawal.uuid)).toEqual([small, large]);
    const [a, b] = mine as [WithdrawalQueueItem, WithdrawalQueueItem];
    expect(a).toMatchObject({
      withdrawal: {
        amount: '50.00',
        fee: { amount: '1.00' },
        status: { name: 'requested' },
        withdrawal: { address: ADDRESSES.TRC20, network: 'TRC20', receivedCurrency: 'USDT' },
      },
      player: { uuid: first.uuid, email: first.email },
      // 100 - 30 staked - 51 held
      balance: { cash: '19.00', bonus: '0.00', held: '51.00' },
      needsSecondApproval: false,
      approvals: [],
    });
    expect(a.risks).toEqual([
      { flag: 'first_withdrawal' },
      { flag: 'little_play', deposited: '100.00', staked: '30.00' },
    ]);
    expect(a.activity).toMatchObject({
      days: 30,
      deposits: '100.00',
      withdrawals: '0.00',
      stakes: '30.00',
      wins: '0.00',
    });
    expect(a.activity.latest.map((movement) => [movement.type, movement.balanceDelta, movement.heldDelta])).toEqual([
      ['block', '-51.00', '51.00'],
      ['bet', '-30.00', '0.00'],
      ['deposit', '100.00', '0.00'],
    ]);
    expect(b.needsSecondApproval).toBe(true);
    expect(b.risks).toEqual([{ flag: 'first_withdrawal' }, { flag: 'large_amount', threshold: '500.00' }]);
    expect(b.activity).toMatchObject({ deposits: '1700.00', stakes: '1000.00' });
    expect(b.activity.latest).toHaveLength(5);
    // A decided withdrawal leaves the queue.
    expect((await approve(staff.ana, small)).body.result).toMatchObject({
      approvalsNeeded: 0,
      withdrawal: { status: { name: 'completed' } },
    });
    expect((await queue()).map((item) => item.withdrawal.uuid)).not.toContain(small);
    expect((await queue()).map((item) => item.withdrawal.uuid)).toContain(large);
  });

  it('pays a large withdrawal only at the approval of a second, distinct staff member, and audits each', async () => {
    const player = await funded('800.00');
    const uuid = await withdraw(player, '500');
    const before = await figures(t, player);

    const firstApproval = await approve(staff.ana, uuid, 'Source of funds checked');
    expect(firstApproval.status).toBe(200);
    expect(firstApproval.body.result).toMatchObject({
      approvalsNeeded: 1,
      withdrawal: { status: { name: 'requested' } },
    });
    expect(await figures(t, player)).toEqual(before);
    const listed = (await queue()).find((item) => item.withdrawal.uuid === uuid)!;
    expect(listed.approvals).toEqual([
      expect.objectContaining({ staffName: 'Ana Payer', reason: 'Source of funds checked' }),
    ]);

    const again = await approve(staff.ana, uuid);
    expect(again.status).toBe(409);
    expect(again.body.error.messageCode).toBe('withdrawal.alreadyApprovedByYou');
    expect(again.body.error.message).toBe(
      'You have already approved this withdrawal. A second staff member must approve it (four eyes).',
    );

    const secondApproval = await approve(staff.ben, uuid);
    expect(secondApproval.status).toBe(200);
    expect(secondApproval.body.result).toMatchObject({
      approvalsNeeded: 0,
      withdrawal: { status: { name: 'completed' } },
    });
    expect(await figures(t, player)).toMatchObject({ balance: before.balance, held: 0n });
    expect((await entriesOfType(t, player, 'withdrawal')).map((entry) => entry.heldDelta)).toEqual([-50_100n]);
    expect(await statusOf(player, uuid)).toBe('completed');
    // A third approval finds it paid.
    expect((await approve(staff.cleo, uuid)).status).toBe(409);

    const entries = await auditOf(uuid);
    expect(entries.map((entry) => [entry.action, entry.actorKind, entry.after])).toEqual([
      [
        'withdrawal.approve',
        'staff',
        { status: 'requested', approvals: 1, approvalsNeeded: 1, amount: '500.00', currency: 'EUR' },
      ],
      [
        'withdrawal.approve',
        'staff',
        { status: 'completed', approvals: 2, approvalsNeeded: 0, amount: '500.00', currency: 'EUR' },
      ],
    ]);
    expect(entries[0]).toMatchObject({
      playerUuid: player.uuid,
      reason: 'Source of funds checked',
      actorRole: 'payments',
    });
    expect((await staff.admin.call('GET', buildPath(backofficeApi.verifyAudit))).body).toMatchObject({
      result: { ok: true },
    });
  });

  it('never pays twice nor with one person when approvals arrive at once', async () => {
    const player = await funded('2000.00');
    const uuid = await withdraw(player, '900');
    // One staff member, five times at once: one approval, nothing paid.
    const alone = await Promise.all(Array.from({ length: 5 }, () => approve(staff.ana, uuid)));
    expect(alone.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await statusOf(player, uuid)).toBe('requested');
    // Two others at once with Ana already in: exactly one of them pays; the other finds it paid.
    const both = await Promise.all([approve(staff.ben, uuid), approve(staff.cleo, uuid)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await entriesOfType(t, player, 'withdrawal')).toHaveLength(1);
    expect(await figures(t, player)).toMatchObject({ held: 0n });

    // Two distinct staff members at once on a fresh one: it is paid exactly once.
    const next = await withdraw(player, '600');
    const pair = await Promise.all([approve(staff.ana, next), approve(staff.ben, next)]);
    expect(pair.map((answer) => answer.status)).toEqual([200, 200]);
    expect(pair.map((answer) => answer.body.result.approvalsNeeded).sort()).toEqual([0, 1]);
    expect(await entriesOfType(t, player, 'withdrawal')).toHaveLength(2);
    expect(await statusOf(player, next)).toBe('completed');
  });

  it('rejects with a reason the player sees: the held money returns, audited', async () => {
    const player = await funded('800.00');
    const uuid = await withdraw(player, '700');
    expect((await approve(staff.ana, uuid)).body.result.approvalsNeeded).toBe(1);
    const empty = await reject(staff.ben, uuid, '   ');
    expect(empty.status).toBe(400);
    const rejected = await reject(staff.ben, uuid, 'Payout address belongs to someone else');
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({
      status: { name: 'rejected' },
      rejectionReason: 'Payout address belongs to someone else',
    });
    expect(await figures(t, player)).toMatchObject({ balance: 80_000n, held: 0n });
    expect((await approve(staff.cleo, uuid)).status).toBe(409);
    const entries = await auditOf(uuid);
    expect(entries.at(-1)).toMatchObject({
      action: 'withdrawal.reject',
      actorKind: 'staff',
      reason: 'Payout address belongs to someone else',
      after: { status: 'rejected', amount: '700.00', currency: 'EUR' },
    });
  });

  it('refuses automation alone at or over the four-eyes amount; below it, automation pays as before', async () => {
    const player = await funded('1200.00');
    const large = await withdraw(player, '500');
    const refused = await admin(t).call<never>('POST', buildPath(adminApi.approveWithdrawal, { uuid: large }));
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string; messageCode: string } }).error).toMatchObject({
      messageCode: 'withdrawal.fourEyesInBackOffice',
      message:
        'A withdrawal of 500.00 EUR or more is approved by two staff members in the back office, not by automation.',
    });
    expect(await statusOf(player, large)).toBe('requested');
    expect(await auditOf(large)).toEqual([]);

    const small = await withdraw(player, '499.99');
    expect((await admin(t).call('POST', buildPath(adminApi.approveWithdrawal, { uuid: small }))).status).toBe(200);
    expect(await statusOf(player, small)).toBe('completed');
    expect(await auditOf(small)).toEqual([
      expect.objectContaining({ action: 'withdrawal.approve', actorKind: 'automation' }),
    ]);
    // Automation may still reject a large one (the money returns).
    const rejected = await admin(t).call('POST', buildPath(adminApi.rejectWithdrawal, { uuid: large }), {
      reason: 'Duplicate request',
    });
    expect(rejected.status).toBe(200);
  });

  it('refuses the decisions to roles without the permission (403), and lets them read where the matrix says', async () => {
    const player = await funded('100.00');
    const uuid = await withdraw(player, '20');
    for (const role of ['support', 'compliance', 'admin', 'marketing'] as const) {
      const approved = await approve(staff[role], uuid);
      expect(approved.status, role).toBe(403);
      expect(approved.body.error.messageCode).toBe('staff.permissionMissing');
      expect((await reject(staff[role], uuid, 'no')).status, role).toBe(403);
      for (const path of ['release', 'return'] as const) {
        const endpoint = path === 'release' ? backofficeApi.releaseHeldDeposit : backofficeApi.returnHeldDeposit;
        expect((await staff[role].call('POST', buildPath(endpoint, { uuid }), { body: {} })).status, role).toBe(403);
      }
    }
    expect((await staff.marketing.call('GET', buildPath(backofficeApi.withdrawalQueue))).status).toBe(403);
    expect((await staff.marketing.call('GET', buildPath(backofficeApi.heldDepositQueue))).status).toBe(403);
    expect((await staff.support.call('GET', buildPath(backofficeApi.withdrawalQueue))).status).toBe(200);
    expect((await staff.compliance.call('GET', buildPath(backofficeApi.heldDepositQueue))).status).toBe(200);
    // Without a session or without the CSRF token.
    expect((await t.call('GET', buildPath(backofficeApi.withdrawalQueue))).status).toBe(401);
    const noCsrf = await staff.ana.call('POST', buildPath(backofficeApi.approveWithdrawal, { uuid }), {
      body: {},
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(await statusOf(player, uuid)).toBe('requested');
    expect((await approve(staff.ana, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lists held deposits oldest first; staff release one where the limit allows it and return another, audited', async () => {
    const player = await newPlayer(t);
    const limit = await t.call('PUT', buildPath(playersApi.setLimit), {
      token: player.token,
      body: { kind: 'deposit', period: 'day', amount: '50' },
    });
    expect(limit.status).toBe(200);
    const first = await createLink(t, player, '50');
    const second = await createLink(t, player, '40');
    const third = await createLink(t, player, '30');
    for (const [link, amount] of [
      [first, '50.00'],
      [second, '40.00'],
      [third, '30.00'],
    ] as const) {
      expect((await sendWebhook(t, confirmedEvent(link, amount))).status).toBe(200);
    }
    const listed = await staff.ana.call<HeldDepositItem[]>('GET', buildPath(backofficeApi.heldDepositQueue));
    expect(listed.status).toBe(200);
    const mine = listed.body.result.filter((item) => item.player.uuid === player.uuid);
    expect(mine.map((item) => [item.deposit.uuid, item.deposit.amount, item.reason])).toEqual([
      [second.uuid, '40.00', 'deposit_limit'],
      [third.uuid, '30.00', 'deposit_limit'],
    ]);
    expect(mine[0]!.player).toMatchObject({ email: player.email });

    const release = (uuid: string) =>
      staff.ana.call<PaymentTransaction>('POST', buildPath(backofficeApi.releaseHeldDeposit, { uuid }), {
        body: { reason: 'Limit period over' },
      });
    const refused = await release(second.uuid);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('deposit_limit');
    expect(await auditOf(second.uuid)).toEqual([]);

    clock.advanceHours(25);
    // Staff sessions end 12 hours after sign-in: sign in again.
    await signInStaff(t, clock, staff.ana);
    await signInStaff(t, clock, staff.ben);
    await signInStaff(t, clock, staff.admin);
    const released = await release(second.uuid);
    expect(released.status).toBe(200);
    expect(released.body.result.status.name).toBe('completed');
    expect((await release(second.uuid)).status).toBe(409);

    const returned = await staff.ben.call<PaymentTransaction>(
      'POST',
      buildPath(backofficeApi.returnHeldDeposit, { uuid: third.uuid }),
      { body: { reason: 'Player asked for it back' } },
    );
    expect(returned.status).toBe(200);
    expect(['refunding', 'refunded']).toContain(returned.body.result.status.name);
    expect(await figures(t, player)).toMatchObject({ balance: 9_000n });

    expect(await auditOf(second.uuid)).toEqual([
      expect.objectContaining({
        action: 'deposit.release',
        actorKind: 'staff',
        playerUuid: player.uuid,
        before: { status: 'held' },
        after: { status: 'completed', amount: '40.00', currency: 'EUR' },
        reason: 'Limit period over',
      }),
    ]);
    expect(await auditOf(third.uuid)).toEqual([
      expect.objectContaining({ action: 'deposit.refund', actorKind: 'staff', reason: 'Player asked for it back' }),
    ]);
    const after = await staff.ana.call<HeldDepositItem[]>('GET', buildPath(backofficeApi.heldDepositQueue));
    expect(after.body.result.filter((item) => item.player.uuid === player.uuid)).toEqual([]);
  });
});
