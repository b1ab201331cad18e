// Signed-in calls trust a session this process verified in the last seconds (SESSION_CACHE_TTL_MS)
// without reading it again; ending a session still refuses it at once, in this process and, through
// Redis, in every other one. The cache never keeps a session past its expiry.
import { authApi, buildPath, playersApi, type PlayerDetails, type SignInResult } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions as sessionsTable } from '../src/db/schema';
import { TOKEN_EXPIRED_MESSAGE } from '../src/services/sessions';
import { createScratchDatabase } from './databases';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { databaseKinds, sharedProductEnv, startTestPlatform, type TestPlatform } from './harness';
import { english } from '../src/services/errors';

const SIGN_IN = buildPath(playersApi.signIn);
const SIGN_OUT = buildPath(authApi.signOut);
const DETAILS = buildPath(playersApi.getDetails);
const PREFERENCES = buildPath(playersApi.getPreferences);
const UPDATE = buildPath(playersApi.update);
const SESSIONS = buildPath(playersApi.listSessions);
const endSession = (id: string) => buildPath(playersApi.endSession, { id });

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

interface ErrorBody {
  error: { code: number; message: string };
}

const sessionIdOf = (token: string) => decodeJwt(token).sid as string;

async function signIn(t: TestPlatform, player: SignedUpPlayer): Promise<SignInResult> {
  const answer = await t.call<{ result: SignInResult }>('POST', SIGN_IN, {
    body: { email: player.email, password: player.password },
  });
  expect(answer.status).toBe(200);
  return answer.body.result;
}

/** Ends a session in the database only, as no revoking call does: nobody is told. */
async function revokeBehindTheCache(t: TestPlatform, token: string): Promise<void> {
  await t.platform.context.db
    .update(sessionsTable)
    .set({ revokedAt: new Date(), revokedReason: 'test' })
    .where(eq(sessionsTable.id, sessionIdOf(token)));
}

async function expectRefused(t: TestPlatform, token: string): Promise<void> {
  for (const path of [PREFERENCES, DETAILS]) {
    const answer = await t.call<ErrorBody>('GET', path, { token });
    expect(answer.status, path).toBe(401);
    expect(answer.body.error.message).toBe(english(TOKEN_EXPIRED_MESSAGE));
  }
}

describe.each(databaseKinds)('verified sessions cached in the process on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' });
  });
  afterAll(() => t?.close());

  it('trusts a session it verified a moment ago without reading it again', async () => {
    const player = await signUpPlayer(t);
    expect((await t.call('GET', PREFERENCES, { token: player.token })).status).toBe(200);
    await revokeBehindTheCache(t, player.token);
    // Within SESSION_CACHE_TTL_MS the process answers from what it verified...
    expect((await t.call('GET', PREFERENCES, { token: player.token })).status).toBe(200);
    // ...while the details, whose one query checks the session itself, see the revocation.
    expect((await t.call('GET', DETAILS, { token: player.token })).status).toBe(401);
  });

  it('refuses a signed-out access token on the next call though it was cached', async () => {
    const player = await signUpPlayer(t);
    expect((await t.call('GET', PREFERENCES, { token: player.token })).status).toBe(200);
    expect((await t.call('POST', SIGN_OUT, { token: player.token })).status).toBe(200);
    await expectRefused(t, player.token);
  });

  it('refuses at once sessions ended by End session, End all other sessions and a password change', async () => {
    const player = await signUpPlayer(t);
    const [ended, other, third] = [await signIn(t, player), await signIn(t, player), await signIn(t, player)];
    for (const session of [ended, other, third]) {
      expect((await t.call('GET', PREFERENCES, { token: session.token })).status).toBe(200);
    }

    expect((await t.call('DELETE', endSession(sessionIdOf(ended.token)), { token: player.token })).status).toBe(200);
    await expectRefused(t, ended.token);
    expect((await t.call('GET', PREFERENCES, { token: other.token })).status).toBe(200);

    expect((await t.call('DELETE', SESSIONS, { token: player.token })).status).toBe(200);
    await expectRefused(t, other.token);
    await expectRefused(t, third.token);

    const fourth = await signIn(t, player);
    expect((await t.call('GET', PREFERENCES, { token: fourth.token })).status).toBe(200);
    const newPassword = 'Changed-Password-5';
    const changed = await t.call('PUT', UPDATE, {
      token: player.token,
      body: { action: 'password', currentPassword: player.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    await expectRefused(t, fourth.token);
    expect((await t.call('GET', PREFERENCES, { token: player.token })).status).toBe(200);
  });

  it('never keeps a session past its expiry', async () => {
    const player = await signUpPlayer(t);
    const expiresAt = new Date(Date.now() + 1_500);
    await t.platform.context.db
      .update(sessionsTable)
      .set({ expiresAt })
      .where(eq(sessionsTable.id, sessionIdOf(player.token)));
    expect((await t.call('GET', PREFERENCES, { token: player.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    await expectRefused(t, player.token);
  });
});

describe.skipIf(!redisUrl || !databaseUrl)('verified sessions cached in two platforms sharing Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: TestPlatform;
  let b: TestPlatform;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const env = {
      ...sharedProductEnv(scratch.url, redisUrl!),
      SPORTSBOOK_TICK_MS: '0',
    };
    a = await startTestPlatform('postgres', env); // migrates and seeds the shared database
    b = await startTestPlatform('postgres', env);
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await scratch?.drop();
  });

  it('a session ended on A is refused at once on B, which had it cached', async () => {
    const player = await signUpPlayer(a);
    const [kept, signedOut, ended] = [await signIn(a, player), await signIn(a, player), await signIn(a, player)];
    for (const session of [kept, signedOut, ended]) {
      expect((await b.call('GET', PREFERENCES, { token: session.token })).status).toBe(200);
    }
    // B trusts what it verified: a revocation nobody announces is not seen there for a while.
    await revokeBehindTheCache(a, kept.token);
    expect((await b.call('GET', PREFERENCES, { token: kept.token })).status).toBe(200);

    expect((await a.call('POST', SIGN_OUT, { token: signedOut.token })).status).toBe(200);
    await expectRefused(b, signedOut.token);

    expect((await a.call('DELETE', endSession(sessionIdOf(ended.token)), { token: player.token })).status).toBe(200);
    await expectRefused(b, ended.token);

    const details = await b.call<{ result: PlayerDetails }>('GET', DETAILS, { token: player.token });
    expect(details.status).toBe(200);
    expect(details.body.result.accounts).toHaveLength(1);
  });
});
