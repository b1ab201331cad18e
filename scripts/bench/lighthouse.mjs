// Lighthouse figures for `pnpm bench` (`node scripts/bench.mjs lighthouse` runs only these).
// The real product (the platform serving the built site and the API, in-memory database with
// seed data) on a free loopback port, audited by Lighthouse with its default mobile preset
// (Moto G Power emulation, simulated slow 4G throttling) in Debian's Chromium.
// Budgets: performance >= 95 and accessibility = 100 on every page below; issue 33: total blocking
// time under 300 ms, no script evaluating for more than 50 ms.
// Every figure is the median of that figure over the runs (5 by default, BENCH_LIGHTHOUSE_RUNS=1
// while developing), printed beside the figure before issue 33's changes
// (scripts/bench/lighthouse-before.json; BENCH_LIGHTHOUSE_BEFORE=write records the figures of
// this run there instead). BENCH_LIGHTHOUSE_COMPARE=<another checkout of this repository, built>
// audits that checkout's product too, run for run in turn with this one, and prints its medians as
// the figures before (to compare two commits in one run: `git worktree add /tmp/before <commit>`,
// build its site, widget and platform there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { ensureSiteBuilt, freePort, startPlatform } from './platform.mjs';
import { medianOf, row } from './row.mjs';

export { ensureSiteBuilt };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const pages = ['/', '/casino', '/promotion', '/live-casino'];
/** The pages audited this run: all of them, or those BENCH_LIGHTHOUSE_PAGES names ("/,/casino"). */
const audited = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',') : pages;
/** JavaScript the page loads before it is usable, gzip: the issue's first-paint budget for `/`. */
const firstPaintJsBudgetKb = 150;
const budgets = { performance: 95, accessibility: 100, totalBlockingTimeMs: 300, scriptEvaluationMs: 50 };
/** Runs per page; each figure is the median over them (BENCH_LIGHTHOUSE_RUNS). */
const defaultRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);
const beforeFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse-before.json');
/** @type {Record<string, Record<string, number>>} The figures before issue 33, by page. */
const before = existsSync(beforeFile) ? JSON.parse(readFileSync(beforeFile, 'utf8')).pages : {};
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** chrome-launcher is a dependency of lighthouse, not of this repository: load lighthouse's copy. */
async function loadChromeLauncher() {
  const lighthouseEntry = createRequire(import.meta.url).resolve('lighthouse');
  const launcherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');
  return import(pathToFileURL(launcherEntry).href);
}

const score = (category) => (category?.score == null ? NaN : Math.round(category.score * 100));
const kbOf = (bytes) => Number((bytes / 1024).toFixed(1));

/** The run with the median performance score: the one whose failing audits are listed. */
function median(lhrs) {
  const sorted = [...lhrs].sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Script bytes the page really transferred (compressed, headers included), by path. */
function transferredScripts(lhr) {
  const files = new Map();
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType !== 'Script') continue;
    const { pathname } = new URL(item.url);
    files.set(pathname, (files.get(pathname) ?? 0) + (item.transferSize ?? 0));
  }
  return files;
}

/**
 * Main-thread time of each script under the mobile CPU slowdown (Lighthouse's bootup-time audit:
 * evaluation, and parse and compile), by path.
 */
function scriptBootup(lhr) {
  const scripts = new Map();
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    let name = item.url;
    try {
      name = new URL(item.url).pathname;
    } catch {
      // "Other" and the like: kept as they are
    }
    scripts.set(name, { scripting: item.scripting ?? 0, parse: item.scriptParseCompile ?? 0, total: item.total ?? 0 });
  }
  return scripts;
}

/** The figures of one run, by name: what is printed, as medians over the runs. */
function figuresOf(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const transferred = [...transferredScripts(lhr).values()].reduce((sum, size) => sum + size, 0);
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    bytes: metric('total-byte-weight'),
    scriptTransferred: transferred,
    scriptGzip: loadedScripts(lhr).gzip,
    bootup: metric('bootup-time'),
    mainThread: metric('mainthread-work-breakdown'),
  };
}

/** Medians over the runs: of every figure, and of each script's bytes and evaluation time. */
function mediansOf(lhrs) {
  const all = lhrs.map(figuresOf);
  const figures = Object.fromEntries(Object.keys(all[0]).map((key) => [key, medianOf(all.map((f) => f[key]))]));
  const perRunScripts = lhrs.map((lhr) => ({ transfer: transferredScripts(lhr), bootup: scriptBootup(lhr) }));
  const names = new Set(perRunScripts.flatMap(({ transfer, bootup }) => [...transfer.keys(), ...bootup.keys()]));
  const scripts = [...names]
    .map((name) => ({
      name,
      transferred: medianOf(perRunScripts.map(({ transfer }) => transfer.get(name) ?? 0)),
      scripting: medianOf(perRunScripts.map(({ bootup }) => bootup.get(name)?.scripting ?? 0)),
      parse: medianOf(perRunScripts.map(({ bootup }) => bootup.get(name)?.parse ?? 0)),
    }))
    .sort((a, b) => b.scripting - a.scripting || b.transferred - a.transferred);
  return { figures, scripts };
}

function offLoopbackRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => {
      try {
        const { protocol, hostname } = new URL(url);
        return /^(https?|wss?):$/.test(protocol) && !loopbackHosts.has(hostname);
      } catch {
        return false;
      }
    });
}

/** The first page element an audit points at, as "selector (text)", to find it in the page. */
function firstElement(details) {
  const stack = [details];
  while (stack.length) {
    const value = stack.shift();
    if (!value || typeof value !== 'object') continue;
    if (value.type === 'node' && (value.selector || value.snippet)) {
      const text = value.nodeLabel && value.nodeLabel !== value.selector ? ` "${value.nodeLabel.slice(0, 40)}"` : '';
      return `${value.selector ?? value.snippet}${text}`;
    }
    stack.push(...(Array.isArray(value) ? value : Object.values(value)));
  }
  return undefined;
}

/** Where the platform serves built scripts from: the site's chunks and the first-party sportsbook widget. */
const builtScriptDirs = {
  '/assets/': path.join(root, 'apps/site/dist/assets'),
  '/sportsbook-widget/': path.join(root, 'apps/sportsbook-widget/dist'),
};

/**
 * Every script the page requested while Lighthouse loaded it (everything up to the quiet network
 * after load: the entry, the app, the route's chunk, the sportsbook widget, what they import at
 * start), sized as gzip of the built file where there is one, so the figure compares with the
 * budget whatever the server sends, else as transferred.
 */
function loadedScripts(lhr) {
  const files = new Map();
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType !== 'Script') continue;
    const { pathname } = new URL(item.url);
    const prefix = Object.keys(builtScriptDirs).find((dir) => pathname.startsWith(dir));
    const built = prefix && path.join(builtScriptDirs[prefix], pathname.slice(prefix.length));
    const size = built && existsSync(built) ? gzipSync(readFileSync(built)).length : (item.transferSize ?? 0);
    files.set(pathname, size);
  }
  const gzip = [...files.values()].reduce((sum, size) => sum + size, 0);
  return { files: [...files.keys()].sort(), gzip };
}

/** Figures as printed: scores whole, times in whole ms, sizes in KB with one decimal. */
function rounded(figures) {
  const ms = (value) => Math.round(value);
  return {
    performance: Math.round(figures.performance),
    accessibility: Math.round(figures.accessibility),
    fcp: ms(figures.fcp),
    lcp: ms(figures.lcp),
    tbt: ms(figures.tbt),
    cls: Number(figures.cls.toFixed(3)),
    si: ms(figures.si),
    bootup: ms(figures.bootup),
    mainThread: ms(figures.mainThread),
    bytes: kbOf(figures.bytes),
    scriptTransferred: kbOf(figures.scriptTransferred),
    scriptGzip: kbOf(figures.scriptGzip),
  };
}

function report(page, lhr, { figures, scripts: scriptTimes }, compared) {
  const label = (name) => `${page}: ${name}`;
  const was = compared?.figures ?? before[page] ?? {};
  const wasLabel = compared ? `before: ${compared.name}` : 'before';
  /** A row with the figure before (issue 33's, or the compared checkout's) after it. */
  const rowBeside = (name, key, value, unit, budget, options) => {
    row(label(name), value, unit, budget, options);
    if (was[key] !== undefined) console.log(`${''.padEnd(60)} ${String(was[key]).padStart(10)} ${unit}  (${wasLabel})`);
  };
  if (lhr.runtimeError) {
    console.log(`${label('Lighthouse error')} ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    process.exitCode = 1;
  }
  for (const warning of lhr.runWarnings ?? []) console.log(`  Lighthouse warning: ${warning}`);
  if (lhr.runtimeError) return;

  const { performance, accessibility } = lhr.categories;
  const f = rounded(figures);
  rowBeside('performance score (mobile)', 'performance', f.performance, '/100', budgets.performance, { atLeast: true });
  rowBeside('accessibility score', 'accessibility', f.accessibility, '/100', budgets.accessibility, { atLeast: true });
  rowBeside('First Contentful Paint (simulated)', 'fcp', f.fcp, 'ms');
  rowBeside('Largest Contentful Paint (simulated)', 'lcp', f.lcp, 'ms');
  rowBeside('Total Blocking Time (simulated)', 'tbt', f.tbt, 'ms', budgets.totalBlockingTimeMs);
  rowBeside('Cumulative Layout Shift', 'cls', f.cls, '');
  rowBeside('Speed Index (simulated)', 'si', f.si, 'ms');
  rowBeside('script evaluation, all scripts (bootup-time)', 'bootup', f.bootup, 'ms');
  rowBeside('main-thread work', 'mainThread', f.mainThread, 'ms');
  rowBeside('total byte weight (transferred)', 'bytes', f.bytes, 'KB');
  rowBeside('JavaScript transferred', 'scriptTransferred', f.scriptTransferred, 'KB');
  const scripts = loadedScripts(lhr);
  rowBeside(
    'JavaScript loaded by the page (gzip of the built files)',
    'scriptGzip',
    f.scriptGzip,
    'KB',
    page === '/' ? firstPaintJsBudgetKb : undefined,
  );
  console.log(`    ${scripts.files.length} scripts: ${scripts.files.join(', ')}`);
  console.log(
    `    per script: evaluation ms (budget ${budgets.scriptEvaluationMs}) / parse+compile ms / KB transferred`,
  );
  for (const script of scriptTimes.slice(0, 12)) {
    const over = script.scripting > budgets.scriptEvaluationMs ? '  over budget' : '';
    console.log(
      `      ${String(Math.round(script.scripting)).padStart(6)} / ${String(Math.round(script.parse)).padStart(4)} / ` +
        `${String(kbOf(script.transferred)).padStart(6)}  ${script.name}${over}`,
    );
  }

  const outside = offLoopbackRequests(lhr);
  row(label('requests to hosts other than loopback'), outside.length, '');
  for (const url of outside.slice(0, 10)) console.log(`    ${url}`);

  // What to act on: failing accessibility audits, then the performance audits with savings.
  if (score(accessibility) < 100) {
    const failing = accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    console.log(`  failing accessibility audits (${failing.length}):`);
    for (const audit of failing) {
      const nodes = audit.details?.items ?? [];
      const example = firstElement(audit.details);
      const where = nodes.length
        ? ` [${nodes.length} element${nodes.length === 1 ? '' : 's'}${example ? `, e.g. ${example}` : ''}]`
        : '';
      console.log(`    - ${audit.id}: ${audit.title}${where}`);
    }
  }

  const opportunities = performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({
      audit,
      ms: audit.details?.overallSavingsMs ?? 0,
      bytes: audit.details?.overallSavingsBytes ?? 0,
      metrics: Object.entries(audit.metricSavings ?? {})
        .filter(([, saving]) => saving > 0)
        .map(([name]) => name),
    }))
    // An opportunity with no estimated saving is noise; a failing diagnostic is kept.
    .filter(({ audit, ms, bytes, metrics }) => ms || bytes || metrics.length || audit.details?.type !== 'opportunity')
    .sort(
      (a, b) =>
        b.ms - a.ms || b.bytes - a.bytes || b.metrics.length - a.metrics.length || a.audit.score - b.audit.score,
    )
    .slice(0, 6);
  if (opportunities.length) {
    console.log('  top performance opportunities and diagnostics:');
    for (const { audit, ms, bytes, metrics } of opportunities) {
      const savings = [
        ms ? `~${Math.round(ms)} ms` : '',
        bytes ? `~${kbOf(bytes)} KB` : '',
        metrics.length ? `helps ${metrics.join(', ')}` : '',
        !ms && !bytes && audit.displayValue ? audit.displayValue : '',
        audit.details?.type === 'opportunity' ? '' : firstElement(audit.details),
      ].filter(Boolean);
      console.log(`    - ${audit.id}: ${audit.title}${savings.length ? ` (${savings.join('; ')})` : ''}`);
    }
  }
}

/** Prints the Lighthouse rows for every page. Stops what it started, also on error or Ctrl+C. */
export async function benchLighthouse({ rebuild = false, runs = defaultRuns } = {}) {
  console.log(
    `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version} ` +
      `(mobile preset, simulated throttling, medians of ${runs} run${runs === 1 ? '' : 's'}; the product on loopback, in-memory database; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  );
  ensureSiteBuilt({ rebuild });

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await loadChromeLauncher();
  const platform = startPlatform(await freePort());
  const compareCheckout = process.env.BENCH_LIGHTHOUSE_COMPARE;
  const other = compareCheckout ? startPlatform(await freePort(), {}, { checkout: compareCheckout }) : undefined;
  const otherName = compareCheckout ? checkoutName(compareCheckout) : '';
  /** @type {{ kill(): void } | undefined} */
  let chrome;
  const interrupted = async (signal) => {
    chrome?.kill();
    await Promise.all([platform.stop(), other?.stop()]);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await Promise.all([platform.ready(), other?.ready()]);
    if (other) console.log(`Each page audited in turn on this checkout and on ${compareCheckout} (${otherName})`);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [
        '--headless',
        ...chromiumArgs,
        // Belt and braces for the closed network: nothing but loopback resolves. The rules also
        // apply to IP literals, hence the EXCLUDE for 127.0.0.1 (without it: interstitial error).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
      logLevel: 'silent',
    });
    const measured = {};
    const audit = async (url) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return result.lhr;
    };
    for (const page of audited) {
      const lhrs = [];
      const otherLhrs = [];
      for (let i = 0; i < runs; i++) {
        lhrs.push(await audit(`${platform.baseURL}${page}`));
        if (other) otherLhrs.push(await audit(`${other.baseURL}${page}`));
      }
      const chosen = median(lhrs);
      const medians = mediansOf(lhrs);
      measured[page] = rounded(medians.figures);
      // BENCH_LIGHTHOUSE_JSON=dir keeps each page's full report, to study what the figures hide.
      if (process.env.BENCH_LIGHTHOUSE_JSON) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(chosen));
      }
      const compared = other ? { name: otherName, figures: rounded(mediansOf(otherLhrs).figures) } : undefined;
      report(page, chosen, medians, compared);
    }
    if (process.env.BENCH_LIGHTHOUSE_BEFORE === 'write') {
      const [load1, load5] = readFileSync('/proc/loadavg', 'utf8').split(' ');
      const pagesBefore = { ...before, ...measured };
      writeFileSync(
        beforeFile,
        `${JSON.stringify({ runs, loadAverage: `${load1} ${load5}`, date: new Date().toISOString(), pages: pagesBefore }, null, 2)}\n`,
      );
      console.log(`Recorded these figures as the ones before the change: ${path.relative(root, beforeFile)}`);
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    chrome?.kill();
    await Promise.all([platform.stop(), other?.stop()]);
  }
}

/** A checkout's commit and subject, to say what the figures before are of. */
function checkoutName(checkout) {
  const result = spawnSync('git', ['-C', checkout, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().slice(0, 72) : checkout;
}
