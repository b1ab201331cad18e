// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiResult';
import { createApiClient, UNREACHABLE_TEXT } from './client';
import { adminApi, gpApi, playersApi, sportsbookApi } from './routes.generated';

/** What the server received of one call. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The answer the test's server gives to the next calls, in order (the last one stays). */
let answers: { status: number; body: unknown }[] = [];
const received: Received[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function answer(...list: { status: number; body: unknown }[]) {
  answers = list;
  received.length = 0;
}

const PLAYER = '0b6f2a3e-8f4c-4a51-9d3e-2f1c5b7a9e10';

describe('createApiClient', () => {
  it('fills in the path, sends the body as JSON with the token, and answers the result', async () => {
    answer({ status: 200, body: { result: { documents: [], expiryTime: null } } });
    const client = createApiClient({ baseUrl, token: () => 'operator-token' });
    const record = await client.call(adminApi.reviewKycDocument, {
      params: { playerUuid: PLAYER, type: 'ID_WITH_PHOTO' },
      body: { decision: 'reject', reason: 'Blurred photo' },
      headers: { 'idempotency-key': 'key-1' },
    });
    expect(record).toEqual({ documents: [], expiryTime: null });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe(`/api/admin/players/kyc/${PLAYER}/ID_WITH_PHOTO`);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers.accept).toBe('application/json');
    expect(call!.headers.authorization).toBe('Bearer operator-token');
    expect(call!.headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(call!.body)).toEqual({ decision: 'reject', reason: 'Blurred photo' });
  });

  it('builds the query, leaving out what is not given, and sends no body or token when there is none', async () => {
    answer({ status: 200, body: { result: { transactions: [] } } });
    const client = createApiClient({ baseUrl, token: () => null });
    await client.call(gpApi.listBets, { query: { page: 2, limit: 10, source: undefined } });
    expect(received[0]!.method).toBe('GET');
    expect(received[0]!.url).toBe('/api/gp/transactions?page=2&limit=10');
    expect(received[0]!.headers.authorization).toBeUndefined();
    expect(received[0]!.headers['content-type']).toBeUndefined();
    expect(received[0]!.body).toBe('');
    expect(client.url(gpApi.listBets, { query: { page: 3 } })).toBe(
      `${baseUrl.slice(0, -1)}/api/gp/transactions?page=3`,
    );
  });

  it('reads an error envelope into an ApiError with its status, fields, reason and message code', async () => {
    answer({
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Your deposit limit is reached.',
          fields: { amount: 'Too much' },
          reason: 'deposit_limit',
          messageCode: 'rg.depositLimit',
          params: { left: '5.00' },
        },
      },
    });
    const client = createApiClient({ baseUrl });
    const failure = await client.call(sportsbookApi.feed).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      message: 'Your deposit limit is reached.',
      fields: { amount: 'Too much' },
      reason: 'deposit_limit',
      messageCode: 'rg.depositLimit',
      params: { left: '5.00' },
    });
  });

  it('fails with the failed text when an answer has no envelope', async () => {
    answer({ status: 502, body: '<html>Bad gateway</html>' });
    const client = createApiClient({ baseUrl, failedText: (response, url) => `HTTP ${response.status} from ${url}` });
    await expect(client.call(sportsbookApi.feed)).rejects.toMatchObject({
      status: 502,
      message: `HTTP 502 from ${baseUrl}api/sportsbook/feed`,
    });
  });

  it('renews on a 401 of a player route through the hook and sends the call once more with the new token', async () => {
    answer(
      { status: 401, body: { error: { code: 401, message: 'Token expired' } } },
      { status: 200, body: { result: { uuid: PLAYER } } },
    );
    let token = 'old';
    const onUnauthorized = vi.fn(() => {
      token = 'new';
      return 'retry' as const;
    });
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl, token: () => token, onUnauthorized, onSessionEnded });
    await expect(client.call(playersApi.getDetails)).resolves.toEqual({ uuid: PLAYER });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized.mock.calls[0]).toEqual([expect.any(ApiError), playersApi.getDetails, 'old']);
    expect(received.map((call) => call.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the retry is refused too, and throws the first 401', async () => {
    answer(
      { status: 401, body: { error: { code: 401, message: 'First' } } },
      { status: 401, body: { error: { code: 401, message: 'Second' } } },
    );
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl, token: () => 't', onUnauthorized: () => 'retry', onSessionEnded });
    await expect(client.call(playersApi.getDetails)).rejects.toMatchObject({ status: 401, message: 'First' });
    expect(received).toHaveLength(2);
    expect(onSessionEnded).toHaveBeenCalledWith(playersApi.getDetails);
  });

  it('leaves a 401 of a route that is not a player route to the caller', async () => {
    answer({ status: 401, body: { error: { code: 401, message: 'Wrong e-mail or password' } } });
    const onUnauthorized = vi.fn(() => 'end' as const);
    const client = createApiClient({ baseUrl, onUnauthorized });
    await expect(
      client.call(playersApi.signIn, { body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails with status 0 when the platform cannot be reached, or with the error the caller makes of it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(unreachable.call(sportsbookApi.feed)).rejects.toMatchObject({ status: 0, message: UNREACHABLE_TEXT });
    const own = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      onUnreachable: (_error, url) => new Error(`Cannot reach ${url}`),
    });
    await expect(own.call(sportsbookApi.feed)).rejects.toThrow(
      `Cannot reach http://127.0.0.1:${port}/api/sportsbook/feed`,
    );
  });

  it('types each call by its route', () => {
    const client = createApiClient({ baseUrl: '', fetch: () => Promise.reject(new Error('not sent')) });
    const calls = () => {
      // @ts-expect-error: a route with a path parameter needs it.
      void client.call(playersApi.resetPassword, { body: { newPassword: 'x', confirmPassword: 'x' } });
      // @ts-expect-error: a path parameter of the wrong name.
      void client.call(adminApi.approveWithdrawal, { params: { id: PLAYER } });
      const params = { playerUuid: PLAYER, type: 'ID' } as const;
      // @ts-expect-error: a body of the wrong shape (no decision).
      void client.call(adminApi.reviewKycDocument, { params, body: { reason: 'x' } });
      // @ts-expect-error: a decision outside the contract's list.
      void client.call(adminApi.reviewKycDocument, { params, body: { decision: 'maybe' } });
      // @ts-expect-error: a route with a body needs it.
      void client.call(playersApi.signIn);
      // @ts-expect-error: a query field the route does not have.
      void client.call(gpApi.listBets, { query: { colour: 'red' } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
