// Point 4 of issue 28, the start: a setting that cannot work stops the start with one line naming
// it and exit code 1, never a stack trace or a wait. The auditor saw REDIS_URL=notaurl print a
// `TypeError: Invalid URL` stack, an unreachable DATABASE_URL a raw DrizzleQueryError stack, a
// read-only or full DATA_DIR a stack (or a hang), and a Redis nobody answers at retried for ever.
// HELD when the built platform exits with code 1 within 15 s, with one line of its own (the JSON
// log lines aside) that names the setting, and no stack trace.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../kit.mjs';

const LIMIT_MS = 15_000;
const isRoot = process.getuid?.() === 0;

/** A TCP port nothing listens on right now. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function mountTmpfs(dir, options) {
  if (!isRoot) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export default async function startFaults({ report, skip }) {
  const base = {
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SITE_DIST_DIR: '/nonexistent',
    DATA_DIR: 'memory://',
  };
  const attempt = async (finding, setting, env) => {
    const run = await startPlatform({ ...base, ...env }, { timeoutMs: 20_000, until: /The player site is running at/ });
    const lines = run.output.split('\n').filter((line) => line.trim() && !line.startsWith('{'));
    const stack = /^\s+at /m.test(run.output);
    const held =
      !run.started &&
      !run.timedOut &&
      run.code === 1 &&
      run.ms < LIMIT_MS &&
      lines.length === 1 &&
      lines[0].includes(setting) &&
      !stack;
    const what = run.started
      ? `the platform started (${run.ms} ms)`
      : run.timedOut
        ? `no answer after ${run.ms} ms (killed)`
        : `exit ${run.code} after ${run.ms} ms${stack ? ' with a stack trace' : ''}: "${(lines.find((line) => line.includes(setting)) ?? lines[0] ?? '').trim().slice(0, 200)}"${lines.length > 1 ? ` (+${lines.length - 1} lines)` : ''}`;
    report(finding, held, what);
  };

  await attempt('start with REDIS_URL=notaurl', 'REDIS_URL', { REDIS_URL: 'notaurl' });
  await attempt('start with a Redis nobody answers at', 'REDIS_URL', {
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
  });
  await attempt('start with an unreachable DATABASE_URL', 'DATABASE_URL', { DATABASE_URL: 'postgres://127.0.0.1:1/x' });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'attack-data-dir-'));
  try {
    if (!isRoot) {
      chmodSync(dir, 0o555);
      await attempt('start with an unwritable DATA_DIR', 'DATA_DIR', { DATA_DIR: path.join(dir, 'data') });
      chmodSync(dir, 0o755);
    } else if (mountTmpfs(dir, 'ro,size=1m')) {
      await attempt('start with DATA_DIR on a read-only mount', 'DATA_DIR', { DATA_DIR: path.join(dir, 'data') });
      execFileSync('umount', [dir]);
    } else {
      skip(
        'start with an unwritable DATA_DIR',
        'running as root (a chmod does not stop root) and no tmpfs can be mounted here',
      );
    }
    if (mountTmpfs(dir, 'size=4m')) {
      await attempt('start with DATA_DIR on a full disk', 'DATA_DIR', { DATA_DIR: dir });
      execFileSync('umount', [dir]);
    } else {
      skip('start with DATA_DIR on a full disk', 'a tiny disk needs a tmpfs mount, which needs root');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
