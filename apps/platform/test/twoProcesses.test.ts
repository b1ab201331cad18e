// Two platform processes on one PostgreSQL and one Redis: a balance change made through one
// reaches the player's socket connected to the other (the socket.io Redis streams adapter).
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { authApi, CRYPTOPAY_SIGNATURE_HEADER, SOCKET_PATH, buildPath, paymentsApi, playersApi } from '@casino/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { startChildPlatform } from './childPlatform';
import { createScratchDatabase } from './databases';
import { signUpBody } from './fixtures';
import { sharedProductEnv } from './harness';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const WEBHOOK_SECRET = 'two-process-webhook-secret';

async function startProcess(env: Record<string, string>) {
  const { child, baseUrl } = await startChildPlatform(env);
  return { child, baseUrl };
}

async function call<T>(baseUrl: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { result: T; error?: unknown };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.result;
}

describe.skipIf(!redisUrl || !databaseUrl)('two platform processes sharing Redis', () => {
  const children: ChildProcess[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: string;
  let b: string;
  let socket: Socket | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const env = {
      ...sharedProductEnv(scratch.url, redisUrl!),
      CRYPTOPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    const first = await startProcess(env); // migrates and seeds the database
    const second = await startProcess(env);
    children.push(first.child, second.child);
    a = first.baseUrl;
    b = second.baseUrl;
  }, 120_000);

  afterAll(async () => {
    socket?.disconnect();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await scratch?.drop();
  });

  it('delivers a deposit confirmed on one process to the socket on the other, and closes it on sign-out there', async () => {
    const body = signUpBody();
    await call(a, 'POST', buildPath(playersApi.signUp), body);
    const { token } = await call<{ token: string }>(a, 'POST', buildPath(playersApi.signIn), {
      email: body.email,
      password: body.password,
      meta: { ip: '127.0.0.1', country: 'IE' },
    });

    socket = io(b, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('login', () => resolve());
      socket!.once('connect_error', reject);
    });
    const heard = new Promise<{ value: string }[]>((resolve) => socket!.once('balanceUpdate', resolve));

    const link = await call<{ uuid: string }>(
      a,
      'POST',
      buildPath(paymentsApi.createPaymentLink),
      { amount: '25.00' },
      token,
    );
    const raw = JSON.stringify({
      event: 'payment.confirmed',
      eventId: randomUUID(),
      paymentUuid: link.uuid,
      amount: '25.00',
      currency: body.currency,
    });
    const webhook = await fetch(a + buildPath(paymentsApi.webhook), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, WEBHOOK_SECRET) },
      body: raw,
    });
    expect(webhook.status).toBe(200);

    const accounts = await Promise.race([
      heard,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no balanceUpdate on the other process')), 5_000),
      ),
    ]);
    expect(accounts[0]?.value).toBe('25.00');

    // Signing out on one process closes the session's socket on the other at once.
    const closed = new Promise<string>((resolve) => socket!.once('disconnect', resolve));
    await call(a, 'POST', buildPath(authApi.signOut), {}, token);
    await expect(
      Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still connected'), 5_000))]),
    ).resolves.toBe('io server disconnect');
  }, 60_000);

  it('ending a session from one process closes its socket on the other at once', async () => {
    const body = signUpBody();
    await call(a, 'POST', buildPath(playersApi.signUp), body);
    const credentials = { email: body.email, password: body.password };
    const here = await call<{ token: string }>(a, 'POST', buildPath(playersApi.signIn), credentials);
    const there = await call<{ token: string }>(b, 'POST', buildPath(playersApi.signIn), credentials);

    const elsewhere = io(b, {
      path: SOCKET_PATH,
      auth: { token: there.token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        elsewhere.once('login', () => resolve());
        elsewhere.once('connect_error', reject);
      });
      const sessions = await call<{ id: string; current: boolean }[]>(
        a,
        'GET',
        buildPath(playersApi.listSessions),
        undefined,
        here.token,
      );
      expect(sessions).toHaveLength(2);
      const target = sessions.find((session) => !session.current)!;
      const closed = new Promise<string>((resolve) => elsewhere.once('disconnect', resolve));
      await call(a, 'DELETE', buildPath(playersApi.endSession, { id: target.id }), undefined, here.token);
      await expect(
        Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still connected'), 5_000))]),
      ).resolves.toBe('io server disconnect');
      const refused = await fetch(b + buildPath(playersApi.getDetails), {
        headers: { authorization: `Bearer ${there.token}` },
      });
      expect(refused.status).toBe(401);
    } finally {
      elsewhere.disconnect();
    }
  }, 60_000);
});
