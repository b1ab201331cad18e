// The audit trail (issue 30): every staff and automation change is an entry with who, role,
// when, action, target, before and after, reason and client address; entries are hash-chained,
// the database refuses to update or delete them, and `audit verify` (HTTP and the CLI) finds
// the first broken link once a row is altered behind the platform's back.
import {
  adminApi,
  type AuditEntry,
  type AuditPage,
  type AuditVerification,
  backofficeApi,
  buildPath,
  type PaymentTransaction,
  paymentsApi,
  type StaffMember,
  type StaffSelf,
  type StaffSetUpLink,
} from '@casino/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/admin/cli';
import { ManualClock } from '../src/clock';
import { signInStaff, STAFF_PASSWORD, StaffBrowser, staffSignedIn, tokenOfLink } from './backofficeFixtures';
import { startIsolatedPlatform } from './fixtures';
import { kycStatus } from './kycFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';
import { ADDRESSES, admin, credit, makeEligible, newPlayer } from './paymentsFixtures';

describe.each(databaseKinds)('the audit trail on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  let adminBrowser: StaffBrowser;
  let compliance: StaffBrowser;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' }, { clock });
    adminBrowser = await staffSignedIn(t, clock, 'audit-admin@staff.test', 'admin');
    compliance = await staffSignedIn(t, clock, 'audit-compliance@staff.test', 'compliance');
  });
  afterAll(() => t?.close());

  const log = async (query: Record<string, string | number> = {}) => {
    const answer = await adminBrowser.call<AuditPage>('GET', buildPath(backofficeApi.listAudit, undefined, query));
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const verify = async () => {
    const answer = await adminBrowser.call<AuditVerification>('GET', buildPath(backofficeApi.verifyAudit));
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, {
      baseUrl: t.baseUrl,
      token: OPERATOR_TOKEN,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const db = () => t.platform.context.db;

  it('records the CLI’s staff member as automation, and the set-up, enrolment and sign-in as the member', async () => {
    const made = await cli([
      'staff',
      'create',
      '--email',
      'cli@staff.test',
      '--role',
      'payments',
      '--name',
      'Cli Made',
    ]);
    expect(made.code).toBe(0);
    const link = made.out.match(/http:\/\/\S+\/backoffice\/set-up\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    expect(made.out).toContain('Cli Made <cli@staff.test> made with the role payments');

    const created = (await log({ action: 'staff.create' })).entries.find(
      (entry) => (entry.after as { email: string }).email === 'cli@staff.test',
    )!;
    expect(created).toMatchObject({
      actorKind: 'automation',
      actorId: null,
      targetKind: 'staff',
      before: null,
      after: { email: 'cli@staff.test', role: 'payments', setUp: false, twoFactorEnrolled: false },
      clientAddress: '127.0.0.1',
    });
    const id = created.targetId!;

    await t.call('POST', buildPath(backofficeApi.setUp), {
      body: { token: tokenOfLink(link!), password: STAFF_PASSWORD },
    });
    const member = new StaffBrowser(t, 'cli@staff.test');
    await signInStaff(t, clock, member);

    const own = await adminBrowser.call<AuditPage>('GET', buildPath(backofficeApi.staffAudit, { id }));
    const actions = own.body.result.entries.map((entry) => entry.action);
    expect(actions).toEqual(['staff.signIn', 'staff.enrolTwoFactor', 'staff.setUp', 'staff.create']);
    const signIn = own.body.result.entries[0]!;
    expect(signIn).toMatchObject({ actorKind: 'staff', actorId: id, actorRole: 'payments', actorName: 'Cli Made' });
    expect(own.body.result.entries[1]).toMatchObject({
      before: { twoFactorEnrolled: false },
      after: { twoFactorEnrolled: true },
    });
  });

  it('records an admin’s invitation, role change, deactivation and reactivation with before, after and reason', async () => {
    const invited = await adminBrowser.call<StaffSetUpLink>('POST', buildPath(backofficeApi.inviteStaff), {
      body: { email: 'audited@staff.test', name: 'Audited', role: 'support' },
    });
    const id = invited.body.result.staff.id;
    await adminBrowser.call<StaffMember>('PUT', buildPath(backofficeApi.changeStaffRole, { id }), {
      body: { role: 'marketing', reason: 'Joined the campaigns team' },
    });
    await adminBrowser.call('POST', buildPath(backofficeApi.deactivateStaff, { id }), { body: { reason: 'Left' } });
    await adminBrowser.call('POST', buildPath(backofficeApi.reactivateStaff, { id }), { body: { reason: 'Back' } });

    const me = (await adminBrowser.call<StaffSelf>('GET', buildPath(backofficeApi.me))).body.result.staff;
    const entries = (await log({ actorId: me.id })).entries.filter((entry) => entry.targetId === id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after, entry.reason])).toEqual([
      [
        'staff.reactivate',
        expect.objectContaining({ active: false }),
        expect.objectContaining({ active: true }),
        'Back',
      ],
      [
        'staff.deactivate',
        expect.objectContaining({ active: true }),
        expect.objectContaining({ active: false }),
        'Left',
      ],
      [
        'staff.changeRole',
        expect.objectContaining({ role: 'support' }),
        expect.objectContaining({ role: 'marketing' }),
        'Joined the campaigns team',
      ],
      ['staff.invite', null, expect.objectContaining({ email: 'audited@staff.test', role: 'support' }), null],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ actorKind: 'staff', actorRole: 'admin' });
  });

  it('records signing out and ending a session', async () => {
    const member = await staffSignedIn(t, clock, 'leaver@staff.test', 'support');
    const self = (await member.call<StaffSelf>('GET', buildPath(backofficeApi.me))).body.result;
    await member.call('POST', buildPath(backofficeApi.signOut));
    const entries = (await log({ actorId: self.staff.id, action: 'staff.signOut' })).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetKind: 'staffSession', targetId: self.sessionId, after: { ended: true } });
  });

  it('records the operator token’s KYC decisions, withdrawals and protection changes as automation, by player', async () => {
    const player = await makeEligible(t, await newPlayer(t));
    await credit(t, player, 10_000n);
    const requested = await t.call<{ result: PaymentTransaction }>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: {
        amount: 25,
        address: ADDRESSES.TRC20,
        network: 'TRC20',
        networkFeeLevel: 'low',
        receivedCurrency: 'USDT',
      },
    });
    expect(requested.status).toBe(200);
    const uuid = requested.body.result.uuid;
    const rejected = await admin(t).call('POST', buildPath(adminApi.rejectWithdrawal, { uuid }), {
      reason: 'Address not verified',
    });
    expect(rejected.status).toBe(200);
    const limit = await admin(t).call('PUT', buildPath(adminApi.setPlayerLimit, { playerUuid: player.uuid }), {
      kind: 'deposit',
      period: 'day',
      amount: '50',
    });
    expect(limit.status).toBe(200);

    const trail = await compliance.call<AuditPage>('GET', buildPath(backofficeApi.playerAudit, { uuid: player.uuid }));
    expect(trail.status).toBe(200);
    const byAction = (action: string) => trail.body.result.entries.filter((entry) => entry.action === action);
    expect(byAction('kyc.review')).toHaveLength(3);
    expect(byAction('kyc.review')[0]).toMatchObject({
      actorKind: 'automation',
      targetKind: 'kycDocument',
      before: { isReviewed: false },
      after: { decision: 'approve', document: { isReviewed: true } },
    });
    expect(byAction('withdrawal.reject')).toEqual([
      expect.objectContaining({
        actorKind: 'automation',
        targetId: uuid,
        before: { status: 'requested' },
        after: expect.objectContaining({ status: 'rejected', currency: 'EUR' }),
        reason: 'Address not verified',
      }),
    ]);
    const [protection] = byAction('protection.change') as [AuditEntry];
    expect(protection.actorKind).toBe('automation');
    expect(JSON.stringify(protection.after)).toContain('"deposit"');
    // The protection audit's own "By operator" entry stays beside it.
    const own = await admin(t).call<{ result: { audit: { actor: string }[] } }>(
      'GET',
      buildPath(adminApi.getPlayerProtection, { playerUuid: player.uuid }),
    );
    expect(own.body.result.audit.some((entry) => entry.actor === 'operator')).toBe(true);

    // Every view of a KYC document with the operator token is an entry too.
    const record = await kycStatus(t, player.token, player.uuid);
    const filePath = record.documents[0]!.files[0]!.filePath.split('?')[0]!;
    const viewed = await fetch(t.baseUrl + filePath, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(viewed.status).toBe(200);
    const views = await compliance.call<AuditPage>('GET', buildPath(backofficeApi.playerAudit, { uuid: player.uuid }));
    expect(views.body.result.entries[0]).toMatchObject({
      action: 'kyc.viewDocument',
      actorKind: 'automation',
      targetId: filePath.split('/').pop(),
    });

    // A refused change writes nothing.
    const before = (await log()).pagination.totalItems;
    const missing = await admin(t).call('POST', buildPath(adminApi.approveWithdrawal, { uuid }));
    expect(missing.status).toBe(409);
    expect((await log()).pagination.totalItems).toBe(before);
  });

  it('filters the log by action, actor kind and time, newest first, paged', async () => {
    const all = await log({ limit: 100 });
    expect(all.entries.map((entry) => entry.id)).toEqual(
      [...all.entries.map((entry) => entry.id)].sort((a, b) => b - a),
    );
    const automation = await log({ actorKind: 'automation', limit: 100 });
    expect(automation.entries.length).toBeGreaterThan(0);
    expect(automation.entries.every((entry) => entry.actorKind === 'automation')).toBe(true);
    const second = await log({ limit: 2, page: 2 });
    expect(second.entries.map((entry) => entry.id)).toEqual(all.entries.slice(2, 4).map((entry) => entry.id));
    expect(second.pagination).toMatchObject({ page: 2, limit: 2, totalItems: all.pagination.totalItems });
    const future = await log({ from: new Date(clock.now().getTime() + 60_000).toISOString() });
    expect(future.entries).toEqual([]);
  });

  it('keeps one chain when many entries are appended at once', async () => {
    const { audit } = t.platform.context.services;
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        audit.append(
          { kind: 'system', id: null, role: null, clientAddress: null },
          { action: 'page.update', targetKind: 'page', targetId: String(index), after: { index } },
        ),
      ),
    );
    const result = await verify();
    expect(result).toMatchObject({ ok: true, broken: null });
    const count = await db().execute(sql`select count(*)::int as n, max(id)::int as top from audit_log`);
    const row = (count as unknown as { rows: { n: number; top: number }[] }).rows[0]!;
    expect(row.n).toBe(row.top);
    expect(result.checked).toBe(row.n);
  });

  it('writes a protection change and its entry in one transaction: an entry that cannot be written undoes the change', async () => {
    const player = await newPlayer(t);
    // The database refuses this player's protection entries (as a full disk or a lost connection would).
    await db().execute(
      sql.raw(`create function refuse_protection_entry() returns trigger language plpgsql as $$
        begin raise exception 'audit entry refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_protection_entry before insert on audit_log for each row
        when (new.action = 'protection.change' and new.player_uuid = '${player.uuid}')
        execute function refuse_protection_entry()`),
    );
    try {
      const limit = await admin(t).call('PUT', buildPath(adminApi.setPlayerLimit, { playerUuid: player.uuid }), {
        kind: 'deposit',
        period: 'day',
        amount: '50',
      });
      expect(limit.status).toBe(500);
      const excluded = await admin(t).call('POST', buildPath(adminApi.excludePlayer, { playerUuid: player.uuid }), {
        type: 'time_out',
        period: '24h',
      });
      expect(excluded.status).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_protection_entry on audit_log'));
      await db().execute(sql.raw('drop function refuse_protection_entry()'));
    }
    // Nothing of either change stays: no limit, no time-out, no line in the protection trail.
    const state = await admin(t).call<{
      result: { state: { limits: { amount: string | null }[]; timeOut: unknown }; audit: unknown[] };
    }>('GET', buildPath(adminApi.getPlayerProtection, { playerUuid: player.uuid }));
    expect(state.status).toBe(200);
    expect(state.body.result.state.limits.filter((limit) => limit.amount !== null)).toEqual([]);
    expect(state.body.result.state.timeOut).toBeNull();
    expect(state.body.result.audit).toEqual([]);
    // Once the entry can be written, the same change goes through with it.
    const again = await admin(t).call('PUT', buildPath(adminApi.setPlayerLimit, { playerUuid: player.uuid }), {
      kind: 'deposit',
      period: 'day',
      amount: '50',
    });
    expect(again.status).toBe(200);
    const trail = await compliance.call<AuditPage>('GET', buildPath(backofficeApi.playerAudit, { uuid: player.uuid }));
    expect(trail.body.result.entries.map((entry) => entry.action)).toEqual(['protection.change']);
    expect((await verify()).ok).toBe(true);
  });

  it('refuses to update, delete or truncate an entry (the trigger)', async () => {
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (query: ReturnType<typeof sql>) =>
      db()
        .execute(query)
        .then(
          () => 'written',
          (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
        );
    expect(await refusal(sql`update audit_log set reason = 'rewritten' where id = 1`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from audit_log where id = 1`)).toBe('audit_log is append-only: DELETE refused');
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    expect((await verify()).ok).toBe(true);
  });

  it('passes `audit verify`, then reports the first altered entry once a row is changed behind the trigger', async () => {
    const passed = await cli(['audit', 'verify']);
    expect(passed.code).toBe(0);
    expect(passed.out).toMatch(/^ok: \d+ entries checked/);

    // As a database superuser would: the trigger off, one row altered, the trigger on again.
    const [target] = (await log({ action: 'staff.changeRole' })).entries as [AuditEntry];
    await db().execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await db().execute(sql`update audit_log set after = jsonb_set(after, '{role}', '"admin"') where id = ${target.id}`);
    await db().execute(sql`alter table audit_log enable trigger audit_log_append_only`);

    const broken = await verify();
    expect(broken).toMatchObject({
      ok: false,
      checked: target.id - 1,
      broken: { id: target.id, at: target.at, action: 'staff.changeRole', problem: 'hash' },
    });
    const failed = await cli(['audit', 'verify']);
    expect(failed.code).toBe(4);
    expect(failed.out).toContain(`BROKEN: entry ${target.id} at ${target.at} (staff.changeRole)`);

    // Put back, the chain is whole again; a deleted row shows as a gap.
    await db().execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await db().execute(
      sql`update audit_log set after = jsonb_set(after, '{role}', '"marketing"') where id = ${target.id}`,
    );
    expect((await verify()).ok).toBe(true);
    await db().execute(sql`delete from audit_log where id = ${target.id}`);
    await db().execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect(await verify()).toMatchObject({ ok: false, broken: { id: target.id + 1, problem: 'gap' } });
  });
});
