// Account security (issue 17): two-factor sign-in, sessions, sign-in history, e-mail change.
import {
  buildPath,
  type PlayerDetails,
  type PlayerSession,
  playersApi,
  type SignInAttempt,
  type SignInResult,
  type TwoFactorSetup,
} from '@casino/contract';
import { REQUIRED_MESSAGE } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { playerTwoFactor, sessions as sessionsTable } from '../src/db/schema';
import { PLAYER_MESSAGES } from '../src/services/players';
import { english } from '../src/services/errors';
import { TWO_FACTOR_MESSAGES } from '../src/services/twoFactor';
import { mailTo, signUpPlayer, type SignedUpPlayer, startIsolatedPlatform, tokenFromMail } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';

const SIGN_IN = buildPath(playersApi.signIn);
const REFRESH = buildPath(playersApi.refresh);
const DETAILS = buildPath(playersApi.getDetails);
const UPDATE = buildPath(playersApi.update);
const TWO_FACTOR = buildPath(playersApi.getTwoFactor);
const SETUP = buildPath(playersApi.setupTwoFactor);
const ENABLE = buildPath(playersApi.enableTwoFactor);
const DISABLE = buildPath(playersApi.disableTwoFactor);
const SESSIONS = buildPath(playersApi.listSessions);
const SIGN_INS = buildPath(playersApi.listSignIns);
const TIME_OUT = buildPath(playersApi.takeTimeOut);
const endSession = (id: string) => buildPath(playersApi.endSession, { id });

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

interface ErrorBody {
  error: { code: number; message: string; fields?: Record<string, string>; reason?: string };
}
type Answer<T> = { result: T } & ErrorBody;

describe.each(databaseKinds)('account security on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' }, { clock });
  });
  afterAll(() => t?.close());

  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const signIn = (
    player: { email: string; password: string },
    extra: Record<string, unknown> = {},
    userAgent?: string,
  ) =>
    t.call<Answer<SignInResult>>('POST', SIGN_IN, {
      body: { email: player.email, password: player.password, ...extra },
      ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    });

  /** A player with two-factor sign-in on: its secret and recovery codes. */
  async function enrol(player: SignedUpPlayer) {
    const setup = await t.call<Answer<TwoFactorSetup>>('POST', SETUP, {
      token: player.token,
      body: { password: player.password },
    });
    expect(setup.status).toBe(200);
    const enabled = await t.call<Answer<{ recoveryCodes: string[] }>>('POST', ENABLE, {
      token: player.token,
      body: { code: await codeAt(setup.body.result.secret) },
    });
    expect(enabled.status).toBe(200);
    clock.advance(30_000); // the enrolment's code is spent: the next sign-in needs the next one
    return { secret: setup.body.result.secret, recoveryCodes: enabled.body.result.recoveryCodes };
  }

  describe('two-factor sign-in', () => {
    it('enrols with the password and a first code: QR code, manual key, ten recovery codes, secret not stored in clear', async () => {
      const player = await signUpPlayer(t);
      const wrong = await t.call<ErrorBody>('POST', SETUP, { token: player.token, body: { password: 'Not-It-123' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields).toEqual({ password: 'The password is not correct' });
      expect((await t.call('POST', SETUP, { token: player.token, body: {} })).status).toBe(400);
      expect((await t.call('POST', SETUP, { body: { password: player.password } })).status).toBe(401);

      const setup = await t.call<Answer<TwoFactorSetup>>('POST', SETUP, {
        token: player.token,
        body: { password: player.password },
      });
      expect(setup.status).toBe(200);
      const { otpauthUrl, secret, qrCode } = setup.body.result;
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(url.searchParams.get('issuer')).toBe('Casino');
      expect(decodeURIComponent(otpauthUrl)).toContain(player.email);
      expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}={0,2}$/);
      const [stored] = await t.platform.context.db
        .select()
        .from(playerTwoFactor)
        .where(eq(playerTwoFactor.playerId, player.playerId));
      expect(stored?.secret).toBeTruthy();
      expect(stored!.secret).not.toContain(secret);

      // Not on until confirmed: sign-in still needs only the password.
      expect((await t.call<Answer<unknown>>('GET', TWO_FACTOR, { token: player.token })).body.result).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
      });
      expect((await signIn(player)).status).toBe(200);

      const badCode = await t.call<ErrorBody>('POST', ENABLE, { token: player.token, body: { code: '000000' } });
      expect(badCode.status).toBe(400);
      expect(badCode.body.error.fields).toEqual({ code: english(TWO_FACTOR_MESSAGES.invalid) });

      const enabled = await t.call<Answer<{ recoveryCodes: string[] }>>('POST', ENABLE, {
        token: player.token,
        body: { code: await codeAt(secret) },
      });
      expect(enabled.status).toBe(200);
      const codes = enabled.body.result.recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect((await t.call<Answer<unknown>>('GET', TWO_FACTOR, { token: player.token })).body.result).toEqual({
        enabled: true,
        recoveryCodesLeft: 10,
      });
      expect((await mailTo(t, player.email))[0]!.subject).toBe('Two-factor sign-in is on');
      // Set-up again once on: 409.
      expect((await t.call('POST', SETUP, { token: player.token, body: { password: player.password } })).status).toBe(
        409,
      );
    });

    it('asks for a code after the right password (403, not 401), refuses a wrong one and never accepts a code twice', async () => {
      const player = await signUpPlayer(t);
      const { secret } = await enrol(player);

      const noCode = await signIn(player);
      expect(noCode.status).toBe(403);
      expect(noCode.body.error).toMatchObject({ code: 403, reason: 'two_factor_required' });
      expect(noCode.body).not.toHaveProperty('result');

      const wrongCode = await signIn(player, { twoFactorCode: '123456' });
      expect(wrongCode.status).toBe(403);
      expect(wrongCode.body.error).toMatchObject({
        reason: 'two_factor_invalid',
        fields: { twoFactorCode: english(TWO_FACTOR_MESSAGES.invalid) },
      });

      // A wrong password with a right code says only that the credentials are wrong.
      const wrongPassword = await signIn(
        { ...player, password: 'Wrong-Password-1' },
        { twoFactorCode: await codeAt(secret) },
      );
      expect(wrongPassword.status).toBe(401);

      const code = await codeAt(secret);
      const signedIn = await signIn(player, { twoFactorCode: code });
      expect(signedIn.status).toBe(200);
      expect(Object.keys(signedIn.body.result).sort()).toEqual(['refreshToken', 'token', 'user']);
      expect((await t.call('GET', DETAILS, { token: signedIn.body.result.token })).status).toBe(200);

      // Replay of the same code in the same 30 seconds, and after: refused.
      const replay = await signIn(player, { twoFactorCode: code });
      expect(replay.status).toBe(403);
      expect(replay.body.error.reason).toBe('two_factor_invalid');
      clock.advance(30_000);
      expect((await signIn(player, { twoFactorCode: code })).body.error.reason).toBe('two_factor_invalid');
      // The next step's code works (spaces are ignored).
      const next = await codeAt(secret);
      expect((await signIn(player, { twoFactorCode: `${next.slice(0, 3)} ${next.slice(3)}` })).status).toBe(200);
      // A code of two steps ago is too old.
      const old = await codeAt(secret);
      clock.advance(90_000);
      expect((await signIn(player, { twoFactorCode: old })).body.error.reason).toBe('two_factor_invalid');
    });

    it('takes each recovery code once, in any case and with or without the dash', async () => {
      const player = await signUpPlayer(t);
      const { recoveryCodes } = await enrol(player);
      const [first, second] = recoveryCodes as [string, string];
      expect((await signIn(player, { twoFactorCode: first })).status).toBe(200);
      const again = await signIn(player, { twoFactorCode: first });
      expect(again.status).toBe(403);
      expect(again.body.error.reason).toBe('two_factor_invalid');
      expect((await signIn(player, { twoFactorCode: second.replace('-', '').toUpperCase() })).status).toBe(200);
      expect((await t.call<Answer<unknown>>('GET', TWO_FACTOR, { token: player.token })).body.result).toEqual({
        enabled: true,
        recoveryCodesLeft: 8,
      });
    });

    it('turns off only with the password and a code; then the password alone signs in again', async () => {
      const player = await signUpPlayer(t);
      const { secret } = await enrol(player);
      const noPassword = await t.call<ErrorBody>('POST', DISABLE, {
        token: player.token,
        body: { password: 'Wrong-Password-1', code: await codeAt(secret) },
      });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error.fields).toEqual({ password: 'The password is not correct' });
      const wrongCode = await t.call<ErrorBody>('POST', DISABLE, {
        token: player.token,
        body: { password: player.password, code: '000000' },
      });
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body.error.fields).toEqual({ code: english(TWO_FACTOR_MESSAGES.invalid) });
      expect((await t.call('POST', DISABLE, { token: player.token, body: { password: player.password } })).status).toBe(
        400,
      );

      const off = await t.call<Answer<{ message: string }>>('POST', DISABLE, {
        token: player.token,
        body: { password: player.password, code: await codeAt(secret) },
      });
      expect(off.status).toBe(200);
      expect(off.body.result.message).toBe(english(TWO_FACTOR_MESSAGES.disabled));
      expect((await signIn(player)).status).toBe(200);
      expect((await mailTo(t, player.email))[0]!.subject).toBe('Two-factor sign-in is off');
      expect(
        (await t.call('POST', DISABLE, { token: player.token, body: { password: player.password, code: '123456' } }))
          .status,
      ).toBe(409);
    });

    it('asks for a code for a password change and a time-out when it is on', async () => {
      const player = await signUpPlayer(t);
      const { secret } = await enrol(player);
      const change = {
        action: 'password',
        currentPassword: player.password,
        newPassword: 'New-Password-22',
        confirmPassword: 'New-Password-22',
      };
      const noCode = await t.call<ErrorBody>('PUT', UPDATE, { token: player.token, body: change });
      expect(noCode.status).toBe(403);
      expect(noCode.body.error.reason).toBe('two_factor_required');
      const withCode = await t.call('PUT', UPDATE, {
        token: player.token,
        body: { ...change, twoFactorCode: await codeAt(secret) },
      });
      expect(withCode.status).toBe(200);
      clock.advance(30_000);

      const timeOut = { period: '24h', password: 'New-Password-22' };
      const wrongPassword = await t.call<ErrorBody>('POST', TIME_OUT, {
        token: player.token,
        body: { ...timeOut, password: 'Not-The-Password-1', twoFactorCode: await codeAt(secret) },
      });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.error.fields).toEqual({ password: 'The password is not correct' });
      const timeOutNoCode = await t.call<ErrorBody>('POST', TIME_OUT, { token: player.token, body: timeOut });
      expect(timeOutNoCode.status).toBe(403);
      expect(timeOutNoCode.body.error.reason).toBe('two_factor_required');
      const timeOutWithCode = await t.call('POST', TIME_OUT, {
        token: player.token,
        body: { ...timeOut, twoFactorCode: await codeAt(secret) },
      });
      expect(timeOutWithCode.status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('lists open sessions with browser, system, address, start and last use, and marks the current one', async () => {
      const player = await signUpPlayer(t);
      const desktop = (await signIn(player, {}, CHROME_WINDOWS)).body.result;
      const phone = (await signIn(player, {}, SAFARI_IPHONE)).body.result;
      const started = clock.now().toISOString();

      const list = await t.call<Answer<PlayerSession[]>>('GET', SESSIONS, { token: desktop.token });
      expect(list.status).toBe(200);
      expect(list.body.result).toHaveLength(3); // sign-up's own sign-in too
      const current = list.body.result.find((session) => session.current)!;
      expect(current).toMatchObject({
        browser: 'Chrome 120',
        os: 'Windows 10',
        device: 'desktop',
        address: '127.0.0.1',
        startedAt: started,
        lastSeenAt: started,
      });
      expect(list.body.result.filter((session) => session.current)).toHaveLength(1);
      expect(list.body.result.find((session) => session.browser === 'Safari 17')).toMatchObject({
        os: 'iOS 17.1',
        device: 'mobile',
        current: false,
      });

      // Last use moves on at most once a minute.
      clock.advance(2 * 60_000);
      await t.call('GET', DETAILS, { token: phone.token });
      const moved = clock.now().toISOString();
      clock.advance(20_000);
      await t.call('GET', DETAILS, { token: phone.token });
      const after = await t.call<Answer<PlayerSession[]>>('GET', SESSIONS, { token: desktop.token });
      const phoneSession = after.body.result.find((session) => session.browser === 'Safari 17');
      expect(phoneSession).toMatchObject({ lastSeenAt: moved, startedAt: started });
      // The list itself is a use of the desktop session: the most recently used comes first.
      expect(after.body.result[0]).toMatchObject({
        browser: 'Chrome 120',
        current: true,
        lastSeenAt: clock.now().toISOString(),
      });
    });

    it('ends one session (its access and refresh tokens stop at once) and refuses sessions of others', async () => {
      const player = await signUpPlayer(t);
      const other = await signUpPlayer(t);
      const second = (await signIn(player, {}, SAFARI_IPHONE)).body.result;
      const list = await t.call<Answer<PlayerSession[]>>('GET', SESSIONS, { token: player.token });
      const target = list.body.result.find((session) => !session.current)!;

      expect((await t.call('DELETE', endSession(target.id), { token: other.token })).status).toBe(404);
      expect((await t.call('DELETE', endSession('not-a-uuid'), { token: player.token })).status).toBe(400);
      expect((await t.call('DELETE', endSession(target.id))).status).toBe(401);

      const ended = await t.call<Answer<{ message: string }>>('DELETE', endSession(target.id), { token: player.token });
      expect(ended.status).toBe(200);
      expect((await t.call('GET', DETAILS, { token: second.token })).status).toBe(401);
      expect((await t.call('POST', REFRESH, { body: { refreshToken: second.refreshToken } })).status).toBe(401);
      expect((await t.call('GET', DETAILS, { token: player.token })).status).toBe(200);
      expect((await t.call('DELETE', endSession(target.id), { token: player.token })).status).toBe(404);
      const [row] = await t.platform.context.db.select().from(sessionsTable).where(eq(sessionsTable.id, target.id));
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });

    it('ends all other sessions and keeps the current one', async () => {
      const player = await signUpPlayer(t);
      const others = [(await signIn(player)).body.result, (await signIn(player)).body.result];
      const ended = await t.call<Answer<{ ended: number }>>('DELETE', SESSIONS, { token: player.token });
      expect(ended.status).toBe(200);
      expect(ended.body.result.ended).toBe(2);
      for (const session of others) expect((await t.call('GET', DETAILS, { token: session.token })).status).toBe(401);
      const list = await t.call<Answer<PlayerSession[]>>('GET', SESSIONS, { token: player.token });
      expect(list.body.result).toHaveLength(1);
      expect(list.body.result[0]!.current).toBe(true);
    });
  });

  describe('sign-in history', () => {
    it('lists the attempts with their outcome, address and browser, newest first, the last 20', async () => {
      const player = await signUpPlayer(t);
      clock.advance(1000);
      await signIn({ ...player, password: 'Wrong-Password-1' }, {}, CHROME_WINDOWS);
      clock.advance(1000);
      const { secret } = await enrol(player);
      await signIn(player, {}, SAFARI_IPHONE);
      clock.advance(1000);
      await signIn(player, { twoFactorCode: '111111' }, SAFARI_IPHONE);
      clock.advance(1000);
      await signIn(player, { twoFactorCode: await codeAt(secret) }, SAFARI_IPHONE);

      const history = await t.call<Answer<SignInAttempt[]>>('GET', SIGN_INS, { token: player.token });
      expect(history.status).toBe(200);
      expect(history.body.result.map((attempt) => attempt.outcome)).toEqual([
        'success',
        'wrong_code',
        'code_required',
        'wrong_password',
        'success',
      ]);
      expect(history.body.result[0]).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.1', address: '127.0.0.1' });
      expect(history.body.result[3]).toMatchObject({ browser: 'Chrome 120', os: 'Windows 10' });
      // Another player's attempts are not listed.
      const other = await signUpPlayer(t);
      expect((await t.call<Answer<SignInAttempt[]>>('GET', SIGN_INS, { token: other.token })).body.result).toHaveLength(
        1,
      );

      for (let index = 0; index < 25; index += 1) {
        clock.advance(1000);
        await t.platform.context.services.sessions.recordSignIn(player.playerId, 'success', {
          ip: '10.0.0.1',
          userAgent: null,
        });
      }
      const full = await t.call<Answer<SignInAttempt[]>>('GET', SIGN_INS, { token: player.token });
      expect(full.body.result).toHaveLength(20);
      expect(full.body.result[0]).toMatchObject({ address: '10.0.0.1', at: clock.now().toISOString(), browser: null });
    });
  });

  describe('e-mail change', () => {
    const change = (player: SignedUpPlayer, body: Record<string, unknown>) =>
      t.call<Answer<PlayerDetails>>('PUT', UPDATE, { token: player.token, body: { action: 'email', ...body } });
    const linkIn = async (to: string, marker: string) => {
      for (const message of await mailTo(t, to)) {
        const link = message.links.find((candidate) => candidate.includes(marker));
        if (link) return new URL(link).pathname;
      }
      throw new Error(`no ${marker} link in mail to ${to}`);
    };

    it('needs the password, waits for the new address to be verified, and keeps the old sign-in until then', async () => {
      const player = await signUpPlayer(t);
      const newEmail = `moved-${player.uuid.slice(0, 8)}@example.org`;
      const noPassword = await change(player, { email: newEmail });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error.fields).toEqual({ password: REQUIRED_MESSAGE });
      const wrongPassword = await change(player, { email: newEmail, password: 'Wrong-Password-1' });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.error.fields).toEqual({ password: english(PLAYER_MESSAGES.passwordWrong) });
      const same = await change(player, { email: ` ${player.email.toUpperCase()} `, password: player.password });
      expect(same.body.error).toMatchObject({ message: 'Cannot update with same email' });
      const invalid = await change(player, { email: 'nope', password: player.password });
      expect(invalid.body.error.fields).toMatchObject({ email: 'Invalid email address' });

      const asked = await change(player, { email: newEmail.toUpperCase(), password: player.password });
      expect(asked.status).toBe(200);
      expect(asked.body.result).toMatchObject({ email: player.email, pendingEmail: newEmail });
      const notice = (await mailTo(t, player.email))[0]!;
      expect(notice.subject).toBe('A change of your e-mail address was requested');
      expect(notice.text).toContain(newEmail);
      expect((await mailTo(t, newEmail))[0]!.subject).toBe('Confirm your new e-mail address');

      // Until verified: the old address signs in, the new one does not.
      expect((await signIn(player)).status).toBe(200);
      expect((await signIn({ email: newEmail, password: player.password })).status).toBe(401);

      const verify = await t.call<Answer<{ emailVerified: boolean; message: string }>>(
        'GET',
        await linkIn(newEmail, '/verify-email/'),
      );
      expect(verify.status).toBe(200);
      expect(verify.body.result).toEqual({
        emailVerified: true,
        message: english(PLAYER_MESSAGES.emailChangeVerified),
        messageCode: 'player.emailChangeVerified',
      });
      expect((await signIn({ email: newEmail, password: player.password })).status).toBe(200);
      expect((await signIn(player)).status).toBe(401);
      const details = await t.call<Answer<PlayerDetails>>('GET', DETAILS, { token: player.token });
      expect(details.body.result).toMatchObject({
        email: newEmail,
        // The generated gamertag stays: it never was, nor becomes, the address.
        username: expect.stringMatching(/^player[a-z0-9]+$/),
        isVerified: true,
        pendingEmail: null,
      });
      expect((await mailTo(t, player.email))[0]!.subject).toBe('Your e-mail address was changed');
      // The link works once.
      expect((await t.call('GET', await linkIn(newEmail, '/verify-email/'))).status).toBe(400);
    });

    it('is cancelled by the link sent to the old address', async () => {
      const player = await signUpPlayer(t);
      const newEmail = `cancel-${player.uuid.slice(0, 8)}@example.org`;
      expect((await change(player, { email: newEmail, password: player.password })).status).toBe(200);
      // From a browser the link lands on the site's page, which tells the change was cancelled.
      const link = await linkIn(player.email, '/email-change/cancel/');
      const browser = await fetch(t.baseUrl + link, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(browser.status).toBe(302);
      const landing = new URL(browser.headers.get('location')!, t.baseUrl);
      expect(landing.pathname).toBe('/email-verification');
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        emailChange: 'cancelled',
        message: english(PLAYER_MESSAGES.emailChangeCancelled),
        messageCode: 'player.emailChangeCancelled',
      });
      // The link works once: called again (here by an API client) it is refused.
      const again = await t.call<Answer<{ message: string }>>('GET', link);
      expect(again.status).toBe(400);
      expect(JSON.stringify(again.body)).toContain(english(PLAYER_MESSAGES.emailChangeLinkInvalid));
      expect((await t.call('GET', await linkIn(newEmail, '/verify-email/'))).status).toBe(400);
      expect((await signIn(player)).status).toBe(200);
      expect((await t.call<Answer<PlayerDetails>>('GET', DETAILS, { token: player.token })).body.result).toMatchObject({
        email: player.email,
        pendingEmail: null,
      });
    });

    it('answers a taken address exactly like a free one and tells its owner instead', async () => {
      const player = await signUpPlayer(t);
      const owner = await signUpPlayer(t);
      const free = `free-${player.uuid.slice(0, 8)}@example.org`;
      const takenAnswer = await change(player, { email: owner.email, password: player.password });
      const takenMail = (await mailTo(t, player.email))[0]!;
      const freeAnswer = await change(player, { email: free, password: player.password });
      const freeMail = (await mailTo(t, player.email))[0]!;
      expect(takenAnswer.status).toBe(freeAnswer.status);
      expect({ ...takenAnswer.body.result, pendingEmail: 'x' }).toEqual({
        ...freeAnswer.body.result,
        pendingEmail: 'x',
      });
      expect(takenAnswer.body.result.pendingEmail).toBe(owner.email);
      expect(takenMail.subject).toBe(freeMail.subject);

      const ownerMail = (await mailTo(t, owner.email))[0]!;
      expect(ownerMail.subject).toBe('Someone tried to use your e-mail address');
      expect(ownerMail.links.some((link) => link.includes('/verify-email/'))).toBe(false);
      expect((await signIn(owner)).status).toBe(200);
    });

    it('needs a code too when two-factor sign-in is on', async () => {
      const player = await signUpPlayer(t);
      const { secret } = await enrol(player);
      const newEmail = `twofa-${player.uuid.slice(0, 8)}@example.org`;
      const noCode = await change(player, { email: newEmail, password: player.password });
      expect(noCode.status).toBe(403);
      expect(noCode.body.error.reason).toBe('two_factor_required');
      const withCode = await change(player, {
        email: newEmail,
        password: player.password,
        twoFactorCode: await codeAt(secret),
      });
      expect(withCode.status).toBe(200);
      expect(withCode.body.result.pendingEmail).toBe(newEmail);
    });

    it('keeps verifying a sign-up address as before', async () => {
      const player = await signUpPlayer(t);
      const token = await tokenFromMail(t, player.email, 'verify');
      const verified = await t.call<Answer<{ emailVerified: boolean }>>(
        'GET',
        buildPath(playersApi.verifyEmail, { token }),
      );
      expect(verified.body.result.emailVerified).toBe(true);
    });
  });
});
