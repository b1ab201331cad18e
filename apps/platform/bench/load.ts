// Platform figures for `pnpm bench`: throughput and tail latency of the hottest reads (on the
// embedded database, and on PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL
// names a server), and the time from a ledger write to one socket of the player hearing about it.
// The fan-out to thousands of sockets (one process, and three behind nginx) runs on the built
// platform in scripts/bench/fanout.mjs. Prints figures only.
import { randomBytes } from 'node:crypto';
import { SOCKET_PATH, buildPath, gpApi, playersApi } from '@casino/contract';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { createPlatform, type Platform } from '../src/app';
import { loadConfig } from '../src/config';
import { players } from '../src/db/schema';
import { createScratchDatabase } from '../test/databases';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

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

const embedded = await startBench({});
await routes(embedded, 'PGlite');
await oneSocket(embedded, 'PGlite');
await embedded.platform.close();

if (databaseUrl) {
  const scratch = await createScratchDatabase(databaseUrl);
  try {
    const postgres = await startBench({ DATABASE_URL: scratch.url });
    await routes(postgres, 'PostgreSQL');
    await postgres.platform.close();
  } finally {
    await scratch.drop();
  }
} else console.log('  (PostgreSQL figures: set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL)');

// The Redis streams adapter's reading link outlives platform.close(): end the bench here.
process.exit();
