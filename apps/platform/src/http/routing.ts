import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from '@casino/contract';
import { routeSchema, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@casino/contract';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Identity, SessionService, TokenClaims } from '../services/sessions';
import type { StaffCaller, StaffService } from '../services/staff';
import { forbidden, unauthorized } from './errors';

export interface HandlerContext<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /**
   * The signed-in player: always set for 'player' endpoints (unless registered with
   * `checksSession`), maybe for 'optionalPlayer'.
   */
  identity: Identity | null;
  /**
   * A 'player' endpoint registered with `checksSession`: the access token's claims (signature and
   * expiry checked), whose session the handler checks in its own query (SessionService.verifyWith).
   */
  claims: TokenClaims | null;
  /** The signed-in staff member: always set for 'staff' endpoints (session, CSRF and permission checked). */
  staff: StaffCaller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E> = (context: HandlerContext<E>) => Promise<ResultOf<E>> | ResultOf<E>;

/**
 * Everything about one endpoint, in the order a request meets it: who is calling (the endpoint's
 * `access`, checked first), `preParsing`, `validate`, the contract's schema, then `handler`.
 */
export interface RouteSpec<E> {
  /**
   * Reads (and may replace) the raw body before it is parsed: a signature over the exact bytes,
   * or a bare body made readable. Answers the stream the parser then reads.
   */
  preParsing?: (request: FastifyRequest, reply: FastifyReply, payload: Readable) => Promise<Readable>;
  /**
   * Checks the parsed body before the contract's schema does (which coerces types): the spec's
   * field messages from a @casino/rules schema, or a value judged exactly as sent. Throws a 400.
   */
  validate?: (request: FastifyRequest) => Promise<void> | void;
  handler: Handler<E>;
  /**
   * A 'player' endpoint whose handler checks the session in the query that reads what it answers
   * (one query instead of two): the registrar checks only the token's signature and expiry.
   */
  checksSession?: boolean;
}

/**
 * Registers an endpoint of the contract (the path, method and schemas come from there only)
 * with its handler, or with a RouteSpec when it needs more than a handler.
 */
export type RegisterEndpoint = <E extends Endpoint>(
  endpoint: E,
  route: Handler<NoInfer<E>> | RouteSpec<NoInfer<E>>,
) => void;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The staff session cookie's token of a request (undefined without one). */
export function staffSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parseCookies(header)[STAFF_SESSION_COOKIE] || undefined;
}

/** The staff member of a 'staff' endpoint's call: cookie session, CSRF on non-GET calls, then the permission. */
function authenticateStaff(
  staff: Pick<StaffService, 'authenticate'>,
  endpoint: Endpoint,
  request: FastifyRequest,
): Promise<StaffCaller> {
  const csrf = request.headers[STAFF_CSRF_HEADER];
  return staff.authenticate({
    token: staffSessionToken(request),
    csrfToken: typeof csrf === 'string' ? csrf : undefined,
    unsafe: request.method !== 'GET' && request.method !== 'HEAD',
    permission: endpoint.permission,
    clientAddress: request.ip || null,
  });
}

/** Who is calling an endpoint (see HandlerContext); nobody for a visitor. */
interface Caller {
  identity: Identity | null;
  claims: TokenClaims | null;
  staff: StaffCaller | null;
}

export function createEndpointRegistrar(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    operatorToken: string;
    staff: Pick<StaffService, 'authenticate'>;
    /**
     * Makes a scope parse multipart bodies: each call that takes files (the contract's `files`)
     * is registered in a scope of its own made so. Without it they are registered as any other.
     */
    uploads?: (scope: FastifyInstance) => Promise<void>;
  },
): RegisterEndpoint {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const authenticate = async (access: Endpoint['access'], request: FastifyRequest): Promise<Identity | null> => {
    const token = bearerToken(request);
    switch (access) {
      case 'player':
        return deps.sessions.verify(token);
      case 'optionalPlayer':
        // A stale or revoked token makes the caller a visitor here, never a 401.
        return token ? deps.sessions.verify(token).catch(() => null) : null;
      case 'operator':
        if (!token) throw unauthorized();
        if (!sameSecret(token, deps.operatorToken)) throw forbidden();
        return null;
      case 'public':
        return null;
      case 'staff':
        // Checked apart (authenticateStaff): a staff call has no player.
        return null;
    }
  };

  /**
   * How an endpoint finds its caller: null for an endpoint that has none to find (a public one),
   * else a lookup that answers null when the request names nobody (a visitor of an
   * 'optionalPlayer' endpoint: no token, nothing to look up).
   */
  const callerLookup = (
    endpoint: Endpoint,
    checksSession: boolean | undefined,
  ): ((request: FastifyRequest) => Promise<Caller> | null) | null => {
    if (checksSession && endpoint.access === 'player') {
      return async (request) => ({
        identity: null,
        claims: await deps.sessions.claims(bearerToken(request)),
        staff: null,
      });
    }
    if (endpoint.access === 'staff') {
      return async (request) => ({
        identity: null,
        claims: null,
        staff: await authenticateStaff(deps.staff, endpoint, request),
      });
    }
    if (endpoint.access === 'public') return null;
    const lookup = async (request: FastifyRequest): Promise<Caller> => ({
      identity: await authenticate(endpoint.access, request),
      claims: null,
      staff: null,
    });
    if (endpoint.access === 'optionalPlayer') return (request) => (bearerToken(request) ? lookup(request) : null);
    return lookup;
  };

  return (endpoint, route) => {
    const { handler, preParsing, validate, checksSession } = typeof route === 'function' ? { handler: route } : route;
    const isMultipart = Boolean(endpoint.files?.length);
    const lookupCaller = callerLookup(endpoint, checksSession);
    const { body, ...schema } = routeSchema(endpoint, `${endpoint.tag}.${endpoint.method} ${endpoint.path}`);
    const options: RouteOptions = {
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...schema,
        // Multipart bodies are read by the handler (files are checked by content there).
        ...(isMultipart ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
        ...(endpoint.access === 'player' || endpoint.access === 'operator' ? { security: [{ bearer: [] }] } : {}),
        ...(endpoint.access === 'staff' ? { security: [{ staffSession: [] }] } : {}),
      },
      // Who is calling is settled first, before the body is read or validated: a caller without
      // the right token learns nothing about the schema (401/403, never a 400 naming fields). A
      // callback hook, and none at all for an endpoint without a caller to find: a visitor's
      // request waits on no promise.
      ...(lookupCaller
        ? {
            onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
              const pending = lookupCaller(request);
              if (!pending) return done();
              pending.then(
                (caller) => {
                  callers.set(request, caller);
                  done();
                },
                // As thrown (an ApiError, a service's error): the error handler answers it.
                (error: unknown) => done(error as Error),
              );
            },
          }
        : {}),
      ...(preParsing ? { preParsing } : {}),
      ...(validate ? { preValidation: async (request: FastifyRequest) => validate(request) } : {}),
      handler: async (request, reply) => {
        const caller = callers.get(request);
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          identity: caller?.identity ?? null,
          claims: caller?.claims ?? null,
          staff: caller?.staff ?? null,
          request,
          reply,
        });
        if (reply.sent) return reply;
        return { result };
      },
    };
    const { uploads } = deps;
    if (isMultipart && uploads) {
      void app.register(async (scope) => {
        await uploads(scope);
        scope.route(options);
      });
    } else {
      app.route(options);
    }
  };
}
