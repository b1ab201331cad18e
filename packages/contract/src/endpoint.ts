import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anybody; anybody, with the player's identity used when a bearer
 * token is sent; a signed-in player (bearer access token); an operator (operator token).
 */
export type Access = 'public' | 'optionalPlayer' | 'player' | 'operator';

/** One call of the API. The single source of its path: nothing else writes it. */
export interface Endpoint<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  /** Full path from the origin, with `:name` path parameters, e.g. `/api/players/reset-password/:hash`. */
  path: string;
  access: Access;
  summary: string;
  /** OpenAPI tag: the service name. */
  tag: 'auth' | 'players' | 'gp' | 'payments' | 'kyc' | 'admin' | 'platform';
  params?: P;
  query?: Q;
  /** JSON body; for multipart calls, describes the non-file fields. */
  body?: B;
  /** Multipart file field names, for uploads. */
  files?: readonly string[];
  /** Schema of `result` in the success envelope. */
  result: R;
}

export function defineEndpoint<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type ParamsOf<E> = E extends Endpoint<infer P, TSchema | undefined, TSchema | undefined, TSchema> ? StaticOr<P, undefined> : never;
export type QueryOf<E> = E extends Endpoint<TSchema | undefined, infer Q, TSchema | undefined, TSchema> ? StaticOr<Q, undefined> : never;
export type BodyOf<E> = E extends Endpoint<TSchema | undefined, TSchema | undefined, infer B, TSchema> ? StaticOr<B, undefined> : never;
export type ResultOf<E> = E extends Endpoint<TSchema | undefined, TSchema | undefined, TSchema | undefined, infer R> ? Static<R> : never;

/** The API base path; a brand's own platform sets the origin with the site's API_BASE_URL. */
export const API_PREFIX = '/api';

/**
 * Builds the URL of a call: path parameters are filled in and encoded; query values that are
 * `undefined` or `null` are left out.
 */
export function buildPath(
  endpoint: Pick<Endpoint, 'path'>,
  params?: Record<string, string | number> | undefined,
  query?: Record<string, string | number | boolean | null | undefined> | undefined,
): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
