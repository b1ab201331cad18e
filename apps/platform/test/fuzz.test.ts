import { randomUUID } from 'node:crypto';
import {
  adminApi,
  buildPath,
  CRYPTOPAY_SIGNATURE_HEADER,
  type PaymentLink,
  paymentsApi,
  playersApi,
  sportsbookApi,
  type SportsbookFeed,
  UNSIGNED_DECIMAL_PATTERN,
} from '@casino/contract';
import { AMOUNT_PATTERN } from '@casino/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../src/db/schema';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { startIsolatedPlatform } from './fixtures';
import { type FuzzRequest, fuzzRequests, HOSTILE_VALUES, type Operation, operationsOf } from './fuzzOperations';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';
import { ADDRESSES, createLink, credit, makeEligible, newPlayer, type Player } from './paymentsFixtures';

/**
 * Schema-driven fuzz: every operation of the OpenAPI document gets each hostile value in each
 * path parameter, query parameter and body place, as a visitor and signed in (the operator for
 * operator calls). Nothing may answer 5xx, and no money may move. Then the money fields of the
 * calls that move money get each hostile value in an otherwise valid request: every one refused.
 */

const WEBHOOK_PATH = buildPath(paymentsApi.webhook);
const CONCURRENCY = 8;

interface Outcome {
  request: FuzzRequest;
  identity: string;
  status: number;
  body: string;
}

/** Sum of balances and holds of every account, and the number of ledger entries. */
async function money(t: TestPlatform) {
  const { db } = t.platform.context;
  const [sums] = await db
    .select({
      balance: sql<string>`coalesce(sum(${accounts.balance}), 0)::text`,
      held: sql<string>`coalesce(sum(${accounts.held}), 0)::text`,
    })
    .from(accounts);
  const [entries] = await db.select({ count: sql<number>`count(*)::int` }).from(ledgerEntries);
  return { balance: sums?.balance, held: sums?.held, entries: entries?.count };
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestPlatform;
  let player: Player;
  let widget: string;
  let operations: Operation[];

  /** A signed-in player with 100.00 and a sportsbook widget token. */
  async function fundedPlayer(): Promise<{ player: Player; widget: string }> {
    const signedIn = await makeEligible(t, await newPlayer(t));
    await credit(t, signedIn, 100_00n);
    const token = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: signedIn.token,
      body: { playerId: signedIn.uuid, currency: 'EUR', locale: 'en' },
    });
    return { player: signedIn, widget: token.body.result.token };
  }

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' });
    ({ player, widget } = await fundedPlayer());
    const document = await (await fetch(`${t.baseUrl}/api/docs/json`)).json();
    // Signing out ends the session the other calls use: last.
    operations = operationsOf(document).sort(
      (a, b) => Number(a.path.includes('signout')) - Number(b.path.includes('signout')),
    );
  });
  afterAll(() => t?.close());

  /** The callers of an operation: a visitor, and the player, the widget or the operator. */
  function identities(operation: Operation): [string, string | undefined][] {
    if (operation.access === 'operator')
      return [
        ['visitor', undefined],
        ['operator', OPERATOR_TOKEN],
      ];
    if (operation.path.startsWith('/api/sportsbook/'))
      return [
        ['visitor', undefined],
        ['widget', widget],
      ];
    return [
      ['visitor', undefined],
      ['player', player.token],
    ];
  }

  async function send(request: FuzzRequest, identity: string, token: string | undefined): Promise<Outcome> {
    const headers: Record<string, string> = { ...request.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    // The webhook is signed: unsigned, every body would stop at 401 before the schema.
    if (request.url.startsWith(WEBHOOK_PATH) && typeof request.body === 'string') {
      headers[CRYPTOPAY_SIGNATURE_HEADER] = signPayload(request.body, t.config.cryptoPayWebhookSecret);
    }
    const response = await fetch(t.baseUrl + request.url, {
      method: request.operation.method,
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return { request, identity, status: response.status, body: (await response.text()).slice(0, 300) };
  }

  it('answers every operation with hostile values without a 5xx, and moves no money', async () => {
    const before = await money(t);
    const jobs = operations.flatMap((operation) =>
      identities(operation).flatMap(([identity, token]) =>
        fuzzRequests(operation).map((request) => ({ request, identity, token })),
      ),
    );
    const outcomes = await pool(jobs, CONCURRENCY, ({ request, identity, token }) => send(request, identity, token));

    const crashes = outcomes
      .filter((outcome) => outcome.status >= 500)
      .map(
        ({ request, identity, status, body }) =>
          `${status} ${request.operation.method} ${request.operation.path} ${request.place}=${request.hostile.label} as ${identity}: ${body}`,
      );
    expect(crashes).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(5000);
    // Every operation was reached, and every error left as the envelope.
    expect(
      new Set(outcomes.map((outcome) => `${outcome.request.operation.method} ${outcome.request.operation.path}`)).size,
    ).toBe(operations.length);
    const notEnvelopes = outcomes.filter(
      (outcome) => outcome.status >= 400 && outcome.status !== 431 && !outcome.body.startsWith('{"error":{"code":'),
    );
    expect(notEnvelopes.map((o) => `${o.status} ${o.request.url.slice(0, 80)}: ${o.body}`)).toEqual([]);
    // A hostile id in the path never names a row ('0x10' is not row 16).
    const idHits = outcomes.filter(({ request, status }) => {
      const name = request.place.startsWith('path ') ? request.place.slice(5) : null;
      const param = request.operation.parameters.find((p) => p.in === 'path' && p.name === name);
      return status < 300 && param?.schema?.type === 'integer';
    });
    expect(idHits.map((o) => `${o.status} ${o.request.operation.method} ${o.request.url}`)).toEqual([]);
    expect(await money(t)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Some 7,000 requests, each authenticated first: minutes on a busy 2-core machine.
  }, 240_000);

  it('refuses every hostile value in the money field of an otherwise valid deposit, withdrawal, bet, webhook or offer', async () => {
    // The test above signs its player out at its end.
    const { player, widget } = await fundedPlayer();
    const [event] = (
      await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))
    ).body.result.events.filter((candidate) => candidate.status === 'prematch');
    const selection = event!.markets[0]!.selections[0]!;
    const link: PaymentLink = await createLink(t, player, '20');
    const offer = (code: string) => ({
      name: 'Fuzz offer',
      code,
      percentage: '50',
      maxAmount: '100',
      currency: 'EUR',
      condition: 'reload',
      description: 'Terms',
      duration: 7,
      wageringMultiplier: 1,
      maxConversionLimit: '100',
    });
    const cases: { label: string; path: string; token: string; field: string; body: () => Record<string, unknown> }[] =
      [
        {
          label: 'deposit',
          path: buildPath(paymentsApi.createPaymentLink),
          token: player.token,
          field: 'amount',
          body: () => ({ amount: '20' }),
        },
        {
          label: 'withdrawal',
          path: buildPath(paymentsApi.withdraw),
          token: player.token,
          field: 'amount',
          body: () => ({
            amount: '5',
            address: ADDRESSES.TRC20,
            network: 'TRC20',
            networkFeeLevel: 'low',
            receivedCurrency: 'USDT',
          }),
        },
        {
          label: 'bet',
          path: buildPath(sportsbookApi.placeBet),
          token: widget,
          field: 'stake',
          body: () => ({
            type: 'single',
            stake: '1',
            oddsChange: 'any',
            selections: [{ selectionId: selection.id, odds: selection.odds }],
          }),
        },
        {
          label: 'webhook',
          path: WEBHOOK_PATH,
          token: '',
          field: 'amount',
          body: () => ({
            event: 'payment.confirmed',
            eventId: randomUUID(),
            paymentUuid: link.uuid,
            amount: '20.00',
            currency: 'EUR',
          }),
        },
        ...(['percentage', 'maxAmount', 'maxConversionLimit'] as const).map((field) => ({
          label: `offer ${field}`,
          path: buildPath(adminApi.createBonusOffer),
          token: OPERATOR_TOKEN,
          field,
          body: () => offer(`FUZZ${randomUUID().slice(0, 8)}`),
        })),
      ];
    const post = (path: string, token: string, raw: string) =>
      fetch(t.baseUrl + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(path === WEBHOOK_PATH
            ? { [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, t.config.cryptoPayWebhookSecret) }
            : {}),
        },
        body: raw,
      });

    const before = await money(t);
    const accepted: string[] = [];
    for (const { label, path, token, field, body } of cases) {
      for (const hostile of HOSTILE_VALUES) {
        const base = JSON.stringify(body());
        const raw = base.replace(`"${field}":${JSON.stringify(body()[field])}`, `"${field}":${hostile.json}`);
        expect(raw, `${label} ${hostile.label}`).not.toBe(base);
        const response = await post(path, token, raw);
        if (response.status !== 400)
          accepted.push(`${label} ${hostile.label}: ${response.status} ${await response.text()}`);
        else await response.body?.cancel();
      }
    }
    expect(accepted).toEqual([]);
    expect(await money(t)).toEqual(before);

    // The same requests with their valid amount go through: the refusals were the value's.
    for (const { label, path, token, body } of cases) {
      const response = await post(path, token, JSON.stringify(body()));
      expect(response.status, `${label}: ${await response.text()}`).toBe(200);
    }
    expect(await money(t)).not.toEqual(before);
  });

  it('states the money grammar of @casino/rules in the contract (and so in the OpenAPI document)', () => {
    const contract = new RegExp(UNSIGNED_DECIMAL_PATTERN);
    for (const sample of [
      '0',
      '5',
      '10.5',
      '10.50',
      '007.10',
      '10.505',
      '.5',
      '5.',
      '-5',
      '+5',
      ' 5',
      '0x10',
      '1e3',
      '',
    ]) {
      expect(contract.test(sample), sample).toBe(AMOUNT_PATTERN.test(sample));
    }
  });
});
