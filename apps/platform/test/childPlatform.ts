// The platform as production runs it: its own Node process (dist/main.js, built by the project's
// global set-up, buildPlatform.ts), so an unhandled error or a kill ends it visibly. Used by the fault
// tests (database restart, kill -9, two processes).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The built platform's entry, as `pnpm start` and production run it. */
const MAIN = ['--enable-source-maps', 'dist/main.js'];

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ChildPlatform {
  child: ChildProcess;
  baseUrl: string;
  /** The last 40 lines of its output, for failure messages. */
  output: string[];
  /** Whether the process still runs. */
  alive(): boolean;
  /** SIGTERM and the exit code (0 after a clean shutdown). */
  stop(): Promise<number | null>;
}

/**
 * Starts the built platform with the test settings and `env`, and waits for `/api/ready`. A first
 * start on an empty embedded database creates, migrates and seeds it, which on a busy 2-core
 * machine can take a minute: hence the generous default.
 */
export async function startChildPlatform(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number; port?: number } = {},
): Promise<ChildPlatform> {
  const port = options.port ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, MAIN, {
    cwd: platformDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      // Suites sign their players up from one address; limits.test.ts tests the real limit.
      SIGN_UP_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const platform: ChildPlatform = {
    child,
    baseUrl,
    output,
    alive,
    async stop() {
      if (!alive()) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (!alive()) {
      throw new Error(`the platform exited with ${child.exitCode ?? child.signalCode}:\n${output.join('\n')}`);
    }
    const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return platform;
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`${baseUrl} did not become ready:\n${output.join('\n')}`);
}

/** How a start that should fail ended: exit code, everything printed, how long it took. */
export interface FailedStart {
  code: number | null;
  output: string;
  ms: number;
  timedOut: boolean;
}

/**
 * Runs the built platform with the test settings and `env` until it exits by itself, or kills it after
 * `timeoutMs` (a start that hangs): for the starts a setting must stop.
 */
export function runChildPlatform(
  env: Record<string, string>,
  options: { timeoutMs?: number; uid?: number; gid?: number } = {},
): Promise<FailedStart> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, MAIN, {
      cwd: platformDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SITE_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid ?? options.uid } : {}),
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started, timedOut });
    });
  });
}
