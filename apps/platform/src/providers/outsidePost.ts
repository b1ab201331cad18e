import type { FastifyBaseLogger } from 'fastify';

/** Where an outside system is reached: a base URL, or a function resolving it per call (an own sandbox's address is known once listening); null: not reachable. */
export type OutsideBaseUrl = string | (() => string | null);

/** Why a call to an outside system gave no answer: not reached (no address, network, timeout), or refused / unreadable. */
export type OutsideFailure = 'unreachable' | 'refused';

/**
 * One POST to an outside system (a payment provider, a national register, LUGAS): no redirects,
 * a timeout, a bounded answer. Answers what `read` makes of a 2xx answer, or the kind of failure;
 * the details (address, status, the start of the answer) go to the log under `label`, never to
 * the player, and never the request body (it may carry a person's data). Each client turns a
 * failure into its own refusal.
 */
export async function postToOutside<T>(options: {
  baseUrl: OutsideBaseUrl;
  path: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxAnswerLength: number;
  read: (response: Response, text: string) => T | null;
  log: FastifyBaseLogger;
  /** How the log names the system and the call, e.g. "LUGAS" with `{ call: 'limitQuery' }`. */
  label: string;
  context?: Record<string, unknown>;
}): Promise<{ answer: T } | { failure: OutsideFailure }> {
  const { log, label, context = {} } = options;
  const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
  if (!base) {
    log.error(context, `${label}: no API address to call`);
    return { failure: 'unreachable' };
  }
  const url = base + options.path;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    log.error({ ...context, err: error, url }, `${label}: could not be reached`);
    return { failure: 'unreachable' };
  }
  const ok = response.status >= 200 && response.status < 300 && text.length <= options.maxAnswerLength;
  const answer = ok ? options.read(response, text) : null;
  if (answer === null) {
    log.error(
      { ...context, url, status: response.status, answer: text.slice(0, 500) },
      `${label}: refused the call or answered something else`,
    );
    return { failure: 'refused' };
  }
  return { answer };
}

/** The JSON of an answer, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
