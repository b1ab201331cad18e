#!/usr/bin/env node
// `pnpm start`: builds what is missing, then runs the product: the platform serves the site,
// the API and the wallet socket at http://localhost:3000 (PORT) with its embedded database and
// seed data; Storybook is served at http://localhost:6006 (STORYBOOK_PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6006);
const rebuild = process.argv.includes('--rebuild');

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

const sources = ['packages/ui/src', 'packages/rules/src', 'packages/contract/src'];

/** Builds an output when it is missing or older than its sources (or always with --rebuild). */
function build(label, output, args, sourceDirs) {
  const target = path.join(root, output);
  if (!rebuild && existsSync(target) && statSync(target).mtimeMs >= newestSource(sourceDirs)) return;
  console.log(`Building ${label}...`);
  const result = spawnSync(pnpmCommand, [...pnpmPrefix, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

build(
  'the site',
  'apps/site/dist/index.html',
  ['--filter', '@casino/site', 'run', 'build'],
  ['apps/site/src', 'apps/site/public', 'apps/site/index.html', ...sources],
);
build(
  'the sportsbook widget',
  'apps/sportsbook-widget/dist/sportsbook-widget.js',
  ['--filter', '@casino/sportsbook-widget', 'run', 'build'],
  ['apps/sportsbook-widget/src', 'apps/sportsbook-widget/vite.config.ts', ...sources],
);
build('Storybook', 'storybook-static/index.html', ['run', 'build-storybook'], ['packages/ui/src', '.storybook']);

function serve(dir, listenPort, { spa }) {
  const handler = sirv(path.join(root, dir), { single: spa, etag: true, gzip: true });
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  server.listen(listenPort);
  return server;
}

const storybook = serve('storybook-static', storybookPort, { spa: false });
const platform = spawn(pnpmCommand, [...pnpmPrefix, '--filter', '@casino/platform', 'run', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
console.log(`\nStorybook (the design system) is running at http://localhost:${storybookPort}`);
console.log(`The player site is starting at http://localhost:${port} ...\n`);

// Say where to go once the platform answers.
const started = Date.now();
const ready = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/api/ready`)
    .then((res) => {
      if (!res.ok) return;
      clearInterval(ready);
      console.log(`\n  The player site is ready: open http://localhost:${port}`);
      console.log(`  Storybook: http://localhost:${storybookPort}   Mailbox: http://localhost:${port}/mailbox\n`);
    })
    .catch(() => {
      if (Date.now() - started > 120_000) clearInterval(ready);
    });
}, 500);

platform.on('exit', (code) => {
  clearInterval(ready);
  storybook.close();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => platform.kill(signal));
}
