// Sessions an attacker cannot keep (issue 28, point 3): a replayed refresh token gives no second
// chain of tokens, and a change of what proves the account (two-factor sign-in turned on, the
// password, the e-mail address) ends every other session of the player, its sockets too.
import { buildPath, playersApi, SOCKET_PATH, type SignInResult, type TwoFactorSetup } from '@casino/contract';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { refreshTokens } from '../src/db/schema';
import { REFRESH_REUSE_GRACE_MS } from '../src/services/sessions';
import { mailTo, signUpPlayer, type SignedUpPlayer, startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';

const SIGN_IN = buildPath(playersApi.signIn);
const REFRESH = buildPath(playersApi.refresh);
const DETAILS = buildPath(playersApi.getDetails);
const UPDATE = buildPath(playersApi.update);
const SETUP = buildPath(playersApi.setupTwoFactor);
const ENABLE = buildPath(playersApi.enableTwoFactor);

interface ErrorBody {
  error: { code: number; message: string };
}
type Pair = { result: { token: string; refreshToken: string } } & ErrorBody;

const sessionOf = (accessToken: string) => decodeJwt(accessToken).sid as string;

describe.each(databaseKinds)('sessions an attacker cannot keep on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' }, { clock });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  const renew = (refreshToken: string) => t.call<Pair>('POST', REFRESH, { body: { refreshToken } });
  const reads = async (token: string) => (await t.call('GET', DETAILS, { token })).status;
  /** The refresh tokens ever issued in a session. */
  const chainLength = async (sessionId: string) => {
    const [row] = await t.platform.context.db
      .select({ value: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionId));
    return Number(row?.value ?? 0);
  };
  /** Another session of the same player (another browser, or a thief's). */
  const secondSession = async (player: SignedUpPlayer) => {
    const answer = await t.call<{ result: SignInResult }>('POST', SIGN_IN, {
      body: { email: player.email, password: player.password },
    });
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  /** A socket of the session of `token`, once the platform has greeted it. */
  const connected = async (token: string) => {
    const socket = io(t.baseUrl, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('login', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const closedByServer = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      if (!socket.connected) return resolve('closed before');
      const timer = setTimeout(() => reject(new Error('the socket stayed open')), 10_000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  describe('refresh tokens', () => {
    it('a token replayed within its grace answers the successor already issued: the thief holds no chain of its own', async () => {
      const victim = await signUpPlayer(t);
      const session = sessionOf(victim.token);
      const renewed = await renew(victim.refreshToken);
      expect(renewed.status).toBe(200);

      // The thief replays the victim's used token a few seconds later.
      clock.advance(5_000);
      const stolen = await renew(victim.refreshToken);
      expect(stolen.status).toBe(200);
      expect(stolen.body.result.refreshToken).toBe(renewed.body.result.refreshToken);
      expect(sessionOf(stolen.body.result.token)).toBe(session);
      expect(await chainLength(session)).toBe(2);

      // The victim's chain moves on; the thief's copy is the victim's own used token: once its
      // grace is over, using it ends the whole session (the victim signs in again, the thief has nothing).
      const victimNext = await renew(renewed.body.result.refreshToken);
      expect(victimNext.status).toBe(200);
      clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      expect((await renew(stolen.body.result.refreshToken)).status).toBe(401);
      expect((await renew(victimNext.body.result.refreshToken)).status).toBe(401);
      expect(await reads(stolen.body.result.token)).toBe(401);
    });

    it('20 renewals at once with one token all answer the same successor', async () => {
      const player = await signUpPlayer(t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => renew(player.refreshToken)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.body.result.refreshToken)).size).toBe(1);
      expect(await chainLength(sessionOf(player.token))).toBe(2);
      for (const answer of answers.slice(0, 3)) expect(await reads(answer.body.result.token)).toBe(200);
    });

    it('a reuse after the grace still ends the session', async () => {
      const player = await signUpPlayer(t);
      const renewed = await renew(player.refreshToken);
      clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      expect((await renew(player.refreshToken)).status).toBe(401);
      expect((await renew(renewed.body.result.refreshToken)).status).toBe(401);
      expect(await reads(renewed.body.result.token)).toBe(401);
    });
  });

  describe('a change of what proves the account ends the other sessions', () => {
    it('turning two-factor sign-in on: a session from before it stops reading and renewing, its socket closes', async () => {
      const player = await signUpPlayer(t);
      const before = await secondSession(player);
      const socket = await connected(before.token);
      const closed = closedByServer(socket);

      const setup = await t.call<{ result: TwoFactorSetup }>('POST', SETUP, {
        token: player.token,
        body: { password: player.password },
      });
      const code = await generate({
        secret: setup.body.result.secret,
        epoch: Math.floor(clock.now().getTime() / 1000),
      });
      expect((await t.call('POST', ENABLE, { token: player.token, body: { code } })).status).toBe(200);

      expect(await reads(before.token)).toBe(401);
      expect((await renew(before.refreshToken)).status).toBe(401);
      expect(await closed).toBe('io server disconnect');
      // The session that turned it on stays.
      expect(await reads(player.token)).toBe(200);
      expect((await renew(player.refreshToken)).status).toBe(200);
      clock.advance(30_000); // the next test's codes are of a later step
    });

    it('changing the password: the same', async () => {
      const player = await signUpPlayer(t);
      const before = await secondSession(player);
      const socket = await connected(before.token);
      const closed = closedByServer(socket);
      const changed = await t.call('PUT', UPDATE, {
        token: player.token,
        body: {
          action: 'password',
          currentPassword: player.password,
          newPassword: 'Other-Password-2',
          confirmPassword: 'Other-Password-2',
        },
      });
      expect(changed.status).toBe(200);
      expect(await reads(before.token)).toBe(401);
      expect((await renew(before.refreshToken)).status).toBe(401);
      expect(await closed).toBe('io server disconnect');
      expect(await reads(player.token)).toBe(200);
    });

    it('changing the e-mail address: when its link is opened, not before', async () => {
      const player = await signUpPlayer(t);
      const before = await secondSession(player);
      const newEmail = `moved-${player.uuid.slice(0, 8)}@example.com`;
      const asked = await t.call('PUT', UPDATE, {
        token: player.token,
        body: { action: 'email', email: newEmail, password: player.password },
      });
      expect(asked.status).toBe(200);
      // Asked, not done: the old address still signs in, and nothing ends yet.
      expect(await reads(before.token)).toBe(200);

      const socket = await connected(before.token);
      const closed = closedByServer(socket);
      const link = (await mailTo(t, newEmail))
        .flatMap((message) => message.links)
        .find((candidate) => candidate.includes('/verify-email/'));
      expect(link).toBeDefined();
      expect((await t.call('GET', new URL(link!).pathname)).status).toBe(200);

      expect(await reads(before.token)).toBe(401);
      expect((await renew(before.refreshToken)).status).toBe(401);
      expect(await closed).toBe('io server disconnect');
      // The session that asked for the change stays.
      expect(await reads(player.token)).toBe(200);
      expect((await renew(player.refreshToken)).status).toBe(200);
    });

    it('an e-mail change link whose session part was altered does nothing', async () => {
      const player = await signUpPlayer(t);
      const newEmail = `moved-${player.uuid.slice(0, 8)}@example.com`;
      await t.call('PUT', UPDATE, {
        token: player.token,
        body: { action: 'email', email: newEmail, password: player.password },
      });
      const link = (await mailTo(t, newEmail))
        .flatMap((message) => message.links)
        .find((l) => l.includes('/verify-email/'));
      const path = new URL(link!).pathname;
      const altered = `${path.slice(0, path.lastIndexOf('.') + 1)}00000000-0000-4000-8000-000000000000`;
      expect((await t.call('GET', altered)).status).toBe(400);
      expect(await reads(player.token)).toBe(200);
    });
  });
});
