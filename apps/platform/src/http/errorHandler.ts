import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './errors';

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string };
  message?: string;
}

/** Turns schema validation issues into `{ field: message }`, one message per field. */
function fieldsOf(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const field = issue.params?.missingProperty
      ? [path, issue.params.missingProperty].filter(Boolean).join('.')
      : path || 'request';
    const message = issue.params?.missingProperty ? 'required' : (issue.message ?? 'invalid');
    fields[field] ??= message;
  }
  return fields;
}

/** Every failure leaves as the error envelope; nothing a caller sends produces a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        error: { code: error.statusCode, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const fields = fieldsOf(fastifyError.validation as ValidationIssue[]);
      return reply.status(400).send({ error: { code: 400, message: 'Invalid request', fields } });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: status, message: fastifyError.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 500, message: 'Something went wrong!' } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 404, message: `No such call: ${request.method} ${request.url.split('?')[0]}` } });
  });
}
