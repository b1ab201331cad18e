import type { Access, Endpoint, HttpMethod } from './endpoint';
import type { StaffPermission } from './vocabulary/staff';

/** Type-only key of a route's phantom endpoint: it exists in types, never at runtime. */
declare const endpointType: unique symbol;

/** What a client needs at runtime to send a call: no schemas. */
export interface Route {
  readonly method: HttpMethod;
  /** Full path from the origin, with `:name` path parameters (as the endpoint's `path`). */
  readonly path: string;
  readonly access: Access;
  /** A staff endpoint's permission (the back office hides what the role lacks). */
  readonly permission?: StaffPermission;
}

/**
 * The schema-free runtime view of an endpoint (`@casino/contract/routes`): its method, path and
 * access, with the full endpoint type kept as a phantom type parameter, so `ParamsOf`,
 * `QueryOf`, `BodyOf`, `ResultOf` and `buildPath` type a route exactly as they type its endpoint.
 * Only the generated route tables (`src/routes.generated.ts`) make them.
 */
export interface RouteRef<E extends Endpoint = Endpoint> extends Route {
  /** Phantom: never present at runtime. */
  readonly [endpointType]: E;
}

/** The endpoint type a route ref stands for. */
export type EndpointOf<R> = R extends RouteRef<infer E> ? E : never;

/** Shape check of a generated route table: one plain route per endpoint of the service, no more. */
export type RouteTable<Service> = { readonly [K in keyof Service]: Route };

/** A service's route table as the site sees it: each route remembers its endpoint's type. */
export type RoutesOf<Service> = {
  readonly [K in keyof Service]: Service[K] extends Endpoint ? RouteRef<Service[K]> : never;
};
