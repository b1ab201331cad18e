// Platform figures for `pnpm bench`: throughput and tail latency of the hottest reads, and the
// time from a ledger write to the player's socket hearing about it. Prints figures only.
import { randomBytes } from 'node:crypto';
import { SOCKET_PATH, buildPath, gpApi, playersApi } from '@casino/contract';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { createPlatform } from '../src/app';
import { loadConfig } from '../src/config';
import { players } from '../src/db/schema';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const row = (name: string, value: number | string, unit: string) =>
  console.log(`${name.padEnd(60)} ${String(value).padStart(10)} ${unit}`);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  SITE_DIST_DIR: '/nonexistent',
});
const platform = await createPlatform(config);
const baseUrl = (await platform.listen()).replace('[::1]', '127.0.0.1');
const { db, wallet, sessions } = platform.context;

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

async function load(name: string, path: string, headers: Record<string, string> = {}) {
  const probe = await fetch(baseUrl + path, { headers });
  const body = await probe.text();
  if (probe.status !== 200) {
    row(`${name}`, `HTTP ${probe.status}`, '(not measured)');
    return;
  }
  const result = await autocannon({ url: baseUrl + path, headers, connections: 16, duration: seconds });
  row(`${name}: requests per second`, Math.round(result.requests.average), 'req/s');
  row(`${name}: p99 latency`, result.latency.p99, 'ms');
  row(`${name}: response size`, (body.length / 1024).toFixed(1), 'KB');
  if (result.non2xx) row(`${name}: non-2xx answers`, result.non2xx, '');
}

const games = await fetch(baseUrl + buildPath(gpApi.listGames)).then(
  (r) => r.json() as Promise<{ result?: unknown[] }>,
);
row('catalogue size (GET /api/gp/games)', games.result?.length ?? 0, 'games');
await load('GET /api/gp/games (full catalogue)', buildPath(gpApi.listGames));
await load('GET /api/players/details (authenticated)', buildPath(playersApi.getDetails), {
  authorization: `Bearer ${token}`,
});

// Ledger write -> balanceUpdate on the player's socket.
const socket = io(baseUrl, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
await new Promise<void>((resolve) => socket.once('login', () => resolve()));
const samples: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const heard = new Promise<void>((resolve) => socket.once('balanceUpdate', () => resolve()));
  const started = performance.now();
  await wallet.transact((_tx, ledger) =>
    ledger.post({
      accountId,
      type: 'deposit',
      balanceDelta: 100n,
      referenceType: 'bench',
      referenceId: String(i),
      idempotencyKey: `bench-${i}`,
    }),
  );
  await heard;
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const pct = (p: number) =>
  (samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0).toFixed(2);
row('ledger write -> socket balanceUpdate: p50', pct(50), 'ms');
row('ledger write -> socket balanceUpdate: p99', pct(99), 'ms');

socket.disconnect();
await platform.close();
