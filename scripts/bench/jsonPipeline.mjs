// The `pipeline` section of `pnpm bench` (issue 34): what the platform's request pipeline (hooks,
// headers, logging, serialisation) costs a JSON answer. The built platform (apps/platform/dist)
// and a bare node:http server sending the same bytes with the same content type each run in a
// process of their own; autocannon loads each from this process (a warm-up each, then measured
// runs taking turns: bare, platform, bare, ...) and the rows print the median requests per second
// of each and the median of the rounds' shares of the bare server's rate (a run beside a run of
// the other, so that a slower moment of a shared machine weighs on both). Figures only, never
// pass/fail.
//
// On Linux the rows also give each server's CPU time per request (from /proc), which other work on
// a shared machine disturbs less than the rates.
//
// BENCH_SECONDS (a measured run, default 4), BENCH_PIPELINE_ROUNDS (measured runs of each server,
// default 3), BENCH_PIPELINE_PIN=0 (the servers and the load not kept to cores of their own),
// BENCH_CONNECTIONS (default 50), BENCH_LOG_LEVEL (the platform's
// LOG_LEVEL, default warn), BENCH_CPU_PROF=<dir> (the platform writes a V8 CPU profile there when
// it stops), BENCH_PLATFORM_DIST=<dir> (another build to measure, e.g. a copy of an older
// apps/platform/dist placed beside it so that it finds the same node_modules).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from '../pnpm.mjs';
import { freePort } from './platform.mjs';
import { medianOf, row } from './row.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const platformMain = path.resolve(process.env.BENCH_PLATFORM_DIST ?? path.join(root, 'apps/platform/dist'), 'main.js');
// autocannon is the platform's development dependency (its own load bench uses it too).
const autocannon = createRequire(path.join(root, 'apps/platform/package.json'))('autocannon');

/** The answers compared: the liveness probe and the whole game catalogue of a visitor. */
const ROUTES = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/gp/games (whole catalogue)', path: '/api/gp/games' },
];

/** The aim: JSON routes at this share of the bare server's rate or more. */
const AIM = 0.8;

/**
 * On a machine of two cores or more with taskset (util-linux), the servers run on core 1 and the
 * load (this process) on core 0 while they are measured (BENCH_PIPELINE_PIN=0: not): each figure is
 * then the server's own cost, less how the scheduler happened to share the two cores.
 */
const pinned =
  process.env.BENCH_PIPELINE_PIN !== '0' &&
  os.availableParallelism() >= 2 &&
  spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;

/** Runs every thread of `pid` on these cores ('1', '0-3'). */
const pinTo = (pid, cores) => spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_PIPELINE_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A child process that is ready once `readyLine` shows on its output; stop() ends it. */
function startChild(command, args, env, ready) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    pid: child.pid,
    output: () => output,
    async ready() {
      const deadline = Date.now() + 120_000;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < deadline) {
        if (gone) throw new Error(`exited before it was ready:\n${output}`);
        if (await ready().catch(() => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`not ready within 120 s:\n${output}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The bare server: each path answers its recorded bytes with the recorded content type. */
const BARE_SERVER = `
const http = require('node:http');
const answers = new Map(JSON.parse(process.env.BARE_ANSWERS).map(([path, type, body]) => [path, { type, body: Buffer.from(body, 'base64') }]));
http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) { response.statusCode = 404; response.end(); return; }
  response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  response.end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Milliseconds of CPU (user and system) a process has used, from /proc (Linux); undefined elsewhere.
 * Less at the mercy of other work on a shared machine than requests per second.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of stat; 12 and 13 after the command) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A short load that is not measured: the JIT, the catalogue's cache. */
const warmUp = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: 2 }, (error) => (error ? reject(error) : resolve())),
  );

/** Requests per second of `url` and the serving process's CPU microseconds per request. */
async function rate(url, pid) {
  const cpuBefore = cpuMs(pid);
  const result = await load(url);
  const cpuAfter = cpuMs(pid);
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`);
  }
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { perSecond: result.requests.average, cpuPerRequest };
}

export async function benchJsonPipeline() {
  if (!existsSync(platformMain)) {
    if (process.env.BENCH_PLATFORM_DIST) throw new Error(`no ${platformMain}`);
    console.log('  building the platform (apps/platform/dist)...');
    const build = spawnSync(pnpmCommand, [...pnpmPrefix, '--filter', '@casino/platform', 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`the platform build failed (exit ${build.status ?? build.signal})`);
  }
  const platformPort = await freePort();
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const profileDir = process.env.BENCH_CPU_PROF;
  const platform = startChild(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), platformMain],
    {
      PORT: String(platformPort),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      PUBLIC_URL: platformUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SPORTSBOOK_ODDS_MOVES: 'false',
    },
    async () => (await fetch(`${platformUrl}/api/ready`)).ok,
  );
  let bare;
  try {
    await platform.ready();
    // The bare server sends exactly what the platform answered (a visitor, no compression asked).
    const answers = [];
    for (const route of ROUTES) {
      const response = await fetch(platformUrl + route.path, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${route.path} answered ${response.status}`);
      answers.push([route.path, response.headers.get('content-type'), body.toString('base64')]);
      route.bytes = body.length;
    }
    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}`;
    bare = startChild(
      process.execPath,
      ['-e', BARE_SERVER],
      { PORT: String(barePort), BARE_ANSWERS: JSON.stringify(answers) },
      async () => (await fetch(`${bareUrl}/api/health`)).ok,
    );
    await bare.ready();
    if (pinned) {
      pinTo(platform.pid, '1');
      pinTo(bare.pid, '1');
      pinTo(process.pid, '0');
    }
    console.log(
      `  ${connections} connections, ${rounds} runs of ${seconds} s each, taking turns, after a 2 s warm-up; medians; ${pinned ? 'servers on core 1, load on core 0' : 'not pinned to cores'}; aim: at least ${AIM} of bare`,
    );
    for (const route of ROUTES) {
      await warmUp(bareUrl + route.path);
      await warmUp(platformUrl + route.path);
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        runs.push({
          bare: await rate(bareUrl + route.path, bare.pid),
          platform: await rate(platformUrl + route.path, platform.pid),
        });
      }
      const size = route.bytes >= 1024 ? `${(route.bytes / 1024).toFixed(1)} KB` : `${route.bytes} B`;
      row(
        `${route.name}, ${size}: bare node:http`,
        Math.round(medianOf(runs.map((run) => run.bare.perSecond))),
        'req/s',
      );
      row(`${route.name}, ${size}: platform`, Math.round(medianOf(runs.map((run) => run.platform.perSecond))), 'req/s');
      const shares = runs.map((run) => run.platform.perSecond / run.bare.perSecond);
      row(
        `${route.name}: platform / bare`,
        medianOf(shares).toFixed(2),
        `(aim >= ${AIM}; runs ${shares.map((share) => share.toFixed(2)).join(', ')})`,
      );
      const bareCpu = runs.map((run) => run.bare.cpuPerRequest);
      const platformCpu = runs.map((run) => run.platform.cpuPerRequest);
      if (![...bareCpu, ...platformCpu].includes(undefined)) {
        row(`${route.name}: server CPU per request, bare`, medianOf(bareCpu).toFixed(1), 'µs');
        row(`${route.name}: server CPU per request, platform`, medianOf(platformCpu).toFixed(1), 'µs');
        row(
          `${route.name}: bare / platform CPU per request`,
          (medianOf(bareCpu) / medianOf(platformCpu)).toFixed(2),
          `(aim >= ${AIM})`,
        );
      }
    }
  } catch (error) {
    console.error(platform.output());
    throw error;
  } finally {
    // The benches after this one run on every core again.
    if (pinned) pinTo(process.pid, `0-${os.availableParallelism() - 1}`);
    await bare?.stop();
    await platform.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchJsonPipeline();
