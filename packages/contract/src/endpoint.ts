import type { Static, TSchema } from 'typebox';
import type { RouteRef } from './route';
import type { StaffPermission } from './vocabulary/staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anybody; a bearer token, if sent, is not read.
 * - `optionalPlayer`: anybody; when a valid bearer access token is sent, the answer is made for
 *   that player (favourites, personal offers). A missing, expired or revoked token makes the
 *   caller a visitor: these endpoints never answer 401.
 * - `player`: a signed-in player (`Authorization: Bearer <access token>`); 401 otherwise.
 * - `operator`: the operator token of the platform's environment (`Authorization: Bearer
 *   <operator token>`); 401 without a token, 403 with a wrong one. Automation only (scripts, the
 *   CLI): its changes are audited as actor `automation`.
 * - `staff`: a signed-in member of the operator's staff (the back office's session cookie); 401
 *   without a live session, 403 without the CSRF token (x-csrf-token) on a non-GET call or
 *   without the endpoint's `permission` in the role's matrix. Checked before the body is read.
 */
export type Access = 'public' | 'optionalPlayer' | 'player' | 'operator' | 'staff';

/** OpenAPI tag of an endpoint: the service that owns it. */
export type ServiceTag =
  'auth' | 'players' | 'gp' | 'payments' | 'kyc' | 'admin' | 'sportsbook' | 'platform' | 'backoffice';

/** The API base path; a brand's own platform sets the origin with the site's API_BASE_URL. */
export const API_PREFIX = '/api';

/**
 * Path prefix of every service (DESIGN.md, "The API"). Every endpoint path of a service starts
 * with its prefix followed by `/`; the platform's own endpoints sit directly under `/api`.
 */
export const SERVICE_PREFIXES = {
  auth: `${API_PREFIX}/auth`,
  players: `${API_PREFIX}/players`,
  gp: `${API_PREFIX}/gp`,
  payments: `${API_PREFIX}/payments`,
  kyc: `${API_PREFIX}/kyc`,
  admin: `${API_PREFIX}/admin/players`,
  sportsbook: `${API_PREFIX}/sportsbook`,
  platform: API_PREFIX,
  backoffice: `${API_PREFIX}/backoffice`,
} as const satisfies Record<ServiceTag, string>;

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
  /**
   * For `staff` endpoints: the permission the staff member's role needs (STAFF_ROLE_PERMISSIONS);
   * left out, any signed-in staff member may call it (me, sign-out, own sessions).
   */
  permission?: StaffPermission;
  /** One line, for OpenAPI and logs. */
  summary: string;
  /** Longer notes (OpenAPI description): rules, special answers, compatibility choices. */
  description?: string;
  /** OpenAPI tag: the service name. */
  tag: ServiceTag;
  params?: P;
  query?: Q;
  /** Request headers the endpoint reads besides `Authorization` (e.g. a webhook signature). */
  headers?: TSchema;
  /** JSON body; for multipart calls, describes the non-file fields. */
  body?: B;
  /** Multipart file field names, for uploads (`multipart/form-data`, one file per field). */
  files?: readonly string[];
  /** Schema of `result` in the success envelope (HTTP 200). */
  result: R;
}

/**
 * An endpoint as `defineEndpoint` answers it: the schemas it was given are typed as present, so
 * `playersApi.signIn.body` is the body schema, not `schema | undefined`.
 */
export type DefinedEndpoint<
  P extends TSchema | undefined,
  Q extends TSchema | undefined,
  B extends TSchema | undefined,
  R extends TSchema,
> = Endpoint<P, Q, B, R> &
  (P extends TSchema ? { params: P } : unknown) &
  (Q extends TSchema ? { query: Q } : unknown) &
  (B extends TSchema ? { body: B } : unknown);

export function defineEndpoint<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(endpoint: Endpoint<P, Q, B, R>): DefinedEndpoint<P, Q, B, R> {
  return endpoint as DefinedEndpoint<P, Q, B, R>;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

// Each helper also takes a route ref of `@casino/contract/routes`, for the endpoint it stands for.
export type ParamsOf<E> =
  E extends RouteRef<infer Defined>
    ? ParamsOf<Defined>
    : E extends Endpoint<infer P, TSchema | undefined, TSchema | undefined, TSchema>
      ? StaticOr<P, undefined>
      : never;
export type QueryOf<E> =
  E extends RouteRef<infer Defined>
    ? QueryOf<Defined>
    : E extends Endpoint<TSchema | undefined, infer Q, TSchema | undefined, TSchema>
      ? StaticOr<Q, undefined>
      : never;
export type BodyOf<E> =
  E extends RouteRef<infer Defined>
    ? BodyOf<Defined>
    : E extends Endpoint<TSchema | undefined, TSchema | undefined, infer B, TSchema>
      ? StaticOr<B, undefined>
      : never;
export type ResultOf<E> =
  E extends RouteRef<infer Defined>
    ? ResultOf<Defined>
    : E extends Endpoint<TSchema | undefined, TSchema | undefined, TSchema | undefined, infer R>
      ? Static<R>
      : never;

type PathParams = Record<string, string | number>;
type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** Path parameters `buildPath` takes for an endpoint (or its route ref): its `params`, or none. */
export type PathParamsArg<E> =
  E extends RouteRef<infer Defined>
    ? PathParamsArg<Defined>
    : E extends Endpoint
      ? ParamsOf<E> extends undefined
        ? undefined
        : ParamsOf<E>
      : PathParams;
/** Query values `buildPath` takes for an endpoint (or its route ref): its `query` (fields may be left out), or none. */
export type QueryArg<E> =
  E extends RouteRef<infer Defined>
    ? QueryArg<Defined>
    : E extends Endpoint
      ? QueryOf<E> extends undefined
        ? undefined
        : Partial<QueryOf<E>>
      : QueryValues;

/**
 * Builds the URL of a call: path parameters are filled in and encoded; query values that are
 * `undefined` or `null` are left out. Throws when a path parameter is missing.
 *
 * ```ts
 * buildPath(playersApi.resetPassword, { hash }); // '/api/players/reset-password/<hash>'
 * buildPath(gpApi.listBets, undefined, { page: 2, limit: 10 }); // '/api/gp/transactions?page=2&limit=10'
 * ```
 *
 * Takes an endpoint or its route ref from `@casino/contract/routes` alike (only `path` is read).
 */
export function buildPath<E extends Pick<Endpoint, 'path'>>(
  endpoint: E,
  params?: PathParamsArg<E>,
  query?: QueryArg<E>,
): string {
  const values = params as PathParams | undefined;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as QueryValues)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}
