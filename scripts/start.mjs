#!/usr/bin/env node
// `pnpm start`: builds what is missing, then serves the product from this process.
// Site: http://localhost:3000 (PORT). Storybook: http://localhost:6006 (STORYBOOK_PORT).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6006);
const rebuild = process.argv.includes('--rebuild');

const execPath = process.env.npm_execpath ?? '';
const [pnpmCommand, pnpmPrefix] = /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath]] : ['pnpm', []];

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

const servers = [
  serve('apps/site/dist', port, { spa: true }),
  serve('storybook-static', storybookPort, { spa: false }),
];
console.log(`\nThe player site is running at http://localhost:${port}`);
console.log(`Storybook (the design system) is running at http://localhost:${storybookPort}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}
