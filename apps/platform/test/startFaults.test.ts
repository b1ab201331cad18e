// Issue 28, point 4: a start that a setting stops ends within seconds with one line naming the
// setting and exit code 1: never a stack trace (REDIS_URL=notaurl printed a TypeError, an
// unreachable DATABASE_URL and a full or read-only DATA_DIR a DrizzleQueryError), never a wait
// (a Redis nobody answers at was retried for ever). The platform runs as its own process, as
// production starts it.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type FailedStart, freePort, runChildPlatform } from './childPlatform';

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

/** Makes a tmpfs at `dir` with mount(8) `options`; false when this machine does not let us (not root, a container). */
function mountTmpfs(dir: string, options: string): boolean {
  if (!isRoot) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether a tmpfs can be mounted here at all: the disk-full start needs one. */
const canMount = (() => {
  const probe = mkdtempSync(path.join(os.tmpdir(), 'casino-mount-probe-'));
  const mounted = mountTmpfs(probe, 'size=1m');
  if (mounted) execFileSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return mounted;
})();

/** The start's own lines: pino's JSON lines (warnings before the failure) are its log. */
function expectOneLine(result: FailedStart, expected: string | RegExp): void {
  expect(result.timedOut, `the start did not end:\n${result.output}`).toBe(false);
  expect(result.code, result.output).toBe(1);
  const lines = result.output.split('\n').filter((line) => line.trim() && !line.startsWith('{'));
  expect(lines, result.output).toHaveLength(1);
  if (typeof expected === 'string') expect(lines[0]).toBe(expected);
  else expect(lines[0]).toMatch(expected);
  expect(result.output, 'no stack trace').not.toMatch(/^\s+at /m);
  // A refused start is quick: no retries, no wait for a time-out of minutes.
  expect(result.ms).toBeLessThan(30_000);
}

describe('a start stopped by a setting', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const cleanup of cleanups.reverse()) cleanup();
  });
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `casino-${name}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const memory = { DATA_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: '' };

  it('names REDIS_URL when it is not a URL', async () => {
    expectOneLine(
      await runChildPlatform({ ...memory, REDIS_URL: 'notaurl' }),
      'REDIS_URL must be a URL starting with redis:// or rediss://',
    );
  }, 60_000);

  it('names REDIS_URL when nobody answers there, without retrying for ever', async () => {
    const port = await freePort();
    expectOneLine(
      await runChildPlatform({ ...memory, REDIS_URL: `redis://127.0.0.1:${port}` }),
      new RegExp(`^Cannot reach Redis at REDIS_URL \\(127\\.0\\.0\\.1:${port}\\): ECONNREFUSED`),
    );
  }, 60_000);

  it('names DATABASE_URL when nobody answers there, without printing its password', async () => {
    const port = await freePort();
    const result = await runChildPlatform({
      ...memory,
      DATABASE_URL: `postgres://casino:hunter2@127.0.0.1:${port}/casino`,
    });
    expectOneLine(
      result,
      new RegExp(`^Cannot reach the database of DATABASE_URL \\(127\\.0\\.0\\.1:${port}/casino\\): ECONNREFUSED`),
    );
    expect(result.output).not.toContain('hunter2');
  }, 60_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'names DATABASE_URL when its database does not exist (needs TEST_DATABASE_URL)',
    async () => {
      const url = new URL(serverUrl!);
      url.pathname = '/casino_no_such_database';
      expectOneLine(
        await runChildPlatform({ ...memory, DATABASE_URL: url.toString() }),
        `Cannot reach the database of DATABASE_URL (${url.host}/casino_no_such_database): 3D000: database "casino_no_such_database" does not exist`,
      );
    },
    60_000,
  );

  it('names DATA_DIR on a read-only mount (or a folder of another user)', async () => {
    const dir = folder('read-only');
    let options: { uid?: number } = {};
    if (mountTmpfs(dir, 'ro,size=1m')) {
      cleanups.push(() => execFileSync('umount', [dir]));
    } else if (isRoot) {
      // Root writes through a chmod: the start runs as nobody in a folder of root's instead.
      chmodSync(dir, 0o755);
      options = { uid: NOBODY };
    } else {
      chmodSync(dir, 0o555);
      cleanups.push(() => chmodSync(dir, 0o755));
    }
    expectOneLine(
      await runChildPlatform({ ...memory, DATA_DIR: path.join(dir, 'data') }, options),
      new RegExp(
        `^DATA_DIR \\(${dir}/data\\) is not writable: (EROFS: read-only file system|EACCES: permission denied)`,
      ),
    );
  }, 60_000);

  it.skipIf(!canMount)(
    'names DATA_DIR on a full disk (needs root to mount a tmpfs)',
    async () => {
      const dir = folder('full-disk');
      expect(mountTmpfs(dir, 'size=4m')).toBe(true);
      cleanups.push(() => execFileSync('umount', [dir]));
      expectOneLine(
        await runChildPlatform({ ...memory, DATA_DIR: dir }),
        `The disk of DATA_DIR (${dir}) is full: 4.0 MiB free, the embedded database needs 32.0 MiB`,
      );
    },
    60_000,
  );

  it.skipIf(!canMount)(
    'names DATA_DIR when the disk fills up while the database is made, and leaves no half-made database (needs root to mount a tmpfs)',
    async () => {
      // Over the 32 MiB the start asks for, under what a new database takes.
      const dir = folder('filling-disk');
      expect(mountTmpfs(dir, 'size=34m')).toBe(true);
      cleanups.push(() => execFileSync('umount', [dir]));
      expectOneLine(
        await runChildPlatform({ ...memory, DATA_DIR: dir }),
        `The disk of DATA_DIR (${dir}) is full: ENOSPC: no space left on device`,
      );
      expect(execFileSync('ls', ['-A', dir]).toString()).toBe('');
    },
    60_000,
  );

  it('names PORT when another program listens on it', async () => {
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expectOneLine(
        await runChildPlatform({ ...memory, PORT: String(port) }),
        `PORT ${port} is in use on HOST 127.0.0.1: stop the program there or choose another PORT`,
      );
    } finally {
      server.close();
    }
  }, 60_000);
});
