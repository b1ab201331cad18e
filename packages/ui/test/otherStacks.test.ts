// The packed package in the other stacks a brand may have: a Next.js App Router app (server
// components rendering the library, then hydrated in Chromium) and a Vite app on React 18. Each is a
// throwaway project that installs the tarball from `pnpm pack`, as a brand installs it from npm.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { ensureBuilt, packageDir, pnpm, run, workspaceVersion } from './packed';

const NEXT_VERSION = '16.4.6';
const REACT_18_VERSION = '18.3.1';

function project(dir: string, name: string, dependencies: string[]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }, null, 2));
  pnpm(['add', '--prefer-offline', '--config.confirmModulesPurge=false', ...dependencies], dir);
}

/** The Next.js app: a server component page using the root and a subpath entry, a brand theme
 * written on the server with brandThemeCss, and a client component that proves hydration. */
const NEXT_APP: Record<string, string> = {
  'next.config.mjs': `export default { poweredByHeader: false };`,
  'app/layout.jsx': `import '@casino/ui/tokens.css';
import { brandThemeCss } from '@casino/ui/tokens';
export const metadata = { title: 'Acme casino' };
const acme = brandThemeCss('[data-theme="acme"]', { color: { accent: { base: '#00875a', contrast: '#ffffff' } } });
export default function RootLayout({ children }) {
  return (
    <html lang="en" data-theme="acme">
      <head><style>{acme}</style></head>
      <body>{children}</body>
    </html>
  );
}`,
  'app/page.jsx': `import { Heading, Button } from '@casino/ui';
import { Card } from '@casino/ui/Card';
import { Counter } from './Counter';
export default function Page() {
  return (
    <main>
      <Heading level={1}>Welcome to Acme</Heading>
      <Card><Button variant="primary">Deposit</Button></Card>
      <Counter />
    </main>
  );
}`,
  'app/Counter.jsx': `'use client';
import { useState } from 'react';
import { Button } from '@casino/ui/Button';
export function Counter() {
  const [count, setCount] = useState(0);
  return <Button variant="secondary" onClick={() => setCount(count + 1)}>{'Spins: ' + count}</Button>;
}`,
};

/** Console errors and warnings, uncaught errors and failed requests of a page (but the browser's
 * own request for a favicon, which these apps do not have). */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('Failed to load resource')) return; // reported by 'response' below
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

describe('@casino/ui in a Next.js App Router app and on React 18', () => {
  let workDir: string;
  let tarball: string;
  let browser: Browser;
  let next: ChildProcess | undefined;
  let nextOrigin = '';
  let server: Server | undefined;
  let viteOrigin = '';

  beforeAll(async () => {
    ensureBuilt();
    workDir = mkdtempSync(path.join(tmpdir(), 'casino-ui-stacks-'));
    pnpm(['pack', '--pack-destination', workDir], packageDir);
    const name = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
    if (!name) throw new Error('pnpm pack produced no tarball');
    tarball = path.join(workDir, name);

    // Next.js, built for production and served by `next start`.
    const nextDir = path.join(workDir, 'next-brand');
    project(nextDir, 'next-brand', [
      tarball,
      `next@${NEXT_VERSION}`,
      `react@${workspaceVersion('react')}`,
      `react-dom@${workspaceVersion('react-dom')}`,
    ]);
    for (const [file, code] of Object.entries(NEXT_APP)) {
      mkdirSync(path.dirname(path.join(nextDir, file)), { recursive: true });
      writeFileSync(path.join(nextDir, file), code);
    }
    const nextBin = path.join(nextDir, 'node_modules/next/dist/bin/next');
    const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
    run(process.execPath, [nextBin, 'build'], nextDir, env);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    next = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: nextDir,
      env,
      stdio: 'ignore',
    });
    nextOrigin = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      const ready = await fetch(nextOrigin).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 100) throw new Error('next start did not answer');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // Vite on React 18.
    const viteDir = path.join(workDir, 'react18-brand');
    project(viteDir, 'react18-brand', [
      tarball,
      `react@${REACT_18_VERSION}`,
      `react-dom@${REACT_18_VERSION}`,
      `vite@${workspaceVersion('vite')}`,
    ]);
    writeFileSync(
      path.join(viteDir, 'main.js'),
      `import '@casino/ui/tokens.css';
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@casino/ui';
import { Dialog, DialogContent, DialogTitle } from '@casino/ui/Dialog';
function App() {
  const [open, setOpen] = useState(false);
  return createElement('main', null,
    createElement(Button, { variant: 'primary', onClick: () => setOpen(true) }, 'Deposit'),
    createElement(Dialog, { open, onOpenChange: setOpen },
      createElement(DialogContent, { 'aria-describedby': undefined },
        createElement(DialogTitle, null, 'Choose an amount'))));
}
createRoot(document.getElementById('root')).render(createElement(App));`,
    );
    writeFileSync(
      path.join(viteDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React 18</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
    );
    run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { build } from 'vite'; await build({ root: '.', base: './', logLevel: 'error', build: { outDir: 'dist', modulePreload: false } });`,
      ],
      viteDir,
      { ...process.env, NODE_ENV: 'production' },
    );
    server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://x').pathname;
      const file = path.join(viteDir, 'dist', pathname === '/' ? 'index.html' : decodeURIComponent(pathname));
      if (!file.startsWith(path.join(viteDir, 'dist')) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    viteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  }, 600_000);

  afterAll(async () => {
    next?.kill();
    server?.close();
    await browser?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('renders the library in server components: the HTML carries the components and the brand theme', async () => {
    const html = await (await fetch(nextOrigin)).text();
    expect(html).toContain('Welcome to Acme');
    expect(html).toMatch(/<button[^>]*>Deposit<\/button>/);
    expect(html).toContain('Spins: 0');
    expect(html).toContain('--casino-color-accent-base: #00875a;');
  });

  it('hydrates the Next.js page in Chromium with no console error, styled by the brand theme', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(nextOrigin);
    await page.getByRole('button', { name: 'Spins: 0' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Spins: 1' }).count()).toBe(1);
    const background = await page
      .getByRole('button', { name: 'Deposit' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(0, 135, 90)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works on React 18: a button opens a dialog, with no console error', async () => {
    const react = JSON.parse(readFileSync(path.join(workDir, 'react18-brand/node_modules/react/package.json'), 'utf8'));
    expect(react.version).toBe(REACT_18_VERSION);
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(viteOrigin);
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Choose an amount' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
