// Services report failures by kind (services/errors.ts) and never an HTTP status; the error handler
// gives each kind its status in one place (http/errors.ts toApiError). Here: the mapping for every
// kind, the whole envelope through the real error handler, and real endpoints whose services fail.
import { authApi, buildPath, paymentsApi, playersApi, UNSIGNED_DECIMAL_PATTERN } from '@casino/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/http/errorHandler';
import { ApiError, RETRY_AFTER_SECONDS, toApiError } from '../src/http/errors';
import {
  conflict,
  DomainError,
  type DomainErrorKind,
  invalid,
  notFound,
  providerFailed,
  refused,
  says,
  tooManyTries,
  unauthenticated,
  unavailable,
  UNAVAILABLE_MESSAGE,
  wrongAnswer,
} from '../src/services/errors';
import { PAGE_NOT_FOUND_MESSAGE } from '../src/services/content';
import { signUpPlayer, startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { randomUUID } from 'node:crypto';
import { INVALID_NUMBER_MESSAGE } from '@casino/rules';
import { gameOfType, launch, playRound } from './gamesFixtures';
import { ADDRESSES, deposit, newPlayer } from './paymentsFixtures';

interface ErrorEnvelope {
  error: {
    code: number;
    message: string;
    fields?: Record<string, string>;
    fieldCodes?: Record<string, { messageCode: string; params?: Record<string, string | number> }>;
    reason?: string;
    messageCode?: string;
    params?: Record<string, string | number>;
  };
}

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  refused: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  provider_failed: 502,
  unavailable: 503,
};
const KINDS = Object.keys(STATUS) as DomainErrorKind[];

describe('a domain error as the API answers it', () => {
  it('gives every kind its status and keeps message, fields, reason, messageCode and params', () => {
    for (const kind of KINDS) {
      const error = new DomainError(kind, `The ${kind} message`, {
        fields: { amount: 'The field message' },
        reason: `${kind}_reason`,
        messageCode: `errors.${kind}`,
        params: { minutes: 5, currency: 'EUR' },
      });
      const answered = toApiError(error);
      expect(answered).toBeInstanceOf(ApiError);
      expect(answered).toMatchObject({
        statusCode: STATUS[kind],
        message: `The ${kind} message`,
        fields: { amount: 'The field message' },
        reason: `${kind}_reason`,
        messageCode: `errors.${kind}`,
        params: { minutes: 5, currency: 'EUR' },
        wrongAnswer: false,
      });
    }
  });

  it('builds each kind with the words the services use', () => {
    expect(invalid('Bad', { stake: 'Bad' })).toMatchObject({
      kind: 'invalid',
      message: 'Bad',
      fields: { stake: 'Bad' },
    });
    expect(unauthenticated()).toMatchObject({ kind: 'unauthenticated', message: 'Unauthorized' });
    expect(refused('No', 'time_out')).toMatchObject({ kind: 'refused', message: 'No', reason: 'time_out' });
    expect(notFound()).toMatchObject({ kind: 'not_found', message: 'Not found' });
    expect(conflict('Taken', { code: 'Taken' }, { reason: 'bonus_active' })).toMatchObject({
      kind: 'conflict',
      fields: { code: 'Taken' },
      reason: 'bonus_active',
    });
    expect(tooManyTries()).toMatchObject({ kind: 'too_many' });
    expect(providerFailed('Provider said no')).toMatchObject({ kind: 'provider_failed', message: 'Provider said no' });
    expect(unavailable()).toMatchObject({ kind: 'unavailable', message: UNAVAILABLE_MESSAGE });
    // The credential throttle counts a wrong answer whichever way it leaves.
    expect(toApiError(wrongAnswer(unauthenticated('Wrong'))).wrongAnswer).toBe(true);
  });

  it('leaves the error handler as the envelope, for every kind (503 with Retry-After)', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get<{ Params: { kind: DomainErrorKind } }>('/fails/:kind', async (request) => {
      throw new DomainError(request.params.kind, 'It failed', {
        fields: { field: 'It failed here' },
        reason: 'some_rule',
        messageCode: 'errors.itFailed',
        params: { count: 3 },
      });
    });
    app.get('/plain', async () => {
      throw notFound('Nothing here');
    });
    try {
      for (const kind of KINDS) {
        const response = await app.inject({ method: 'GET', url: `/fails/${kind}` });
        expect(response.statusCode).toBe(STATUS[kind]);
        expect(response.json()).toEqual({
          error: {
            code: STATUS[kind],
            message: 'It failed',
            fields: { field: 'It failed here' },
            reason: 'some_rule',
            messageCode: 'errors.itFailed',
            params: { count: 3 },
          },
        });
        expect(response.headers['retry-after']).toBe(kind === 'unavailable' ? String(RETRY_AFTER_SECONDS) : undefined);
      }
      // Nothing the error did not carry is added.
      const plain = await app.inject({ method: 'GET', url: '/plain' });
      expect(plain.json()).toEqual({ error: { code: 404, message: 'Nothing here' } });
    } finally {
      await app.close();
    }
  });
});

describe('field messages as the API answers them', () => {
  it('answers each field in English with its catalogue code and params beside it (fieldCodes)', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get('/fails', async () => {
      throw invalid(says('protection.limitAmount'), {
        amount: says('protection.limitAmount'),
        limit: says('protection.timeLimitWeek', { minutes: 90 }),
        stake: INVALID_NUMBER_MESSAGE,
        note: 'A text of no catalogue',
      });
    });
    app.post<{ Body: { amount: string } }>(
      '/schema',
      {
        schema: {
          body: {
            type: 'object',
            required: ['amount', 'name'],
            properties: { amount: { type: 'string', pattern: UNSIGNED_DECIMAL_PATTERN }, name: { type: 'string' } },
          },
        },
      },
      async () => ({}),
    );
    try {
      const answer = await app.inject({ method: 'GET', url: '/fails' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: {
          code: 400,
          message: 'Enter an amount above 0',
          fields: {
            amount: 'Enter an amount above 0',
            limit: 'You have reached your weekly play-time limit of 90 minutes',
            stake: INVALID_NUMBER_MESSAGE,
            note: 'A text of no catalogue',
          },
          // A service's message brings its code; a rules message has its code in the rules; a
          // text of no catalogue has none and shows as it is.
          fieldCodes: {
            amount: { messageCode: 'protection.limitAmount' },
            limit: { messageCode: 'protection.timeLimitWeek', params: { minutes: 90 } },
            stake: { messageCode: 'validation.invalidNumber' },
          },
          messageCode: 'protection.limitAmount',
        },
      });
      // A schema check's field messages: the money grammar's rules message gets its code.
      const schema = await app.inject({ method: 'POST', url: '/schema', payload: { amount: '1,5', name: 'Ada' } });
      expect(schema.statusCode).toBe(400);
      expect(schema.json()).toEqual({
        error: {
          code: 400,
          message: 'Invalid request',
          fields: { amount: INVALID_NUMBER_MESSAGE },
          fieldCodes: { amount: { messageCode: 'validation.invalidNumber' } },
        },
      });
    } finally {
      await app.close();
    }
  });
});

describe.each(databaseKinds)('services failing behind real endpoints on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  it('answers a page that does not exist 404 (not_found)', async () => {
    const missing = await t.call<ErrorEnvelope>(
      'GET',
      buildPath(authApi.getPageDescription, undefined, { pageId: 999 }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 404, message: PAGE_NOT_FOUND_MESSAGE } });
  });

  it('answers a taken gamertag 409 with its field (conflict) and a malformed one 400 (invalid)', async () => {
    const [ada, bob] = await Promise.all([signUpPlayer(t), signUpPlayer(t)]);
    const gamertag = `ada${Date.now().toString(36)}`;
    const update = (token: string, username: string) =>
      t.call<ErrorEnvelope>('PUT', buildPath(playersApi.update), { token, body: { action: 'username', username } });
    expect((await update(ada.token, gamertag)).status).toBe(200);
    const taken = await update(bob.token, gamertag);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: {
        code: 409,
        message: 'This gamertag is already taken',
        fields: { username: 'This gamertag is already taken' },
        // The site shows the catalogue's text of these codes in the player's language.
        fieldCodes: { username: { messageCode: 'player.gamertagTaken' } },
        messageCode: 'player.gamertagTaken',
      },
    });
    const malformed = await update(bob.token, 'Bad Name!');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 400,
      fields: { username: 'only lowercase and numbers allowed' },
      fieldCodes: { username: { messageCode: 'validation.gamertagCharacters' } },
    });
  });

  it('answers a withdrawal before the e-mail is verified 403 with the rule as reason (refused)', async () => {
    const player = await signUpPlayer(t);
    const refusal = await t.call<ErrorEnvelope>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: {
        amount: '10',
        address: ADDRESSES.TRC20,
        network: 'TRC20',
        networkFeeLevel: 'low',
        receivedCurrency: 'USDT',
      },
    });
    expect(refusal.status).toBe(403);
    expect(refusal.body).toEqual({
      error: {
        code: 403,
        message: 'Verify your e-mail address before you withdraw',
        reason: 'email_unverified',
        messageCode: 'withdrawal.emailUnverified',
      },
    });
  });

  it('answers a limit of a wrong amount 400 with the field code, and a stake past a wager limit 403 with its params', async () => {
    const player = await newPlayer(t);
    const setLimit = (body: { kind: string; period: string; amount: string | null }) =>
      t.call<ErrorEnvelope>('PUT', buildPath(playersApi.setLimit), { token: player.token, body });
    const zero = await setLimit({ kind: 'deposit', period: 'day', amount: '0' });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({
      error: {
        code: 400,
        message: 'Enter an amount above 0',
        fields: { amount: 'Enter an amount above 0' },
        fieldCodes: { amount: { messageCode: 'protection.limitAmount' } },
        messageCode: 'protection.limitAmount',
      },
    });

    await deposit(t, player, '20.00');
    expect((await setLimit({ kind: 'wager', period: 'week', amount: '1.00' })).status).toBe(200);
    const page = await launch(t, await gameOfType(t, 'Instant'), { player });
    expect(page.status).toBe(200);
    const round = async (stake: string) => {
      const answer = await playRound(t, page.token!, { stake, choice: { target: 2 }, roundId: randomUUID() });
      return { status: answer.status, body: answer.body as unknown as ErrorEnvelope };
    };
    expect((await round('0.70')).status).toBe(200);
    const refusal = await round('0.50');
    expect(refusal.status).toBe(403);
    expect(refusal.body).toEqual({
      error: {
        code: 403,
        message: 'This stake would pass your weekly wager limit: €0.30 left in the last 7 days',
        reason: 'wager_limit',
        messageCode: 'protection.wagerLimitWeek',
        params: { left: '€0.30' },
      },
    });
  });

  it('answers a wrong password 401 (unauthenticated)', async () => {
    const player = await signUpPlayer(t);
    const wrong = await t.call<ErrorEnvelope>('POST', buildPath(playersApi.signIn), {
      body: { email: player.email, password: 'Wrong-Password-9' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: { code: 401, message: 'Invalid email or password', messageCode: 'player.invalidCredentials' },
    });
  });

  it('reports the kind to a caller outside a request (a not-found from the ledger)', async () => {
    const { wallet } = t.platform.context.services;
    const failure = await wallet
      .transact((_tx, ledger) =>
        ledger.post({
          accountId: 2_000_000_000,
          type: 'deposit',
          balanceDelta: 1n,
          referenceType: 'test',
          referenceId: 'none',
          idempotencyKey: 'none',
        }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'not_found', message: 'Account not found' });
  });
});
