/**
 * A start that cannot work because of a setting ends with one line naming the setting and exit
 * code 1 (main.ts), never with a stack trace or a wait: an unwritable or full DATA_DIR, a
 * DATABASE_URL or REDIS_URL nobody answers at, a PORT in use.
 */
import { createClient } from 'redis';
import type { Config } from './config';
import { DISK_RESERVE_BYTES, DiskFullError, isDiskFull, mebibytes } from './db/diskSpace';
import { innermostReason, isDatabaseUnavailable } from './db/unavailable';

/** A start refused because of a setting: its message names the setting and says what is wrong. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** A refused Redis or PostgreSQL connection answers at once; a silent address gets this long. */
export const CONNECT_CHECK_MS = 5_000;

/** Host, port and path of a URL, without the user and password it may carry. */
export function whereOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** `EROFS: read-only file system, open '…'` rather than the code twice, for one-line messages. */
export function reasonOf(error: unknown): string {
  const { code, message, name, errno } = (error ?? {}) as Record<string, unknown>;
  if (typeof code === 'string' && typeof message === 'string' && message.startsWith(code)) return message;
  // PGlite's file system throws errors with a WASI errno and no message.
  if (name === 'ErrnoError')
    return errno === 51 ? 'ENOSPC: no space left on device' : `file system error ${String(errno)}`;
  return innermostReason(error);
}

/** What a full disk under `where` (DATA_DIR or DATABASE_URL and its address) stopped. */
export function diskFullMessage(where: string, error: unknown): string {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DiskFullError) {
      return `The disk of ${where} is full: ${mebibytes(cause.free)} free, the embedded database needs ${mebibytes(DISK_RESERVE_BYTES)}`;
    }
  }
  return `The disk of ${where} is full: ${reasonOf(error)}`;
}

/**
 * Connects to REDIS_URL once, without retrying: node-redis otherwise retries an address nobody
 * answers at for ever, and the start waits with it.
 */
export async function checkRedis(redisUrl: string): Promise<void> {
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: CONNECT_CHECK_MS, reconnectStrategy: false },
  });
  // The failure is the connect's rejection below; an unheard 'error' event would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new StartupError(`Cannot reach Redis at REDIS_URL (${whereOf(redisUrl)}): ${reasonOf(error)}`, {
      cause: error,
    });
  } finally {
    // A client whose connect failed is closed already, and destroying it again throws.
    if (client.isOpen) client.destroy();
  }
}

/**
 * The one line to print for a start that failed (main.ts), or undefined for a failure that is not
 * about a setting (a fault of the code: its stack trace is printed).
 */
export function startFailureMessage(error: unknown, config: Config): string | undefined {
  if (error instanceof StartupError) return error.message;
  if (isDiskFull(error)) {
    return config.databaseUrl
      ? `The database server of DATABASE_URL (${whereOf(config.databaseUrl)}) has a full disk: ${innermostReason(error)}`
      : diskFullMessage(`DATA_DIR (${config.dataDir})`, error);
  }
  if (config.databaseUrl && isDatabaseUnavailable(error)) {
    return `The database of DATABASE_URL (${whereOf(config.databaseUrl)}) stopped answering during the start: ${innermostReason(error)}`;
  }
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (syscall !== 'listen') return undefined;
  if (code === 'EADDRINUSE') {
    return `PORT ${config.port} is in use on HOST ${config.host}: stop the program there or choose another PORT`;
  }
  if (code === 'EACCES') {
    return `PORT ${config.port} needs privileges this process lacks on HOST ${config.host}: choose a PORT above 1023`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `HOST ${config.host} is not an address of this machine: set HOST to one of its addresses or 0.0.0.0`;
  }
  return undefined;
}
