// Issue 28, point 4 (Redis and pushes). The auditor's findings need several platform processes on
// one PostgreSQL and a Redis they can stop: the platform tests replay them (named in the SKIP
// lines). One replays cheaply here, on one platform process of this script's own with a Redis of
// its own (redis-server on a spare port, when the machine has it): with Redis lost, a deposit
// paid on the sandbox checkout used to wait 2 s for an acknowledgement that could not come, and
// the process's own wallet socket heard of it only once Redis was back.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { root } from '../kit.mjs';

const { io } = createRequire(new URL('../../../apps/site/package.json', import.meta.url))('socket.io-client');
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });

/** The built platform if there is one, else its source through tsx: one process, in memory. */
function startOwnPlatform(env) {
  const platformDir = path.join(root, 'apps/platform');
  const built = path.join(platformDir, 'dist/main.js');
  const args = existsSync(built)
    ? [built]
    : ['--import', 'tsx', '--conditions=@casino/source', path.join(platformDir, 'src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: platformDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${ms} ms`);
}

export default async function redisAndPushes(kit) {
  kit.skip(
    "4. Redis lost under two processes: the other process's wallet socket gets the balance when Redis is back",
    'replayed by apps/platform/test/redisOutage.test.ts (two processes, a Redis lost, stalled and killed)',
  );
  kit.skip(
    '4. Redis lost under two processes: wrong passwords lock out after 5, not 10',
    'replayed by apps/platform/test/redisOutage.test.ts and apps/platform/test/limitShares.test.ts',
  );
  kit.skip(
    '4. Pool exhaustion: a push skipped for a committed change',
    'replayed by apps/platform/test/balancePushes.test.ts (PostgreSQL, the pool held by row locks)',
  );
  const deposit = "4. Redis lost: a deposit answers at once and its own process's socket hears it at once";
  if (!REDIS_SERVER) {
    kit.skip(deposit, 'no redis-server here; replayed by apps/platform/test/redisOutage.test.ts');
    return;
  }

  const redisPort = await freePort();
  const port = await freePort();
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const platform = startOwnPlatform({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: `attack-${randomBytes(4).toString('hex')}`,
    SITE_DIST_DIR: '/nonexistent',
  });
  const base = `http://127.0.0.1:${port}`;
  let socket;
  try {
    await until(async () => (await fetch(`${base}/api/ready`)).ok, 60_000, 'the platform was not ready');
    const player = await kit.player(base);
    socket = io(base, { path: '/api/players/sockets', auth: { token: player.token }, transports: ['websocket'] });
    await new Promise((resolve, reject) => {
      socket.once('login', resolve);
      socket.once('connect_error', reject);
    });
    const link = await kit.call('POST', '/api/payments/crypto-pay/payment-link', {
      root: base,
      token: player.token,
      body: { amount: '25.00' },
    });
    if (link.status !== 200) throw new Error(`payment link answered ${link.status}: ${link.text}`);

    const stopped = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await stopped;
    await sleep(300);
    const started = Date.now();
    let heardAfter = null;
    socket.on('balanceUpdate', (accounts) => {
      if (accounts?.[0]?.value === '25.00' && heardAfter === null) heardAfter = Date.now() - started;
    });
    const paid = await kit.call('POST', `/api/payments/crypto-pay/checkout/${link.json.result.uuid}/confirm`, {
      root: base,
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answeredIn = Date.now() - started;
    await sleep(Math.max(0, 1_500 - answeredIn));
    const held = paid.status === 303 && answeredIn < 1_000 && heardAfter !== null && heardAfter < 1_500;
    kit.report(
      deposit,
      held,
      `paid with Redis gone: ${paid.status} in ${answeredIn} ms; the socket heard 25.00 ${heardAfter === null ? 'not within 1.5 s' : `after ${heardAfter} ms`}`,
    );
  } finally {
    socket?.disconnect();
    redis.kill('SIGKILL');
    const exited = new Promise((resolve) => platform.child.once('exit', resolve));
    platform.child.kill('SIGKILL');
    await exited;
  }
}
