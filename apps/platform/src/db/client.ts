import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { platformPath } from '../paths';
import { diskFullMessage, reasonOf, StartupError, whereOf } from '../startup';
import {
  DISK_RESERVE_BYTES,
  type DiskWatch,
  freeBytes,
  isDiskFull,
  mebibytes,
  refuseWritesWhenFull,
  watchDisk,
} from './diskSpace';
import * as schema from './schema';
import { innermostReason, isDatabaseUnavailable } from './unavailable';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services take either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The free space of the embedded database's folder (PGlite on disk only). */
  disk?: DiskWatch;
  close(): Promise<void>;
}

/** Where lost connections are reported (the platform passes its pino logger). */
export interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * A request waits at most this long for a pooled connection: while PostgreSQL is down or
 * restarting, callers get a 503 within seconds instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

const consoleLog: WarnLog = { warn: (details, message) => console.warn(message, details) };

const migrationsFolder = platformPath('drizzle');

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given, otherwise
 * PGlite stored in `dataDir/db` (or in memory for `memory://`). A database that cannot be reached
 * or a data folder that cannot be written is a StartupError naming DATABASE_URL or DATA_DIR.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections of the PostgreSQL pool (default 20). */
  poolSize?: number | undefined;
  log?: WarnLog | undefined;
  /**
   * For `memory://`: start from this dump of a migrated database (`migratedMemoryTemplate`)
   * instead of making a new cluster, which takes seconds (test suites open dozens).
   */
  memoryTemplate?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: withGenericPlans(options.databaseUrl),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      max: options.poolSize ?? 20,
    });
    watchConnections(pool, options.log);
    const where = `DATABASE_URL (${whereOf(options.databaseUrl)})`;
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => {});
      throw new StartupError(`Cannot reach the database of ${where}: ${innermostReason(error)}`, { cause: error });
    }
    const db = drizzlePg(pool, { schema });
    await migrate(
      () => migratePg(db, { migrationsFolder }),
      where,
      () => pool.end(),
    );
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir === 'memory://') {
    const client = options.memoryTemplate ? new PGlite({ loadDataDir: options.memoryTemplate }) : new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
  }
  const where = `DATA_DIR (${options.dataDir})`;
  const folder = writableFolder(options.dataDir, where);
  const fresh = readdirSync(folder).length === 0;
  const client = new PGlite(folder);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    // A database half made (the disk filled up under it) would not open next time either.
    if (fresh) rmSync(folder, { recursive: true, force: true });
    if (isDiskFull(error)) throw new StartupError(diskFullMessage(where, error), { cause: error });
    throw new StartupError(`The embedded database in ${where} cannot be opened: ${reasonOf(error)}`, { cause: error });
  }
  const disk = watchDisk(folder);
  refuseWritesWhenFull(client, disk);
  const db = drizzlePglite(client, { schema });
  await migrate(
    () => migratePglite(db, { migrationsFolder }),
    where,
    () => client.close(),
  );
  return { db: db as unknown as Database, kind: 'pglite', disk, close: () => client.close() };
}

/**
 * The embedded database's folder, `dataDir/db`, made if need be and checked: PGlite on a folder it
 * cannot write fails with a stack deep in its file system, and on a full disk it can stop for good
 * (see diskSpace.ts), so both are found out before it opens.
 */
function writableFolder(dataDir: string, where: string): string {
  const folder = path.join(dataDir, 'db');
  const problem = (dir: string) => {
    const probe = path.join(dir, `.write-check-${process.pid}`);
    try {
      writeFileSync(probe, 'the platform checks it can write here\n');
      rmSync(probe);
      return undefined;
    } catch (error) {
      if (isDiskFull(error)) return new StartupError(diskFullMessage(where, error), { cause: error });
      return new StartupError(`${where} is not writable: ${reasonOf(error)}`, { cause: error });
    }
  };
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    // A recursive mkdir on a read-only mount says ENOENT: the folder it would be made in says why.
    let parent = path.dirname(folder);
    while (!existsSync(parent) && path.dirname(parent) !== parent) parent = path.dirname(parent);
    throw problem(parent) ?? new StartupError(`${where} cannot be made: ${reasonOf(error)}`, { cause: error });
  }
  for (const dir of [dataDir, folder]) {
    const refused = problem(dir);
    if (refused) throw refused;
  }
  const free = freeBytes(folder);
  if (free < DISK_RESERVE_BYTES) {
    throw new StartupError(
      `The disk of ${where} is full: ${mebibytes(free)} free, the embedded database needs ${mebibytes(DISK_RESERVE_BYTES)}`,
    );
  }
  return folder;
}

/** Applies the migrations; a full disk or a database gone away on the way is the setting's, not the code's. */
async function migrate(run: () => Promise<void>, where: string, close: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const problem = isDiskFull(error)
      ? diskFullMessage(where, error)
      : isDatabaseUnavailable(error)
        ? `The database of ${where} stopped answering: ${innermostReason(error)}`
        : undefined;
    if (!problem) throw error;
    await close().catch(() => {});
    throw new StartupError(`${problem} (while applying the migrations)`, { cause: error });
  }
}

/** A dump of a new in-memory database with every migration applied, for `memoryTemplate`. */
export async function migratedMemoryTemplate(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/**
 * The URL with `plan_cache_mode=force_generic_plan` added to its startup `options` (its own kept:
 * node-postgres takes `options` from the URL over its config). It changes only named statements
 * (db/prepared.ts: the hot paths' key lookups by id, token hash or session, sent thousands of
 * times a second): PostgreSQL plans each once per connection. Left to choose, it planned the
 * round's seven-table session read for every call (4,858 plans in an 8 s bench loop, 0.05-0.06 ms
 * each; 20 with this, one per connection).
 * Unnamed statements are planned for their values as before.
 */
export function withGenericPlans(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const own = url.searchParams.get('options');
  url.searchParams.set('options', [own, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '));
  return url.toString();
}

/**
 * A connection the server ends (restart, failover, dropped database) emits 'error' on its
 * client, and an 'error' event nobody listens to kills the process. The pool listens while a
 * client is idle; a client checked out (in a transaction between two queries) has nobody, so
 * every client gets its own listener when it connects. The query that was running fails by
 * itself (503 to its caller) and the pool drops the broken client on release.
 */
function watchConnections(pool: pg.Pool, log: WarnLog = consoleLog): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      log.warn({ reason: innermostReason(error) }, 'database connection lost; the pool opens a new one when asked');
    });
  });
  // The client's own listener above has already logged it.
  pool.on('error', () => {});
  releaseBrokenTransactionClients(pool);
}

/**
 * drizzle's transactions check a client out with `pool.connect()` and send `begin` before their
 * try/finally: when the connection dies under that `begin`, the client is never released, and a
 * few restarts exhaust the pool for good (every call then waits for a connection and fails).
 * Such a client is released, with its error (the pool then drops it), as soon as it breaks; the
 * release drizzle may still make later does nothing. `pool.query` (the callback form) releases
 * its clients itself and is left as it is.
 */
function releaseBrokenTransactionClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', releaseOnce);
        release(error);
      };
      client.once('error', releaseOnce);
      client.release = releaseOnce;
      return client;
    });
  }) as typeof pool.connect;
}
