#!/usr/bin/env node
// Money throughput (issue 34): real-money slot rounds per second of the BUILT platform
// (`node apps/platform/dist/main.js`, a process of its own), driven over loopback HTTP by a load
// process of its own (scripts/bench/roundsLoad.mjs): a closed loop of 50 clients, one per
// player, and one hot player played by 50 clients at once. Stake 0.10 (the platform's settings:
// rounds that arrive together share a transaction; ROUND_BATCH_ROUNDS=1 plays each alone), the
// default market (players of Ireland: Malta's licence, whose slots are not paced). On the
// embedded database, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// server (a scratch database made and dropped here), beside a pgbench transfer loop on the same
// server: two UPDATEs and an INSERT per transaction, 50 clients over 50 accounts, then 50 clients
// on one account. Players are signed up, signed in and funded through the real API (the
// sandbox checkout of the payment provider), as a player would be.
// On PostgreSQL, the 50 players' loop runs a second time through nginx (deploy/nginx.conf) to three
// platform processes on one database and one Redis (BENCH_REDIS_URL / TEST_REDIS_URL / REDIS_URL;
// skipped with the reason printed without nginx or Redis), and prints its rounds/s beside the one
// process's.
// Prints figures only: rounds/s, p50/p99, failed rounds, and the CPU of the platform process(es),
// of nginx, of the database server and of the load process per round, with the machine's load.
// `node scripts/bench/rounds.mjs [--postgres-only]`; BENCH_ROUNDS_SECONDS (default 15),
// BENCH_ROUNDS_PLAYERS (default 50), BENCH_ROUNDS_HOT_CLIENTS (default 50), BENCH_ROUNDS_NODE_OPTIONS
// (flags of the platform's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile),
// BENCH_ROUNDS_PORT (the platform's port; a free one when unset), BENCH_ROUNDS_NGINX_PROCESSES (processes
// behind nginx, default 3), BENCH_ROUNDS_STATEMENTS=all (every statement of a run's pg_stat_statements,
// not only the six costliest).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { freePort } from './platform.mjs';
import { cpuMs, NGINX, startNginx, startProcesses, treeCpu } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_ROUNDS_SECONDS ?? 15);
const playerCount = Number(process.env.BENCH_ROUNDS_PLAYERS ?? 50);
const hotClients = Number(process.env.BENCH_ROUNDS_HOT_CLIENTS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const onlyPostgres = process.argv.includes('--postgres-only');
/** Platform processes behind nginx (BENCH_ROUNDS_NGINX_PROCESSES; 1 isolates nginx and Redis). */
const nginxProcesses = Number(process.env.BENCH_ROUNDS_NGINX_PROCESSES ?? 3);
const mainJs = path.join(root, 'apps/platform/dist/main.js');
/** Game sessions per client: the provider's call allows 600 rounds a minute per session. */
const SESSIONS_PER_CLIENT = 4;

const row = (name, value, unit = '') => console.log(`${name.padEnd(66)} ${String(value).padStart(10)} ${unit}`);

// The build skips itself when dist/ is newer than every source.
{
  // `pnpm --filter @casino/platform run build` is this script.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.join(root, 'apps/platform'),
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(mainJs)) throw new Error('the platform did not build');
}

const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux
/** CPU seconds of a process (user + system), from /proc; 0 where /proc is not there. */
function cpuOf(pid) {
  return cpuMs(pid) / 1000;
}
/** CPU seconds of every PostgreSQL server process on this machine (the server is local). */
function postgresCpu() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuOf(entry);
    } catch {
      // gone
    }
  }
  return total;
}
/** Busy and total CPU seconds of the whole machine, from /proc/stat. */
function machineCpu() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = values[3] + values[4];
    const total = values.reduce((sum, v) => sum + v, 0);
    return { busy: (total - idle) / TICKS, total: total / TICKS };
  } catch {
    return { busy: 0, total: 0 };
  }
}

function startBuiltPlatform(port, env) {
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_ROUNDS_NODE_OPTIONS: flags for the platform's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const flags = (process.env.BENCH_ROUNDS_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, mainJs], {
    cwd: path.join(root, 'apps/platform'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SPORTSBOOK_ODDS_MOVES: 'false',
      SIGN_UP_LIMIT_PER_HOUR: '100000',
      ...env,
    },
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    baseUrl,
    pid: child.pid,
    output: () => output,
    async ready() {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the platform exited:\n${output}`);
        try {
          if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
        } catch {
          // not yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the platform was not ready:\n${output}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function call(baseUrl, method, route, { token, session, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (session) headers['x-game-session'] = session;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(route.startsWith('http') ? route : baseUrl + route, {
    method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (response.status >= 400) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return json;
}

/** A player signed up, signed in and funded through the API, with `sessions` game sessions of `game`. */
async function player(baseUrl, game, tag, deposit, sessions) {
  const email = `rounds-${tag}@example.com`;
  const password = 'Secret-Password-1';
  await call(baseUrl, 'POST', '/api/players/new', {
    body: {
      email,
      username: email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      sex: 'female',
      dob: '1990-05-17',
      phoneNumber: '+353861234567',
      address: '1 Main Street',
      city: 'Dublin',
      country: 'Ireland',
      currency: 'EUR',
      locale: 'en_GB',
      consent: true,
    },
  });
  const signIn = await call(baseUrl, 'POST', '/api/players/signin', { body: { email, password } });
  const { token, user } = signIn.result;
  const link = await call(baseUrl, 'POST', '/api/payments/crypto-pay/payment-link', {
    token,
    body: { amount: deposit },
  });
  await call(baseUrl, 'POST', `${link.result.link}/confirm`, { form: { coin: 'USDT' } });
  const tokens = [];
  for (let i = 0; i < sessions; i += 1) {
    const launched = await call(baseUrl, 'POST', '/api/gp/games/play', {
      token,
      body: {
        extra: { exit_url: '/casino' },
        playerId: user.uuid,
        id: game.id,
        gameId: game.gameId,
        demo: false,
        gameProviderId: game.gameProvider.id,
      },
    });
    tokens.push(decodeURIComponent(new URL(launched.result.gameUrl.link).pathname.split('/').pop()));
  }
  return { token, tokens };
}

/** The bench's slot (one without the pooled jackpot) and its players, each funded with 200.00 through the API. */
async function fundedPlayers(baseUrl) {
  const games = await call(baseUrl, 'GET', '/api/gp/games?gameType=Slots');
  const game = games.result.find((g) => g.gameType.name === 'Slots' && !g.isLive && !/jackpot/i.test(g.gameId));
  if (!game) throw new Error('no slot game in the catalogue');
  const tag = randomBytes(3).toString('hex');
  const players = [];
  for (let i = 0; i < playerCount; i += 1) {
    players.push(await player(baseUrl, game, `${tag}-${i}`, '200.00', SESSIONS_PER_CLIENT));
  }
  return { game, tag, players };
}

/**
 * Per-statement figures of the bench's database from pg_stat_statements, when its server loads the
 * extension (`shared_preload_libraries = pg_stat_statements`; the machine's shared server does not,
 * so a throwaway cluster is the way: docs/performance.md); null, with the reason printed, when not.
 */
function statementStats(url) {
  const probe = spawnSync(
    'psql',
    [url, '-qAtc', 'create extension if not exists pg_stat_statements; select count(*) from pg_stat_statements'],
    { encoding: 'utf8' },
  );
  if (probe.status !== 0) {
    console.log('  (per-statement figures: the server does not load pg_stat_statements)');
    return null;
  }
  const ofThisDatabase = 'dbid = (select oid from pg_database where datname = current_database())';
  return {
    reset: () => psql(url, 'select pg_stat_statements_reset()'),
    /** Every statement of the run: calls and execution time (ms), the most costly first. */
    read: () =>
      spawnSync(
        'psql',
        [
          url,
          '-qAtF',
          '\t',
          '-c',
          `select calls, total_exec_time, regexp_replace(query, '\\s+', ' ', 'g') from pg_stat_statements
           where ${ofThisDatabase} order by total_exec_time desc`,
        ],
        { encoding: 'utf8' },
      )
        .stdout.trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [calls, ms, query] = line.split('\t');
          return { calls: Number(calls), ms: Number(ms), query };
        }),
  };
}

/** Runs the load process once; answers its report with the CPU each side spent. */
function drive(platform, clients, statements = null) {
  statements?.reset();
  // One process, or several behind nginx (`pids`, `nginxPid`).
  const pids = platform.pids ?? [platform.pid];
  const platformCpu = () => pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
  const nginxCpu = () => (platform.nginxPid ? treeCpu(platform.nginxPid) / 1000 : 0);
  const before = { platform: platformCpu(), nginx: nginxCpu(), postgres: postgresCpu(), machine: machineCpu() };
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/bench/roundsLoad.mjs'), JSON.stringify({ baseUrl: platform.baseUrl, seconds, clients })],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (run.status !== 0) throw new Error(`the load process failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout.trim().split('\n').pop());
  const machine = machineCpu();
  // The CPU figures span the load process's whole life (its warm-up second included).
  return {
    ...report,
    processes: pids.length,
    platformCpu: platformCpu() - before.platform,
    nginxCpu: platform.nginxPid ? nginxCpu() - before.nginx : null,
    postgresCpu: postgresCpu() - before.postgres,
    machineBusy: machine.busy - before.machine.busy,
    machineTotal: machine.total - before.machine.total,
    statements: statements?.read() ?? null,
  };
}

function print(label, report) {
  const perSecond = report.rounds / report.seconds;
  row(`${label}: rounds per second`, perSecond.toFixed(0), 'rounds/s');
  row(`${label}: p50 / p99 latency`, `${report.p50.toFixed(1)} / ${report.p99.toFixed(1)}`, 'ms');
  row(`${label}: max latency`, report.max.toFixed(1), 'ms');
  row(`${label}: failed or lost rounds`, report.failed, '');
  for (const [kind, times] of Object.entries(report.failures)) console.log(`    ${times} x ${kind}`);
  const wall = report.seconds + 1;
  const rounds = Math.max(1, report.rounds);
  row(
    report.processes > 1
      ? `${label}: platform CPU per round (${report.processes} processes, % of a core)`
      : `${label}: platform CPU per round (process busy)`,
    `${((report.platformCpu / rounds) * 1000).toFixed(2)} ms (${((report.platformCpu / wall) * 100).toFixed(0)}%)`,
  );
  if (report.nginxCpu !== null)
    row(
      `${label}: nginx CPU per round (busy)`,
      `${((report.nginxCpu / rounds) * 1000).toFixed(2)} ms (${((report.nginxCpu / wall) * 100).toFixed(0)}%)`,
    );
  if (report.postgresCpu > 0)
    row(
      `${label}: PostgreSQL CPU per round (server busy)`,
      `${((report.postgresCpu / rounds) * 1000).toFixed(2)} ms (${((report.postgresCpu / wall) * 100).toFixed(0)}%)`,
    );
  row(
    `${label}: load process CPU per round (busy)`,
    `${((report.loadCpuSeconds / rounds) * 1000).toFixed(2)} ms (${((report.loadCpuSeconds / report.seconds) * 100).toFixed(0)}%)`,
  );
  if (report.machineTotal > 0)
    row(
      `${label}: machine CPU busy (all cores, all processes)`,
      `${((report.machineBusy / report.machineTotal) * 100).toFixed(0)}%`,
    );
  if (report.statements) {
    // Everything the database ran meanwhile (the markers of harm and the balance pushes too), per round.
    const calls = report.statements.reduce((sum, statement) => sum + statement.calls, 0);
    const ms = report.statements.reduce((sum, statement) => sum + statement.ms, 0);
    row(`${label}: statements per round (all of the run's)`, (calls / rounds).toFixed(1));
    row(`${label}: statement execution per round (lock waits included)`, (ms / rounds).toFixed(2), 'ms');
    // The six costliest; BENCH_ROUNDS_STATEMENTS=all lists every statement of the run.
    const listed = process.env.BENCH_ROUNDS_STATEMENTS === 'all' ? report.statements : report.statements.slice(0, 6);
    for (const statement of listed)
      console.log(
        `    ${(statement.calls / rounds).toFixed(2).padStart(6)} a round, ${(statement.ms / Math.max(1, statement.calls)).toFixed(3).padStart(7)} ms each: ${statement.query.slice(0, 110)}`,
      );
  }
  return perSecond;
}

async function benchDatabase(label, env, statements = null) {
  // BENCH_ROUNDS_PORT: the platform's port (a free one when unset).
  const port = process.env.BENCH_ROUNDS_PORT ? Number(process.env.BENCH_ROUNDS_PORT) : await freePort();
  const platform = startBuiltPlatform(port, env);
  try {
    await platform.ready();
    const { game, tag, players } = await fundedPlayers(platform.baseUrl);
    const hot = await player(platform.baseUrl, game, `${tag}-hot`, '900.00', hotClients * 2);
    console.log(
      `  [${label}] game ${game.gameId} (a slot without a jackpot), ${playerCount} players funded through the API`,
    );
    const spread = drive(
      platform,
      players.map((p) => ({ sessions: p.tokens })),
      statements,
    );
    const spreadRate = print(`[${label}] ${playerCount} players, 1 client each`, spread);
    const hotReport = drive(
      platform,
      Array.from({ length: hotClients }, (_, i) => ({ sessions: hot.tokens.slice(i * 2, i * 2 + 2) })),
      statements,
    );
    const hotRate = print(`[${label}] 1 hot player, ${hotClients} clients`, hotReport);
    return { spreadRate, hotRate };
  } finally {
    await platform.stop();
  }
}

/**
 * The 50 players' loop through nginx (deploy/nginx.conf) to three platform processes on one
 * PostgreSQL database and one Redis, as a machine is deployed: the players are signed up and
 * funded through nginx, and the load process sends every round to nginx. Answers the rounds per
 * second, or null with the reason printed when nginx or a Redis URL is missing.
 */
async function benchBehindNginx(label, serverUrl) {
  const missing = [!NGINX && 'nginx (apt-get install nginx)', !redisUrl && 'a Redis URL (BENCH_REDIS_URL)'].filter(
    Boolean,
  );
  if (missing.length) {
    console.log(`  (${label}: skipped, no ${missing.join(' and no ')})`);
    return null;
  }
  const name = `bench_rounds_nginx_${randomBytes(4).toString('hex')}`;
  const admin = withDatabase(serverUrl, 'postgres');
  psql(admin, `create database ${name}`);
  const env = {
    DATABASE_URL: withDatabase(serverUrl, name),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `casino-rounds-${randomBytes(4).toString('hex')}`,
    // The client's address comes from nginx's X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  };
  const ports = [];
  for (let index = 0; index < nginxProcesses; index += 1) ports.push(await freePort());
  let group;
  let nginx;
  try {
    group = await startProcesses(startBuiltPlatform, env, ports);
    nginx = await startNginx(await freePort(), ports);
    const baseUrl = nginx.baseUrl;
    const { players } = await fundedPlayers(baseUrl);
    const report = drive(
      { baseUrl, pids: group.processes.map((p) => p.pid), nginxPid: nginx.pid },
      players.map((p) => ({ sessions: p.tokens })),
      statementStats(env.DATABASE_URL),
    );
    return print(`[${label}] ${playerCount} players, 1 client each`, report);
  } catch (error) {
    group?.printOutput();
    throw error;
  } finally {
    await nginx?.stop();
    await group?.stop();
    psql(admin, `drop database if exists ${name} with (force)`);
  }
}

/** The server of `url` with another database name. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function psql(url, sql) {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`);
  return run.stdout;
}

/** pgbench on the same server: the SQL floor of one double-entry transfer. */
function pgbench(serverUrl) {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.status !== 0) {
    console.log('  (pgbench is not installed: no SQL figure beside the platform)');
    return null;
  }
  const name = `bench_rounds_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = withDatabase(serverUrl, 'postgres');
  psql(admin, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const dir = mkdtempSync(path.join(tmpdir(), 'rounds-pgbench-'));
  try {
    // Each player's account and its own house account (no row every transfer locks), and a ledger
    // of entries with an identity key, like the platform's.
    psql(
      url,
      `create table account (id int primary key, balance bigint not null);
       create table entry (id bigserial primary key, account_id int not null, delta bigint not null, created_at timestamptz not null default now());
       insert into account select g, 1000000000 from generate_series(1, 200) g;`,
    );
    const script = (aid) =>
      `${aid}\nbegin;\nupdate account set balance = balance - 10 where id = :aid;\nupdate account set balance = balance + 10 where id = :aid + 100;\ninsert into entry (account_id, delta) values (:aid, -10);\nend;\n`;
    writeFileSync(path.join(dir, 'spread.sql'), script('\\set aid random(1, 50)'));
    writeFileSync(path.join(dir, 'hot.sql'), script('\\set aid 1'));
    const run = (file) => {
      const result = spawnSync(
        'pgbench',
        ['-n', '-M', 'prepared', '-c', '50', '-j', '2', '-T', String(seconds), '-f', path.join(dir, file), url],
        { encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`pgbench: ${result.stderr}`);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1];
      const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
      const failed = /number of failed transactions: (\d+)/.exec(result.stdout)?.[1] ?? '0';
      return { tps: Number(tps), latency: Number(latency), failed: Number(failed) };
    };
    const spread = run('spread.sql');
    row('[pgbench] 50 clients over 50 accounts: transfers per second', spread.tps.toFixed(0), 'tx/s');
    row('[pgbench] 50 clients over 50 accounts: latency average', spread.latency.toFixed(1), 'ms');
    const hot = run('hot.sql');
    row('[pgbench] 50 clients on 1 account: transfers per second', hot.tps.toFixed(0), 'tx/s');
    row('[pgbench] 50 clients on 1 account: latency average', hot.latency.toFixed(1), 'ms');
    if (spread.failed || hot.failed) row('[pgbench] failed transactions', spread.failed + hot.failed, '');
    return { spread: spread.tps, hot: hot.tps };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    psql(admin, `drop database if exists ${name} with (force)`);
  }
}

console.log(
  `(closed loops of ${seconds} s after 1 s of warm-up; stake 0.10; the load process and the platform share this machine's ${
    (await import('node:os')).cpus().length
  } cores${databaseUrl ? ' with PostgreSQL' : ''})`,
);
if (!onlyPostgres) await benchDatabase('PGlite', {});
if (databaseUrl) {
  const name = `bench_rounds_${randomBytes(4).toString('hex')}`;
  const admin = withDatabase(databaseUrl, 'postgres');
  psql(admin, `create database ${name}`);
  try {
    const url = withDatabase(databaseUrl, name);
    const platform = await benchDatabase('PostgreSQL', { DATABASE_URL: url }, statementStats(url));
    const behindNginx = await benchBehindNginx(`PostgreSQL, nginx, ${nginxProcesses} processes`, databaseUrl);
    if (behindNginx !== null)
      row(
        `[PostgreSQL] ${playerCount} players: ${nginxProcesses} processes behind nginx / 1 process`,
        (behindNginx / platform.spreadRate).toFixed(2),
      );
    const sql = pgbench(databaseUrl);
    if (sql) {
      row(
        '[PostgreSQL] rounds/s of 50 players / pgbench transfers/s (50 accounts)',
        (platform.spreadRate / sql.spread).toFixed(2),
      );
      row(
        '[PostgreSQL] hot player rounds/s / pgbench transfers/s (1 account)',
        (platform.hotRate / sql.hot).toFixed(2),
      );
    }
  } finally {
    psql(admin, `drop database if exists ${name} with (force)`);
  }
} else console.log('  (PostgreSQL figures: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
