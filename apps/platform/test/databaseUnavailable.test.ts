// Which failures are answered "briefly unavailable" (503, Retry-After) rather than 500: the
// restart test (databaseRestart.test.ts) meets them for real; here each shape is checked alone.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { innermostReason, isDatabaseUnavailable } from '../src/db/unavailable';
import { installErrorHandler } from '../src/http/errorHandler';
import { conflict } from '../src/http/errors';

/** An error as drizzle throws it: its own message, the driver's error in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const pgError = (code: string, message = 'server says no') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin_shutdown (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash_shutdown (57P02)', pgError('57P02')],
    ['cannot_connect_now (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET')],
    ['a connection that ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
  ])('is true for %s, also wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('is true for a refused connection to several addresses (AggregateError)', () => {
    const refused = new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', wrapped(pgError('42601'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an API error', conflict('This event has already ended')],
    ['a string', 'Connection terminated unexpectedly'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops at a cause that points back at itself', () => {
    const error: Error & { cause?: unknown } = new Error('Failed query');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('names the innermost code and message for the logs', () => {
    expect(innermostReason(wrapped(pgError('57P01', 'terminating connection')))).toBe('57P01: terminating connection');
  });
});

describe('the error handler', () => {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/down', () => {
    throw wrapped(new Error('Connection terminated unexpectedly'));
  });
  app.get('/bug', () => {
    throw wrapped(pgError('42601', 'syntax error'));
  });

  it('answers a database outage 503 with Retry-After in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 503, message: 'The service is briefly unavailable, please try again' },
    });
  });

  it('still answers any other failure 500, without Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
