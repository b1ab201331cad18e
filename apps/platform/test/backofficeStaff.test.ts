// The back office's staff (issue 30): set-up links, two-step sign-in with TOTP enrolment, the
// session cookie (15 minutes idle, 12 hours absolute), CSRF, the permission matrix on every
// endpoint, lockout, sessions, invitations, role changes and deactivation.
import {
  backofficeApi,
  buildPath,
  type Endpoint,
  roleCan,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  type StaffSelf,
  type StaffSession,
  type StaffSetUpInfo,
  type StaffSetUpLink,
  type StaffSignInStepResult,
} from '@casino/contract';
import { enGB } from '@casino/contract/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import {
  codeNow,
  createStaffMember,
  signInStaff,
  STAFF_PASSWORD,
  StaffBrowser,
  staffSignedIn,
  tokenOfLink,
} from './backofficeFixtures';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';

const ANY_UUID = '00000000-0000-4000-8000-000000000000';
const staffEndpoints = Object.entries(backofficeApi as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.access === 'staff',
);
// The sportsbook's ids (eventId, marketId) are numbers; the other params uuids.
const pathOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    name === 'token' ? 'x' : name === 'eventId' || name === 'marketId' ? '2147483647' : ANY_UUID,
  );

describe.each(databaseKinds)('back-office staff on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  const browsers = {} as Record<StaffRole, StaffBrowser>;

  beforeAll(async () => {
    // Behind a trusted proxy (the test itself): X-Forwarded-For gives each call its client address.
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', TRUST_PROXY: '127.0.0.1' }, { clock });
    for (const role of STAFF_ROLES) browsers[role] = await staffSignedIn(t, clock, `${role}@staff.test`, role);
  });
  afterAll(() => t?.close());

  const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

  it('sets up an account from its link once, then enrols the authenticator at the first sign-in', async () => {
    const made = await createStaffMember(t, 'First.Admin@Staff.test', 'admin', 'First Admin');
    expect(made.staff).toMatchObject({ email: 'first.admin@staff.test', role: 'admin', setUp: false, active: true });
    expect(made.setUpLink).toMatch(/^http:\/\/localhost:\d+\/backoffice\/set-up\?token=/);
    expect(new Date(made.expiresAt).getTime() - clock.now().getTime()).toBe(72 * 3_600_000);
    const token = tokenOfLink(made.setUpLink);

    const info = await t.call<{ result: StaffSetUpInfo }>('GET', buildPath(backofficeApi.getSetUp, { token }));
    expect(info.body.result).toMatchObject({ email: 'first.admin@staff.test', name: 'First Admin', role: 'admin' });

    const short = await t.call<{ error: { fields: Record<string, string> } }>('POST', buildPath(backofficeApi.setUp), {
      body: { token, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe('minimum length of 8');

    const done = await t.call('POST', buildPath(backofficeApi.setUp), { body: { token, password: STAFF_PASSWORD } });
    expect(done.status).toBe(200);
    const again = await t.call<{ error: { messageCode: string } }>('POST', buildPath(backofficeApi.setUp), {
      body: { token, password: STAFF_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.messageCode).toBe('staff.setUpLinkInvalid');

    const browser = new StaffBrowser(t, 'first.admin@staff.test');
    clock.advance(30_000);
    const first = await browser.call<StaffSignInStepResult>('POST', buildPath(backofficeApi.signIn), {
      body: { email: 'FIRST.admin@staff.test', password: STAFF_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect(first.body.result.step).toBe('enrol');
    const enrolment = first.body.result.enrolment!;
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.setCookie).toBeNull();

    const wrong = await browser.call<never>('POST', buildPath(backofficeApi.signInCode), {
      body: {
        ticket: first.body.result.ticket,
        code: '000000' === (await codeNow(clock, enrolment.secret)) ? '111111' : '000000',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.code).toBe(enGB['twoFactor.codeWrong']);

    const signedIn = await browser.call<StaffSelf>('POST', buildPath(backofficeApi.signInCode), {
      body: { ticket: first.body.result.ticket, code: await codeNow(clock, enrolment.secret) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.staff).toMatchObject({ email: 'first.admin@staff.test', twoFactorEnrolled: true });
    expect(signedIn.body.result.permissions).toContain('staff.manage');
    expect(signedIn.setCookie).toMatch(/HttpOnly/i);
    expect(signedIn.setCookie).toMatch(/SameSite=Strict/i);
    expect(signedIn.setCookie).toMatch(/Path=\/api\/backoffice/);
    expect(signedIn.setCookie).not.toMatch(/Secure/i);
    browser.csrfToken = signedIn.body.result.csrfToken;
    browser.secret = enrolment.secret;

    const me = await browser.call<StaffSelf>('GET', buildPath(backofficeApi.me));
    expect(me.status).toBe(200);
    expect(me.body.result.csrfToken).toBe(browser.csrfToken);

    // The same code never works twice; the next sign-in asks for a code (no new enrolment).
    const next = await browser.call<StaffSignInStepResult>('POST', buildPath(backofficeApi.signIn), {
      body: { email: 'first.admin@staff.test', password: STAFF_PASSWORD },
    });
    expect(next.body.result).toMatchObject({ step: 'code', enrolment: null });
    const replay = await browser.call('POST', buildPath(backofficeApi.signInCode), {
      body: { ticket: next.body.result.ticket, code: await codeNow(clock, enrolment.secret) },
    });
    expect(replay.status).toBe(400);
  });

  it('refuses a set-up link after 72 hours, and an unknown one', async () => {
    const made = await createStaffMember(t, 'late@staff.test', 'support');
    clock.advance(72 * 3_600_000 + 1000);
    const late = await t.call('POST', buildPath(backofficeApi.setUp), {
      body: { token: tokenOfLink(made.setUpLink), password: STAFF_PASSWORD },
    });
    expect(late.status).toBe(400);
    const unknown = await t.call('GET', buildPath(backofficeApi.getSetUp, { token: 'nope' }));
    expect(unknown.status).toBe(400);
    // The other staff signed in long ago: sign them in again for the tests that follow.
    for (const role of STAFF_ROLES) await signInStaff(t, clock, browsers[role]);
  });

  it('ends a session after 15 minutes without a call, and 12 hours after sign-in whatever happens', async () => {
    const browser = await staffSignedIn(t, clock, 'idle@staff.test', 'support');
    clock.advance(14 * 60_000);
    expect((await browser.call('GET', buildPath(backofficeApi.me))).status).toBe(200);
    clock.advance(14 * 60_000);
    expect((await browser.call('GET', buildPath(backofficeApi.me))).status).toBe(200);
    clock.advance(15 * 60_000);
    const idle = await browser.call<never>('GET', buildPath(backofficeApi.me));
    expect(idle.status).toBe(401);
    expect(idle.body.error.messageCode).toBe('staff.sessionRequired');

    const busy = await staffSignedIn(t, clock, 'busy@staff.test', 'support');
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      clock.advance(10 * 60_000);
      expect((await busy.call('GET', buildPath(backofficeApi.me))).status).toBe(200);
    }
    clock.advance(10 * 60_000);
    expect((await busy.call('GET', buildPath(backofficeApi.me))).status).toBe(401);
    for (const role of STAFF_ROLES) await signInStaff(t, clock, browsers[role]);
  });

  it('refuses a non-GET call without the CSRF token, or with another session’s', async () => {
    const browser = await staffSignedIn(t, clock, 'csrf@staff.test', 'support');
    const missing = await browser.call<never>('POST', buildPath(backofficeApi.signOut), { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toMatchObject({ reason: 'csrf', messageCode: 'staff.csrfMissing' });
    const other = await browser.call<never>('POST', buildPath(backofficeApi.signOut), {
      csrf: false,
      headers: { 'x-csrf-token': browsers.support.csrfToken! },
    });
    expect(other.status).toBe(403);
    // A permission-checked call is refused for CSRF before its body is read.
    const invite = await browsers.admin.call<never>('POST', buildPath(backofficeApi.inviteStaff), {
      csrf: false,
      body: { email: 'x@staff.test', name: 'X', role: 'support' },
    });
    expect(invite.status).toBe(403);
    expect(invite.body.error.reason).toBe('csrf');
    const signedOut = await browser.call('POST', buildPath(backofficeApi.signOut));
    expect(signedOut.status).toBe(200);
    expect(signedOut.setCookie).toMatch(/Max-Age=0/);
    expect((await browser.call('GET', buildPath(backofficeApi.me))).status).toBe(401);
  });

  it.each(staffEndpoints)('answers 401 to %s without a session cookie', async (_name, endpoint) => {
    const answer = await t.call(endpoint.method, pathOf(endpoint), { body: endpoint.body ? {} : undefined });
    expect(answer.status).toBe(401);
  });

  const refusals = staffEndpoints.flatMap(([name, endpoint]) =>
    STAFF_ROLES.filter((role) => endpoint.permission && !roleCan(role, endpoint.permission)).map(
      (role) => [name, role, endpoint] as const,
    ),
  );

  it('has a refusal to prove for every endpoint with a permission that a role lacks', () => {
    expect(refusals.length).toBeGreaterThan(20);
    // Every role reads the dashboard and the players (dashboard.read, players.read): nobody to refuse.
    const held = (permission: string) => STAFF_ROLES.every((role) => roleCan(role, permission as never));
    expect(new Set(refusals.map(([name]) => name))).toEqual(
      new Set(
        staffEndpoints
          .filter(([, endpoint]) => endpoint.permission && !held(endpoint.permission))
          .map(([name]) => name),
      ),
    );
  });

  it.each(refusals)('refuses %s to %s with 403 (the matrix says no)', async (_name, role, endpoint) => {
    // A body that breaks the schema: the permission is checked first, so the answer is 403, not 400.
    const answer = await browsers[role].call<never>(endpoint.method, pathOf(endpoint), {
      body: endpoint.body ? { nonsense: true } : undefined,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ reason: 'permission', messageCode: 'staff.permissionMissing' });
  });

  const allowed = staffEndpoints.flatMap(([name, endpoint]) =>
    STAFF_ROLES.filter((role) => !endpoint.permission || roleCan(role, endpoint.permission)).map(
      (role) => [name, role, endpoint] as const,
    ),
  );

  it.each(allowed.filter(([, , endpoint]) => endpoint.method === 'GET'))(
    'lets %s through to %s (the matrix says yes)',
    async (_name, role, endpoint) => {
      const answer = await browsers[role].call(endpoint.method, pathOf(endpoint));
      expect([200, 404]).toContain(answer.status);
    },
  );

  it('locks an account after 10 wrong answers in a row from any addresses, for 15 minutes', async () => {
    const browser = await staffSignedIn(t, clock, 'locked@staff.test', 'payments');
    const attempt = (password: string, address: string) =>
      browser.call<never>('POST', buildPath(backofficeApi.signIn), {
        body: { email: 'locked@staff.test', password },
        headers: fromAddress(address),
      });
    // As for players: five wrong passwords from one address, and that address waits (429).
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password', '203.0.113.1')).status).toBe(400);
    const throttled = await attempt(STAFF_PASSWORD, '203.0.113.1');
    expect(throttled.status).toBe(429);
    // Five more from a second address: the account is locked, even for the right password elsewhere.
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password', '203.0.113.2')).status).toBe(400);
    const locked = await attempt(STAFF_PASSWORD, '203.0.113.3');
    expect(locked.status).toBe(429);
    expect(locked.body.error.messageCode).toBe('staff.locked');
    const list = await browsers.admin.call<StaffMember[]>('GET', buildPath(backofficeApi.listStaff));
    expect(list.body.result.find((member) => member.email === 'locked@staff.test')?.lockedUntil).not.toBeNull();

    clock.advance(15 * 60_000 + 1000);
    const open = await attempt(STAFF_PASSWORD, '203.0.113.3');
    expect(open.status).toBe(200);
    for (const role of STAFF_ROLES) await signInStaff(t, clock, browsers[role]);
  });

  it('lists the open sessions and ends one of them (its cookie stops working at once)', async () => {
    const laptop = await staffSignedIn(t, clock, 'sessions@staff.test', 'marketing');
    const phone = new StaffBrowser(t, 'sessions@staff.test');
    phone.secret = laptop.secret;
    await signInStaff(t, clock, phone);

    const list = await laptop.call<StaffSession[]>('GET', buildPath(backofficeApi.listSessions));
    expect(list.body.result).toHaveLength(2);
    const other = list.body.result.find((session) => !session.current)!;
    expect(list.body.result.filter((session) => session.current)).toHaveLength(1);

    const ended = await laptop.call('DELETE', buildPath(backofficeApi.endSession, { id: other.id }));
    expect(ended.status).toBe(200);
    expect((await phone.call('GET', buildPath(backofficeApi.me))).status).toBe(401);
    const again = await laptop.call('DELETE', buildPath(backofficeApi.endSession, { id: other.id }));
    expect(again.status).toBe(404);
    // Another staff member's session is not one's own to end.
    const mine = (await laptop.call<StaffSelf>('GET', buildPath(backofficeApi.me))).body.result.sessionId;
    expect((await browsers.support.call('DELETE', buildPath(backofficeApi.endSession, { id: mine }))).status).toBe(404);
  });

  it('lets an admin invite, change a role and deactivate; the member’s sessions end each time', async () => {
    const admin = browsers.admin;
    const invited = await admin.call<StaffSetUpLink>('POST', buildPath(backofficeApi.inviteStaff), {
      body: { email: 'Invited@Staff.test', name: 'Invited One', role: 'compliance' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.result.staff).toMatchObject({ email: 'invited@staff.test', role: 'compliance' });
    const taken = await admin.call<never>('POST', buildPath(backofficeApi.inviteStaff), {
      body: { email: 'invited@staff.test', name: 'Again', role: 'support' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields?.email).toBe(enGB['staff.emailTaken']);

    await t.call('POST', buildPath(backofficeApi.setUp), {
      body: { token: tokenOfLink(invited.body.result.setUpLink), password: STAFF_PASSWORD },
    });
    const member = new StaffBrowser(t, 'invited@staff.test');
    const self = await signInStaff(t, clock, member);
    expect(self.permissions).toContain('kyc.review');
    const id = self.staff.id;

    const changed = await admin.call<StaffMember>('PUT', buildPath(backofficeApi.changeStaffRole, { id }), {
      body: { role: 'support', reason: 'Moved to the support desk' },
    });
    expect(changed.body.result.role).toBe('support');
    expect((await member.call('GET', buildPath(backofficeApi.me))).status).toBe(401);
    const now = await signInStaff(t, clock, member);
    expect(now.permissions).not.toContain('kyc.review');

    const own = await admin.call<never>(
      'PUT',
      buildPath(backofficeApi.changeStaffRole, {
        id: (await admin.call<StaffSelf>('GET', buildPath(backofficeApi.me))).body.result.staff.id,
      }),
      {
        body: { role: 'support', reason: 'Oops' },
      },
    );
    expect(own.status).toBe(409);

    const noReason = await admin.call('POST', buildPath(backofficeApi.deactivateStaff, { id }), { body: {} });
    expect(noReason.status).toBe(400);
    const off = await admin.call<StaffMember>('POST', buildPath(backofficeApi.deactivateStaff, { id }), {
      body: { reason: 'Left the company' },
    });
    expect(off.body.result.active).toBe(false);
    expect((await member.call('GET', buildPath(backofficeApi.me))).status).toBe(401);
    clock.advance(30_000);
    const refused = await member.call<never>('POST', buildPath(backofficeApi.signIn), {
      body: { email: 'invited@staff.test', password: STAFF_PASSWORD },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.messageCode).toBe('staff.invalidCredentials');
    const twice = await admin.call('POST', buildPath(backofficeApi.deactivateStaff, { id }), {
      body: { reason: 'Again' },
    });
    expect(twice.status).toBe(409);
    const on = await admin.call<StaffMember>('POST', buildPath(backofficeApi.reactivateStaff, { id }), {
      body: { reason: 'Came back' },
    });
    expect(on.body.result.active).toBe(true);
    await signInStaff(t, clock, member);
    expect((await member.call('GET', buildPath(backofficeApi.me))).status).toBe(200);
  });

  it('answers a wrong e-mail and a wrong password alike', async () => {
    const browser = new StaffBrowser(t, 'nobody@staff.test');
    const unknown = await browser.call<never>('POST', buildPath(backofficeApi.signIn), {
      body: { email: 'nobody@staff.test', password: STAFF_PASSWORD },
      headers: fromAddress('198.51.100.7'),
    });
    const wrong = await browser.call<never>('POST', buildPath(backofficeApi.signIn), {
      body: { email: 'support@staff.test', password: 'not-the-password' },
      headers: fromAddress('198.51.100.7'),
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
  });
});

describe('the staff session cookie behind https', () => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));

  beforeAll(async () => {
    t = await startIsolatedPlatform(
      'pglite',
      { SPORTSBOOK_TICK_MS: '0', PUBLIC_URL: 'https://casino.example' },
      { clock },
    );
  });
  afterAll(() => t?.close());

  it('is Secure when PUBLIC_URL is https, and the set-up link is on PUBLIC_URL', async () => {
    const made = await createStaffMember(t, 'secure@staff.test', 'admin');
    expect(made.setUpLink).toMatch(/^https:\/\/casino\.example\/backoffice\/set-up\?token=/);
    await t.call('POST', buildPath(backofficeApi.setUp), {
      body: { token: tokenOfLink(made.setUpLink), password: STAFF_PASSWORD },
    });
    const browser = new StaffBrowser(t, 'secure@staff.test');
    clock.advance(30_000);
    const first = await browser.call<StaffSignInStepResult>('POST', buildPath(backofficeApi.signIn), {
      body: { email: 'secure@staff.test', password: STAFF_PASSWORD },
    });
    const signedIn = await browser.call<StaffSelf>('POST', buildPath(backofficeApi.signInCode), {
      body: { ticket: first.body.result.ticket, code: await codeNow(clock, first.body.result.enrolment!.secret) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.setCookie).toMatch(/;\s*Secure/i);
    expect(signedIn.setCookie).toMatch(/HttpOnly/i);
  });
});
