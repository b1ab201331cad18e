// The product as the benches and the end-to-end tests run it: the platform serving the built site
// and the API on a free loopback port, in-memory database with seed data. Shared by the
// lighthouse and lobby sections of `pnpm bench`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from '../pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the site when apps/site/dist is missing (or always with --rebuild), as `pnpm start` does. */
export function ensureSiteBuilt({ rebuild = false } = {}) {
  // The site (browser build and server renderer) and the sportsbook widget `/` loads.
  const builds = [
    { name: '@casino/site', files: ['apps/site/dist/index.html', 'apps/site/dist-server/render.js'] },
    { name: '@casino/sportsbook-widget', files: ['apps/sportsbook-widget/dist/sportsbook-widget.js'] },
  ];
  for (const { name, files } of builds) {
    if (!rebuild && files.every((file) => existsSync(path.join(root, file)))) continue;
    console.log(`Building ${name}...`);
    const result = spawnSync(pnpmCommand, [...pnpmPrefix, '--filter', name, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`the ${name} build failed (exit ${result.status ?? result.signal})`);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The platform as the end-to-end tests start it: built site, API, in-memory database, seed data.
 * `env` adds settings, e.g. `{ SEED_GAMES: '10000' }` for a large catalogue; `checkout` runs the
 * platform of another checkout of this repository (built), to measure it beside this one.
 */
export function startPlatform(port, env = {}, { checkout = root } = {}) {
  const baseURL = `http://127.0.0.1:${port}`;
  const detached = process.platform !== 'win32';
  const child = spawn(pnpmCommand, [...pnpmPrefix, '--filter', '@casino/platform', 'run', 'start'], {
    cwd: checkout,
    // Its own process group, so stopping it also stops pnpm's children (tsx, node).
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // Kept to show if it fails to start; warnings and errors go through as they come.
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-8000);
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  async function ready(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    let stopped = false;
    exited.then(() => (stopped = true));
    while (Date.now() < deadline) {
      if (stopped) throw new Error(`the platform exited before it was ready:\n${output}`);
      try {
        const response = await fetch(`${baseURL}/api/ready`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the platform was not ready at ${baseURL}/api/ready within ${timeoutMs / 1000} s:\n${output}`);
  }

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const signal = (name) => {
      try {
        if (detached) process.kill(-child.pid, name);
        else child.kill(name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  }

  return { baseURL, ready, stop };
}
