import type { FastifyInstance } from 'fastify';
import type { OffsetClock } from '../clock';
import { bearerToken, sameSecret } from '../http/routing';
import { forbidden, unauthorized } from '../http/errors';

/**
 * `POST /api/test/clock { advanceMinutes }` moves the platform's clock forward (operator token).
 * Mounted only with TEST_CLOCK=true, which production refuses; not part of the contract.
 */
export function registerTestClockRoute(app: FastifyInstance, clock: OffsetClock, operatorToken: string): void {
  app.post(
    '/api/test/clock',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['advanceMinutes'],
          additionalProperties: false,
          properties: { advanceMinutes: { type: 'integer', minimum: 1, maximum: 60 * 24 * 366 } },
        },
      },
      onRequest: async (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized();
        if (!sameSecret(token, operatorToken)) throw forbidden();
      },
    },
    async (request) => {
      const { advanceMinutes } = request.body as { advanceMinutes: number };
      return { result: { now: clock.advance(advanceMinutes * 60_000).toISOString() } };
    },
  );
}
