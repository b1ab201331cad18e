/**
 * Which failures mean "the database cannot be reached right now" (restart, failover, network)
 * rather than a fault of the request or of the code: callers answer those with 503 and
 * Retry-After, and the pool reconnects by itself once the server is back.
 */

/** Socket-level failures of node's net module (the errno `code` of the error). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up or shutting down), 53300 too_many_connections; class 08 is "connection exception".
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Messages of node-postgres (pg and pg-pool) that carry no code: a connection that ended under a
 * query, a pool that waited `connectionTimeoutMillis` for a connection, a client broken earlier.
 */
const DRIVER_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect$/, /is not queryable$/];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or an error it wraps (drizzle puts the driver's error in `cause`; a refused
 * connection to a name with several addresses is an AggregateError), says the database is out of
 * reach.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (matches(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/** The innermost code and message of a wrapped error (drizzle's "Failed query: ..." hides the driver's), for one-line logs. */
export function innermostReason(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown; code?: unknown } | undefined;
  while (current?.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  const code = typeof current?.code === 'string' ? current.code : undefined;
  const message = typeof current?.message === 'string' && current.message ? current.message : undefined;
  return [code, message].filter(Boolean).join(': ') || String(current);
}
