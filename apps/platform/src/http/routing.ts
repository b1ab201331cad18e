import { timingSafeEqual } from 'node:crypto';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from '@casino/contract';
import { ResultEnvelope, ErrorEnvelope } from '@casino/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Identity, SessionService } from '../services/sessions';
import { forbidden, unauthorized } from './errors';

export interface HandlerContext<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in player: always set for 'player' endpoints, maybe for 'optionalPlayer'. */
  identity: Identity | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E> = (context: HandlerContext<E>) => Promise<ResultOf<E>> | ResultOf<E>;

/** Registers endpoints of the contract: the path, method and schemas come from there only. */
export type RegisterEndpoint = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => void;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createEndpointRegistrar(
  app: FastifyInstance,
  deps: { sessions: SessionService; operatorToken: string },
): RegisterEndpoint {
  return (endpoint, handler) => {
    const isMultipart = Boolean(endpoint.files?.length);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body && !isMultipart ? { body: endpoint.body } : {}),
        ...(isMultipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(endpoint.access === 'player' || endpoint.access === 'operator' ? { security: [{ bearer: [] }] } : {}),
        response: { 200: ResultEnvelope(endpoint.result), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
      handler: async (request, reply) => {
        let identity: Identity | null = null;
        const token = bearerToken(request);
        switch (endpoint.access) {
          case 'player':
            identity = await deps.sessions.verify(token);
            break;
          case 'optionalPlayer':
            identity = token ? await deps.sessions.verify(token) : null;
            break;
          case 'operator': {
            const given = (request.headers['x-operator-token'] as string | undefined) ?? token;
            if (!given) throw unauthorized();
            if (!sameSecret(given, deps.operatorToken)) throw forbidden();
            break;
          }
          case 'public':
            break;
        }
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          identity,
          request,
          reply,
        });
        if (reply.sent) return reply;
        return { result };
      },
    });
  };
}
