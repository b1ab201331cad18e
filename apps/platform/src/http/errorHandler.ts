import { UNSIGNED_DECIMAL_PATTERN } from '@casino/contract';
import { INVALID_NUMBER_MESSAGE, ruleMessageCode } from '@casino/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDiskFull } from '../db/diskSpace';
import { innermostReason, isDatabaseUnavailable } from '../db/unavailable';
import { type FieldCode, isDomainError } from '../services/errors';
import { ApiError, RETRY_AFTER_SECONDS, serviceUnavailable, toApiError } from './errors';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: { missingProperty?: string; pattern?: string };
  message?: string;
}

/** The message of one issue: the rules' words for an amount outside the money grammar. */
function messageOf(issue: ValidationIssue): string {
  if (issue.params?.missingProperty) return 'required';
  if (issue.keyword === 'pattern' && issue.params?.pattern === UNSIGNED_DECIMAL_PATTERN) return INVALID_NUMBER_MESSAGE;
  return issue.message ?? 'invalid';
}

/** Turns schema validation issues into `{ field: message }`, one message per field. */
function fieldsOf(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const field = issue.params?.missingProperty
      ? [path, issue.params.missingProperty].filter(Boolean).join('.')
      : path || 'request';
    fields[field] ??= messageOf(issue);
  }
  return fields;
}

/**
 * The envelope's `fieldCodes`: the catalogue code of every field message, so a client shows each
 * in the player's language. A service's catalogue message brings its own (`given`); a rules
 * message of @casino/rules (a schema check, a route's rules) has its code in the rules. Undefined
 * when no field message has a code.
 */
function fieldCodesOf(
  fields: Record<string, string> | undefined,
  given: Record<string, FieldCode> | undefined,
): Record<string, FieldCode> | undefined {
  const codes: Record<string, FieldCode> = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    const ruleCode = ruleMessageCode(message);
    const code = given?.[field] ?? (ruleCode ? { messageCode: ruleCode } : undefined);
    if (code) codes[field] = code;
  }
  return Object.keys(codes).length ? codes : undefined;
}

/** Every failure leaves as the error envelope; nothing a caller sends produces a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
    // A service's failure gets its HTTP status here, and only here.
    let error = isDomainError(thrown) ? toApiError(thrown) : thrown;
    if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts: one line per request, not a stack trace.
      request.log.warn({ reason: innermostReason(error) }, 'database unavailable: answered 503');
      error = serviceUnavailable();
    } else if (!(error instanceof ApiError) && isDiskFull(error)) {
      // Nothing was written: the caller tries again once the operator has freed space.
      request.log.warn({ reason: innermostReason(error) }, 'disk full: answered 503');
      error = serviceUnavailable();
    }
    if (error instanceof ApiError) {
      if (error.statusCode === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      const fieldCodes = fieldCodesOf(error.fields, error.fieldCodes);
      return reply.status(error.statusCode).send({
        error: {
          code: error.statusCode,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(fieldCodes ? { fieldCodes } : {}),
          ...(error.reason ? { reason: error.reason } : {}),
          ...(error.messageCode ? { messageCode: error.messageCode } : {}),
          ...(error.params ? { params: error.params } : {}),
        },
      });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const fields = fieldsOf(fastifyError.validation as ValidationIssue[]);
      const fieldCodes = fieldCodesOf(fields, undefined);
      return reply
        .status(400)
        .send({ error: { code: 400, message: 'Invalid request', fields, ...(fieldCodes ? { fieldCodes } : {}) } });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: status, message: fastifyError.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 500, message: 'Something went wrong!' } });
  });
  app.setNotFoundHandler((request, reply) => sendNoSuchCall(request, reply));
}

/** The API's answer to a call it does not have (also what a client outside an allowlist gets). */
export function sendNoSuchCall(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ error: { code: 404, message: `No such call: ${request.method} ${request.url.split('?')[0]}` } });
}
