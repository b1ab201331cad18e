// The fan-out part of `pnpm bench platform` (issue 34): the time from a ledger write to every one
// of a player's wallet sockets hearing the new balance, on the BUILT platform (apps/platform/dist)
// as it is deployed:
//   - three processes on one PostgreSQL and one Redis behind nginx, started from a config made of
//     deploy/nginx.conf with this run's ports (skipped, with the reason printed, without nginx,
//     without a PostgreSQL URL or without a Redis URL);
//   - one process reached directly (PostgreSQL when its URL is set, else the embedded database).
// The sockets are socket.io-client sockets spread over several client processes
// (scripts/bench/fanoutClients.mjs), so that decoding the events is not one loop's work. Each write
// is a real deposit: a payment link, then the provider's signed webhook (timed from the moment it
// is sent, through nginx where there is one), one at a time, each waited for until every socket
// has heard its balance or FANOUT_WAIT_MS has passed (the sockets that had not then are lost).
// Rows: p50, p99 and the share over 100 ms of every socket's delivery, the last socket's p50, lost
// deliveries, refused sockets, and CPU milliseconds per write of the platform processes, nginx
// and the client processes (from /proc: what each side costs, less at the mercy of a shared
// machine than the clock). Figures only, never pass/fail.
//
// BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL (PostgreSQL server; a scratch database is
// made and dropped), BENCH_REDIS_URL / TEST_REDIS_URL / REDIS_URL, BENCH_FANOUT_WRITES (30),
// BENCH_SOCKET_WORKERS (client processes, 4), BENCH_FANOUT_SCENARIOS (comma-separated, default
// "nginx3:2000,direct1:2000,direct1:10000"; e.g. "nginx3:20000" for the 20,000 sockets a machine
// is sized for), BENCH_PORT_BASE (consecutive ports from there instead of free ones),
// BENCH_SOCKET_CLIENT=socket.io-client (the real client library instead of bare WebSocket clients),
// BENCH_CPU_PROF=<dir> (each platform process writes a V8 CPU profile there when it stops).
//
// File limits: every socket is an open file in its client process, in the platform process and
// (twice) in nginx. A child whose share needs more than this shell's `ulimit -n` is started with
// its soft limit raised (up to the hard limit, printed when it happens); nginx raises its workers'
// own limit (worker_rlimit_nofile) when started as root.
import { spawn, spawnSync, fork } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pnpmCommand, pnpmPrefix } from '../pnpm.mjs';
import { freePort } from './platform.mjs';
import { cpuMs, NGINX, startNginx, startProcesses, treeCpu } from './processes.mjs';
import { row } from './row.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const platformMain = path.join(root, 'apps/platform/dist/main.js');
const requirePlatform = createRequire(path.join(root, 'apps/platform/package.json'));
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const FANOUT_WAIT_MS = 10_000;

const writes = Number(process.env.BENCH_FANOUT_WRITES ?? 30);
const clientWorkers = Math.max(1, Number(process.env.BENCH_SOCKET_WORKERS ?? 4));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const scenarios = (process.env.BENCH_FANOUT_SCENARIOS ?? 'nginx3:2000,direct1:2000,direct1:10000')
  .split(',')
  .map((entry) => {
    const [kind, count] = entry.trim().split(':');
    if ((kind !== 'nginx3' && kind !== 'direct1' && kind !== 'direct3') || !(Number(count) > 0)) {
      throw new Error(`BENCH_FANOUT_SCENARIOS: "${entry}" is not nginx3:N, direct3:N or direct1:N`);
    }
    return { kind, count: Number(count) };
  });

let portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const nextPort = async () => (portBase === undefined ? freePort() : portBase++);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const shellLimit = () => {
  const run = spawnSync('sh', ['-c', 'ulimit -n; ulimit -Hn'], { encoding: 'utf8' });
  const [soft, hard] = run.stdout.trim().split('\n');
  const number = (text) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: number(soft), hard: number(hard) };
};
const limits = shellLimit();
const raised = new Set();

/** `command args` started with its file limit raised when `files` open files need it. */
function withFileLimit(command, args, files, who) {
  const want = files + 1_000;
  if (want <= limits.soft) return [command, args];
  const to = Math.min(want, limits.hard);
  if (!raised.has(who)) {
    raised.add(who);
    console.log(`  (${who}: file limit raised from ${limits.soft} to ${to} for about ${files} sockets)`);
  }
  return ['sh', ['-c', `ulimit -n ${to} && exec "$@"`, 'sh', command, ...args]];
}

/** A built platform process on `port`; ready() waits for /api/ready. */
function startPlatform(port, env, sockets) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const [command, args] = withFileLimit(process.execPath, [...profile, platformMain], sockets, 'platform processes');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SIGN_UP_LIMIT_PER_HOUR: '100000',
      SPORTSBOOK_ODDS_MOVES: 'false',
      CRYPTOPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
  });
  let output = '';
  const collect = (chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    baseUrl,
    pid: child.pid,
    async ready() {
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`a platform process exited before it was ready:\n${output}`);
        if (
          await fetch(`${baseUrl}/api/ready`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await sleep(250);
      }
      throw new Error(`the platform at ${baseUrl} was not ready within 180 s:\n${output}`);
    },
    output: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function call(baseUrl, method, route, { token, body } = {}) {
  const response = await fetch(baseUrl + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A new EUR player, signed up and signed in: their access token. */
async function benchPlayer(baseUrl, contract) {
  const email = `fanout-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'Secret-Password-1';
  await call(baseUrl, 'POST', contract.buildPath(contract.playersApi.signUp), {
    body: {
      email,
      username: email,
      password,
      firstName: 'Fan',
      lastName: 'Out',
      sex: 'female',
      dob: '1990-05-17',
      phoneNumber: '+353861234567',
      address: '1 Main Street',
      city: 'Dublin',
      country: 'Ireland',
      currency: 'EUR',
      locale: 'en_GB',
      marketingTag: 'bench',
      consent: true,
    },
  });
  const signIn = await call(baseUrl, 'POST', contract.buildPath(contract.playersApi.signIn), {
    body: { email, password },
  });
  return { email, password, token: signIn.result.token };
}

/** A deposit of 1.00: the link (not timed), then the provider's webhook; resolves with when it was sent. */
async function deposit(baseUrl, token, contract) {
  const link = await call(baseUrl, 'POST', contract.buildPath(contract.paymentsApi.createPaymentLink), {
    token,
    body: { amount: '1.00' },
  });
  const raw = JSON.stringify({
    event: 'payment.confirmed',
    eventId: randomUUID(),
    paymentUuid: link.result.uuid,
    amount: '1.00',
    currency: 'EUR',
  });
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
  const sent = now();
  const response = await fetch(baseUrl + contract.buildPath(contract.paymentsApi.webhook), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [contract.CRYPTOPAY_SIGNATURE_HEADER]: signature },
    body: raw,
  });
  await response.text();
  if (!response.ok) throw new Error(`webhook: HTTP ${response.status}`);
  return { sent, answered: now() };
}

/** The client processes holding `count` sockets spread over `urls`. */
async function startClients(urls, token, count) {
  const shares = Array.from(
    { length: Math.min(clientWorkers, count) },
    (_, i) => Math.floor(count / clientWorkers) + (i < count % clientWorkers ? 1 : 0),
  );
  const listeners = new Set();
  const workers = shares.map((share) => {
    const [command, args] = withFileLimit(
      process.execPath,
      [fileURLToPath(new URL('./fanoutClients.mjs', import.meta.url))],
      share,
      'socket client processes',
    );
    // fork() runs node; a raised limit needs the shell in front, with the IPC channel passed on.
    const child =
      command === process.execPath
        ? fork(args[0], [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
        : spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message) => {
      for (const listener of listeners) listener(child, message);
    });
    return child;
  });
  const ready = await Promise.all(
    workers.map(
      (worker, i) =>
        new Promise((resolve, reject) => {
          const listener = (from, message) => {
            if (from !== worker) return;
            if (message.error) reject(new Error(message.error));
            if (message.ready) {
              listeners.delete(listener);
              resolve(message);
            }
          };
          listeners.add(listener);
          worker.send({ connect: { urls, token, count: shares[i] } });
        }),
    ),
  );
  const reasons = {};
  for (const each of ready)
    for (const [reason, n] of Object.entries(each.reasons)) reasons[reason] = (reasons[reason] ?? 0) + n;
  return {
    pids: workers.map((worker) => worker.pid),
    connected: ready.reduce((sum, each) => sum + each.connected, 0),
    refused: ready.reduce((sum, each) => sum + each.refused, 0),
    reasons,
    value: ready.find((each) => each.value !== undefined)?.value,
    /** Every socket's arrival time of balance `value`, waited for up to `ms`; then what came. */
    async arrivals(value, ms) {
      const reports = new Map();
      let done;
      const all = new Promise((resolve) => (done = resolve));
      const listener = (from, message) => {
        if (message.value !== value || !message.arrivals) return;
        reports.set(from, message.arrivals);
        if (reports.size === workers.length) done();
      };
      listeners.add(listener);
      const timer = setTimeout(() => {
        for (const worker of workers) if (!reports.has(worker)) worker.send({ flush: value });
      }, ms);
      await all;
      clearTimeout(timer);
      listeners.delete(listener);
      return [...reports.values()].flat();
    },
    async stop() {
      await Promise.all(
        workers.map((worker) => {
          if (worker.exitCode !== null || worker.signalCode !== null) return undefined;
          const gone = new Promise((resolve) => worker.once('exit', resolve));
          worker.send({ stop: true });
          return gone;
        }),
      );
    },
  };
}

/**
 * `count` sockets of one player spread over `socketUrls`; `writes` deposits sent to `writeUrl`,
 * one at a time. Prints the rows under `label`; `cpuPids` are the server side's processes.
 */
async function fanOut({ label, socketUrls, writeUrl, count, cpu, contract, signInUrl }) {
  const player = await benchPlayer(signInUrl, contract);
  const connectStarted = now();
  const clients = await startClients(socketUrls, player.token, count);
  const connectSeconds = (now() - connectStarted) / 1000;
  const name = `${count} sockets, ${label}`;
  try {
    row(`${name}: connected`, clients.connected, `of ${count} in ${connectSeconds.toFixed(1)} s`);
    if (clients.refused) {
      row(`${name}: refused`, clients.refused, JSON.stringify(clients.reasons).slice(0, 200));
    }
    if (clients.connected === 0) return;
    const writesHere = count >= 10_000 ? Math.max(1, Math.ceil(writes / 3)) : writes;
    let value = Number(clients.value ?? '0');
    const deliveries = [];
    /** Each delivery after the write's first one: the fan-out itself, without the write's own time. */
    const spreads = [];
    const last = [];
    const answers = [];
    let lost = 0;
    const cpuBefore = cpu.map(({ pids }) => pids().reduce((sum, pid) => sum + treeCpu(pid), 0));
    const clientCpuBefore = clients.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    for (let write = 0; write < writesHere; write += 1) {
      value += 1;
      const expected = value.toFixed(2);
      const arrivals = clients.arrivals(expected, FANOUT_WAIT_MS);
      const { sent, answered } = await deposit(writeUrl, player.token, contract);
      const times = (await arrivals).map((at) => at - sent);
      answers.push(answered - sent);
      lost += clients.connected - times.length;
      deliveries.push(...times);
      if (times.length) {
        last.push(Math.max(...times));
        const first = Math.min(...times);
        spreads.push(...times.map((ms) => ms - first));
      }
    }
    const cpuAfter = cpu.map(({ pids }) => pids().reduce((sum, pid) => sum + treeCpu(pid), 0));
    const clientCpuAfter = clients.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    deliveries.sort((a, b) => a - b);
    last.sort((a, b) => a - b);
    spreads.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const over = deliveries.filter((ms) => ms > 100).length;
    row(`${name}: writes (deposits, one at a time)`, writesHere, '');
    row(`${name}: delivery p50`, percentile(deliveries, 50).toFixed(1), 'ms');
    row(`${name}: delivery p99`, percentile(deliveries, 99).toFixed(1), 'ms');
    row(
      `${name}: deliveries over 100 ms`,
      deliveries.length ? ((100 * over) / deliveries.length).toFixed(1) : '-',
      '%',
    );
    row(`${name}: last socket of a write, p50`, percentile(last, 50).toFixed(1), 'ms');
    row(`${name}: lost (not heard within ${FANOUT_WAIT_MS / 1000} s)`, lost, `of ${clients.connected * writesHere}`);
    row(`${name}: after the write's first socket, p50`, percentile(spreads, 50).toFixed(1), 'ms');
    row(`${name}: after the write's first socket, p99`, percentile(spreads, 99).toFixed(1), 'ms');
    row(`${name}: webhook answer p50`, percentile(answers, 50).toFixed(1), 'ms');
    cpu.forEach(({ who }, i) =>
      row(`${name}: CPU per write, ${who}`, ((cpuAfter[i] - cpuBefore[i]) / writesHere).toFixed(1), 'ms'),
    );
    row(
      `${name}: CPU per write, ${clients.pids.length} client processes`,
      ((clientCpuAfter - clientCpuBefore) / writesHere).toFixed(1),
      'ms',
    );
  } finally {
    await clients.stop();
  }
}

async function scratchDatabase(serverUrl) {
  const pg = requirePlatform('pg');
  const name = `casino_bench_fanout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function benchFanOut() {
  console.log('  building the platform (apps/platform/dist)...');
  const build = spawnSync(pnpmCommand, [...pnpmPrefix, '--filter', '@casino/platform', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the platform build failed (exit ${build.status ?? build.signal})`);
  // The platform's own contract package (built by the packages' build), for the routes' paths.
  const contract = await import(
    pathToFileURL(path.join(path.dirname(requirePlatform.resolve('@casino/contract/package.json')), 'dist/index.js'))
      .href
  );
  console.log(
    `  ${clientWorkers} socket client processes (${process.env.BENCH_SOCKET_CLIENT === 'socket.io-client' ? 'socket.io-client' : 'bare WebSocket clients speaking socket.io'}); ${writes} deposits a run (a third of it from 10,000 sockets); file limit here ${limits.soft} (hard ${limits.hard})`,
  );
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(os.tmpdir(), 'casino-fanout-data-'));
  const database = scratch ? 'PostgreSQL' : 'PGlite';
  const dbEnv = scratch ? { DATABASE_URL: scratch.url, DATA_DIR: 'memory://' } : { DATA_DIR: dataDir };
  try {
    const direct = scenarios.filter((s) => s.kind === 'direct1');
    if (direct.length) {
      const most = Math.max(...direct.map((s) => s.count));
      const platform = startPlatform(await nextPort(), dbEnv, most);
      try {
        await platform.ready();
        for (const { count } of direct) {
          await fanOut({
            label: `one process, direct (${database}, no Redis)`,
            socketUrls: [platform.baseUrl],
            writeUrl: platform.baseUrl,
            signInUrl: platform.baseUrl,
            count,
            contract,
            cpu: [{ who: 'platform process', pids: () => [platform.pid] }],
          });
        }
      } catch (error) {
        console.error(platform.output());
        throw error;
      } finally {
        await platform.stop();
      }
    }
    const three = scenarios.filter((s) => s.kind !== 'direct1');
    if (three.length) {
      const missing = [!scratch && 'a PostgreSQL URL', !redisUrl && 'a Redis URL'].filter(Boolean);
      if (missing.length) {
        console.log(
          `  (three processes: skipped, no ${missing.join(' and no ')}: set BENCH_DATABASE_URL and BENCH_REDIS_URL)`,
        );
        return;
      }
      const most = Math.max(...three.map((s) => s.count));
      const env = {
        ...dbEnv,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `casino-fanout-${randomBytes(4).toString('hex')}`,
        TRUST_PROXY: '127.0.0.1',
      };
      const ports = [await nextPort(), await nextPort(), await nextPort()];
      const group = await startProcesses((port, envOf) => startPlatform(port, envOf, Math.ceil(most / 3)), env, ports);
      const { processes } = group;
      let nginx;
      try {
        const platformCpu = { who: 'three platform processes', pids: () => processes.map((p) => p.pid) };
        for (const { kind, count } of three) {
          if (kind === 'direct3') {
            await fanOut({
              label: `three processes, direct (${database}, Redis)`,
              socketUrls: processes.map((p) => p.baseUrl),
              writeUrl: processes[0].baseUrl,
              signInUrl: processes[0].baseUrl,
              count,
              contract,
              cpu: [platformCpu],
            });
            continue;
          }
          if (!NGINX) {
            console.log('  (three processes behind nginx: skipped, no nginx installed: apt-get install nginx)');
            continue;
          }
          nginx ??= await startNginx(await nextPort(), ports);
          await fanOut({
            label: `nginx, three processes (${database}, Redis)`,
            socketUrls: [nginx.baseUrl],
            writeUrl: nginx.baseUrl,
            signInUrl: nginx.baseUrl,
            count,
            contract,
            cpu: [platformCpu, { who: 'nginx', pids: () => [nginx.pid] }],
          });
          const complaints = nginx
            .errors()
            .split('\n')
            .filter((line) => /\[(alert|crit|emerg|error)\]/.test(line));
          if (complaints.length)
            console.log(`  nginx error log: ${complaints.length} lines, e.g. ${complaints.at(-1)}`);
        }
      } catch (error) {
        group.printOutput();
        throw error;
      } finally {
        await nginx?.stop();
        await group.stop();
      }
    }
  } finally {
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
