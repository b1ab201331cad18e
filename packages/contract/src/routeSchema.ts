import type { TSchema } from 'typebox';
import type { Endpoint } from './endpoint';
import { ErrorEnvelope, ResultEnvelope } from './envelope';

/**
 * The route schema of an endpoint in the shape Fastify (and @fastify/swagger) reads: request
 * schemas, the success envelope as the 200 response and the error envelope for 4xx and 5xx.
 * Schemas the endpoint does not have are left out at runtime. Multipart endpoints (`files`)
 * have no body schema: the platform reads their parts itself.
 *
 * ```ts
 * app.route({ method: e.method, url: e.path, schema: routeSchema(e, 'players.signIn'), handler });
 * ```
 */
export function routeSchema<
  P extends TSchema | undefined,
  Q extends TSchema | undefined,
  B extends TSchema | undefined,
  R extends TSchema,
>(endpoint: Endpoint<P, Q, B, R>, operationId?: string) {
  const schema = {
    operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params as P,
    querystring: endpoint.query as Q,
    headers: endpoint.headers,
    body: endpoint.body as B,
    response: { 200: ResultEnvelope(endpoint.result), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  };
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as typeof schema;
}
