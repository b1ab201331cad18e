import type { Endpoint } from '@casino/contract';
import {
  ApiError,
  createApiClient,
  UNREACHABLE_TEXT,
  playersApi,
  type CallArgs,
  type CallOptions,
  type ResultOf,
  type RouteRef,
} from '@casino/contract/routes';
import { clearSession, readSession, writeTokens } from './session';

/** Origin of the platform; empty means the site's own origin (DESIGN.md: API_BASE_URL). */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') ?? '';

let transport: typeof fetch = (input, init) => fetch(input, init);

/** How calls reach the platform: the browser's fetch, or the server renderer's in-process one. */
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}

let onUnauthorized: (() => void) | undefined;

/** The app's sign-out flow, run when a call is refused with 401 and the session cannot be renewed. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The site's client of the contract (@casino/contract's createApiClient): player calls carry the
 * stored access token; a 401 of a player call renews the token once (refreshSession) and sends
 * the call again; if that fails the session is cleared and the app's sign-out flow runs (spec
 * point 8). A renewal that is not heard fails the call as unreachable and keeps the session.
 */
const client = createApiClient({
  baseUrl: API_BASE_URL,
  fetch: (input, init) => transport(input, init),
  credentials: 'same-origin',
  token: (route) => (route.access === 'player' || route.access === 'optionalPlayer' ? readSession()?.token : null),
  async onUnauthorized(_error, _route, sentToken) {
    const renewal = sentToken ? await refreshSession() : 'refused';
    if (renewal === 'unheard') throw new ApiError(0, UNREACHABLE_TEXT);
    return renewal === 'renewed' ? 'retry' : 'end';
  },
  onSessionEnded() {
    clearSession();
    onUnauthorized?.();
  },
});

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
    const tokens = await client.call(playersApi.refresh, { body: { refreshToken: session.refreshToken }, token: null });
    // Unless the player signed out (or in as someone else) meanwhile.
    if (readSession()?.refreshToken === session.refreshToken) writeTokens(tokens);
    return 'renewed';
  } catch (error) {
    return error instanceof ApiError && REFUSALS.has(error.status) ? 'refused' : 'unheard';
  }
}

/** The address a call of `route` with `options` asks for (a page's head can preload a GET by it). */
export function apiUrl<E extends Endpoint>(route: RouteRef<E>, options: CallOptions<E>): string {
  return client.url(route, options);
}

/**
 * Calls an endpoint of the contract through its route (`@casino/contract/routes`: method, path
 * and access, no schemas; params, query, body and result are typed from the endpoint it stands
 * for). Player calls carry the stored access token; a 401 renews the token once and retries; if
 * that fails the app's sign-out flow runs (spec point 8).
 */
export function callApi<E extends Endpoint>(route: RouteRef<E>, ...args: CallArgs<E>): Promise<ResultOf<E>> {
  return client.call(route, ...args);
}
