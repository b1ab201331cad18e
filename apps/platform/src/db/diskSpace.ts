import { statfsSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Free space the embedded database keeps in hand. PGlite that cannot create its next 16 MiB WAL
 * segment does not fail the statement and go on, as a PostgreSQL server restarts and recovers: it
 * spins for ever in the platform's own thread, and the process answers nothing again. So writes
 * are refused (503, Retry-After) while less than this is free, before PGlite is asked, and
 * `/api/ready` says not ready until space is back.
 */
export const DISK_RESERVE_BYTES = 32 * 1024 * 1024;

export const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Bytes an unprivileged writer may still use on the file system of `dir`. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/** A write refused because the disk of DATA_DIR is (nearly) full. */
export class DiskFullError extends Error {
  readonly code = 'ENOSPC';
  constructor(
    readonly dir: string,
    readonly free: number,
  ) {
    super(
      `the disk of the embedded database (${dir}) is full: ${mebibytes(free)} free, it keeps ${mebibytes(DISK_RESERVE_BYTES)} in hand`,
    );
    this.name = 'DiskFullError';
  }
}

/**
 * The free space of the embedded database's folder, measured at each write: a statfs costs a few
 * microseconds, and a disk filled by another program can go from plenty to nothing at once.
 */
export interface DiskWatch {
  dir: string;
  free(): number;
  /** True while less than DISK_RESERVE_BYTES is free. */
  full(): boolean;
}

export function watchDisk(dir: string, reserve = DISK_RESERVE_BYTES): DiskWatch {
  return { dir, free: () => freeBytes(dir), full: () => freeBytes(dir) < reserve };
}

/** Statements that write nothing: plain reads and transaction control (a read transaction commits no WAL). */
const WRITES_NOTHING = /^\s*(select|show|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|reset)\b/i;
/** Row locks are written into the rows (and the WAL). */
const LOCKS_ROWS = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i;

export function writesToDisk(sql: string): boolean {
  return !WRITES_NOTHING.test(sql) || LOCKS_ROWS.test(sql);
}

/**
 * Makes `client` refuse every statement that may write (DiskFullError) while the disk is full;
 * reads go on, so players still see their balance. drizzle calls `query`, `exec` and
 * `transaction` (whose statements go through the transaction's own `query` and `exec`).
 */
export function refuseWritesWhenFull(client: PGlite, disk: DiskWatch): void {
  const check = (sql: string) => {
    if (writesToDisk(sql) && disk.full()) throw new DiskFullError(disk.dir, disk.free());
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (sql: string, ...rest: unknown[]) => {
    check(sql);
    return (query as (...args: unknown[]) => unknown)(sql, ...rest);
  }) as typeof client.query;
  client.exec = (async (sql: string, ...rest: unknown[]) => {
    check(sql);
    return (exec as (...args: unknown[]) => unknown)(sql, ...rest);
  }) as typeof client.exec;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(guardedTransaction(tx, check)))) as typeof client.transaction;
}

function guardedTransaction(tx: Transaction, check: (sql: string) => void): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property === 'query' || property === 'exec') && typeof value === 'function') {
        return async (sql: string, ...rest: unknown[]) => {
          check(sql);
          return (value as (...args: unknown[]) => unknown).call(target, sql, ...rest);
        };
      }
      return value;
    },
  });
}

/** SQLSTATE 53100 disk_full, PGlite's file-system errno 51 (ENOSPC in WASI numbering). */
function matches(error: object): boolean {
  const { code, errno, name, message } = error as {
    code?: unknown;
    errno?: unknown;
    name?: unknown;
    message?: unknown;
  };
  if (code === '53100' || code === 'ENOSPC') return true;
  if (name === 'ErrnoError' && errno === 51) return true;
  return typeof message === 'string' && /No space left on device/.test(message);
}

/** True when `error`, or an error it wraps (drizzle puts the driver's in `cause`), says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current);) {
    seen.add(current);
    if (matches(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
