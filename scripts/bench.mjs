#!/usr/bin/env node
// `pnpm bench`: prints the figures the issues set budgets for. Never pass/fail on a clock:
// figures are printed with their budget as a ratio (figure / budget; at most 1 is within).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file)).length;

function row(name, value, unit, budget) {
  const ratio = budget ? `  ratio ${(value / budget).toFixed(2)} of budget ${budget} ${unit}` : '';
  console.log(`${name.padEnd(60)} ${String(value).padStart(10)} ${unit}${ratio}`);
}

console.log('Bundle sizes (gzip)');
const uiDist = path.join(root, 'packages/ui/dist');
if (existsSync(uiDist)) {
  row('@casino/ui dist/index.js', Number(kb(gz(path.join(uiDist, 'index.js')))), 'KB');
  row('@casino/ui styles.css', Number(kb(gz(path.join(uiDist, 'index.css')))), 'KB');
} else console.log('  (build @casino/ui first: pnpm --filter @casino/ui build)');

const siteDist = path.join(root, 'apps/site/dist');
if (existsSync(siteDist)) {
  // JavaScript the browser loads before the first paint of /: the entry module and what it
  // statically imports (modulepreload links and the entry script in index.html).
  const html = readFileSync(path.join(siteDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const firstPaint = scripts.reduce((sum, src) => sum + gz(path.join(siteDist, src)), 0);
  row('site: JavaScript for the first paint of /', Number(kb(firstPaint)), 'KB', 150);
  const allJs = readdirSync(path.join(siteDist, 'assets')).filter((f) => f.endsWith('.js'));
  row(
    'site: all JavaScript chunks',
    Number(kb(allJs.reduce((s, f) => s + gz(path.join(siteDist, 'assets', f)), 0))),
    'KB',
  );
} else console.log('  (build the site first: pnpm --filter @casino/site build)');

console.log('\nPlatform (in-process, embedded database, loopback HTTP)');
const platformBench = spawnSync(
  'pnpm',
  ['--filter', '@casino/platform', 'exec', 'tsx', '--conditions=@casino/source', 'bench/load.ts'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (platformBench.status !== 0) process.exitCode = platformBench.status ?? 1;
