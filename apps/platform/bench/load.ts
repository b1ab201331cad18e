// Platform figures for `pnpm bench`: throughput and tail latency of the hottest reads (on the
// embedded database, and on PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL
// names a server), and the time from a ledger write to the player's sockets hearing about it: one
// socket, then 2,000 sockets on one process and on three processes sharing Redis (when
// BENCH_REDIS_URL, TEST_REDIS_URL or REDIS_URL is set). Prints figures only.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SOCKET_PATH, buildPath, gpApi, playersApi } from '@casino/contract';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { createPlatform, type Platform } from '../src/app';
import { loadConfig } from '../src/config';
import { players } from '../src/db/schema';
import { startChildPlatform, type ChildPlatform } from '../test/childPlatform';
import { createScratchDatabase } from '../test/databases';
import type { ClientsReport, ClientsRequest } from './socketClients';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const fanOutSockets = Number(process.env.BENCH_SOCKETS ?? 2_000);
const fanOutWrites = Number(process.env.BENCH_FANOUT_WRITES ?? 40);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

const row = (name: string, value: number | string, unit: string, budget?: string) =>
  console.log(`${name.padEnd(60)} ${String(value).padStart(10)} ${unit}${budget ? `  (${budget})` : ''}`);
const percentile = (sorted: number[], p: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);

interface Bench {
  platform: Platform;
  baseUrl: string;
  token: string;
  /** One ledger write of 1.00 to the bench player; resolves when it has committed. */
  deposit(key: string): Promise<unknown>;
}

/** A platform in this process with a signed-in bench player holding one EUR account. */
async function startBench(env: Record<string, string>): Promise<Bench> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SITE_DIST_DIR: '/nonexistent',
    ...env,
  });
  const platform = await createPlatform(config);
  const baseUrl = (await platform.listen()).replace('[::1]', '127.0.0.1');
  const { db } = platform.context;
  const { wallet, sessions } = platform.context.services;
  const tag = randomBytes(4).toString('hex');
  const [player] = await db
    .insert(players)
    .values({
      email: `bench-${tag}@example.com`,
      username: `bench${tag}`,
      passwordHash: 'unused',
      firstName: 'Ben',
      lastName: 'Bench',
      gender: 'male',
      dob: '1990-01-01',
      phoneNumber: '+35312345',
      address: '1 Bench Road',
      city: 'Cork',
      country: 'Ireland',
      locale: 'en_GB',
      currencyCode: 'EUR',
    })
    .returning({ id: players.id, uuid: players.uuid });
  if (!player) throw new Error('no bench player');
  const accountId = await wallet.transact((tx) => wallet.openAccount(tx, player.id, 'EUR'));
  const { token } = await sessions.start(player.id, player.uuid);
  const deposit = (key: string) =>
    wallet.transact((_tx, ledger) =>
      ledger.post({
        accountId,
        type: 'deposit',
        balanceDelta: 100n,
        referenceType: 'bench',
        referenceId: key,
        idempotencyKey: `bench-${key}`,
      }),
    );
  return { platform, baseUrl, token, deposit };
}

async function load(baseUrl: string, name: string, path: string, headers: Record<string, string> = {}) {
  const probe = await fetch(baseUrl + path, { headers });
  const body = await probe.text();
  if (probe.status !== 200) {
    row(`${name}`, `HTTP ${probe.status}`, '(not measured)');
    return 0;
  }
  const result = await autocannon({ url: baseUrl + path, headers, connections: 16, duration: seconds });
  row(`${name}: requests per second`, Math.round(result.requests.average), 'req/s');
  row(`${name}: p99 latency`, result.latency.p99, 'ms');
  row(`${name}: response size`, (body.length / 1024).toFixed(1), 'KB');
  if (result.non2xx) row(`${name}: non-2xx answers`, result.non2xx, '');
  return result.requests.average;
}

/** The catalogue route beside the signed-in details route, in one run on one database. */
async function routes(bench: Bench, database: string) {
  const games = await fetch(bench.baseUrl + buildPath(gpApi.listGames)).then(
    (r) => r.json() as Promise<{ result?: unknown[] }>,
  );
  row(`[${database}] catalogue size (GET /api/gp/games)`, games.result?.length ?? 0, 'games');
  const catalogue = await load(
    bench.baseUrl,
    `[${database}] GET /api/gp/games (full catalogue)`,
    buildPath(gpApi.listGames),
  );
  const details = await load(
    bench.baseUrl,
    `[${database}] GET /api/players/details (signed in)`,
    buildPath(playersApi.getDetails),
    {
      authorization: `Bearer ${bench.token}`,
    },
  );
  if (catalogue > 0 && details > 0) {
    row(`[${database}] details rate / catalogue rate`, (details / catalogue).toFixed(2), '', 'goal >= 0.50');
  }
}

/** Ledger write -> balanceUpdate on one socket held in this process. */
async function oneSocket(bench: Bench, database: string) {
  const socket = io(bench.baseUrl, { path: SOCKET_PATH, auth: { token: bench.token }, transports: ['websocket'] });
  await new Promise<void>((resolve) => socket.once('login', () => resolve()));
  const samples: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const heard = new Promise<void>((resolve) => socket.once('balanceUpdate', () => resolve()));
    const started = performance.now();
    await bench.deposit(`one-${i}`);
    await heard;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  row(`[${database}] ledger write -> one socket's balanceUpdate: p50`, percentile(samples, 50), 'ms');
  row(`[${database}] ledger write -> one socket's balanceUpdate: p99`, percentile(samples, 99), 'ms');
  socket.disconnect();
}

/**
 * Ledger write -> balanceUpdate on `fanOutSockets` sockets of the player, spread over `urls`
 * (platform processes). The sockets live in a child process of their own (bench/socketClients.ts):
 * one write at a time, each waited for until every socket has heard it.
 */
async function fanOut(bench: Bench, urls: string[], label: string) {
  if (fanOutSockets <= 0 || fanOutWrites <= 0) return;
  const clients: ChildProcess = fork(fileURLToPath(new URL('./socketClients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--conditions=@casino/source'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number | 'ready', (report: ClientsReport) => void>();
  let failure: Error | undefined;
  clients.on('message', (report: ClientsReport) => {
    if ('error' in report) failure = new Error(report.error);
    const key = 'ready' in report ? 'ready' : 'write' in report ? report.write : undefined;
    if (key !== undefined) waiting.get(key)?.(report);
  });
  const next = (key: number | 'ready', timeoutMs: number) =>
    new Promise<ClientsReport>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(failure ?? new Error(`socket clients: no ${key} report within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.set(key, (report) => {
        clearTimeout(timer);
        waiting.delete(key);
        resolve(report);
      });
    });
  try {
    const ready = next('ready', 180_000);
    clients.send({ urls, token: bench.token, count: fanOutSockets } satisfies ClientsRequest);
    await ready;
    const deliveries: number[] = [];
    const lastHeard: number[] = [];
    for (let write = 0; write < fanOutWrites; write += 1) {
      const heard = next(write, 30_000);
      const started = performance.timeOrigin + performance.now();
      await bench.deposit(`${label}-${write}-${randomBytes(3).toString('hex')}`);
      const report = await heard;
      if (!('arrivals' in report)) throw new Error('socket clients: unexpected report');
      const latencies = report.arrivals.map((at) => at - started);
      deliveries.push(...latencies);
      lastHeard.push(Math.max(...latencies));
    }
    deliveries.sort((a, b) => a - b);
    lastHeard.sort((a, b) => a - b);
    const name = `ledger write -> ${fanOutSockets} sockets, ${label}`;
    row(`${name}: p50`, percentile(deliveries, 50), 'ms');
    row(`${name}: p99`, percentile(deliveries, 99), 'ms', 'goal <= 100 ms');
    row(`${name}: last socket p50`, percentile(lastHeard, 50), 'ms');
  } finally {
    clients.send({ stop: true } satisfies ClientsRequest);
    await new Promise((resolve) => (clients.exitCode !== null ? resolve(null) : clients.once('exit', resolve)));
  }
}

console.log(`(socket clients of the fan-out figures: ${fanOutSockets} socket.io-client sockets in a child process)`);

const embedded = await startBench({});
await routes(embedded, 'PGlite');
await oneSocket(embedded, 'PGlite');
await fanOut(embedded, [embedded.baseUrl], 'one process (PGlite)');
await embedded.platform.close();

if (databaseUrl) {
  const scratch = await createScratchDatabase(databaseUrl);
  const children: ChildPlatform[] = [];
  try {
    const env = {
      DATABASE_URL: scratch.url,
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `casino-bench-${randomBytes(4).toString('hex')}` } : {}),
    };
    const postgres = await startBench(env);
    await routes(postgres, 'PostgreSQL');
    if (redisUrl) {
      // Three processes: this one (which writes) and two children, sockets spread over all three.
      for (let i = 0; i < 2; i += 1) children.push(await startChildPlatform({ ...env, SEED: 'false' }));
      await fanOut(
        postgres,
        [postgres.baseUrl, ...children.map((child) => child.baseUrl)],
        'three processes (PostgreSQL, Redis)',
      );
    } else console.log('  (three-process fan-out: set BENCH_REDIS_URL or REDIS_URL)');
    await postgres.platform.close();
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await scratch.drop();
  }
} else console.log('  (PostgreSQL figures: set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL)');

// The Redis streams adapter's reading link outlives platform.close(): end the bench here.
process.exit();
