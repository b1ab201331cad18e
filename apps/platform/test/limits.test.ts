// Limits that hold: the client address is the connection's unless TRUST_PROXY names the proxy,
// sign-up is limited, and failed sign-ins throttle the (account, address) pair that fails instead
// of locking the account for everybody.
import { randomBytes } from 'node:crypto';
import { buildPath, playersApi, type SignInResult } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildPlatform, type ChildPlatform } from './childPlatform';
import { signUpBody, signUpPlayer } from './fixtures';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';

const SIGN_UP = buildPath(playersApi.signUp);
const SIGN_IN = buildPath(playersApi.signIn);
const FAILED_MESSAGE = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

interface Answer {
  status: number;
  retryAfter: number | null;
  body: { result?: SignInResult; error?: { message: string } };
}

/** A POST with an optional X-Forwarded-For (a spoofed one, or the trusted proxy's). */
async function post(
  t: Pick<TestPlatform, 'baseUrl'>,
  path: string,
  body: unknown,
  forwardedFor?: string,
): Promise<Answer> {
  const response = await fetch(t.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    body: (await response.json()) as Answer['body'],
  };
}

const signIn = (t: Pick<TestPlatform, 'baseUrl'>, email: string, password: string, from?: string) =>
  post(t, SIGN_IN, { email, password }, from);

describe.each(databaseKinds)('limits on %s', (kind) => {
  describe('without TRUST_PROXY (the default)', () => {
    let t: TestPlatform;
    beforeAll(async () => {
      t = await startTestPlatform(kind, { SIGN_UP_LIMIT_PER_HOUR: '3' });
    });
    afterAll(() => t?.close());

    it('ignores a rotating X-Forwarded-For: failures on many accounts from one address reach 429', async () => {
      // 50 failures on 50 addresses, each with another forged client address.
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        const answer = await signIn(t, `nobody${attempt}@example.com`, 'Wrong-Password-9', `198.51.100.${attempt}`);
        expect(answer.status).toBe(401);
      }
      const refused = await signIn(t, 'nobody51@example.com', 'Wrong-Password-9', '198.51.100.51');
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toMatch(FAILED_MESSAGE);
      expect(refused.retryAfter).toBeGreaterThan(0);
    });

    it('limits sign-ups per address, however the header rotates', async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await post(t, SIGN_UP, signUpBody(), `203.0.113.${attempt}`)).status).toBe(200);
      }
      const refused = await post(t, SIGN_UP, signUpBody(), '203.0.113.99');
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(refused.retryAfter).toBeGreaterThan(3000);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestPlatform;
    beforeAll(async () => {
      // The test talks to the platform from 127.0.0.1, which plays the proxy here.
      t = await startTestPlatform(kind, { TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t?.close());

    it('throttles the attacking address only: the right password from the usual address still works', async () => {
      const usual = '192.0.2.10';
      const player = await signUpPlayer(t); // signs in once (from the proxy's own address)
      expect((await signIn(t, player.email, player.password, usual)).status).toBe(200);

      const attacker = '198.51.100.66';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await signIn(t, player.email, 'Wrong-Password-9', attacker)).status).toBe(401);
      }
      // The attacker is refused, even with the right password now.
      const refused = await signIn(t, player.email, player.password, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      expect(refused.retryAfter).toBeGreaterThan(800);

      // The player, from the usual address and from a new one, signs in.
      const fromUsual = await signIn(t, player.email, player.password, usual);
      expect(fromUsual.status).toBe(200);
      expect(fromUsual.body.result?.token).toBeTruthy();
      expect((await signIn(t, player.email, player.password, '192.0.2.11')).status).toBe(200);
    });

    it('a guess spread over many addresses stops at the account, but not for its usual addresses', async () => {
      const usual = '192.0.2.20';
      const player = await signUpPlayer(t);
      expect((await signIn(t, player.email, player.password, usual)).status).toBe(200);
      // 30 failures from 10 addresses, 3 each: no pair reaches its limit of 5.
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const from = `198.51.100.${100 + (attempt % 10)}`;
        expect((await signIn(t, player.email, 'Wrong-Password-9', from)).status).toBe(401);
      }
      // A new address is refused, even with the right password; the usual one is not.
      const stranger = await signIn(t, player.email, player.password, '203.0.113.200');
      expect(stranger.status).toBe(429);
      expect(stranger.body.error?.message).toMatch(FAILED_MESSAGE);
      expect((await signIn(t, player.email, player.password, usual)).status).toBe(200);
    });

    it('reads the client from the header the proxy appended, not from what the client put before it', async () => {
      const player = await signUpPlayer(t);
      // A client forging "203.0.113.5" behind the proxy: the proxy appends the real address, so
      // the forged one is never the client (failures count for 192.0.2.50 every time).
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const forged = `203.0.113.${attempt}, 192.0.2.50`;
        expect((await signIn(t, player.email, 'Wrong-Password-9', forged)).status).toBe(401);
      }
      expect((await signIn(t, player.email, 'Wrong-Password-9', '203.0.113.77, 192.0.2.50')).status).toBe(429);
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)('limits shared by two platform processes on one Redis', () => {
  let a: ChildPlatform;
  let b: ChildPlatform;

  beforeAll(async () => {
    // Each process has its own embedded database: only the limits are shared, through Redis.
    const env = {
      DATA_DIR: 'memory://',
      SEED_GAMES: '10',
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `casino-test-${randomBytes(4).toString('hex')}`,
      SIGN_UP_LIMIT_PER_HOUR: '4',
    };
    [a, b] = await Promise.all([startChildPlatform(env), startChildPlatform(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('counts sign-ups made through either process against one limit', async () => {
    for (const platform of [a, b, a, b]) expect((await post(platform, SIGN_UP, signUpBody())).status).toBe(200);
    const refused = await post(a, SIGN_UP, signUpBody());
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(3000);
    expect((await post(b, SIGN_UP, signUpBody())).status).toBe(429);
  });

  it('counts failed sign-ins of a pair through either process', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    for (const platform of [a, b, a, b, a]) {
      expect((await signIn(platform, email, 'Wrong-Password-9')).status).toBe(401);
    }
    const refused = await signIn(b, email, 'Wrong-Password-9');
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });
});
