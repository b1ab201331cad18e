// A PostgreSQL cluster of a test's own, for fault tests that stop and restart the server: never
// the machine's shared server. initdb and pg_ctl refuse to run as root, so as root they run as an
// unprivileged system user created here.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './childPlatform';

const run = promisify(execFile);
const TEST_USER = 'casinotest';

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl, if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** The user the server runs as: this one, or (as root) an unprivileged one, created when missing. */
function serverUser(): { uid: number; gid: number; name: string | undefined } | string {
  if (process.getuid?.() !== 0) return { uid: -1, gid: -1, name: undefined };
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, TEST_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const ids = () => ({ uid: id('-u'), gid: id('-g'), name: TEST_USER });
  try {
    return ids();
  } catch {
    // not there yet
  }
  try {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', TEST_USER], {
      stdio: 'ignore',
    });
    return ids();
  } catch (error) {
    return `cannot create the unprivileged user ${TEST_USER} (${(error as Error).message.split('\n')[0]})`;
  }
}

const bin = postgresBin();
const user = bin ? serverUser() : undefined;

/** Why a throwaway cluster cannot run here, or undefined when it can. */
export const clusterUnavailable: string | undefined = !bin
  ? 'no initdb/pg_ctl under /usr/lib/postgresql/<version>/bin'
  : typeof user === 'string'
    ? user
    : undefined;

export interface ThrowawayCluster {
  /** URL of the database `casino` on it (trust authentication, user postgres). */
  url: string;
  /** `pg_ctl restart -m <mode>`: resolves once the server accepts connections again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** initdb, start on a free loopback port, create the database `casino`. */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  if (clusterUnavailable || !bin || typeof user !== 'object') throw new Error(clusterUnavailable);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'casino-pg-'));
  if (user.name) chownSync(folder, user.uid, user.gid);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const exec = async (tool: string, args: string[]) => {
    const [file, all] = user.name
      ? ['runuser', ['-u', user.name, '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    try {
      await run(file, all, { cwd: folder, timeout: 60_000 });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || (error as Error).message}`);
    }
  };
  // fsync off: a crash of this test's server (not of the machine) loses nothing, and it is faster.
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (action: string, ...extra: string[]) =>
    exec('pg_ctl', [action, '-D', dataDir, '-w', '-t', '60', ...extra]);
  const start = () => pgCtl('start', '-l', path.join(folder, 'server.log'), '-o', serverOptions);

  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // Should the test runner end without destroy() (killed, timed out), the server goes with it.
  const stopOnExit = () => {
    const [file, args] = user.name
      ? ['runuser', ['-u', user.name, '--', path.join(bin, 'pg_ctl'), 'stop', '-D', dataDir, '-m', 'immediate']]
      : [path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate']];
    try {
      execFileSync(file, args, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // not running
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  await start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('create database casino');
  await admin.end();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/casino`,
    restart: (mode) => pgCtl('restart', '-m', mode, '-l', path.join(folder, 'server.log'), '-o', serverOptions),
    stop: (mode) => pgCtl('stop', '-m', mode),
    start,
    async destroy() {
      process.off('exit', stopOnExit);
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
