// The long tasks of a page's start, and what runs in them: `node scripts/bench/longtasks.mjs
// [/casino ...]` (through pnpm, as `pnpm bench` is run: it starts the platform with pnpm). The
// product on loopback as the Lighthouse section runs it (built site, in-memory database), loaded
// in Debian's Chromium through Playwright on a phone's screen with the CPU slowed down 4 times
// (Lighthouse's mobile preset; the network is not slowed), and traced with the CPU profiler until
// the page has been quiet for 5 seconds. For each task over 50 ms on the page's main thread it
// prints its start and length, the trace's own events in it (script evaluation, timers, style and
// layout, garbage collection...) and the functions the samples found, by self time and by time
// under them, named through the built files' source maps ("react-dom-client.production.js
// commitMutationEffectsOnFiber", "src/casino/Lobby.tsx Lobby").
// BENCH_LONGTASKS_TRACE=dir keeps each page's trace (chrome://tracing, DevTools' Performance panel).
// BENCH_LONGTASKS_BASE_URL=http://127.0.0.1:4500 reads a platform already running instead.
/* global document -- the functions passed to page.evaluate run in the page */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { ensureSiteBuilt, freePort, startPlatform } from './platform.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cpuSlowdown = 4;
const longTaskMs = 50;
const quietMs = 5_000;

/** Playwright is a dependency of the site's journeys: load that copy. */
const loadPlaywright = () => createRequire(path.join(root, 'apps/site/package.json'))('@playwright/test');

/** @jridgewell/trace-mapping, which Vite's toolchain brings along (pnpm's store). */
async function loadTraceMapping() {
  const store = path.join(root, 'node_modules/.pnpm');
  const dir = readdirSync(store).find((name) => name.startsWith('@jridgewell+trace-mapping@'));
  if (!dir) return undefined;
  return import(
    pathToFileURL(path.join(store, dir, 'node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs')).href
  );
}

const builtScriptDirs = {
  '/assets/': path.join(root, 'apps/site/dist/assets'),
  '/sportsbook-widget/': path.join(root, 'apps/sportsbook-widget/dist'),
};

/** Names a profile's call frame by its source: "src/casino/Lobby.tsx Lobby" (built files' source maps). */
function frameNamer(traceMapping) {
  const maps = new Map();
  const mapOf = (pathname) => {
    if (maps.has(pathname)) return maps.get(pathname);
    const prefix = Object.keys(builtScriptDirs).find((dir) => pathname.startsWith(dir));
    const file = prefix && path.join(builtScriptDirs[prefix], pathname.slice(prefix.length));
    let map;
    if (traceMapping && file && existsSync(`${file}.map`)) {
      map = new traceMapping.TraceMap(readFileSync(`${file}.map`, 'utf8'));
    }
    maps.set(pathname, map);
    return map;
  };
  const short = (source) =>
    source
      .replace(/^(\.\.\/)+/, '')
      .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
      .replace(/^(packages|apps)\//, '$1/');
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (!url) return functionName || '(program)';
    let pathname = url;
    try {
      pathname = new URL(url).pathname;
    } catch {
      // not a URL
    }
    const map = mapOf(pathname);
    if (map && lineNumber >= 0) {
      const original = traceMapping.originalPositionFor(map, {
        line: lineNumber + 1,
        column: Math.max(columnNumber, 0),
      });
      if (original.source) return `${short(original.source)} ${original.name ?? functionName ?? '(anonymous)'}`;
    }
    return `${path.basename(pathname)} ${functionName || '(anonymous)'}`;
  };
}

/** The page's main thread: the CrRendererMain thread that ran the most. */
function mainThread(events) {
  const names = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      names.set(`${event.pid}:${event.tid}`, 0);
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && names.has(key)) names.set(key, names.get(key) + (event.dur ?? 0));
  }
  const [best] = [...names.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid, tid };
}

/** The CPU profile's samples on a thread: [{ ts, stack: frame names leaf first }]. */
function samplesOf(events, { pid, tid }, nameFrame) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') {
      profiles.set(event.id, { tid: event.tid, time: event.args.data.startTime, nodes: new Map(), samples: [] });
    } else if (event.name === 'ProfileChunk') {
      const profile = profiles.get(event.id);
      if (!profile) continue;
      const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
      for (const node of cpuProfile.nodes ?? []) {
        profile.nodes.set(node.id, { parent: node.parent, name: nameFrame(node.callFrame) });
      }
      (cpuProfile.samples ?? []).forEach((id, index) => {
        profile.time += timeDeltas[index] ?? 0;
        profile.samples.push({ ts: profile.time, id });
      });
    }
  }
  const profile = [...profiles.values()].find((candidate) => candidate.tid === tid) ?? [...profiles.values()][0];
  if (!profile) return [];
  const stacks = new Map();
  const stackOf = (id) => {
    if (stacks.has(id)) return stacks.get(id);
    const stack = [];
    for (let node = profile.nodes.get(id); node; node = profile.nodes.get(node.parent)) stack.push(node.name);
    stacks.set(id, stack);
    return stack;
  };
  const sorted = profile.samples.sort((a, b) => a.ts - b.ts);
  return sorted.map((sample, index) => ({
    ts: sample.ts,
    // Each sample stands for the time until the next one.
    dur: Math.min((sorted[index + 1]?.ts ?? sample.ts) - sample.ts, 10_000),
    stack: stackOf(sample.id),
  }));
}

const ms = (us) => Math.round(us / 1000);
const top = (map, count) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
const generic = /^\((program|root|idle|garbage collector)\)$|^\S+ \((anonymous)\)$/;

/** The trace's events that say what a task did (the scheduler's own wrappers left out). */
const named = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'v8.runMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'XHRReadyStateChange',
  'ResourceReceivedData',
  'HitTest',
  'ScheduleStyleRecalculation',
  'IntersectionObserverController::computeIntersections',
]);

/** What the trace's own events say a task did: time by event name, nested events left out. */
function eventsIn(events, task) {
  const end = task.ts + task.dur;
  const inside = events.filter(
    (event) => event.ts >= task.ts && event.ts < end && event.ph === 'X' && event !== task && named.has(event.name),
  );
  const byName = new Map();
  const scripts = new Map();
  // Only the outermost events: each event's time counts once.
  let coveredUntil = 0;
  for (const event of inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (event.ts < coveredUntil) continue;
    coveredUntil = event.ts + (event.dur ?? 0);
    const url = event.args?.data?.url;
    const what = url ? `${event.name} ${path.basename(new URL(url, 'http://x').pathname)}` : event.name;
    byName.set(what, (byName.get(what) ?? 0) + (event.dur ?? 0));
    if (url) scripts.set(url, true);
  }
  return byName;
}

async function traceOne(browser, devices, url, { keepTrace } = {}) {
  const context = await browser.newContext({ ...devices['Moto G4'], viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'toplevel',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: no long task for 5 s (long tasks observed in the page).
  await page.evaluate(
    ({ quiet }) =>
      new Promise((resolve) => {
        let timer = setTimeout(resolve, quiet);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quiet);
        }).observe({ type: 'longtask' });
      }),
    { quiet: quietMs },
  );
  const interactive = await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));
  const buffer = await browser.stopTracing();
  await context.close();
  const trace = JSON.parse(buffer.toString('utf8'));
  if (keepTrace) writeFileSync(keepTrace, buffer);
  return { events: trace.traceEvents ?? trace, interactive };
}

function report(pageName, { events, interactive }, nameFrame) {
  const thread = mainThread(events);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const navigation =
    onThread.find((event) => event.name === 'navigationStart') ?? events.find((e) => e.name === 'navigationStart');
  const zero = navigation?.ts ?? Math.min(...onThread.filter((e) => e.ts > 0).map((e) => e.ts));
  const tasks = onThread.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.dur > longTaskMs * 1000,
  );
  const samples = samplesOf(events, thread, nameFrame);
  const blocking = tasks.reduce((sum, task) => sum + task.dur - longTaskMs * 1000, 0);
  console.log(
    `\n${pageName}: ${tasks.length} tasks over ${longTaskMs} ms, blocking time ${ms(blocking)} ms (CPU ${cpuSlowdown}x slower${interactive ? '' : '; the page never said data-interactive'})`,
  );
  for (const task of tasks) {
    console.log(`  task at ${ms(task.ts - zero)} ms, ${ms(task.dur)} ms long`);
    const byEvent = eventsIn(onThread, task);
    console.log(
      `    trace events: ${top(byEvent, 8)
        .filter(([, dur]) => dur >= 2000)
        .map(([name, dur]) => `${name} ${ms(dur)}`)
        .join(', ')}`,
    );
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < task.ts + task.dur);
    const self = new Map();
    const total = new Map();
    for (const { dur, stack } of inside) {
      self.set(stack[0], (self.get(stack[0]) ?? 0) + dur);
      for (const name of new Set(stack)) total.set(name, (total.get(name) ?? 0) + dur);
    }
    const line = (map, count) =>
      top(map, count * 2)
        .filter(([name, dur]) => !generic.test(name) && dur >= 2000)
        .slice(0, count)
        .map(([name, dur]) => `${ms(dur)} ${name}`)
        .join('; ');
    console.log(`    ${inside.length} samples; self: ${line(self, 10)}`);
    // Time under the site's own and the UI package's functions (components, hooks): what to change.
    const own = new Map([...total].filter(([name]) => /^(apps|packages)\//.test(name)));
    console.log(`    under (own code): ${line(own, 14)}`);
  }
}

async function main() {
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const list = pages.length ? pages : ['/', '/casino', '/promotion', '/live-casino'];
  const runs = Math.max(1, Number(process.env.BENCH_LONGTASKS_RUNS ?? 1) || 1);
  let platform;
  let baseURL = process.env.BENCH_LONGTASKS_BASE_URL;
  if (!baseURL) {
    ensureSiteBuilt();
    platform = startPlatform(Number(process.env.BENCH_PORT) || (await freePort()), { SPORTSBOOK_ODDS_MOVES: 'false' });
    baseURL = platform.baseURL;
  }
  const { chromium, devices } = loadPlaywright();
  const nameFrame = frameNamer(await loadTraceMapping());
  let browser;
  try {
    await platform?.ready();
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    // A first visit warms the platform's caches (as Lighthouse's first run would).
    const warm = await browser.newPage();
    await warm.goto(`${baseURL}${list[0]}`);
    await warm.close();
    for (const pageName of list) {
      for (let run = 0; run < runs; run++) {
        const dir = process.env.BENCH_LONGTASKS_TRACE;
        if (dir) mkdirSync(dir, { recursive: true });
        const name = pageName === '/' ? 'home' : pageName.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        const traced = await traceOne(browser, devices, `${baseURL}${pageName}`, {
          keepTrace: dir && path.join(dir, `${name}-${run + 1}.json`),
        });
        report(pageName, traced, nameFrame);
      }
    }
  } finally {
    await browser?.close();
    await platform?.stop();
  }
}

await main();
