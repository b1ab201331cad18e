// A platform of a journey's own, for what the shared one cannot show: a database the journey opens
// itself (the embedded database in a folder, not in memory), a stop and a start, and the admin
// CLI run against it as an operator would.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../platform');

export interface OwnPlatform {
  baseUrl: string;
  dataDir: string;
  /** Stops the process (SIGTERM, its graceful shutdown) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The platform exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The platform did not get ready in 90 s:\n${output()}`);
}

/** The built platform (apps/platform/dist, as the shared journeys' server builds it) on a fresh folder. */
export async function startOwnPlatform(port: number, env: Record<string, string> = {}): Promise<OwnPlatform> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-journey-'));
  let child: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    log = '';
    child = spawn(process.execPath, ['--enable-source-maps', path.join(platformDir, 'dist/main.js')], {
      cwd: platformDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        SPORTSBOOK_ODDS_MOVES: 'false',
        SIGN_UP_LIMIT_PER_HOUR: '10000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilReady(baseUrl, child, () => log);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    baseUrl,
    dataDir,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `pnpm admin <args>` against this platform: the built CLI, with the local operator token. */
export function adminCli(platform: OwnPlatform, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(platformDir, 'dist/admin.js'), ...args],
      { cwd: platformDir, env: { ...process.env, PLATFORM_URL: platform.baseUrl } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

interface Database {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Opens the stopped platform's embedded database (the PGlite the platform uses, from its own
 * dependencies) as its owner, as someone with access to the database files could.
 */
export async function openDatabase(platform: OwnPlatform): Promise<Database> {
  const require = createRequire(path.join(platformDir, 'package.json'));
  // The package's ES module beside the CommonJS entry `require` finds.
  const entry = require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js');
  const { PGlite } = (await import(pathToFileURL(entry).href)) as {
    PGlite: new (dataDir: string) => Database;
  };
  return new PGlite(path.join(platform.dataDir, 'db'));
}
