import { ApiError, readApiResult } from './apiResult';
import { buildPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResultOf } from './endpoint';
import type { RouteRef } from './route';

/**
 * What a call of a route takes: its path parameters (required when the endpoint has any), its
 * query (fields may be left out), its JSON body (or, for uploads, a FormData), extra headers
 * (e.g. an Idempotency-Key), an abort signal, and the bearer token when the caller decides it.
 */
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** The bearer token of this call; when left out, the client's `token` provider gives it. */
  token?: string | null;
} & UrlOptions<E> &
  (BodyOf<E> extends undefined ? { body?: FormData } : { body: BodyOf<E> | FormData });

/** What the address of a call is made of: its path parameters and its query. */
export type UrlOptions<E extends Endpoint> = (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: Partial<QueryOf<E>> });

/** The options argument of a call: required when the endpoint has path parameters or a body. */
export type CallArgs<E extends Endpoint> =
  CallOptions<E> extends { params: unknown } | { body: unknown } ? [CallOptions<E>] : [CallOptions<E>?];

export interface ApiClientOptions {
  /** Origin of the platform (e.g. 'https://casino.example'); '' for the page's own origin. */
  baseUrl: string;
  /** How calls are sent: the global fetch by default (the site's server renderer passes its in-process one). */
  fetch?: typeof fetch;
  /**
   * The bearer token of a call of `route`, when the call does not give one: e.g. the stored access
   * token for player routes, the operator token for the admin CLI. null or '' sends none.
   */
  token?: (route: RouteRef) => string | null | undefined;
  /** Sent with every call (the call's own headers win). */
  headers?: Record<string, string>;
  /** `credentials` of every fetch (the site: 'same-origin'). */
  credentials?: RequestCredentials;
  /**
   * The error a call fails with when the platform cannot be reached (fetch threw, not aborted):
   * by default an ApiError with status 0 and `unreachableText`.
   */
  onUnreachable?: (error: unknown, url: string) => Error;
  /** The message of the status-0 ApiError of an unreachable platform. */
  unreachableText?: string;
  /** The message of an ApiError of a failed answer without an error envelope (default: the status text). */
  failedText?: string | ((response: Response, url: string) => string);
  /**
   * Called when a player route is refused with 401, with the token the call sent (null: none):
   * the site renews its session here. Answer 'retry' to send the call once more (the token
   * provider is asked again), 'end' to end the session. A thrown error fails the call.
   */
  onUnauthorized?: (
    error: ApiError,
    route: RouteRef,
    sentToken: string | null,
  ) => Promise<'retry' | 'end'> | 'retry' | 'end';
  /**
   * Called when a player route's 401 stands (no renewal, or the retry was refused with 401 too),
   * before the first 401 is thrown: the site clears its session and runs its sign-out flow.
   */
  onSessionEnded?: (route: RouteRef) => void;
}

/** A client of the contract's routes: every call is typed by the route it sends. */
export interface ApiClient {
  /** Sends a call of `route` and answers its `result`; a refusal or failure throws an ApiError. */
  call<E extends Endpoint>(route: RouteRef<E>, ...args: CallArgs<E>): Promise<ResultOf<E>>;
  /** The address a call of `route` asks for (origin, filled-in path and query). */
  url<E extends Endpoint>(route: RouteRef<E>, options?: UrlOptions<E>): string;
}

/** The platform could not be reached: what a call fails with unless `unreachableText` says otherwise. */
export const UNREACHABLE_TEXT = 'The server cannot be reached. Check your connection and try again.';

/**
 * The one HTTP client of the contract, for the site, the sportsbook widget and the operator CLI:
 * a call takes a route of `@casino/contract/routes` (method, path, access; no schemas) and is
 * typed by the endpoint it stands for. It fills in the path and query (`buildPath`), sends the
 * body as JSON (a FormData as it is), adds the bearer token, and reads the answer with
 * `readApiResult` (the envelope's `result`, or an ApiError with the envelope's status, message,
 * fields, reason and messageCode).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const transport: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  const url: ApiClient['url'] = (route, callOptions) =>
    // The options were typed against this route by the caller's signature.
    baseUrl + buildPath(route, callOptions?.params as never, callOptions?.query as never);

  /** The token a call sends: its own, else the provider's; null for none. */
  const tokenOf = <E extends Endpoint>(route: RouteRef<E>, callOptions: CallOptions<E>) =>
    (callOptions.token !== undefined ? callOptions.token : options.token?.(route)) || null;

  async function send<E extends Endpoint>(
    route: RouteRef<E>,
    callOptions: CallOptions<E>,
    token: string | null,
  ): Promise<ResultOf<E>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...callOptions.headers,
    };
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && callOptions.body instanceof FormData) body = callOptions.body;
    else if (callOptions.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(callOptions.body);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const address = url(route, callOptions);
    let response: Response;
    try {
      response = await transport(address, {
        method: route.method,
        headers,
        body,
        signal: callOptions.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
    } catch (error) {
      if ((error as Error | undefined)?.name === 'AbortError') throw error;
      throw options.onUnreachable?.(error, address) ?? new ApiError(0, options.unreachableText ?? UNREACHABLE_TEXT);
    }
    const failedText =
      typeof options.failedText === 'function' ? options.failedText(response, address) : options.failedText;
    return readApiResult<ResultOf<E>>(response, failedText);
  }

  async function call<E extends Endpoint>(route: RouteRef<E>, ...args: CallArgs<E>): Promise<ResultOf<E>> {
    const callOptions = (args[0] ?? {}) as CallOptions<E>;
    const token = tokenOf(route, callOptions);
    try {
      return await send(route, callOptions, token);
    } catch (error) {
      const hooked = options.onUnauthorized || options.onSessionEnded;
      if (!(error instanceof ApiError) || error.status !== 401 || route.access !== 'player' || !hooked) throw error;
      if ((await options.onUnauthorized?.(error, route, token)) === 'retry') {
        try {
          // The retry asks the token provider again (the renewed token), whatever the call gave.
          return await send(route, callOptions, options.token?.(route) || null);
        } catch (retryError) {
          if (!(retryError instanceof ApiError) || retryError.status !== 401) throw retryError;
        }
      }
      options.onSessionEnded?.(route);
      throw error;
    }
  }

  return { call, url };
}
