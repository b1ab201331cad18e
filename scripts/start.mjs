#!/usr/bin/env node
// `pnpm start`: builds what is missing, then runs the product: the platform serves the site,
// the API and the wallet socket at http://localhost:3000 (PORT) with its embedded database and
// seed data; Storybook is served at http://localhost:6006 (STORYBOOK_PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6006);
const rebuild = process.argv.includes('--rebuild');

function build(label, output, args) {
  if (!rebuild && existsSync(path.join(root, output))) return;
  console.log(`Building ${label}...`);
  const result = spawnSync(pnpmCommand, [...pnpmPrefix, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

build('the site', 'apps/site/dist/index.html', ['--filter', '@casino/site', 'run', 'build']);
build('Storybook', 'storybook-static/index.html', ['run', 'build-storybook']);

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

platform.on('exit', (code) => {
  storybook.close();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => platform.kill(signal));
}
