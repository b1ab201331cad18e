#!/usr/bin/env node
// `pnpm start`: builds what is missing or stale (the site, the sportsbook widget, the back office
// and the platform, side by side), then runs the product: the platform serves the site, the API,
// the wallet socket and the back office (/backoffice) at http://localhost:3000 (PORT) with its
// embedded database and seed data. Storybook is built after the site answers, never before, and served at http://localhost:6006
// (STORYBOOK_PORT). Each phase's time is printed; Ctrl-C stops everything with one line.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6006);
const rebuild = process.argv.includes('--rebuild');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The newest modification time of the given files and of the files under the given folders (node_modules and dist skipped). */
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return newest;
}

const children = new Set();
/** Runs a command to its end; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', (error) => {
      console.error(`${command} could not start: ${error.message}`);
      children.delete(child);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}
const pnpm = (args, options) => run(pnpmCommand, [...pnpmPrefix, ...args], options);

/** Builds an output when it is missing or older than its sources (or always with --rebuild); answers whether it built. */
async function build(label, output, args, sourceDirs, options) {
  const target = path.join(root, output);
  if (!rebuild && existsSync(target) && statSync(target).mtimeMs >= newestSource(sourceDirs)) return false;
  const since = Date.now();
  console.log(`Building ${label}...`);
  const code = await pnpm(args, options);
  if (code !== 0) {
    if (!stopping) console.error(`Building ${label} failed (exit code ${code}).`);
    process.exit(code);
  }
  console.log(`Built ${label} in ${seconds(since)}.`);
  return true;
}

const packages = ['packages/ui/src', 'packages/rules/src', 'packages/contract/src'];

// Ctrl-C reaches every process of the terminal's group: builds stop, the platform closes its
// connections and exits by itself; this process waits for it and says so once.
let stopping = false;
let platform;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    if (platform) platform.kill(signal);
    else {
      console.log('Stopped.');
      process.exit(0);
    }
  });
}

// The builds the site needs run side by side; Storybook waits until the site answers.
const buildsStarted = Date.now();
const built = await Promise.all([
  build(
    'the site',
    'apps/site/dist/index.html',
    ['--filter', '@casino/site', 'run', 'build'],
    ['apps/site/src', 'apps/site/public', 'apps/site/index.html', ...packages],
  ),
  build(
    'the sportsbook widget',
    'apps/sportsbook-widget/dist/sportsbook-widget.js',
    ['--filter', '@casino/sportsbook-widget', 'run', 'build'],
    ['apps/sportsbook-widget/src', 'apps/sportsbook-widget/vite.config.ts', ...packages],
  ),
  build(
    'the back office',
    'apps/backoffice/dist/index.html',
    ['--filter', '@casino/backoffice', 'run', 'build'],
    [
      'apps/backoffice/src',
      'apps/backoffice/public',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      ...packages,
    ],
  ),
  build(
    'the platform',
    'apps/platform/dist/main.js',
    ['--filter', '@casino/platform', 'run', 'build'],
    ['apps/platform/src', 'packages/rules/src', 'packages/contract/src'],
  ),
]);
if (built.some(Boolean)) console.log(`Builds done in ${seconds(buildsStarted)}.`);

// Storybook: a page saying it is on its way until its build is there.
const storybookDir = path.join(root, 'storybook-static');
const storybookSources = ['packages/ui/src', '.storybook'];
const storybookFresh = () =>
  existsSync(path.join(storybookDir, 'index.html')) &&
  statSync(path.join(storybookDir, 'index.html')).mtimeMs >= newestSource(storybookSources);
let storybookReady = !rebuild && storybookFresh();
const storybookFiles = () => sirv(storybookDir, { etag: true, gzip: true });
let serveStorybook = storybookReady ? storybookFiles() : undefined;
const storybook = createServer((req, res) => {
  if (!serveStorybook) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10', refresh: '10' });
    res.end('<!doctype html><title>Storybook</title><p>Storybook is being built; this page reloads by itself.</p>');
    return;
  }
  serveStorybook(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});
storybook.listen(storybookPort);

const bootStarted = Date.now();
platform = spawn(process.execPath, ['--enable-source-maps', 'apps/platform/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // The console is for the start's own lines and for what goes wrong: a request log line per page
  // and image would bury them (LOG_LEVEL=info brings it back).
  env: { LOG_LEVEL: 'warn', ...process.env, PORT: String(port) },
});
console.log(`The player site is starting at http://localhost:${port} ...`);

// Say where to go once the platform answers; then build Storybook if it is stale.
const ready = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/api/ready`)
    .then(async (res) => {
      if (!res.ok || stopping) return;
      clearInterval(ready);
      console.log(
        `\n  The player site is ready: open http://localhost:${port}   (platform start ${seconds(bootStarted)}, in all ${seconds(started)})`,
      );
      console.log(
        `  Back office: http://localhost:${port}/backoffice   Mailbox: http://localhost:${port}/mailbox   Storybook: http://localhost:${storybookPort}\n`,
      );
      if (storybookReady) return;
      const since = Date.now();
      console.log('Building Storybook in the background...');
      const code = await pnpm(['run', 'build-storybook'], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (stopping) return;
      if (code === 0) {
        storybookReady = true;
        serveStorybook = storybookFiles();
        console.log(`Storybook is ready at http://localhost:${storybookPort} (built in ${seconds(since)}).`);
      } else console.error(`Building Storybook failed (exit code ${code}); the site runs on.`);
    })
    .catch(() => undefined);
}, 250);

platform.on('exit', (code) => {
  clearInterval(ready);
  storybook.close();
  for (const child of children) child.kill('SIGTERM');
  if (stopping) {
    console.log('Stopped.');
    process.exit(0);
  }
  process.exit(code ?? 1);
});
