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

let onUnauthorized: (() => void) | undefined;

/** The app's sign-out flow, run when a call is refused with 401 and the session cannot be renewed. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let refreshing: Promise<boolean> | null = null;

/** Renews the access token once, however many calls ask at the same time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session) return false;
    try {
      const tokens = await send(playersApi.refresh, { body: { refreshToken: session.refreshToken } }, null);
      writeTokens(tokens);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
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
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
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
    if (session && (await refreshSession())) {
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
