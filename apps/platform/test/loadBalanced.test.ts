// Issue 20: three platform processes on one PostgreSQL and one Redis behind a real nginx (Debian's
// package, the config of deploy/nginx.conf) are one product. A player signs in on one process,
// deposits on another and sees the balance on a socket held by the third; then, under money
// traffic through nginx, one process is killed outright: the socket held through nginx comes back
// by itself, and every money operation that was acknowledged is in the ledger once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildPath,
  CRYPTOPAY_SIGNATURE_HEADER,
  type PaymentLink,
  paymentsApi,
  playersApi,
  type SignInResult,
  SOCKET_PATH,
} from '@casino/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { freePort, startChildPlatform, type ChildPlatform } from './childPlatform';
import { accountsByPlayer, expectBooksHold } from './books';
import { createScratchDatabase } from './databases';
import { signUpBody } from './fixtures';
import { gameOfType, launch } from './gamesFixtures';
import { httpCaller, sharedProductEnv } from './harness';
import { AnswerLog, startMoneyLoad, type LoadPlayer } from './moneyLoad';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const WEBHOOK_SECRET = 'load-balanced-webhook-secret';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** deploy/nginx.conf with this test's ports and folder. */
function nginxConfig(runDir: string, listen: number, upstreams: number[]): string {
  const template = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const servers = upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  // As root, the workers would run as nobody and could not use this test's folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return (
    user +
    template
      .replaceAll('{{RUN_DIR}}', runDir)
      .replace('{{UPSTREAM_SERVERS}}', servers)
      .replace('{{LISTEN}}', `127.0.0.1:${listen}`)
  );
}

/**
 * The TCP connections established to a local port right now (its server side, from the kernel's
 * table): with no HTTP call under way, a platform process's are the sockets nginx holds open to it.
 */
function establishedConnections(port: number): number {
  const ESTABLISHED = '01';
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => state === ESTABLISHED && Number.parseInt(local?.split(':')[1] ?? '', 16) === port)
    .length;
}

/** Resolves with the first event `name` on the socket, or rejects after `ms`. */
function next<T>(socket: Socket, name: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe.skipIf(!redisUrl || !databaseUrl || !NGINX)('three platform processes behind nginx', () => {
  const processes: ChildPlatform[] = [];
  const sockets: Socket[] = [];
  let nginx: ChildProcess | undefined;
  let runDir: string;
  let balancer: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const env = {
      ...sharedProductEnv(scratch.url, redisUrl!),
      CRYPTOPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      TRUST_PROXY: '127.0.0.1',
    };
    processes.push(await startChildPlatform(env)); // migrates and seeds the database
    processes.push(...(await Promise.all([startChildPlatform(env), startChildPlatform(env)])));

    runDir = mkdtempSync(path.join(os.tmpdir(), 'casino-nginx-'));
    mkdirSync(path.join(runDir, 'logs'));
    const port = await freePort();
    const config = path.join(runDir, 'nginx.conf');
    writeFileSync(
      config,
      nginxConfig(
        runDir,
        port,
        processes.map((platform) => Number(new URL(platform.baseUrl).port)),
      ),
    );
    nginx = spawn(NGINX!, ['-c', config, '-p', runDir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    balancer = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ready = await fetch(`${balancer}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error(
      `nginx did not answer:\n${existsSync(path.join(runDir, 'error.log')) ? readFileSync(path.join(runDir, 'error.log'), 'utf8') : ''}`,
    );
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    nginx?.kill('SIGTERM');
    await Promise.all(processes.map((platform) => platform.stop()));
    await scratch?.drop();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  });

  it('signs in on one process, deposits on another, and shows the balance on a socket held by the third', async () => {
    const [first, second, third] = processes as [ChildPlatform, ChildPlatform, ChildPlatform];
    const body = signUpBody();
    expect((await httpCaller(balancer)('POST', buildPath(playersApi.signUp), { body })).status).toBe(200);
    const signIn = await httpCaller(first.baseUrl)<{ result: SignInResult }>('POST', buildPath(playersApi.signIn), {
      body: { email: body.email, password: body.password },
    });
    expect(signIn.status).toBe(200);
    const { token } = signIn.body.result;

    const socket = io(third.baseUrl, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await next(socket, 'login');
    const heard = next<{ value: string }[]>(socket, 'balanceUpdate');

    const link = await httpCaller(second.baseUrl)<{ result: PaymentLink }>(
      'POST',
      buildPath(paymentsApi.createPaymentLink),
      { token, body: { amount: '40.00' } },
    );
    expect(link.status).toBe(200);
    const raw = JSON.stringify({
      event: 'payment.confirmed',
      eventId: randomUUID(),
      paymentUuid: link.body.result.uuid,
      amount: '40.00',
      currency: body.currency,
    });
    const webhook = await fetch(second.baseUrl + buildPath(paymentsApi.webhook), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, WEBHOOK_SECRET) },
      body: raw,
    });
    expect(webhook.status).toBe(200);
    expect((await heard)[0]?.value).toBe('40.00');
  }, 60_000);

  it('loses no acknowledged money operation when a process is killed under load, and the socket through nginx comes back', async () => {
    const call = httpCaller(balancer);
    const dice = await gameOfType({ call }, 'Instant');
    const loadPlayers: (LoadPlayer & { uuid: string })[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = signUpBody();
      expect((await call('POST', buildPath(playersApi.signUp), { body })).status).toBe(200);
      const signIn = await call<{ result: SignInResult }>('POST', buildPath(playersApi.signIn), {
        body: { email: body.email, password: body.password },
      });
      const { token, user } = signIn.body.result;
      const link = await call<{ result: PaymentLink }>('POST', buildPath(paymentsApi.createPaymentLink), {
        token,
        body: { amount: '500.00' },
      });
      const raw = JSON.stringify({
        event: 'payment.confirmed',
        eventId: randomUUID(),
        paymentUuid: link.body.result.uuid,
        amount: '500.00',
        currency: body.currency,
      });
      const webhook = await fetch(balancer + buildPath(paymentsApi.webhook), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, WEBHOOK_SECRET),
        },
        body: raw,
      });
      expect(webhook.status).toBe(200);
      const launched = await launch({ call }, dice, { player: { token, uuid: user.uuid }, demo: false });
      expect(launched.status).toBe(200);
      loadPlayers.push({ token, accountId: i, currency: body.currency, gameToken: launched.token!, uuid: user.uuid });
    }

    // Each player's wallet through nginx. Which process holds which is nginx's choice (each of its
    // workers keeps its own round robin), so the process killed below is one that holds a socket.
    const portOf = (platform: ChildPlatform) => Number(new URL(platform.baseUrl).port);
    const before = processes.map((platform) => establishedConnections(portOf(platform)));
    const walletSockets: Socket[] = [];
    let reconnects = 0;
    for (const player of loadPlayers) {
      const socket = io(balancer, {
        path: SOCKET_PATH,
        auth: { token: player.token },
        transports: ['websocket'],
        reconnectionDelay: 200,
        reconnectionDelayMax: 1_000,
      });
      sockets.push(socket);
      walletSockets.push(socket);
      await next(socket, 'login');
      socket.io.on('reconnect', () => (reconnects += 1));
    }

    const held = processes.map((platform, index) => establishedConnections(portOf(platform)) - before[index]!);
    const victimIndex = held.indexOf(Math.max(...held));
    expect(held[victimIndex], `wallet sockets held by each process: ${held.join(', ')}`).toBeGreaterThanOrEqual(1);

    const log = new AnswerLog();
    const load = startMoneyLoad({
      log,
      baseUrls: [balancer],
      players: loadPlayers,
      webhookSecret: WEBHOOK_SECRET,
      pauseMs: 20,
      retryOn: [0, 502, 504],
    });
    await sleep(2_000);
    // One process dies outright: no shutdown, sockets and calls cut mid-way.
    const victim = processes[victimIndex]!;
    victim.child.kill('SIGKILL');
    await sleep(4_000);
    await load.stop();
    expect(load.refused, JSON.stringify(load.refused.slice(0, 3))).toEqual([]);
    const rounds = load.confirmed.filter((operation) => operation.kind === 'round').length;
    expect(rounds).toBeGreaterThan(10);

    // Every wallet socket is connected (the one on the dead process again) and hears its player's next change.
    for (const [index, socket] of walletSockets.entries()) {
      if (!socket.connected) await next(socket, 'connect', 15_000);
      const heard = next<{ value: string }[]>(socket, 'balanceUpdate');
      const after = await log.send(balancer, 'POST', '/api/gp/demo/rounds', {
        body: { roundId: randomUUID(), stake: '1.00', choice: { target: 50 } },
        headers: { 'x-game-session': loadPlayers[index]!.gameToken },
      });
      expect(after.status, JSON.stringify(after.body)).toBe(200);
      await heard;
    }
    expect(reconnects, 'a socket on the killed process reconnected through nginx').toBeGreaterThanOrEqual(1);
    console.log(
      `load-balanced: wallet sockets per process ${held.join('/')}, ${rounds} rounds acknowledged, ${reconnects} socket(s) reconnected`,
    );

    // The books: every acknowledged operation once, on its player's account; balances add up.
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
    try {
      const { db } = database;
      const accountOf = await accountsByPlayer(db, loadPlayers);
      await expectBooksHold(db, {
        confirmed: load.confirmed,
        accountOf: (operation) => accountOf.get(loadPlayers[operation.accountId]!.uuid),
        accountIds: [...accountOf.values()],
      });
    } finally {
      await database.close();
    }
  }, 180_000);
});
