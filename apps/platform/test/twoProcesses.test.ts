// Two platform processes on one PostgreSQL and one Redis: a balance change made through one
// reaches the player's socket connected to the other (the socket.io Redis streams adapter).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRYPTOPAY_SIGNATURE_HEADER, SOCKET_PATH, buildPath, paymentsApi, playersApi } from '@casino/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { createScratchDatabase } from './databases';
import { signUpBody } from './fixtures';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const WEBHOOK_SECRET = 'two-process-webhook-secret';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitReady(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@casino/source', 'src/main.ts'], {
    cwd: platformDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(baseUrl, child);
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
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `casino-test-${randomBytes(4).toString('hex')}`,
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

  it('delivers a deposit confirmed on one process to the socket on the other', async () => {
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
  }, 60_000);
});
