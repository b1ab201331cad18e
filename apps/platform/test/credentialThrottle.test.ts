// Every call that checks a password or a two-factor code counts wrong answers as sign-in does
// (issue 28, point 3): per (account, client address), per client address and per account, with
// the sign-in's limits and message, so a stolen access token is no password oracle; and wrong
// codes count only after the right password, so a stranger's codes never lock the owner out.
import { buildPath, playersApi, type SignInResult, type TwoFactorSetup } from '@casino/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { signUpPlayer, type SignedUpPlayer, startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';

const SIGN_IN = buildPath(playersApi.signIn);
const SETUP = buildPath(playersApi.setupTwoFactor);
const ENABLE = buildPath(playersApi.enableTwoFactor);
const DISABLE = buildPath(playersApi.disableTwoFactor);
const UPDATE = buildPath(playersApi.update);
const TIME_OUT = buildPath(playersApi.takeTimeOut);
const SELF_EXCLUDE = buildPath(playersApi.selfExclude);
const RESUME = buildPath(playersApi.requestResume);
const CLOSE = buildPath(playersApi.closeAccount);
const RG = buildPath(playersApi.getResponsibleGaming);

const FAILED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
const WRONG = 'Wrong-Password-9';

interface Answer {
  status: number;
  body: { result?: SignInResult; error?: { message: string; reason?: string } };
}

/** Each call that checks the password, with a wrong one (nothing changes when refused). */
const WRONG_PASSWORD_CALLS: [string, string, string, Record<string, unknown>][] = [
  ['self-exclusion resume', 'POST', RESUME, { password: WRONG }],
  ['account closure', 'POST', CLOSE, { password: WRONG }],
  ['time-out', 'POST', TIME_OUT, { period: '24h', password: WRONG }],
  ['self-exclusion', 'POST', SELF_EXCLUDE, { period: '6m', password: WRONG }],
  ['two-factor set-up', 'POST', SETUP, { password: WRONG }],
  [
    'password change',
    'PUT',
    UPDATE,
    {
      action: 'password',
      currentPassword: WRONG,
      newPassword: 'Other-Password-2',
      confirmPassword: 'Other-Password-2',
    },
  ],
  ['e-mail change', 'PUT', UPDATE, { action: 'email', email: 'elsewhere@example.com', password: WRONG }],
];

describe.each(databaseKinds)('the credential throttle on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  let addresses = 0;
  /** A client address of its own (the platform believes X-Forwarded-For from the test's 127.0.0.1). */
  const newAddress = () => {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', TRUST_PROXY: '127.0.0.1' }, { clock });
  });
  afterAll(() => t?.close());

  const call = (method: string, path: string, from: string, body: unknown, token?: string) =>
    t.call(method, path, {
      body,
      ...(token ? { token } : {}),
      headers: { 'x-forwarded-for': from },
    }) as Promise<Answer>;
  const signIn = (player: { email: string }, password: string, from: string, extra: Record<string, unknown> = {}) =>
    call('POST', SIGN_IN, from, { email: player.email, password, ...extra });
  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

  /** Two-factor sign-in on for `player` (from the test's own address): its secret. */
  async function enrol(player: SignedUpPlayer): Promise<string> {
    const setup = await t.call<{ result: TwoFactorSetup }>('POST', SETUP, {
      token: player.token,
      body: { password: player.password },
    });
    const { secret } = setup.body.result;
    const enabled = await t.call('POST', ENABLE, { token: player.token, body: { code: await codeAt(secret) } });
    expect(enabled.status).toBe(200);
    clock.advance(30_000); // the enrolment's code is spent
    return secret;
  }

  describe('wrong passwords with a stolen access token', () => {
    it.each(WRONG_PASSWORD_CALLS)(
      '%s: refused with 429 after the sign-in limit of 5',
      async (_name, method, path, body) => {
        const player = await signUpPlayer(t);
        const thief = newAddress();
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await call(method, path, thief, body, player.token)).status).toBe(400);
        }
        const refused = await call(method, path, thief, body, player.token);
        expect(refused.status).toBe(429);
        expect(refused.body.error?.message).toBe(FAILED_MESSAGE);
        // One throttle: the address that guessed cannot go on guessing at sign-in either.
        expect((await signIn(player, WRONG, thief)).status).toBe(429);
        // The player, from elsewhere, is not refused, and nothing changed.
        expect((await signIn(player, player.password, newAddress())).status).toBe(200);
        const state = await t.call<{ result: { closedAt: string | null; timeOut: unknown; selfExclusion: unknown } }>(
          'GET',
          RG,
          { token: player.token },
        );
        expect(state.body.result).toMatchObject({ closedAt: null, timeOut: null, selfExclusion: null });
      },
    );

    it('counts per client address, whoever the player: 50 wrong answers on 10 accounts refuse the 11th', async () => {
      const thief = newAddress();
      for (let account = 0; account < 10; account += 1) {
        const player = await signUpPlayer(t);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await call('POST', RESUME, thief, { password: WRONG }, player.token)).status).toBe(400);
        }
      }
      const another = await signUpPlayer(t);
      const refused = await call('POST', CLOSE, thief, { password: WRONG }, another.token);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toBe(FAILED_MESSAGE);
    });

    it('counts per player: 30 wrong answers spread over addresses refuse a new address, not the usual one', async () => {
      const player = await signUpPlayer(t);
      const usual = newAddress();
      expect((await signIn(player, player.password, usual)).status).toBe(200);
      const spread = Array.from({ length: 10 }, newAddress);
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const from = spread[attempt % 10]!;
        expect((await call('POST', RESUME, from, { password: WRONG }, player.token)).status).toBe(400);
      }
      expect((await call('POST', RESUME, newAddress(), { password: WRONG }, player.token)).status).toBe(429);
      expect((await signIn(player, player.password, newAddress())).status).toBe(429);
      expect((await signIn(player, player.password, usual)).status).toBe(200);
    });
  });

  describe('wrong two-factor codes', () => {
    it('time-out with the right password: refused with 429 after 5 wrong codes', async () => {
      const player = await signUpPlayer(t);
      await enrol(player);
      const from = newAddress();
      const body = { period: '24h', password: player.password, twoFactorCode: '000000' };
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await call('POST', TIME_OUT, from, body, player.token);
        expect(answer.status).toBe(403);
        expect(answer.body.error?.reason).toBe('two_factor_invalid');
      }
      const refused = await call('POST', TIME_OUT, from, body, player.token);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toBe(FAILED_MESSAGE);
    });

    it('turning it off and on: wrong codes count too', async () => {
      const player = await signUpPlayer(t);
      await enrol(player);
      const from = newAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const body = { password: player.password, code: '000000' };
        expect((await call('POST', DISABLE, from, body, player.token)).status).toBe(400);
      }
      expect(
        (await call('POST', DISABLE, from, { password: player.password, code: '000000' }, player.token)).status,
      ).toBe(429);

      const other = await signUpPlayer(t);
      await t.call('POST', SETUP, { token: other.token, body: { password: other.password } });
      const elsewhere = newAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await call('POST', ENABLE, elsewhere, { code: '000000' }, other.token)).status).toBe(400);
      }
      expect((await call('POST', ENABLE, elsewhere, { code: '000000' }, other.token)).status).toBe(429);
    });

    it('a stranger without the password sending codes does not lock the owner out', async () => {
      const owner = await signUpPlayer(t);
      const secret = await enrol(owner);
      const stranger = newAddress();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const answer = await signIn(owner, WRONG, stranger, { twoFactorCode: String(100000 + attempt) });
        expect([401, 429]).toContain(answer.status);
      }
      const signedIn = await signIn(owner, owner.password, newAddress(), { twoFactorCode: await codeAt(secret) });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.result?.token).toBeTruthy();
      clock.advance(30_000);
    });

    it('wrong codes after the right password count for that client, not for the owner at a usual address', async () => {
      const owner = await signUpPlayer(t);
      const secret = await enrol(owner);
      const usual = newAddress();
      expect((await signIn(owner, owner.password, usual, { twoFactorCode: await codeAt(secret) })).status).toBe(200);
      clock.advance(30_000);

      // A thief who has the password but not the authenticator.
      const thief = newAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await signIn(owner, owner.password, thief, { twoFactorCode: String(200000 + attempt) });
        expect(answer.status).toBe(403);
        expect(answer.body.error?.reason).toBe('two_factor_invalid');
      }
      const refused = await signIn(owner, owner.password, thief, { twoFactorCode: '000000' });
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toBe(FAILED_MESSAGE);
      // A missing code is no wrong answer: the owner's first step counts nothing.
      expect((await signIn(owner, owner.password, usual)).body.error?.reason).toBe('two_factor_required');
      const signedIn = await signIn(owner, owner.password, usual, { twoFactorCode: await codeAt(secret) });
      expect(signedIn.status).toBe(200);
      clock.advance(30_000);
    });
  });
});
