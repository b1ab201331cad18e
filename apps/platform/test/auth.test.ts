import { allEndpoints, authApi, buildPath, playersApi, RESULT_MESSAGES, type SignInResult } from '@casino/contract';
import { changeGamertagSchema, validateValuesSync } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, playerTokens, refreshTokens } from '../src/db/schema';
import { hashToken, REFRESH_REUSE_GRACE_MS } from '../src/services/sessions';
import { newGamertag, PLAYER_MESSAGES } from '../src/services/players';
import { english } from '../src/services/errors';
import { mailTo, signUpBody, signUpPlayer, tokenFromMail } from './fixtures';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';

const SIGN_UP = buildPath(playersApi.signUp);
const SIGN_IN = buildPath(playersApi.signIn);
const REFRESH = buildPath(playersApi.refresh);
const SIGN_OUT = buildPath(authApi.signOut);
const DETAILS = buildPath(playersApi.getDetails);
const verifyPath = (token: string) => buildPath(playersApi.verifyEmail, { token });
const resendPath = (token: string) => buildPath(playersApi.resendEmail, { token });
const requestResetPath = (email: string) => buildPath(playersApi.requestResetPassword, { email });
const resetPath = (hash: string) => buildPath(playersApi.resetPassword, { hash });

interface ErrorBody {
  error: { code: number; message: string; fields?: Record<string, string> };
}

describe.each(databaseKinds)('sign-up, sign-in and sessions on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string) =>
    t.call<{ result: SignInResult } & ErrorBody>('POST', SIGN_IN, { body: { email, password } });

  describe('players.signUp', () => {
    it('creates the player with one combined account in the chosen currency and sends a verification e-mail', async () => {
      const body = signUpBody({ currency: 'USD', email: 'New.Player@Example.com' });
      // Spec point 7's payload: the form checks the password's confirmation, the call does not send it.
      expect(body).not.toHaveProperty('confirmPassword');
      const { status, body: answer } = await t.call('POST', SIGN_UP, { body });
      expect(status).toBe(200);
      expect(answer).toEqual({
        result: { message: english(PLAYER_MESSAGES.signedUp), messageCode: 'player.signedUp' },
      });

      const session = await signIn('new.player@example.com', body.password);
      expect(session.status).toBe(200);
      const details = await t.call<{ result: Record<string, unknown> }>('GET', DETAILS, {
        token: session.body.result.token,
      });
      expect(details.body.result).toMatchObject({
        email: 'new.player@example.com',
        isVerified: false,
        kycStatus: null,
        profilePicture: null,
        firstName: 'Ada',
        gender: 'female',
        currency: 'USD',
        consent: true,
        accounts: [{ type: 'combined', value: '0.00', currency: { code: 'USD', symbolNative: '$' } }],
      });
      // A generated gamertag that reveals nothing and passes the 'Change Gamertag' rule.
      const username = details.body.result.username as string;
      expect(username).toMatch(/^player[a-z0-9]+$/);
      expect(username.length).toBeGreaterThanOrEqual(5);
      expect(username.length).toBeLessThanOrEqual(250);
      expect(username).not.toContain('new.player');
      expect(validateValuesSync(changeGamertagSchema, { username }).ok).toBe(true);
      const other = await signUpPlayer(t);
      const [otherRow] = await t.platform.context.db
        .select({ username: players.username })
        .from(players)
        .where(eq(players.id, other.playerId));
      expect(otherRow?.username).toMatch(/^player[a-z0-9]+$/);
      expect(otherRow?.username).not.toBe(username);
      const handles = new Set(Array.from({ length: 1000 }, newGamertag));
      expect(handles.size).toBe(1000);
      const [mail] = await mailTo(t, 'new.player@example.com');
      expect(mail).toMatchObject({ subject: 'Verify your e-mail address' });
      expect(mail!.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/api/players/verify-email/[\\w-]{20,}$`));
      expect(mail!.text).toContain('48 hours');
    });

    it('answers a registered e-mail exactly like a new one and tells the owner instead', async () => {
      const owner = await signUpPlayer(t);
      const before = await mailTo(t, owner.email);
      const again = signUpBody({ email: owner.email.toUpperCase(), password: 'Another-Password-2', firstName: 'Eve' });
      const { status, body } = await t.call('POST', SIGN_UP, { body: again });
      expect(status).toBe(200);
      expect(body).toEqual({ result: { message: english(PLAYER_MESSAGES.signedUp), messageCode: 'player.signedUp' } });

      const after = await mailTo(t, owner.email);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]!.subject).toBe('Someone tried to register with your e-mail address');
      expect(after[0]!.text).toContain('Hello Ada,');
      // Nothing changed: one account, the first password still works, the second does not.
      const [{ count }] = (await t.platform.context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(players)
        .where(eq(sql`lower(${players.email})`, owner.email))) as [{ count: number }];
      expect(count).toBe(1);
      expect((await signIn(owner.email, 'Another-Password-2')).status).toBe(401);
      expect((await signIn(owner.email, owner.password)).status).toBe(200);
    });

    it('refuses bad input with the rules’ field messages', async () => {
      const empty = await t.call<ErrorBody>('POST', SIGN_UP, { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toMatchObject({ email: 'required', password: 'required', sex: 'required' });

      const broken = await t.call<ErrorBody>('POST', SIGN_UP, {
        body: signUpBody({
          email: 'not-an-email',
          firstName: 'Ada1',
          lastName: 'L',
          dob: '2015-01-01',
          phoneNumber: '12ab',
          address: ' 1 Main Street',
          city: 'x'.repeat(251),
          password: 'short',
          confirmPassword: 'different',
          currency: 'XXX',
          locale: 'not a locale',
        }),
      });
      expect(broken.status).toBe(400);
      expect(broken.body.error.fields).toEqual({
        email: 'Invalid email address',
        firstName: 'only letters and single space between words are allowed',
        lastName: 'minimum length of 2',
        dob: 'age must be atleast 18 years',
        phoneNumber: 'only numbers and + allowed',
        address: 'no leading or trailing spaces allowed',
        city: 'maximum length of 250',
        password: 'minimum length of 8',
        confirmPassword: 'passwords must match',
        currency: english(PLAYER_MESSAGES.currencyUnavailable),
        locale: english(PLAYER_MESSAGES.localeInvalid),
      });

      const wrongSex = await t.call<ErrorBody>('POST', SIGN_UP, { body: { ...signUpBody(), sex: 'robot' } });
      expect(wrongSex.status).toBe(400);
      expect(wrongSex.body.error.fields).toHaveProperty('sex');

      const huge = await t.call<ErrorBody>('POST', SIGN_UP, {
        body: signUpBody({ email: `${'a'.repeat(200_000)}@example.com`, password: 'p'.repeat(200_000) }),
      });
      expect(huge.status).toBe(400);
      expect(huge.body.error.fields).toMatchObject({ password: 'maximum length of 150' });

      const wrongTypes = await t.call<ErrorBody>('POST', SIGN_UP, { body: { ...signUpBody(), email: { $ne: 1 } } });
      expect(wrongTypes.status).toBe(400);
    });
  });

  describe('players.signIn', () => {
    it('answers tokens and the user, and the same 401 for an unknown e-mail and a wrong password', async () => {
      const player = await signUpPlayer(t);
      const ok = await signIn(player.email.toUpperCase(), player.password);
      expect(ok.status).toBe(200);
      expect(ok.body.result).toEqual({
        token: expect.any(String),
        refreshToken: expect.any(String),
        user: { uuid: player.uuid, email: player.email },
      });

      const wrongPassword = await signIn(player.email, 'Wrong-Password-9');
      const unknownEmail = await signIn('nobody-here@example.com', 'Wrong-Password-9');
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.body).toEqual(unknownEmail.body);
      expect(wrongPassword.body.error.message).toBe('Invalid email or password');
    });

    it('refuses bad input with field messages', async () => {
      const { status, body } = await t.call<ErrorBody>('POST', SIGN_IN, { body: { email: 'nope', password: '' } });
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({ email: 'Invalid email address', password: 'required' });
      expect((await t.call('POST', SIGN_IN, { body: {} })).status).toBe(400);
      expect((await t.call('POST', SIGN_IN, { body: { email: ['a'], password: 7 } })).status).toBe(400);
    });

    it('throttles an e-mail address and client after 5 failures, whether or not it is registered', async () => {
      const player = await signUpPlayer(t);
      for (const email of [player.email, 'stranger-lock@example.com']) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await signIn(email, 'Wrong-Password-9')).status).toBe(401);
        }
        const locked = await signIn(email, 'Wrong-Password-9');
        expect(locked.status).toBe(429);
        expect(locked.body.error.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      }
      // The pair that failed waits, even with the right password, with a Retry-After (the pair
      // rule for other addresses is in limits.test.ts).
      const response = await fetch(t.baseUrl + SIGN_IN, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: player.email, password: player.password }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(800);
    });

    it('starts counting again after a successful sign-in', async () => {
      const player = await signUpPlayer(t);
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(player.email, 'Wrong-Password-9');
      expect((await signIn(player.email, player.password)).status).toBe(200);
      // Without the reset, the second of these would already be refused (4 + 2 > 5).
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await signIn(player.email, 'Wrong-Password-9')).status).toBe(401);
      }
      expect((await signIn(player.email, player.password)).status).toBe(200);
    });

    it('rate-limits sign-ins per caller and address', async () => {
      const player = await signUpPlayer(t);
      // The fixture signed in once; 9 more are allowed within the minute.
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        expect((await signIn(player.email, player.password)).status).toBe(200);
      }
      const limited = await signIn(player.email, player.password);
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toMatch(/^Too many attempts\. Please try again in 1 minute\.$/);
      // Another address from the same caller is not affected.
      const other = await signUpPlayer(t);
      expect((await signIn(other.email, other.password)).status).toBe(200);
    });
  });

  describe('players.refresh', () => {
    type Pair = { result: { token: string; refreshToken: string } };
    const renew = (refreshToken: string) => t.call<Pair & ErrorBody>('POST', REFRESH, { body: { refreshToken } });
    /** Moves a used refresh token's use back in time, past its grace. */
    const usedLongAgo = (refreshToken: string) =>
      t.platform.context.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1_000) })
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

    it('rotates the pair; a token used again after its grace ends the whole session', async () => {
      const player = await signUpPlayer(t);
      const first = await renew(player.refreshToken);
      expect(first.status).toBe(200);
      expect(first.body.result.refreshToken).not.toBe(player.refreshToken);
      expect((await t.call('GET', DETAILS, { token: first.body.result.token })).status).toBe(200);

      await usedLongAgo(player.refreshToken);
      const reused = await renew(player.refreshToken);
      expect(reused.status).toBe(401);
      expect(reused.body.error.message).toBe('Token expired, please login again');
      // The family is revoked: the newer refresh token and the access tokens stop working.
      expect((await renew(first.body.result.refreshToken)).status).toBe(401);
      expect((await t.call('GET', DETAILS, { token: first.body.result.token })).status).toBe(401);
      expect((await t.call('GET', DETAILS, { token: player.token })).status).toBe(401);
    });

    it('renews again with a token just replaced (its answer may have been lost): the same successor, never a second chain', async () => {
      const player = await signUpPlayer(t);
      // The player left the page before the site read this answer: the site still holds the old token.
      const lost = await renew(player.refreshToken);
      expect(lost.status).toBe(200);
      const again = await renew(player.refreshToken);
      expect(again.status).toBe(200);
      expect(again.body.result.refreshToken).toBe(lost.body.result.refreshToken);
      expect((await t.call('GET', DETAILS, { token: again.body.result.token })).status).toBe(200);
      // The one successor renews once; a second use within its grace answers the same pair again.
      const next = await renew(lost.body.result.refreshToken);
      expect(next.status).toBe(200);
      expect((await renew(again.body.result.refreshToken)).body.result.refreshToken).toBe(
        next.body.result.refreshToken,
      );

      // Once the grace is over, the first token is a stolen one: the session ends.
      await usedLongAgo(player.refreshToken);
      expect((await renew(player.refreshToken)).status).toBe(401);
      expect((await renew(next.body.result.refreshToken)).status).toBe(401);
      expect((await t.call('GET', DETAILS, { token: next.body.result.token })).status).toBe(401);
    });

    it('refuses bad input and unknown tokens', async () => {
      expect((await t.call('POST', REFRESH, { body: {} })).status).toBe(400);
      expect((await t.call('POST', REFRESH, { body: { refreshToken: '' } })).status).toBe(400);
      expect((await t.call('POST', REFRESH, { body: { refreshToken: 'x'.repeat(5000) } })).status).toBe(401);
    });
  });

  describe('auth.signOut', () => {
    it('ends the session of the bearer at once and always answers 200', async () => {
      const player = await signUpPlayer(t);
      const other = await signUpPlayer(t);
      // The body's uuid never ends anybody's session.
      const byUuid = await t.call('POST', SIGN_OUT, { body: { uuid: other.uuid } });
      expect(byUuid).toEqual({ status: 200, body: { result: { message: RESULT_MESSAGES.signedOut } } });
      expect((await t.call('GET', DETAILS, { token: other.token })).status).toBe(200);

      const out = await t.call('POST', SIGN_OUT, { body: { uuid: player.uuid }, token: player.token });
      expect(out).toEqual({ status: 200, body: { result: { message: 'Signed Out Successful' } } });
      expect((await t.call('GET', DETAILS, { token: player.token })).status).toBe(401);
      expect((await t.call('POST', REFRESH, { body: { refreshToken: player.refreshToken } })).status).toBe(401);
      // Again, with a revoked, a garbage or no token: still 200.
      expect((await t.call('POST', SIGN_OUT, { body: {}, token: player.token })).status).toBe(200);
      expect((await t.call('POST', SIGN_OUT, { body: {}, token: 'garbage' })).status).toBe(200);
      expect((await t.call('POST', SIGN_OUT, { body: {} })).status).toBe(200);
      expect((await t.call('GET', DETAILS, { token: other.token })).status).toBe(200);
    });

    it('ends the session when the client sends no body at all', async () => {
      const bare = await signUpPlayer(t);
      const emptyJson = await signUpPlayer(t);
      const post = (token: string, headers: Record<string, string> = {}) =>
        fetch(t.baseUrl + SIGN_OUT, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers } });
      expect((await post(bare.token)).status).toBe(200);
      expect((await post(emptyJson.token, { 'content-type': 'application/json' })).status).toBe(200);
      expect((await t.call('GET', DETAILS, { token: bare.token })).status).toBe(401);
      expect((await t.call('GET', DETAILS, { token: emptyJson.token })).status).toBe(401);
    });
  });

  describe('who is calling comes first', () => {
    // A caller without the right token learns nothing about a call's schema: it is refused before
    // its path, query or body are read (a 400 would name the fields an operator call takes).
    const withPlaceholders = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');
    const send = (method: string, path: string, token?: string) =>
      fetch(t.baseUrl + withPlaceholders(path) + '?page=nope', {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ bogus: ['field'] }) }),
      });

    it('answers operator calls without the operator token 401 or 403, before any validation', async () => {
      const player = await signUpPlayer(t);
      const operatorCalls = allEndpoints.filter((endpoint) => endpoint.access === 'operator');
      expect(operatorCalls.length).toBeGreaterThan(5);
      for (const endpoint of operatorCalls) {
        const anonymous = await send(endpoint.method, endpoint.path);
        expect({ call: endpoint.path, status: anonymous.status }).toEqual({ call: endpoint.path, status: 401 });
        expect(JSON.stringify(await anonymous.json())).not.toContain('fields');
        const asPlayer = await send(endpoint.method, endpoint.path, player.token);
        expect({ call: endpoint.path, status: asPlayer.status }).toEqual({ call: endpoint.path, status: 403 });
      }
    });

    it('answers player calls without a valid token 401, before any validation', async () => {
      const playerCalls = allEndpoints.filter((endpoint) => endpoint.access === 'player');
      for (const endpoint of playerCalls) {
        for (const token of [undefined, 'garbage']) {
          const answer = await send(endpoint.method, endpoint.path, token);
          expect({ call: endpoint.path, status: answer.status }).toEqual({ call: endpoint.path, status: 401 });
        }
      }
    });
  });

  describe('e-mail verification', () => {
    it('verifies once with the e-mailed link (JSON caller)', async () => {
      const player = await signUpPlayer(t);
      const token = await tokenFromMail(t, player.email, 'verify');
      const first = await t.call('GET', verifyPath(token));
      expect(first).toEqual({
        status: 200,
        body: {
          result: {
            emailVerified: true,
            message: english(PLAYER_MESSAGES.emailVerified),
            messageCode: 'player.emailVerified',
          },
        },
      });
      const details = await t.call<{ result: { isVerified: boolean } }>('GET', DETAILS, { token: player.token });
      expect(details.body.result.isVerified).toBe(true);

      const again = await t.call<ErrorBody>('GET', verifyPath(token));
      expect(again.status).toBe(400);
      expect(again.body.error.message).toBe(english(PLAYER_MESSAGES.verificationLinkInvalid));
      expect((await t.call('GET', verifyPath('x'.repeat(90)))).status).toBe(400);
    });

    it('redirects a browser to the site’s e-mail verification page', async () => {
      const player = await signUpPlayer(t);
      const token = await tokenFromMail(t, player.email, 'verify');
      const open = (value: string) =>
        fetch(t.baseUrl + verifyPath(value), { headers: { accept: 'text/html,*/*' }, redirect: 'manual' });
      const ok = await open(token);
      expect(ok.status).toBe(302);
      const location = new URL(ok.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(`${t.config.publicUrl}/email-verification`);
      expect(location.searchParams.get('emailVerified')).toBe('true');
      expect(location.searchParams.get('message')).toBe(english(PLAYER_MESSAGES.emailVerified));
      // The site shows the message in the player's language by its code.
      expect(location.searchParams.get('messageCode')).toBe('player.emailVerified');

      const used = await open(token);
      expect(used.status).toBe(302);
      const usedLocation = new URL(used.headers.get('location')!);
      expect(usedLocation.searchParams.get('emailVerified')).toBe('false');
      expect(usedLocation.searchParams.get('message')).toBe(english(PLAYER_MESSAGES.verificationLinkInvalid));
    });

    it('refuses an expired link', async () => {
      const player = await signUpPlayer(t);
      const token = await tokenFromMail(t, player.email, 'verify');
      await t.platform.context.db
        .update(playerTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(playerTokens.playerId, player.playerId));
      expect((await t.call('GET', verifyPath(token))).status).toBe(400);
    });

    it('players.resendEmail sends a new link that replaces the old one; 401 without a token', async () => {
      const player = await signUpPlayer(t);
      const oldToken = await tokenFromMail(t, player.email, 'verify');
      expect((await t.call('GET', resendPath('x'))).status).toBe(401);
      expect((await t.call('GET', resendPath('x'), { token: 'garbage' })).status).toBe(401);

      const resent = await t.call('GET', resendPath('token'), { token: player.token });
      expect(resent).toEqual({
        status: 200,
        body: {
          result: { message: english(PLAYER_MESSAGES.verificationSent), messageCode: 'player.verificationSent' },
        },
      });
      const newToken = await tokenFromMail(t, player.email, 'verify');
      expect(newToken).not.toBe(oldToken);
      expect((await t.call('GET', verifyPath(oldToken))).status).toBe(400);
      expect((await t.call('GET', verifyPath(newToken))).status).toBe(200);

      const verified = await t.call<ErrorBody>('GET', resendPath('token'), { token: player.token });
      expect(verified.status).toBe(400);
      expect(verified.body.error.message).toBe(english(PLAYER_MESSAGES.alreadyVerified));
    });

    it('rate-limits resending per player', async () => {
      const player = await signUpPlayer(t);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await t.call('GET', resendPath('token'), { token: player.token })).status).toBe(200);
      }
      expect((await t.call('GET', resendPath('token'), { token: player.token })).status).toBe(429);
    });
  });

  describe('password reset', () => {
    it('answers the same for registered and unknown addresses and mails a link only to an account', async () => {
      const player = await signUpPlayer(t);
      const known = await t.call('GET', requestResetPath(player.email.toUpperCase()));
      const unknown = await t.call('GET', requestResetPath('nobody-reset@example.com'));
      expect(known).toEqual({
        status: 200,
        body: { result: { message: RESULT_MESSAGES.resetLinkSent, messageCode: 'player.resetLinkSent' } },
      });
      expect(unknown).toEqual(known);
      expect(await mailTo(t, 'nobody-reset@example.com')).toEqual([]);
      const [mail] = await mailTo(t, player.email);
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password\\?token=[\\w-]{20,}$`));
      expect(mail!.text).toContain('expires in 1 hour');
    });

    it('refuses an invalid address with a field message', async () => {
      const { status, body } = await t.call<ErrorBody>('GET', requestResetPath('not-an-email'));
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({ email: 'Invalid email address' });
      expect((await t.call('GET', requestResetPath('%20'))).status).toBe(400);
    });

    it('rate-limits reset requests per caller and address', async () => {
      const email = 'reset-limit@example.com';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await t.call('GET', requestResetPath(email))).status).toBe(200);
      }
      expect((await t.call('GET', requestResetPath(email))).status).toBe(429);
    });

    it('sets a new password once with the link, ends every session and invalidates the link', async () => {
      const player = await signUpPlayer(t);
      await t.call('GET', requestResetPath(player.email));
      const hash = await tokenFromMail(t, player.email, 'reset');

      const bad = await t.call<ErrorBody>('PUT', resetPath(hash), {
        body: { newPassword: 'short', confirmPassword: 'other' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        newPassword: 'minimum length of 8',
        confirmPassword: 'passwords must match',
      });
      expect((await t.call('PUT', resetPath(hash), { body: {} })).status).toBe(400);

      const newPassword = 'Brand-New-Password-3';
      const done = await t.call('PUT', resetPath(hash), { body: { newPassword, confirmPassword: newPassword } });
      expect(done).toEqual({
        status: 200,
        body: { result: { message: english(PLAYER_MESSAGES.passwordReset), messageCode: 'player.passwordReset' } },
      });
      expect((await t.call('GET', DETAILS, { token: player.token })).status).toBe(401);
      expect((await signIn(player.email, player.password)).status).toBe(401);
      const fresh = await signIn(player.email, newPassword);
      expect(fresh.status).toBe(200);
      const details = await t.call<{ result: { isVerified: boolean } }>('GET', DETAILS, {
        token: fresh.body.result.token,
      });
      expect(details.body.result.isVerified).toBe(true);

      const reused = await t.call<ErrorBody>('PUT', resetPath(hash), {
        body: { newPassword: 'Another-Password-4', confirmPassword: 'Another-Password-4' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.error.message).toBe(english(PLAYER_MESSAGES.resetLinkInvalid));
    });

    it('refuses an unknown or expired link; a newer request replaces the older link', async () => {
      const player = await signUpPlayer(t);
      const body = { newPassword: 'Brand-New-Password-3', confirmPassword: 'Brand-New-Password-3' };
      expect((await t.call('PUT', resetPath('unknown-hash'), { body })).status).toBe(400);

      await t.call('GET', requestResetPath(player.email));
      const older = await tokenFromMail(t, player.email, 'reset');
      await t.call('GET', requestResetPath(player.email));
      const newer = await tokenFromMail(t, player.email, 'reset');
      expect((await t.call('PUT', resetPath(older), { body })).status).toBe(400);

      await t.platform.context.db
        .update(playerTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(playerTokens.playerId, player.playerId));
      expect((await t.call('PUT', resetPath(newer), { body })).status).toBe(400);
      expect((await signIn(player.email, player.password)).status).toBe(200);
    });
  });
});
