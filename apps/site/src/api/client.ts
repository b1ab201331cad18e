import type { Endpoint } from '@casino/contract';
import {
  ApiError,
  buildPath,
  playersApi,
  readApiResult,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
  type RouteRef,
} from '@casino/contract/routes';
import { clearSession, readSession, writeTokens } from './session';

/** Origin of the platform; empty means the site's own origin (DESIGN.md: API_BASE_URL). */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') ?? '';

type Options<E extends Endpoint> = {
  signal?: AbortSignal;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
} & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: FormData } : { body: BodyOf<E> | FormData });

let transport: typeof fetch = (input, init) => fetch(input, init);

/** How calls reach the platform: the browser's fetch, or the server renderer's in-process one. */
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}

const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check your connection and try again.';

let onUnauthorized: (() => void) | undefined;

/** The app's sign-out flow, run when a call is refused with 401 and the session cannot be renewed. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * What became of a renewal: the platform gave new tokens, refused the session (it has ended: sign
 * out), or could not be heard (offline, the page left mid-answer, the platform busy: the session
 * stays, a later renewal decides).
 */
export type Renewal = 'renewed' | 'refused' | 'unheard';

const REFUSALS = new Set([400, 401, 403]);
/** Browser tabs of this site renew one at a time (they share the stored tokens). */
const RENEWAL_LOCK = 'casino:session-renewal';

let refreshing: Promise<Renewal> | null = null;

/** Renews the access token once, however many calls (and tabs) ask at the same time. */
export function refreshSession(): Promise<Renewal> {
  const asked = readSession()?.refreshToken;
  refreshing ??= oneTabAtATime(() => renew(asked)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The renewal a page's start began with its code (startSessionRenewal), until the player's provider takes it. */
let startedRenewal: Promise<Renewal> | null = null;

/**
 * Begins the renewal of a page's start (spec point 4) when the browser holds a session: called with
 * the page's code, beside the texts, so the player's details need not wait for the first render.
 */
export function startSessionRenewal(): void {
  if (readSession()) startedRenewal = refreshSession();
}

/** The renewal of the page's start: the one startSessionRenewal began, or a new one. Taken once. */
export function takeStartRenewal(): Promise<Renewal> {
  const renewal = startedRenewal ?? refreshSession();
  startedRenewal = null;
  return renewal;
}

function oneTabAtATime(task: () => Promise<Renewal>): Promise<Renewal> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(RENEWAL_LOCK, task) : task();
}

async function renew(asked: string | undefined): Promise<Renewal> {
  const session = readSession();
  if (!session) return 'refused';
  // Another tab renewed while this one waited: its tokens are this tab's too.
  if (asked && session.refreshToken !== asked) return 'renewed';
  try {
    const tokens = await send(playersApi.refresh, { body: { refreshToken: session.refreshToken } }, null);
    // Unless the player signed out (or in as someone else) meanwhile.
    if (readSession()?.refreshToken === session.refreshToken) writeTokens(tokens);
    return 'renewed';
  } catch (error) {
    return error instanceof ApiError && REFUSALS.has(error.status) ? 'refused' : 'unheard';
  }
}

/** The address a call of `route` with `options` asks for (a page's head can preload a GET by it). */
export function apiUrl<E extends Endpoint>(route: RouteRef<E>, options: Options<E>): string {
  // The options were typed against this endpoint by the caller's signature.
  return API_BASE_URL + buildPath(route, options.params as never, options.query as never);
}

async function send<E extends Endpoint>(
  route: RouteRef<E>,
  options: Options<E>,
  token: string | null,
): Promise<ResultOf<E>> {
  const headers: Record<string, string> = { accept: 'application/json', ...(options.headers ?? {}) };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  // The options were typed against this endpoint by callApi's signature.
  const url = apiUrl(route, options);
  let response: Response;
  try {
    response = await transport(url, {
      method: route.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  return readApiResult<ResultOf<E>>(response);
}

/**
 * Calls an endpoint of the contract through its route (`@casino/contract/routes`: method, path
 * and access, no schemas; params, query, body and result are typed from the endpoint it stands
 * for). Player calls carry the stored access token; a 401 renews the token once and retries; if
 * that fails the app's sign-out flow runs (spec point 8).
 */
export async function callApi<E extends Endpoint>(
  route: RouteRef<E>,
  ...[options]: Options<E> extends { params: unknown } | { body: unknown } ? [Options<E>] : [Options<E>?]
): Promise<ResultOf<E>> {
  return call(route, (options ?? {}) as Options<E>);
}

async function call<E extends Endpoint>(route: RouteRef<E>, opts: Options<E>): Promise<ResultOf<E>> {
  const wantsToken = route.access === 'player' || route.access === 'optionalPlayer';
  const session = wantsToken ? readSession() : null;
  try {
    return await send(route, opts, session?.token ?? null);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || route.access !== 'player') throw error;
    const renewal = session ? await refreshSession() : 'refused';
    if (renewal === 'unheard') throw new ApiError(0, UNREACHABLE_MESSAGE);
    if (renewal === 'renewed') {
      try {
        return await send(route, opts, readSession()?.token ?? null);
      } catch (retryError) {
        if (!(retryError instanceof ApiError) || retryError.status !== 401) throw retryError;
      }
    }
    clearSession();
    onUnauthorized?.();
    throw error;
  }
}
