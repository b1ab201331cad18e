// Lighthouse figures for `pnpm bench` (`node scripts/bench.mjs lighthouse` runs only these).
// The real product (the platform serving the built site and the API, in-memory database with
// seed data) on a free loopback port, audited by Lighthouse with its default mobile preset
// (Moto G Power emulation, simulated slow 4G throttling) in Debian's Chromium.
// Budgets: performance >= 95 and accessibility = 100 on every page below.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { ensureSiteBuilt, freePort, startPlatform } from './platform.mjs';
import { row } from './row.mjs';

export { ensureSiteBuilt };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const pages = ['/', '/casino', '/promotion', '/live-casino'];
/** The pages audited this run: all of them, or those BENCH_LIGHTHOUSE_PAGES names ("/,/casino"). */
const audited = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',') : pages;
/** JavaScript the page loads before it is usable, gzip: the issue's first-paint budget for `/`. */
const firstPaintJsBudgetKb = 150;
const budgets = { performance: 95, accessibility: 100 };
/** Runs per page; the run with the median performance score is reported (BENCH_LIGHTHOUSE_RUNS). */
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1) || 1);
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** chrome-launcher is a dependency of lighthouse, not of this repository: load lighthouse's copy. */
async function loadChromeLauncher() {
  const lighthouseEntry = createRequire(import.meta.url).resolve('lighthouse');
  const launcherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');
  return import(pathToFileURL(launcherEntry).href);
}

const score = (category) => (category?.score == null ? NaN : Math.round(category.score * 100));
const kbOf = (bytes) => Number((bytes / 1024).toFixed(1));

function median(lhrs) {
  const sorted = [...lhrs].sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
  return sorted[Math.floor((sorted.length - 1) / 2)];
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

function report(page, lhr) {
  const label = (name) => `${page}: ${name}`;
  if (lhr.runtimeError) {
    console.log(`${label('Lighthouse error')} ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    process.exitCode = 1;
  }
  for (const warning of lhr.runWarnings ?? []) console.log(`  Lighthouse warning: ${warning}`);
  if (lhr.runtimeError) return;

  const { performance, accessibility } = lhr.categories;
  row(label('performance score (mobile)'), score(performance), '/100', budgets.performance, { atLeast: true });
  row(label('accessibility score'), score(accessibility), '/100', budgets.accessibility, { atLeast: true });
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  row(label('First Contentful Paint (simulated)'), Math.round(metric('first-contentful-paint')), 'ms');
  row(label('Largest Contentful Paint (simulated)'), Math.round(metric('largest-contentful-paint')), 'ms');
  row(label('Total Blocking Time (simulated)'), Math.round(metric('total-blocking-time')), 'ms');
  row(label('Cumulative Layout Shift'), Number(metric('cumulative-layout-shift').toFixed(3)), '');
  row(label('Speed Index (simulated)'), Math.round(metric('speed-index')), 'ms');
  row(label('total byte weight (transferred)'), kbOf(metric('total-byte-weight')), 'KB');
  const scripts = loadedScripts(lhr);
  row(
    label('JavaScript loaded by the page (gzip)'),
    kbOf(scripts.gzip),
    'KB',
    page === '/' ? firstPaintJsBudgetKb : undefined,
  );
  console.log(`    ${scripts.files.length} scripts: ${scripts.files.join(', ')}`);

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
export async function benchLighthouse({ rebuild = false } = {}) {
  console.log(
    `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version} ` +
      `(mobile preset, simulated throttling${runs > 1 ? `, median of ${runs} runs` : ''}; the product on loopback, in-memory database)`,
  );
  ensureSiteBuilt({ rebuild });

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await loadChromeLauncher();
  const platform = startPlatform(await freePort());
  /** @type {{ kill(): void } | undefined} */
  let chrome;
  const interrupted = async (signal) => {
    chrome?.kill();
    await platform.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await platform.ready();
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
    for (const page of audited) {
      const url = `${platform.baseURL}${page}`;
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        lhrs.push(result.lhr);
      }
      const chosen = median(lhrs);
      // BENCH_LIGHTHOUSE_JSON=dir keeps each page's full report, to study what the figures hide.
      if (process.env.BENCH_LIGHTHOUSE_JSON) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(chosen));
      }
      report(page, chosen);
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    chrome?.kill();
    await platform.stop();
  }
}
