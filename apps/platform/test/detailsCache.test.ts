// GET /api/players/details answers from an answer kept in the process (no database round trip),
// and every write that changes the details drops it: money (deposit, stake, payout), the players
// row (profile, gamertag, picture, e-mail verification, KYC status), the pending e-mail change.
// A read that raced a write never keeps its stale answer; ended sessions are refused at once;
// with Redis, a write made through one process is seen at once by a read on another.
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import {
  adminApi,
  authApi,
  buildPath,
  KYC_DOCUMENT_TYPES,
  playersApi,
  type PlayerDetails,
  type SignInResult,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailChanges } from '../src/db/schema';
import { DETAILS_ACK_TIMEOUT_MS, DETAILS_HEARTBEAT_STALE_MS } from '../src/realtime/detailsRelay';
import { PlayerDetailsCache } from '../src/services/players/detailsCache';
import type { SessionService } from '../src/services/sessions';
import { createScratchDatabase } from './databases';
import { mailTo, signUpPlayer, startIsolatedPlatform, tokenFromMail, type SignedUpPlayer } from './fixtures';
import { fund, gameOfType, launch, playRound } from './gamesFixtures';
import { databaseKinds, OPERATOR_TOKEN, sharedProductEnv, startTestPlatform, type TestPlatform } from './harness';
import { threeDocuments, uploadKyc } from './kycFixtures';
import { deposit, newPlayer } from './paymentsFixtures';

const DETAILS = buildPath(playersApi.getDetails);
const UPDATE_DETAILS = buildPath(playersApi.updateDetails);
const UPDATE = buildPath(playersApi.update);
const UPLOAD_PICTURE = buildPath(playersApi.uploadProfilePicture);
const SIGN_IN = buildPath(playersApi.signIn);
const SIGN_OUT = buildPath(authApi.signOut);

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** The smallest PNG the picture upload accepts (checked by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function details(t: TestPlatform, token: string): Promise<PlayerDetails> {
  const answer = await t.call<{ result: PlayerDetails }>('GET', DETAILS, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

/** The details, asked until the process answers them from what it kept (the first read keeps them). */
async function keptDetails(t: TestPlatform, player: Pick<SignedUpPlayer, 'token' | 'playerId'>) {
  await details(t, player.token);
  const answer = await details(t, player.token);
  expect(t.platform.context.services.playerDetails.get(player.playerId), 'kept in the process').toEqual(answer);
  return answer;
}

const balanceOf = (answer: PlayerDetails) => answer.accounts[0]?.value;

async function signIn(t: TestPlatform, player: SignedUpPlayer): Promise<SignInResult> {
  const answer = await t.call<{ result: SignInResult }>('POST', SIGN_IN, {
    body: { email: player.email, password: player.password },
  });
  expect(answer.status).toBe(200);
  return answer.body.result;
}

describe('PlayerDetailsCache', () => {
  const answer = { uuid: 'u' } as PlayerDetails;

  it('neither serves nor keeps answers while the link to the other processes is down', () => {
    let linkUp = true;
    const cache = new PlayerDetailsCache();
    cache.useWhile(() => linkUp);
    const read = cache.beginRead(1);
    read.keep(1, answer, null);
    read.end();
    expect(cache.get(1)).toBe(answer);
    linkUp = false;
    expect(cache.get(1)).toBeUndefined();
    const during = cache.beginRead(2);
    during.keep(2, answer, null);
    during.end();
    linkUp = true;
    expect(cache.get(2)).toBeUndefined();
  });

  it('keeps nothing read before the cache was emptied (the link came back)', () => {
    const cache = new PlayerDetailsCache();
    const known = cache.beginRead(1);
    const unknown = cache.beginRead();
    cache.clear();
    known.keep(1, answer, null);
    unknown.keep(2, answer, null);
    known.end();
    unknown.end();
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeUndefined();
  });

  it('keeps an answer only for the player it began to read, and ends it when its pending change expires', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    try {
      const cache = new PlayerDetailsCache();
      const read = cache.beginRead(1);
      read.keep(2, answer, null);
      read.keep(1, answer, new Date('2030-01-01T00:00:01Z'));
      read.end();
      expect(cache.get(2)).toBeUndefined();
      expect(cache.get(1)).toBe(answer);
      vi.setSystemTime(new Date('2030-01-01T00:00:01Z'));
      expect(cache.get(1)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(databaseKinds)('details kept in the process on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' });
  });
  afterAll(() => t?.close());

  it('a kept answer shows a deposit, then every stake and payout, at once', async () => {
    const player = await newPlayer(t);
    expect(balanceOf(await keptDetails(t, player))).toBe('0.00');

    await deposit(t, player, '25.00');
    expect(balanceOf(await keptDetails(t, player))).toBe('25.00');

    const dice = await gameOfType(t, 'Instant');
    const launched = await launch(t, dice, { player, demo: false });
    expect(launched.status).toBe(200);
    const outcomes = new Set<boolean>();
    // Target 50 wins about one round in two: both a payout and a lost stake come within a few rounds.
    for (let round = 0; round < 60 && outcomes.size < 2; round += 1) {
      const played = await playRound(t, launched.token, {
        roundId: randomUUID(),
        stake: '0.10',
        choice: { target: 50 },
      });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      outcomes.add(played.body.result.won);
      expect(balanceOf(await keptDetails(t, player))).toBe(played.body.result.balance);
    }
    expect(outcomes).toEqual(new Set([true, false]));
  });

  it('a kept answer shows changes of the profile, gamertag, picture, e-mail verification and KYC at once', async () => {
    const player = await signUpPlayer(t);
    expect(await keptDetails(t, player)).toMatchObject({ city: 'Dublin', isVerified: false, kycStatus: null });

    const profile = {
      firstName: 'Grace',
      lastName: 'Hopper',
      dob: '1986-12-09',
      phoneNumber: '+353861234999',
      address: '2 Harbour Road',
      city: 'Galway',
      country: 'Ireland',
      consent: true,
    };
    expect((await t.call('PUT', UPDATE_DETAILS, { token: player.token, body: profile })).status).toBe(200);
    expect(await keptDetails(t, player)).toMatchObject({ firstName: 'Grace', city: 'Galway' });

    const username = `gt${randomUUID().slice(0, 8)}`;
    expect((await t.call('PUT', UPDATE, { token: player.token, body: { action: 'username', username } })).status).toBe(
      200,
    );
    expect((await keptDetails(t, player)).username).toBe(username);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(t.baseUrl + UPLOAD_PICTURE, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(uploaded.status).toBe(200);
    const { profilePicture } = ((await uploaded.json()) as { result: { profilePicture: string } }).result;
    expect((await keptDetails(t, player)).profilePicture).toBe(profilePicture);

    const token = await tokenFromMail(t, player.email, 'verify');
    expect((await t.call('GET', buildPath(playersApi.verifyEmail, { token }))).status).toBe(200);
    expect((await keptDetails(t, player)).isVerified).toBe(true);

    expect((await uploadKyc(t, player.token, player.uuid, threeDocuments())).status).toBe(200);
    expect((await keptDetails(t, player)).kycStatus).toBe('pending');
    for (const type of KYC_DOCUMENT_TYPES) {
      const review = await t.call(
        'POST',
        buildPath(adminApi.reviewKycDocument, { playerUuid: player.uuid, type } as never),
        {
          token: OPERATOR_TOKEN,
          body: { decision: 'approve' },
        },
      );
      expect(review.status).toBe(200);
    }
    expect((await keptDetails(t, player)).kycStatus).toBe('approved');
  });

  it('a kept answer shows a pending e-mail change, its cancellation and its completion at once', async () => {
    const player = await signUpPlayer(t);
    expect((await keptDetails(t, player)).pendingEmail).toBeNull();
    const change = (email: string) =>
      t.call('PUT', UPDATE, { token: player.token, body: { action: 'email', email, password: player.password } });
    const linkIn = async (to: string, marker: string) => {
      for (const message of await mailTo(t, to)) {
        const link = message.links.find((candidate) => candidate.includes(marker));
        if (link) return new URL(link).pathname;
      }
      throw new Error(`no ${marker} link in mail to ${to}`);
    };

    const cancelled = `cancelled-${randomUUID().slice(0, 8)}@example.org`;
    expect((await change(cancelled)).status).toBe(200);
    expect((await keptDetails(t, player)).pendingEmail).toBe(cancelled);
    expect((await t.call('GET', await linkIn(player.email, '/email-change/cancel/'))).status).toBe(200);
    expect((await keptDetails(t, player)).pendingEmail).toBeNull();

    const moved = `moved-${randomUUID().slice(0, 8)}@example.org`;
    expect((await change(moved)).status).toBe(200);
    expect((await keptDetails(t, player)).pendingEmail).toBe(moved);
    expect((await t.call('GET', await linkIn(moved, '/verify-email/'))).status).toBe(200);
    expect(await keptDetails(t, player)).toMatchObject({ email: moved, pendingEmail: null, isVerified: true });
  });

  it('a kept answer with a pending e-mail change ends when the change expires, as the query would', async () => {
    const player = await signUpPlayer(t);
    const email = `expiring-${randomUUID().slice(0, 8)}@example.org`;
    const asked = await t.call('PUT', UPDATE, {
      token: player.token,
      body: { action: 'email', email, password: player.password },
    });
    expect(asked.status).toBe(200);
    const expiresAt = new Date(Date.now() + 2_000);
    await t.platform.context.db
      .update(emailChanges)
      .set({ expiresAt })
      .where(eq(emailChanges.playerId, player.playerId));
    expect((await keptDetails(t, player)).pendingEmail).toBe(email);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect((await details(t, player.token)).pendingEmail).toBeNull();
  });

  it('refuses an ended session at once though its answer was kept', async () => {
    const player = await signUpPlayer(t);
    const other = await signIn(t, player);
    await keptDetails(t, player);
    expect((await details(t, other.token)).uuid).toBe(player.uuid);

    expect((await t.call('POST', SIGN_OUT, { token: other.token })).status).toBe(200);
    expect((await t.call('GET', DETAILS, { token: other.token })).status).toBe(401);
    // The player's other session still gets the kept answer.
    expect(await details(t, player.token)).toEqual(t.platform.context.services.playerDetails.get(player.playerId));

    const third = await signIn(t, player);
    expect((await details(t, third.token)).uuid).toBe(player.uuid);
    const newPassword = 'Changed-Password-5';
    const changed = await t.call('PUT', UPDATE, {
      token: player.token,
      body: { action: 'password', currentPassword: player.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', DETAILS, { token: third.token })).status).toBe(401);
    expect((await details(t, player.token)).uuid).toBe(player.uuid);
  });

  describe('a read that raced a write does not keep its answer', () => {
    /**
     * The next details query of the process runs, then `write` commits and tells its change, then
     * the read goes on to keep what its query found: the order a slow read meets a write in.
     */
    const writeAfterTheNextQuery = (write: () => Promise<void>) => {
      const { sessions } = t.platform.context.services;
      const verifyWith = sessions.verifyWith.bind(sessions);
      vi.spyOn(sessions, 'verifyWith').mockImplementationOnce((async (...args: Parameters<typeof verifyWith>) => {
        const found = await verifyWith(...args);
        await write();
        return found;
      }) as SessionService['verifyWith']);
    };

    it('of a session the process knew', async () => {
      const player = await signUpPlayer(t);
      await keptDetails(t, player);
      await fund(t, player.playerId, '1.00');
      writeAfterTheNextQuery(() => fund(t, player.playerId, '2.00'));
      // This read queried before the second deposit: it answers what it found...
      expect(balanceOf(await details(t, player.token))).toBe('1.00');
      // ...and kept nothing: the next read sees the deposit.
      expect(t.platform.context.services.playerDetails.get(player.playerId)).toBeUndefined();
      expect(balanceOf(await keptDetails(t, player))).toBe('3.00');
    });

    it('of a session new to the process', async () => {
      const player = await signUpPlayer(t);
      const session = await signIn(t, player);
      writeAfterTheNextQuery(() => fund(t, player.playerId, '4.00'));
      expect(balanceOf(await details(t, session.token))).toBe('0.00');
      expect(t.platform.context.services.playerDetails.get(player.playerId)).toBeUndefined();
      expect(balanceOf(await keptDetails(t, { token: session.token, playerId: player.playerId }))).toBe('4.00');
    });
  });
});

describe.skipIf(!redisUrl || !databaseUrl)('details kept in two platforms sharing Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: TestPlatform;
  let b: TestPlatform;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const env = { ...sharedProductEnv(scratch.url, redisUrl!), SPORTSBOOK_TICK_MS: '0' };
    a = await startTestPlatform('postgres', env); // migrates and seeds the shared database
    b = await startTestPlatform('postgres', env);
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await scratch?.drop();
  });

  it('a deposit and a profile change made through A are seen at once by B, which had the answer kept', async () => {
    const player = await newPlayer(a);
    expect(balanceOf(await keptDetails(b, player))).toBe('0.00');
    await deposit(a, player, '30.00');
    expect(balanceOf(await keptDetails(b, player))).toBe('30.00');

    const profile = {
      firstName: 'Ada',
      lastName: 'Byron',
      dob: '1990-05-17',
      phoneNumber: '+353861234567',
      address: '3 Quay Street',
      city: 'Cork',
      country: 'Ireland',
      consent: true,
    };
    expect((await a.call('PUT', UPDATE_DETAILS, { token: player.token, body: profile })).status).toBe(200);
    expect(await keptDetails(b, player)).toMatchObject({ lastName: 'Byron', city: 'Cork' });
  });

  it('B answers from the database once its link is cut, and hears A again once it is back', async () => {
    const player = await newPlayer(a);
    await keptDetails(b, player);

    // The listening links are cut by the server (A and B share the prefix, so both are): B must
    // stop answering from what it kept.
    const admin = createClient({ url: redisUrl! });
    await admin.connect();
    try {
      const clients = String(await admin.sendCommand(['CLIENT', 'LIST', 'TYPE', 'pubsub'])).split('\n');
      const listeners = clients.filter((line) => line.includes(` name=${b.config.redisPrefix}:player-details `));
      expect(listeners, 'A and B listen under the prefix').toHaveLength(2);
      for (const line of listeners) {
        await admin.sendCommand(['CLIENT', 'KILL', 'ID', /^id=(\d+)/.exec(line)![1]!]);
      }
    } finally {
      await admin.close();
    }
    await vi.waitFor(() => expect(b.platform.context.services.playerDetails.get(player.playerId)).toBeUndefined(), {
      timeout: 5_000,
      interval: 20,
    });

    // Back: B keeps answers again, and a change made through A reaches it.
    await vi.waitFor(() => keptDetails(b, player), { timeout: 10_000, interval: 100 });
    await fund(a, player.playerId, '7.00');
    expect(balanceOf(await keptDetails(b, player))).toBe('7.00');
  });
});

/**
 * A TCP relay in front of Redis that can go silent on the links whose first bytes name `marker`
 * (a client's name): their bytes are held, both ways, with the sockets open, as on a stalled or
 * half-open connection that neither end has noticed; the server still counts such a subscriber.
 */
async function silenceableRelay(target: URL, marker: string) {
  const links: { client: Socket; server: Socket; named: boolean; toServer: Buffer[]; toClient: Buffer[] }[] = [];
  let silent = false;
  const relay: Server = createServer((client) => {
    const server = connect(Number(target.port || 6379), target.hostname);
    const link = { client, server, named: false, toServer: [] as Buffer[], toClient: [] as Buffer[] };
    links.push(link);
    const held = () => silent && link.named;
    client.on('data', (chunk) => {
      if (!link.named && chunk.includes(marker)) link.named = true;
      if (held()) link.toServer.push(chunk);
      else server.write(chunk);
    });
    server.on('data', (chunk) => {
      if (held()) link.toClient.push(chunk);
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((listening) => relay.listen(0, '127.0.0.1', listening));
  const { port } = relay.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Whether a link named by the marker is open through the relay. */
    sawNamedLink: () => links.some((link) => link.named && !link.client.destroyed),
    /** Holds the named links' bytes (true), or lets them and what was held through (false). */
    silence(on: boolean) {
      silent = on;
      if (on) return;
      for (const link of links) {
        for (const chunk of link.toServer.splice(0)) link.server.write(chunk);
        for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
      }
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      await new Promise((closed) => relay.close(closed));
    },
  };
}

describe.skipIf(!redisUrl || !databaseUrl)('details kept by a platform whose link goes silent', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let relay: Awaited<ReturnType<typeof silenceableRelay>>;
  let a: TestPlatform;
  let b: TestPlatform;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const env: Record<string, string> = { ...sharedProductEnv(scratch.url, redisUrl!), SPORTSBOOK_TICK_MS: '0' };
    relay = await silenceableRelay(new URL(redisUrl!), `${env.REDIS_PREFIX}:player-details`);
    a = await startTestPlatform('postgres', env);
    // B reaches Redis through the relay (all its links; only its listening link will go silent).
    b = await startTestPlatform('postgres', { ...env, REDIS_URL: relay.url });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await relay?.close();
    await scratch?.drop();
  });

  it('B stops answering from what it kept before A, which waits for B in vain, answers a deposit', async () => {
    expect(relay.sawNamedLink(), "B's listening link goes through the relay").toBe(true);
    const player = await newPlayer(a);
    expect(balanceOf(await keptDetails(b, player))).toBe('0.00');

    relay.silence(true);
    const started = performance.now();
    await deposit(a, player, '12.00');
    // A waited for B's acknowledgement, which never came (the server counted B as listening).
    expect(performance.now() - started).toBeGreaterThanOrEqual(DETAILS_ACK_TIMEOUT_MS - 100);
    expect(b.platform.context.services.playerDetails.get(player.playerId), 'B no longer answers from its cache').toBe(
      undefined,
    );
    expect(balanceOf(await details(b, player.token))).toBe('12.00');

    // The link speaks again: B hears A's change, then keeps answers again, true ones.
    relay.silence(false);
    await vi.waitFor(() => keptDetails(b, player), { timeout: 10_000, interval: 100 });
    expect(balanceOf(await keptDetails(b, player))).toBe('12.00');
    await fund(a, player.playerId, '3.00');
    expect(balanceOf(await keptDetails(b, player))).toBe('15.00');
  });

  it('notices the silence within the heartbeat limit, with no change to tell it', async () => {
    const player = await newPlayer(a);
    await keptDetails(b, player);
    relay.silence(true);
    try {
      await vi.waitFor(() => expect(b.platform.context.services.playerDetails.get(player.playerId)).toBeUndefined(), {
        timeout: DETAILS_HEARTBEAT_STALE_MS * 3,
        interval: 20,
      });
    } finally {
      relay.silence(false);
    }
  });
});
