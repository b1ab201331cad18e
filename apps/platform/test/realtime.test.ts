import { randomBytes } from 'node:crypto';
import { SOCKET_PATH } from '@casino/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/db/schema';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';

async function playerWithSession(t: TestPlatform) {
  const { db } = t.platform.context;
  const { wallet, sessions } = t.platform.context.services;
  const tag = randomBytes(4).toString('hex');
  const [player] = await db
    .insert(players)
    .values({
      email: `socket-${tag}@example.com`,
      username: `socket${tag}`,
      passwordHash: 'unused',
      firstName: 'Sam',
      lastName: 'Socket',
      gender: 'other',
      dob: '1990-05-05',
      phoneNumber: '+4412345678',
      address: '2 High Street',
      city: 'London',
      country: 'United Kingdom',
      locale: 'en_GB',
      currencyCode: 'EUR',
    })
    .returning({ id: players.id, uuid: players.uuid });
  const accountId = await wallet.transact((tx) => wallet.openAccount(tx, player!.id, 'EUR'));
  const tokens = await sessions.start(player!.id, player!.uuid);
  return { ...player!, accountId, ...tokens };
}

function connect(t: TestPlatform, token: string | undefined): Socket {
  return io(t.baseUrl, {
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
}

// Generous: CI runs many database suites at once on two cores. A refused connection fails at once
// with the server's reason instead of waiting for the time-out.
const once = <T>(socket: Socket, event: string, timeoutMs = 20_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const refused = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`connection refused while waiting for ${event}: ${error.message}`));
    };
    if (event !== 'connect_error') socket.once('connect_error', refused);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      socket.off('connect_error', refused);
      resolve(payload);
    });
  });

describe.each(databaseKinds)('the wallet feed on %s', (kind) => {
  let t: TestPlatform;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('refuses a socket without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = connect(t, token);
      sockets.push(socket);
      const error = await once<Error>(socket, 'connect_error');
      expect(error.message).toBe('Unauthorized');
    }
  });

  it('sends login on connect, then each balance change to that player only', async () => {
    const alice = await playerWithSession(t);
    const bob = await playerWithSession(t);
    const aliceSocket = connect(t, alice.token);
    const bobSocket = connect(t, bob.token);
    sockets.push(aliceSocket, bobSocket);
    // Both listeners before either arrives: a login that came first would otherwise be missed.
    const bobLogin = once(bobSocket, 'login');
    const login = await once<{ uuid: string; accounts: { value: string }[] }>(aliceSocket, 'login');
    expect(login.uuid).toBe(alice.uuid);
    expect(login.accounts).toEqual([
      {
        id: alice.accountId,
        type: 'combined',
        value: '0.00',
        cash: '0.00',
        bonus: '0.00',
        held: '0.00',
        currency: { code: 'EUR', symbolNative: '€' },
      },
    ]);
    await bobLogin;

    const bobHeard: unknown[] = [];
    bobSocket.on('balanceUpdate', (payload) => bobHeard.push(payload));
    const update = once<{ id: number; type: string; value: string }[]>(aliceSocket, 'balanceUpdate');
    const started = performance.now();
    await t.platform.context.services.wallet.transact((_tx, ledger) =>
      ledger.post({
        accountId: alice.accountId,
        type: 'deposit',
        balanceDelta: 2_550n,
        referenceType: 'test',
        referenceId: 'r1',
        idempotencyKey: 'socket-deposit',
      }),
    );
    const accounts = await update;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(accounts).toEqual([
      {
        id: alice.accountId,
        type: 'combined',
        value: '25.50',
        cash: '25.50',
        bonus: '0.00',
        held: '0.00',
        currency: { code: 'EUR', symbolNative: '€' },
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobHeard).toEqual([]);
  });

  it('drops a socket whose session has ended from the next connection on', async () => {
    const carol = await playerWithSession(t);
    const { sessionId } = await t.platform.context.services.sessions.verify(carol.token);
    await t.platform.context.services.sessions.revoke(sessionId);
    const socket = connect(t, carol.token);
    sockets.push(socket);
    expect((await once<Error>(socket, 'connect_error')).message).toBe('Unauthorized');
  });

  it('closes a connected socket at once when its session ends by sign-out, and hears nothing after', async () => {
    const dave = await playerWithSession(t);
    const otherSession = await t.platform.context.services.sessions.start(dave.id, dave.uuid);
    const signedOut = connect(t, dave.token);
    const stillIn = connect(t, otherSession.token);
    sockets.push(signedOut, stillIn);
    await Promise.all([once(signedOut, 'login'), once(stillIn, 'login')]);
    const heardAfter: unknown[] = [];
    const closed = once<string>(signedOut, 'disconnect');

    const answer = await t.call('POST', '/api/auth/signout', { token: dave.token, body: {} });
    expect(answer.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    signedOut.on('balanceUpdate', (payload) => heardAfter.push(payload));

    // The player's other session keeps its feed.
    const update = once(stillIn, 'balanceUpdate');
    await t.platform.context.services.wallet.transact((_tx, ledger) =>
      ledger.post({
        accountId: dave.accountId,
        type: 'deposit',
        balanceDelta: 100n,
        referenceType: 'test',
        referenceId: 'r2',
        idempotencyKey: `socket-after-signout-${dave.uuid}`,
      }),
    );
    await update;
    expect(heardAfter).toEqual([]);
    expect(stillIn.connected).toBe(true);
  });
});
