#!/usr/bin/env node
// `pnpm bench`: prints the figures the issues set budgets for. Never pass/fail on a clock:
// figures are printed with their budget as a ratio where at most 1 is within budget (figure /
// budget for "at most" budgets, budget / figure for "at least" ones such as scores: see
// scripts/bench/row.mjs).
// `node scripts/bench.mjs [bundles] [platform] [pipeline] [search] [reports] [harm] [lighthouse] [inp] [lobby] [--rebuild]` runs only the named
// sections (all of them without a name); --rebuild builds the site even when dist exists;
// --runs=N sets the Lighthouse runs per page (medians of 5 by default).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchInp } from './bench/inp.mjs';
import { benchJsonPipeline } from './bench/jsonPipeline.mjs';
import { benchLobby } from './bench/lobby.mjs';
import { benchFanOut } from './bench/fanout.mjs';
import { ensureSiteBuilt } from './bench/platform.mjs';
import { row } from './bench/row.mjs';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file)).length;

const sections = ['bundles', 'platform', 'pipeline', 'search', 'reports', 'harm', 'lighthouse', 'inp', 'lobby'];
const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
/** --runs=N: Lighthouse runs per page (default 5, or BENCH_LIGHTHOUSE_RUNS); fewer while developing. */
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : undefined;
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !sections.includes(name));
if (unknown.length) {
  console.error(`Unknown bench section: ${unknown.join(', ')} (known: ${sections.join(', ')})`);
  process.exit(2);
}
const wanted = (section) => named.length === 0 || named.includes(section);

// The Lighthouse audit and the lobby need the built site: build it first so the bundle sizes
// cover it too.
let siteBuildError;
if (wanted('lighthouse') || wanted('inp') || wanted('lobby')) {
  try {
    ensureSiteBuilt({ rebuild });
  } catch (error) {
    siteBuildError = error;
  }
}

if (wanted('bundles')) {
  console.log('Bundle sizes (gzip)');
  const uiDist = path.join(root, 'packages/ui/dist');
  if (existsSync(uiDist)) {
    row('@casino/ui dist/index.js', Number(kb(gz(path.join(uiDist, 'index.js')))), 'KB');
    row('@casino/ui styles.css (every component)', Number(kb(gz(path.join(uiDist, 'index.css')))), 'KB');
    row('@casino/ui tokens.css', Number(kb(gz(path.join(uiDist, 'tokens.css')))), 'KB');
    // What a brand's Vite page pays beyond React and React DOM, from the packed-tarball consumer
    // test (packages/ui/test/consumer.test.ts), which writes these figures when it runs.
    const sizesFile = path.join(uiDist, 'consumer-sizes.json');
    if (existsSync(sizesFile)) {
      const { budgets, today, addedSince = {}, weights } = JSON.parse(readFileSync(sizesFile, 'utf8'));
      const added = (figure) => Object.values(addedSince).reduce((sum, kb) => sum + kb[figure], 0);
      const react = weights.react.js;
      const apps = {
        button: 'Button',
        buttonFromRoot: 'Button (root import)',
        AuthModal: 'AuthModal',
        Betslip: 'Betslip',
        GameGrid: 'GameGrid',
        DateRangeFilter: 'DateRangeFilter',
      };
      for (const [app, label] of Object.entries(apps)) {
        const budget = budgets[app === 'buttonFromRoot' ? 'button' : app];
        row(`consumer page with ${label}: JS beyond React`, Number(kb(weights[app].js - react)), 'KB', budget.js);
        row(`consumer page with ${label}: CSS`, Number(kb(weights[app].css)), 'KB', budget.css);
      }
      row(
        'consumer page with everything: JS minified, React included',
        Number(kb(weights.everything.jsRaw)),
        'KB',
        today.jsMinifiedKB + added('minifiedKB'),
      );
      row(
        'consumer page with everything: JS gzip, React included',
        Number(kb(weights.everything.js)),
        'KB',
        today.jsGzipKB + added('gzipKB'),
      );
      row('consumer page with everything: CSS', Number(kb(weights.everything.cssRaw)), 'KB', today.cssKB);
    } else console.log('  (consumer page sizes: run pnpm vitest run --project package first)');
  } else console.log('  (build @casino/ui first: pnpm --filter @casino/ui build)');

  const siteDist = path.join(root, 'apps/site/dist');
  if (existsSync(siteDist)) {
    // The entry and what index.html preloads. The JavaScript the first paint of / really loads
    // (entry, app, route chunk) is measured in the browser: the lighthouse section's '/' rows.
    const html = readFileSync(path.join(siteDist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const entry = scripts.reduce((sum, src) => sum + gz(path.join(siteDist, src)), 0);
    row('site: entry script and its preloads', Number(kb(entry)), 'KB');
    const allJs = readdirSync(path.join(siteDist, 'assets')).filter((f) => f.endsWith('.js'));
    row(
      'site: all JavaScript chunks',
      Number(kb(allJs.reduce((s, f) => s + gz(path.join(siteDist, 'assets', f)), 0))),
      'KB',
    );
  } else console.log('  (build the site first: pnpm --filter @casino/site build)');
}

/** Runs one of the platform's bench files (apps/platform/bench/) from its TypeScript source, under a title. */
function platformBench(title, file) {
  console.log(`\n${title}`);
  const run = spawnSync(
    pnpmCommand,
    [...pnpmPrefix, '--filter', '@casino/platform', 'exec', 'tsx', '--conditions=@casino/source', `bench/${file}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}

if (wanted('platform')) {
  platformBench(
    'Platform (loopback HTTP; embedded database, and PostgreSQL and Redis when their URLs are set)',
    'load.ts',
  );
  // Money throughput (issue 34): the built platform in a process of its own, real-money rounds
  // over HTTP from a load process of its own, beside pgbench on the same PostgreSQL server.
  console.log(
    '\nReal-money slot rounds per second (built platform; embedded database, PostgreSQL when its URL is set, three processes behind nginx with Redis too)',
  );
  const rounds = spawnSync(process.execPath, [path.join(root, 'scripts/bench/rounds.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (rounds.status !== 0) process.exitCode = rounds.status ?? 1;
  // The fan-out of one write to thousands of sockets, on the built platform (its own file).
  console.log(
    '\nWallet fan-out: one write to thousands of sockets, built platform (one process direct; three behind nginx)',
  );
  try {
    await benchFanOut();
  } catch (error) {
    console.error(`Fan-out: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (wanted('pipeline')) {
  console.log('\nJSON answers: the built platform against a bare node:http server sending the same bytes');
  try {
    await benchJsonPipeline();
  } catch (error) {
    console.error(`Pipeline: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (wanted('reports')) {
  platformBench(
    'Back-office business report over a year of 10,000 players (embedded database, and PostgreSQL when its URL is set)',
    'reports.ts',
  );
}

if (wanted('harm')) {
  platformBench(
    'Markers of harm at 200 postings a second (embedded database, and PostgreSQL when its URL is set)',
    'harmMarkers.ts',
  );
}

if (wanted('search')) {
  platformBench('Back-office player search (embedded database, and PostgreSQL when its URL is set)', 'playerSearch.ts');
}

if (wanted('lighthouse')) {
  if (named.length !== 1) console.log('');
  try {
    if (siteBuildError) throw siteBuildError;
    await benchLighthouse(runs ? { runs } : {});
  } catch (error) {
    console.error(`Lighthouse: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (wanted('inp')) {
  if (named.length !== 1) console.log('');
  try {
    if (siteBuildError) throw siteBuildError;
    await benchInp();
  } catch (error) {
    console.error(`INP: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (wanted('lobby')) {
  if (named.length !== 1) console.log('');
  try {
    if (siteBuildError) throw siteBuildError;
    await benchLobby();
  } catch (error) {
    console.error(`Lobby: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
