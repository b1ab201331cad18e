// The back office's player desk (issue 30): the dashboard, the player search, the player 360 with
// staff's notes and tags, and the actions by role (lock/unlock, two-factor reset, limits and
// exclusions, four-eyes balance adjustments), each in the audit trail.
import { randomUUID } from 'node:crypto';
import {
  type AuditPage,
  backofficeApi,
  type BalanceAdjustment,
  buildPath,
  type DashboardFigures,
  type PaymentTransaction,
  paymentsApi,
  type Player360,
  type PlayerNote,
  type PlayerSearchHit,
  playersApi,
  type ResponsibleGaming,
  type StaffRole,
} from '@casino/contract';
import { enGB } from '@casino/contract/texts';
import { eq } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits } from '@casino/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { ledgerEntries, playerTwoFactor, protectionAudit } from '../src/db/schema';
import { type StaffBrowser, staffSignedIn } from './backofficeFixtures';
import { mailTo, startIsolatedPlatform } from './fixtures';
import { gameOfType, launch, playRound } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { ADDRESSES, deposit, figures, makeEligible, newPlayer, type Player } from './paymentsFixtures';

type Ok<T> = { result: T };

describe.each(databaseKinds)('the back office player desk on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date());
  const staff = {} as Record<
    'admin' | 'compliance' | 'support' | 'marketing' | 'payments' | 'payments2' | 'payments3',
    StaffBrowser
  >;
  let ada: Player;
  let bob: Player;
  let carol: Player;
  const suffix = randomUUID().slice(0, 6);
  const adaName = { firstName: 'Quintessa', lastName: `Vandermeer` };

  beforeAll(async () => {
    // Licensed for the Netherlands too: its contact and affordability actions.
    t = await startIsolatedPlatform(
      kind,
      { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '7', MARKETS: 'nl,mt' },
      { clock },
    );
    const roles: [keyof typeof staff, StaffRole][] = [
      ['admin', 'admin'],
      ['compliance', 'compliance'],
      ['support', 'support'],
      ['marketing', 'marketing'],
      ['payments', 'payments'],
      ['payments2', 'payments'],
      ['payments3', 'payments'],
    ];
    for (const [name, role] of roles) staff[name] = await staffSignedIn(t, clock, `${name}-${suffix}@staff.test`, role);
    ada = await makeEligible(t, await newPlayer(t, adaName));
    // Two e-mails that a LIKE wildcard would confuse: "wild_card" and "wildacard".
    bob = await newPlayer(t, { email: `wild_card.${suffix}@example.com` });
    carol = await newPlayer(t, { email: `wildacard.${suffix}@example.com` });
    await deposit(t, ada, '100.00');
  });
  afterAll(() => t?.close());

  const view = async (uuid: string, who: StaffBrowser = staff.support) => {
    const answer = await who.call<Player360>('GET', buildPath(backofficeApi.player, { uuid }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const search = async (q: string, who: StaffBrowser = staff.support) => {
    const answer = await who.call<PlayerSearchHit[]>('GET', buildPath(backofficeApi.searchPlayers, undefined, { q }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const auditOf = async (uuid: string) => {
    const answer = await staff.admin.call<AuditPage>(
      'GET',
      buildPath(backofficeApi.playerAudit, { uuid }, { page: 1, limit: 100 }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.entries;
  };
  const playerSignIn = (player: Player) =>
    t.call<{ error: { message: string } }>('POST', buildPath(playersApi.signIn), {
      body: { email: player.email, password: player.password },
    });

  it('shows the day on the dashboard: queues and the money of the day', async () => {
    const answer = await staff.marketing.call<DashboardFigures>('GET', buildPath(backofficeApi.dashboard));
    expect(answer.status).toBe(200);
    expect(answer.body.result.queues.kyc).toEqual({ count: 0, oldestSince: null });
    expect(answer.body.result.money).toContainEqual(expect.objectContaining({ currency: 'EUR', deposits: '100.00' }));
  });

  it('shows one player on one page: identity, KYC, wallet, payments, rounds, bets, sessions, protection', async () => {
    // A casino round, a sportsbook bet and a limit of the player's own.
    const slot = await gameOfType(t, 'Slots');
    const launched = await launch(t, slot, { player: ada, demo: false });
    const round = await playRound(t, launched.token, { stake: '2.50' });
    expect(round.status).toBe(200);
    const widget = await t.call<Ok<{ token: string }>>('POST', buildPath(playersApi.dataBetToken), {
      token: ada.token,
      body: { playerId: ada.uuid, currency: 'EUR', locale: 'en' },
    });
    const feed = await t.call<
      Ok<{ events: { status: string; markets: { selections: { id: string; odds: string }[] }[] }[] }>
    >('GET', '/api/sportsbook/feed');
    const selection = feed.body.result.events.find((event) => event.status === 'prematch')!.markets[0]!.selections[0]!;
    const placed = await t.call('POST', '/api/sportsbook/bets', {
      token: widget.body.result.token,
      body: { type: 'single', stake: '3', selections: [{ selectionId: selection.id, odds: selection.odds }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const limit = await t.call('PUT', buildPath(playersApi.setLimit), {
      token: ada.token,
      body: { kind: 'deposit', period: 'week', amount: '500' },
    });
    expect(limit.status).toBe(200);

    const page = await view(ada.uuid);
    expect(page.player).toMatchObject({ email: ada.email, firstName: 'Quintessa', lastName: 'Vandermeer' });
    expect(page.kyc.approved).toBe(true);
    expect(page.kyc.documents).toHaveLength(3);
    // 100.00 deposited, 2.50 and 3.00 staked, and whatever the round paid.
    const left = fromMinorUnits(9_450n + toMinorUnits(round.body.result.payout, 2), 2);
    expect(page.accounts[0]).toMatchObject({ value: left, cash: left, bonus: '0.00' });
    expect(page.transactions.map((row) => [row.type.name, row.amount])).toContainEqual(['deposit', '100.00']);
    expect(page.rounds).toHaveLength(1);
    expect(page.rounds[0]).toMatchObject({ stake: '2.50' });
    expect(page.bets).toHaveLength(1);
    expect(page.bets[0]).toMatchObject({ stake: '3.00', status: 'open' });
    expect(page.sessions.length).toBeGreaterThanOrEqual(1);
    expect(page.signIns.map((row) => row.outcome)).toContain('success');
    expect(page.protection.limits.find((row) => row.kind === 'deposit' && row.period === 'week')?.amount).toBe(
      '500.00',
    );
    expect(page.protectionAudit.map((row) => [row.action, row.actor])).toContainEqual(['limit_set', 'player']);
    expect(page).toMatchObject({ locked: false, twoFactorEnabled: false, notes: [], tags: [], activeBonus: null });

    const unknown = await staff.support.call('GET', buildPath(backofficeApi.player, { uuid: randomUUID() }));
    expect(unknown.status).toBe(404);
  });

  it('finds players by e-mail, gamertag, name, uuid and payout address; wildcards match themselves', async () => {
    const withdrawal = await t.call<Ok<PaymentTransaction>>('POST', buildPath(paymentsApi.withdraw), {
      token: ada.token,
      body: {
        amount: '5',
        address: ADDRESSES.TRC20,
        network: 'TRC20',
        networkFeeLevel: 'low',
        receivedCurrency: 'USDT',
      },
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const found = (hits: PlayerSearchHit[]) => hits.map((hit) => [hit.uuid, hit.matched]);

    expect(found(await search(ada.email.slice(0, 12).toUpperCase()))).toContainEqual([ada.uuid, 'email']);
    expect(found(await search(ada.uuid.toUpperCase()))).toEqual([[ada.uuid, 'uuid']]);
    expect(found(await search('quintess'))).toContainEqual([ada.uuid, 'name']);
    expect(found(await search('vanDERmeer'))).toContainEqual([ada.uuid, 'name']);
    expect(found(await search('  Quintessa   Vander '))).toContainEqual([ada.uuid, 'name']);
    const gamertag = (await view(ada.uuid)).player.username;
    expect(found(await search(gamertag.slice(0, -1)))).toContainEqual([ada.uuid, 'gamertag']);
    expect(found(await search(ADDRESSES.TRC20))).toEqual([[ada.uuid, 'payoutAddress']]);
    expect(found(await search(ADDRESSES.TRC20.slice(0, 10)))).toEqual([]); // an address is matched whole

    // LIKE's wildcards are literal: "wild_" finds wild_card only, "wild%" and "wil_" nobody.
    expect(found(await search('wild_'))).toEqual([[bob.uuid, 'email']]);
    expect(found(await search('wilda'))).toEqual([[carol.uuid, 'email']]);
    expect(found(await search('wild%'))).toEqual([]);
    expect(found(await search('wil_'))).toEqual([]);
    expect(found(await search('Quint_ssa'))).toEqual([]);
    expect(found(await search('%'))).toEqual([]); // shorter than 2 characters
    expect(await search('q')).toEqual([]);
    const tooLong = await staff.support.call(
      'GET',
      buildPath(backofficeApi.searchPlayers, undefined, { q: 'x'.repeat(201) }),
    );
    expect(tooLong.status).toBe(400);
  });

  it('keeps notes as written and tags as a set, each change in the audit', async () => {
    const note = await staff.support.call<PlayerNote>(
      'POST',
      buildPath(backofficeApi.addPlayerNote, { uuid: ada.uuid }),
      {
        body: { text: '  Called about a late withdrawal.  ' },
      },
    );
    expect(note.status).toBe(200);
    expect(note.body.result).toMatchObject({ text: 'Called about a late withdrawal.' });
    const blank = await staff.support.call('POST', buildPath(backofficeApi.addPlayerNote, { uuid: ada.uuid }), {
      body: { text: '   ' },
    });
    expect(blank.status).toBe(400);
    const tags = await staff.support.call<string[]>('PUT', buildPath(backofficeApi.setPlayerTags, { uuid: ada.uuid }), {
      body: { tags: ['vip', 'chargeback'] },
    });
    expect(tags.body.result).toEqual(['chargeback', 'vip']);
    await staff.support.call('PUT', buildPath(backofficeApi.setPlayerTags, { uuid: ada.uuid }), {
      body: { tags: ['chargeback', 'vip'] },
    });
    const badTag = await staff.support.call('PUT', buildPath(backofficeApi.setPlayerTags, { uuid: ada.uuid }), {
      body: { tags: ['Not A Tag'] },
    });
    expect(badTag.status).toBe(400);
    const refused = await staff.marketing.call('POST', buildPath(backofficeApi.addPlayerNote, { uuid: ada.uuid }), {
      body: { text: 'Marketing may not write notes' },
    });
    expect(refused.status).toBe(403);

    const page = await view(ada.uuid);
    expect(page.notes).toEqual([
      expect.objectContaining({ text: 'Called about a late withdrawal.', authorName: expect.any(String) }),
    ]);
    expect(page.tags).toEqual(['chargeback', 'vip']);
    const entries = await auditOf(ada.uuid);
    expect(entries.filter((entry) => entry.action === 'player.tags')).toHaveLength(1); // the same set again changes nothing
    expect(entries.find((entry) => entry.action === 'player.tags')).toMatchObject({
      before: { tags: [] },
      after: { tags: ['chargeback', 'vip'] },
      actorRole: 'support',
    });
    expect(entries.find((entry) => entry.action === 'player.note')).toMatchObject({
      after: expect.objectContaining({ text: 'Called about a late withdrawal.' }),
    });
  });

  it('locks an account until unlocked: sign-in refused, sessions ended; audited with the reason', async () => {
    const player = await newPlayer(t);
    const lockPath = buildPath(backofficeApi.lockPlayer, { uuid: player.uuid });
    expect((await staff.support.call('POST', lockPath, { body: { reason: 'x' } })).status).toBe(403);
    expect((await staff.compliance.call('POST', lockPath, { body: {} })).status).toBe(400); // a reason is required
    const locked = await staff.compliance.call<{ locked: boolean }>('POST', lockPath, {
      body: { reason: 'Account takeover reported by phone' },
    });
    expect(locked.status).toBe(200);
    expect(locked.body.result.locked).toBe(true);
    expect((await staff.compliance.call('POST', lockPath, { body: { reason: 'again' } })).status).toBe(409);
    const refused = await playerSignIn(player);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(enGB['player.accountLocked']);
    // The session the player had is over.
    const details = await t.call('GET', buildPath(playersApi.getDetails), { token: player.token });
    expect(details.status).toBe(401);
    // Until unlocked: no end of its own.
    const page = await view(player.uuid);
    expect(page.locked).toBe(true);
    expect(new Date(page.lockedUntil!).getUTCFullYear()).toBe(9999);

    const unlockPath = buildPath(backofficeApi.unlockPlayer, { uuid: player.uuid });
    expect((await staff.compliance.call('POST', unlockPath, { body: { reason: 'Identity confirmed' } })).status).toBe(
      200,
    );
    expect((await staff.compliance.call('POST', unlockPath, { body: { reason: 'again' } })).status).toBe(409);
    expect((await playerSignIn(player)).status).toBe(200);
    const entries = await auditOf(player.uuid);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual(
      expect.arrayContaining([
        ['player.lock', 'Account takeover reported by phone'],
        ['player.unlock', 'Identity confirmed'],
      ]),
    );
    expect(entries.find((entry) => entry.action === 'player.lock')).toMatchObject({
      before: { locked: false },
      after: { locked: true },
    });
  });

  it("resets a player's two-factor sign-in with a reason the player is e-mailed", async () => {
    const player = await newPlayer(t);
    const path = buildPath(backofficeApi.resetPlayerTwoFactor, { uuid: player.uuid });
    expect((await staff.compliance.call('POST', path, { body: { reason: 'Lost phone' } })).status).toBe(409);
    await t.platform.context.db
      .insert(playerTwoFactor)
      .values({ playerId: player.playerId, secret: 'sealed-secret', enabledAt: new Date() });
    expect((await view(player.uuid)).twoFactorEnabled).toBe(true);
    expect((await staff.payments.call('POST', path, { body: { reason: 'Lost phone' } })).status).toBe(403);
    const reset = await staff.compliance.call('POST', path, {
      body: { reason: 'Lost phone, identity checked by video call' },
    });
    expect(reset.status).toBe(200);
    expect((await view(player.uuid)).twoFactorEnabled).toBe(false);
    const [mail] = await mailTo(t, player.email);
    expect(mail?.subject).toBe(enGB['mail.twoFactorReset.subject']);
    expect(mail?.text).toContain('Lost phone, identity checked by video call');
    const entries = await auditOf(player.uuid);
    expect(entries.find((entry) => entry.action === 'player.resetTwoFactor')).toMatchObject({
      reason: 'Lost phone, identity checked by video call',
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    // Signing in needs only the password again.
    expect((await playerSignIn(player)).status).toBe(200);
  });

  it('sets a limit and an exclusion as the operator, the staff member named in both trails', async () => {
    const player = await newPlayer(t);
    const limitPath = buildPath(backofficeApi.setPlayerLimitByStaff, { uuid: player.uuid });
    const body = { kind: 'deposit', period: 'day', amount: '50', reason: 'Affordability check' };
    expect((await staff.support.call('PUT', limitPath, { body })).status).toBe(403);
    const set = await staff.compliance.call<ResponsibleGaming>('PUT', limitPath, { body });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.result.limits.find((row) => row.kind === 'deposit' && row.period === 'day')?.amount).toBe('50.00');
    const excludePath = buildPath(backofficeApi.excludePlayerByStaff, { uuid: player.uuid });
    const wrong = await staff.compliance.call('POST', excludePath, {
      body: { type: 'time_out', period: 'permanent', reason: 'Asked by phone' },
    });
    expect(wrong.status).toBe(400);
    const out = await staff.compliance.call<ResponsibleGaming>('POST', excludePath, {
      body: { type: 'time_out', period: '7d', reason: 'Asked by phone' },
    });
    expect(out.status).toBe(200);
    expect(out.body.result.timeOut).not.toBeNull();

    const trail = await t.platform.context.db
      .select()
      .from(protectionAudit)
      .where(eq(protectionAudit.playerId, player.playerId));
    expect(
      trail.map((row) => [row.action, row.actor, (row.details as { staff?: { name: string } }).staff?.name]),
    ).toEqual([
      ['limit_set', 'operator', expect.any(String)],
      ['time_out', 'operator', expect.any(String)],
    ]);
    const entries = (await auditOf(player.uuid)).filter((entry) => entry.action === 'protection.change');
    expect(entries.map((entry) => [entry.reason, entry.actorRole])).toEqual(
      expect.arrayContaining([
        ['Affordability check', 'compliance'],
        ['Asked by phone', 'compliance'],
      ]),
    );
  });

  it('records a personal contact and an affordability check for a Dutch player, opening deposits past 350.00 and raising the cap', async () => {
    const player = await newPlayer(t, { country: 'Nederland', currency: 'EUR' });
    const contactPath = buildPath(backofficeApi.recordContactMomentByStaff, { uuid: player.uuid });
    const checkPath = buildPath(backofficeApi.recordAffordabilityCheckByStaff, { uuid: player.uuid });
    const talk = { reason: 'Phone call: risks and CRUKS explained' };
    expect((await staff.support.call('POST', contactPath, { body: talk })).status).toBe(403);
    const before = await staff.compliance.call<{ protection: ResponsibleGaming }>(
      'GET',
      buildPath(backofficeApi.player, { uuid: player.uuid }),
    );
    expect(before.body.result.protection.depositCap?.untilContact).toEqual({
      limit: '350.00',
      used: '0.00',
      left: '350.00',
    });
    const contacted = await staff.compliance.call<ResponsibleGaming>('POST', contactPath, { body: talk });
    expect(contacted.status, JSON.stringify(contacted.body)).toBe(200);
    expect(contacted.body.result.depositCap?.untilContact).toBeNull();
    const checked = await staff.compliance.call<ResponsibleGaming>('POST', checkPath, {
      body: { amount: '1500.00', reason: 'Payslips of three months' },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.result.depositCap).toMatchObject({ cap: '1500.00', affordabilityChecked: true });
    const trail = await t.platform.context.db
      .select()
      .from(protectionAudit)
      .where(eq(protectionAudit.playerId, player.playerId));
    expect(trail.map((row) => [row.action, (row.details as { staff?: { name: string } }).staff?.name])).toEqual([
      ['contact_moment', expect.any(String)],
      ['affordability_check', expect.any(String)],
    ]);
    const entries = await auditOf(player.uuid);
    expect(
      entries
        .filter((entry) => entry.action.startsWith('protection.'))
        .map((entry) => [entry.action, entry.reason, entry.actorRole]),
    ).toEqual(
      expect.arrayContaining([
        ['protection.contactMoment', talk.reason, 'compliance'],
        ['protection.affordabilityCheck', 'Payslips of three months', 'compliance'],
      ]),
    );
    // A player of a market without the rule: 409.
    const malta = await newPlayer(t);
    const refused = await staff.compliance.call(
      'POST',
      buildPath(backofficeApi.recordContactMomentByStaff, { uuid: malta.uuid }),
      { body: talk },
    );
    expect(refused.status).toBe(409);
  });

  describe('manual balance adjustments (four eyes)', () => {
    const request = (who: StaffBrowser, player: Player, amount: string, reason = 'Goodwill for a game fault') =>
      who.call<BalanceAdjustment>('POST', buildPath(backofficeApi.requestBalanceAdjustment, { uuid: player.uuid }), {
        body: { amount, reason },
      });
    const approve = (who: StaffBrowser, id: string) =>
      who.call<BalanceAdjustment>('POST', buildPath(backofficeApi.approveBalanceAdjustment, { id }), { body: {} });

    it('posts nothing until a second, distinct staff member approves; then one adjustment entry', async () => {
      const player = await newPlayer(t);
      await deposit(t, player, '20.00');
      expect((await request(staff.support, player, '5')).status).toBe(403);
      expect((await request(staff.payments, player, '0')).status).toBe(400);
      expect((await request(staff.payments, player, '1.234')).status).toBe(400);
      const below = await request(staff.payments, player, '-20.01');
      expect(below.status).toBe(400); // below zero
      expect(below.body).toMatchObject({ error: { fields: { amount: enGB['money.insufficientBalance'] } } });
      const asked = await request(staff.payments, player, '12.34');
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      expect(asked.body.result).toMatchObject({ status: 'pending', amount: '12.34', currency: 'EUR' });
      expect((await figures(t, player)).balance).toBe(2000n);

      const same = await approve(staff.payments, asked.body.result.id);
      expect(same.status).toBe(409);
      expect((await figures(t, player)).balance).toBe(2000n);
      const done = await approve(staff.payments2, asked.body.result.id);
      expect(done.status).toBe(200);
      expect(done.body.result).toMatchObject({
        status: 'applied',
        decidedBy: expect.objectContaining({ name: expect.any(String) }),
      });
      const after = await figures(t, player);
      expect(after.balance).toBe(3234n);
      expect(after.ledgerBalance).toBe(3234n);
      expect((await approve(staff.payments3, asked.body.result.id)).status).toBe(409);

      // Transaction History shows it as its own kind, signed.
      const history = await t.call<Ok<{ transactions: PaymentTransaction[] }>>(
        'GET',
        buildPath(playersApi.listTransactions),
        {
          token: player.token,
        },
      );
      expect(history.body.result.transactions[0]).toMatchObject({
        type: { name: 'adjustment' },
        amount: '12.34',
        provider: 'OPERATOR',
      });
      const page = await view(player.uuid);
      expect(page.adjustments[0]).toMatchObject({ status: 'applied', amount: '12.34' });
      const entries = await auditOf(player.uuid);
      expect(entries.find((entry) => entry.action === 'balance.approveAdjustment')).toMatchObject({
        before: expect.objectContaining({ cash: '20.00' }),
        after: expect.objectContaining({ cash: '32.34', amount: '12.34' }),
      });
      expect(entries.find((entry) => entry.action === 'balance.requestAdjustment')?.reason).toBe(
        'Goodwill for a game fault',
      );
    });

    it('takes money away never below zero, and concurrent approvals post once', async () => {
      const player = await newPlayer(t);
      await deposit(t, player, '10.00');
      const asked = await request(staff.payments, player, '-7.50', 'Duplicate credit');
      expect(asked.status).toBe(200);
      const answers = await Promise.all([
        approve(staff.payments2, asked.body.result.id),
        approve(staff.payments3, asked.body.result.id),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const entries = await t.platform.context.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, player.accountId));
      expect(entries.filter((entry) => entry.type === 'adjustment').map((entry) => entry.balanceDelta)).toEqual([
        -750n,
      ]);
      expect((await figures(t, player)).balance).toBe(250n);

      // Asked when there was cash, approved when there is not enough: refused, nothing moves.
      const more = await request(staff.payments, player, '-2.50');
      expect(more.status).toBe(200);
      const second = await request(staff.payments2, player, '-1.00');
      expect((await approve(staff.payments, second.body.result.id)).status).toBe(200);
      expect((await approve(staff.payments2, more.body.result.id)).status).toBe(400);
      expect((await figures(t, player)).balance).toBe(150n);

      // Rejected: nothing moves, and it cannot be approved after.
      const rejected = await staff.payments.call<BalanceAdjustment>(
        'POST',
        buildPath(backofficeApi.rejectBalanceAdjustment, { id: more.body.result.id }),
        { body: { reason: 'Not enough cash left' } },
      );
      expect(rejected.status).toBe(200);
      expect(rejected.body.result.status).toBe('rejected');
      expect((await approve(staff.payments2, more.body.result.id)).status).toBe(409);
      expect((await approve(staff.payments2, randomUUID())).status).toBe(404);
    });
  });
});
