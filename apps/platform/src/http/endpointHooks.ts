import type { Readable } from 'node:stream';
import type { Endpoint } from '@casino/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export type RouteHookName = 'preParsing' | 'preValidation';

/**
 * Adds a hook to the route of one endpoint when the registrar creates it (Fastify's onRoute), so
 * route modules can run checks before the contract's schema validation without touching the
 * registrar. Must be called before `context.route(endpoint, ...)`.
 */
export function addEndpointHook(
  app: FastifyInstance,
  endpoint: Endpoint,
  name: RouteHookName,
  hook: (request: FastifyRequest, reply: FastifyReply, payload: Readable) => Promise<unknown>,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== endpoint.path || route.method !== endpoint.method) return;
    const existing = route[name] as unknown;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as unknown as Record<RouteHookName, unknown>)[name] = [...hooks, hook];
  });
}
