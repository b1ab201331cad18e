import { randomUUID } from 'node:crypto';
import {
  buildPath,
  type Coin,
  type NetworkFee,
  type PaymentTransaction,
  type Pagination,
  paymentsApi,
  playersApi,
  type PreviousPaymentLink,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { SANDBOX_API_KEY, SANDBOX_API_PREFIX } from '../src/providers/cryptoPay/api';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  confirmedEvent,
  createLink,
  deposit,
  entriesOfType,
  expiredToken,
  figures,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

type Envelope<T> = { result: T; error?: { code: number; message: string; fields?: Record<string, string> } };
type History = { transactions: PaymentTransaction[]; pagination: Pagination };

describe.each(databaseKinds)('payments on %s', (kind) => {
  let t: TestPlatform;
  let alice: Player;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
    alice = await newPlayer(t);
  });
  afterAll(() => t?.close());

  const call = <T>(method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
    t.call<Envelope<T>>(method, path, options);
  const linkPath = buildPath(paymentsApi.createPaymentLink);
  const history = (player: Player, query: Record<string, string | number> = {}) =>
    call<History>('GET', buildPath(playersApi.listTransactions, undefined, query), { token: player.token });

  describe('coins and network fees', () => {
    it('lists BTC, ETH and USDT with several networks each', async () => {
      const { status, body } = await call<Coin[]>('GET', buildPath(paymentsApi.listCoins), { token: alice.token });
      expect(status).toBe(200);
      const byCode = new Map(body.result.map((coin) => [coin.currency, coin]));
      for (const code of ['BTC', 'ETH', 'USDT']) expect(byCode.get(code)?.networks.length).toBeGreaterThanOrEqual(2);
      expect(byCode.get('USDT')?.networks.map((n) => n.network)).toEqual(['TRC20', 'ERC20', 'BEP20']);
    });

    it('lists a fee for every coin, network and level, filtered on request', async () => {
      const all = await call<NetworkFee[]>('GET', buildPath(paymentsApi.listNetworkFees), { token: alice.token });
      expect(all.status).toBe(200);
      expect(all.body.result.length).toBeGreaterThanOrEqual(9 * 3);
      const usdtTron = await call<NetworkFee[]>(
        'GET',
        buildPath(paymentsApi.listNetworkFees, undefined, { currency: 'USDT', network: 'TRC20' }),
        { token: alice.token },
      );
      expect(usdtTron.body.result).toEqual([
        { currency: 'USDT', network: 'TRC20', level: 'low', fee: '1.00' },
        { currency: 'USDT', network: 'TRC20', level: 'medium', fee: '1.50' },
        { currency: 'USDT', network: 'TRC20', level: 'high', fee: '2.00' },
      ]);
      const none = await call<NetworkFee[]>(
        'GET',
        buildPath(paymentsApi.listNetworkFees, undefined, { currency: 'DOGE' }),
        { token: alice.token },
      );
      expect(none.body.result).toEqual([]);
    });

    it('needs a valid token', async () => {
      expect((await call('GET', buildPath(paymentsApi.listCoins))).status).toBe(401);
      expect((await call('GET', buildPath(paymentsApi.listNetworkFees), { token: 'junk' })).status).toBe(401);
      expect(
        (await call('GET', buildPath(paymentsApi.listCoins), { token: await expiredToken(t, alice) })).status,
      ).toBe(401);
    });
  });

  describe('payment links', () => {
    it('creates a pending deposit with a checkout link, which check-previous reopens', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      expect(link.link).toBe(`${t.config.publicUrl}/api/payments/crypto-pay/checkout/${link.uuid}`);
      const previous = await call<PreviousPaymentLink>('GET', buildPath(playersApi.checkPreviousPaymentLink), {
        token: player.token,
      });
      expect(previous.body.result).toEqual({ previousLinkExists: true, link: link.link, uuid: link.uuid });
      const { body } = await history(player);
      expect(body.result.transactions).toMatchObject([
        { uuid: link.uuid, amount: '20.00', type: { name: 'deposit' }, status: { name: 'pending' } },
      ]);
    });

    it('refuses bad amounts with the spec messages', async () => {
      const cases: [unknown, string][] = [
        [{}, 'required'],
        [{ amount: '' }, 'required'],
        [{ amount: 0.5 }, 'Minimum deposit is 1'],
        [{ amount: '0' }, 'Minimum deposit is 1'],
        [{ amount: 'abc' }, 'must be a valid number'],
        [{ amount: { value: 5 } }, 'must be a valid number'],
        [{ amount: 1.005 }, 'maximum 2 decimal places allowed'],
        // A number is read through its shortest text: 1e21 is '1e+21', an exponent.
        [{ amount: 1e21 }, 'must be a valid number'],
        [{ amount: '9'.repeat(30) }, 'Maximum deposit is 1000000'],
        [{ amount: '9'.repeat(400) }, 'Maximum deposit is 1000000'],
        // One grammar: digits and at most 2 decimals, nothing else (these were once read as numbers).
        ...['0x10', '0b101', '0o17', '1e3', '+5', ' 5', '5 ', '.5', '5.', 'Infinity', '1 000'].map(
          (amount): [unknown, string] => [{ amount }, 'must be a valid number'],
        ),
        [{ amount: [20] }, 'must be a valid number'],
        [{ amount: ['0x10'] }, 'must be a valid number'],
        [{ amount: '-5' }, 'Minimum deposit is 1'],
        [{ amount: '10.500' }, 'maximum 2 decimal places allowed'],
        [{ amount: 0.001 }, 'maximum 2 decimal places allowed'],
      ];
      for (const [body, message] of cases) {
        const response = await call('POST', linkPath, { token: alice.token, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.error?.fields?.amount, JSON.stringify(body)).toBe(message);
      }
      for (const body of [null, [], 'text', 42]) {
        expect((await call('POST', linkPath, { token: alice.token, body })).status).toBe(400);
      }
    });

    it('refuses an unknown promo code on the bonusCode field', async () => {
      const response = await call('POST', linkPath, { token: alice.token, body: { amount: 20, bonusCode: 'NOPE' } });
      expect(response.status).toBe(400);
      expect(response.body.error?.fields?.bonusCode).toBe('This promo code is not valid');
      const huge = await call('POST', linkPath, {
        token: alice.token,
        body: { amount: 20, bonusCode: 'x'.repeat(5000) },
      });
      expect(huge.status).toBe(400);
    });

    it('treats an empty promo code as none', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, '25.50', '  ');
      const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, link.uuid));
      expect(row?.bonusOfferId).toBeNull();
      expect(row?.amount).toBe(2550n);
    });

    it('needs a valid token', async () => {
      expect((await call('POST', linkPath, { body: { amount: 20 } })).status).toBe(401);
      const expired = await expiredToken(t, alice);
      expect((await call('POST', linkPath, { token: expired, body: { amount: 20 } })).status).toBe(401);
      expect((await call('GET', buildPath(playersApi.checkPreviousPaymentLink), { token: expired })).status).toBe(401);
      expect((await call('POST', buildPath(playersApi.cancelPreviousPaymentLink), { token: expired })).status).toBe(
        401,
      );
    });

    it('replaces an unfinished link, and cancel-previous cancels it idempotently', async () => {
      const player = await newPlayer(t);
      const first = await createLink(t, player, 20);
      const second = await createLink(t, player, 30);
      const rows = await t.platform.context.db.select().from(payments).where(eq(payments.playerId, player.playerId));
      expect(rows.find((row) => row.uuid === first.uuid)?.status).toBe('cancelled');
      expect(rows.find((row) => row.uuid === second.uuid)?.status).toBe('pending');

      const cancelPath = buildPath(playersApi.cancelPreviousPaymentLink);
      const cancelled = await call<{ message: string }>('POST', cancelPath, { token: player.token });
      expect(cancelled).toMatchObject({ status: 200, body: { result: { message: 'Previous transaction cancelled' } } });
      const again = await call<{ message: string }>('POST', cancelPath, { token: player.token, body: {} });
      expect(again).toMatchObject({ status: 200, body: { result: { message: 'No previous transaction to cancel' } } });
      const previous = await call<PreviousPaymentLink>('GET', buildPath(playersApi.checkPreviousPaymentLink), {
        token: player.token,
      });
      expect(previous.body.result).toEqual({ previousLinkExists: false, link: null, uuid: null });
    });

    it("never touches another player's link", async () => {
      const owner = await newPlayer(t);
      const other = await newPlayer(t);
      const link = await createLink(t, owner, 20);
      await call('POST', buildPath(playersApi.cancelPreviousPaymentLink), { token: other.token });
      const previous = await call<PreviousPaymentLink>('GET', buildPath(playersApi.checkPreviousPaymentLink), {
        token: other.token,
      });
      expect(previous.body.result.previousLinkExists).toBe(false);
      const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, link.uuid));
      expect(row?.status).toBe('pending');
    });

    it('keeps one pending link per player when links are made concurrently', async () => {
      const player = await newPlayer(t);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => call('POST', linkPath, { token: player.token, body: { amount: 20 } })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      const rows = await t.platform.context.db.select().from(payments).where(eq(payments.playerId, player.playerId));
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(7);
    });
  });

  describe('sandbox checkout', () => {
    const pagePath = (uuid: string) => `/api/payments/crypto-pay/checkout/${uuid}`;

    it('shows the amount, a coin choice and the two buttons', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, '42.50');
      const response = await fetch(link.link.replace(t.config.publicUrl, t.baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('€42.50');
      expect(html).toContain('<legend>Pay with</legend>');
      expect(html).toMatch(/<label><input type="radio" name="coin" value="BTC" checked> Bitcoin \(BTC\)<\/label>/);
      expect(html).toContain('>Confirm payment</button>');
      expect(html).toContain('>Fail payment</button>');
    });

    it('answers an unknown or malformed link with a 404 page', async () => {
      expect((await fetch(t.baseUrl + pagePath(randomUUID()))).status).toBe(404);
      expect((await fetch(t.baseUrl + pagePath('not-a-uuid'))).status).toBe(404);
      const post = await fetch(`${t.baseUrl}${pagePath("1'; drop table payments; --")}/confirm`, { method: 'POST' });
      expect(post.status).toBe(404);
    });

    it('Confirm payment sends the signed webhook: the wallet is credited once', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, '15.00');
      const confirm = () =>
        fetch(`${t.baseUrl}${pagePath(link.uuid)}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'coin=USDT',
          redirect: 'manual',
        });
      const response = await confirm();
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(pagePath(link.uuid));
      expect(await confirm().then((r) => r.status)).toBe(303);
      expect((await figures(t, player)).balance).toBe(1500n);
      const page = await (await fetch(t.baseUrl + pagePath(link.uuid))).text();
      expect(page).toContain('Payment confirmed');
      expect(page).not.toContain('Confirm payment');
    });

    it('Fail payment marks the deposit failed without money', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const response = await fetch(`${t.baseUrl}${pagePath(link.uuid)}/fail`, { method: 'POST', redirect: 'manual' });
      expect(response.status).toBe(303);
      const { body } = await history(player);
      expect(body.result.transactions[0]?.status.name).toBe('failed');
      expect((await figures(t, player)).balance).toBe(0n);
    });
  });

  describe('sandbox provider API', () => {
    const invoicesPath = `${SANDBOX_API_PREFIX}/invoices`;
    const invoice = (body: unknown, key: string | null = SANDBOX_API_KEY) =>
      t.call<{ id?: string; checkoutUrl?: string; error?: { code: number; fields?: Record<string, string> } }>(
        'POST',
        invoicesPath,
        { body, ...(key === null ? {} : { headers: { authorization: `Bearer ${key}` } }) },
      );
    const callbackUrl = 'http://127.0.0.1/api/payments/crypto-pay/webhook';

    it('made the invoice of a deposit: the link is its checkout page, the invoice id is stored', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, '18.40');
      const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, link.uuid));
      expect(row).toMatchObject({ providerReference: `sbx_${link.uuid}`, checkoutUrl: link.link });
      // The same reference again answers the same invoice (a retry is safe).
      const again = await invoice({ reference: link.uuid, amount: '18.4', currency: 'eur', callbackUrl });
      expect(again).toEqual({ status: 201, body: { id: `sbx_${link.uuid}`, checkoutUrl: link.link } });
    });

    it('refuses a missing or wrong API key with 401', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const body = { reference: link.uuid, amount: '20.00', currency: 'EUR', callbackUrl };
      expect((await invoice(body, null)).status).toBe(401);
      expect((await invoice(body, 'another-key')).status).toBe(401);
    });

    it('refuses a malformed invoice with field messages, an unknown reference and a wrong amount', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const bad = await invoice({ reference: 'x', amount: 20, currency: 'EURO!', callbackUrl: 'javascript:1' });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.fields).toEqual({
        reference: 'must be a payment uuid',
        amount: 'required (a string)',
        currency: 'must be a currency code',
        callbackUrl: 'must be an http(s) URL',
      });
      for (const body of [null, [], 'text']) expect((await invoice(body)).status).toBe(400);
      const unknown = await invoice({ reference: randomUUID(), amount: '20.00', currency: 'EUR', callbackUrl });
      expect(unknown.status).toBe(404);
      for (const [amount, currency] of [
        ['20.01', 'EUR'],
        ['1000000.00', 'EUR'],
        ['20.00', 'USD'],
      ]) {
        const wrong = await invoice({ reference: link.uuid, amount, currency, callbackUrl });
        expect(wrong.status, `${amount} ${currency}`).toBe(422);
      }
    });
  });

  describe('webhook', () => {
    it('refuses a missing, wrong or foreign signature with 401 and changes nothing', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const event = confirmedEvent(link, '20.00');
      expect((await sendWebhook(t, event, { signature: null })).status).toBe(401);
      expect((await sendWebhook(t, event, { signature: 'f'.repeat(64) })).status).toBe(401);
      expect((await sendWebhook(t, event, { signature: 'not hex' })).status).toBe(401);
      expect((await sendWebhook(t, event, { secret: 'another-secret' })).status).toBe(401);
      const unsigned = await sendWebhook(t, event, { signature: null });
      expect(unsigned.body.error).toMatchObject({ code: 401 });
      // A signature of other bytes (the same JSON re-spaced) does not pass either.
      const respaced = JSON.stringify(event, null, 2);
      const signedCompact = await sendWebhook(t, respaced, {
        signature: (await import('../src/providers/cryptoPay/signature')).signPayload(
          JSON.stringify(event),
          t.config.cryptoPayWebhookSecret,
        ),
      });
      expect(signedCompact.status).toBe(401);
      expect((await figures(t, player)).balance).toBe(0n);
    });

    it('checks the signature over the exact bytes received', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const raw = `{ "currency":"EUR",  "amount":"20.00", "paymentUuid":"${link.uuid}",\n "eventId":"${randomUUID()}", "event":"payment.confirmed", "extra": "ünïcødé" }`;
      const response = await sendWebhook(t, raw);
      expect(response).toMatchObject({ status: 200, body: { result: { received: true } } });
      expect((await figures(t, player)).balance).toBe(2000n);
    });

    it('credits once when the same event is replayed 10 times, one after another', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const event = confirmedEvent(link, '20.00');
      for (let i = 0; i < 10; i += 1) expect((await sendWebhook(t, event)).status).toBe(200);
      const after = await figures(t, player);
      expect(after.balance).toBe(2000n);
      expect(after.ledgerBalance).toBe(after.balance);
      expect(await entriesOfType(t, player, 'deposit')).toHaveLength(1);
    });

    it('answers 409 for an event id reused for another event or payment, and credits nothing for it', async () => {
      const player = await newPlayer(t);
      const first = await createLink(t, player, 20);
      const event = confirmedEvent(first, '20.00');
      expect((await sendWebhook(t, event)).status).toBe(200);
      const second = await createLink(t, player, 30);
      const reused = await sendWebhook(t, { ...confirmedEvent(second, '30.00'), eventId: event.eventId });
      expect(reused.status).toBe(409);
      expect(reused.body.error?.message).toBe('This request was already made with different details');
      expect((await sendWebhook(t, { ...event, event: 'payment.failed' })).status).toBe(409);
      expect((await figures(t, player)).balance).toBe(2000n);
    });

    it('credits once under 10 concurrent replays, with the same and with new event ids', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, '33.33');
      const same = confirmedEvent(link, '33.33');
      const responses = await Promise.all([
        ...Array.from({ length: 10 }, () => sendWebhook(t, same)),
        ...Array.from({ length: 10 }, () => sendWebhook(t, confirmedEvent(link, '33.33'))),
      ]);
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      const after = await figures(t, player);
      expect(after.balance).toBe(3333n);
      expect(after.ledgerBalance).toBe(after.balance);
      expect(await entriesOfType(t, player, 'deposit')).toHaveLength(1);
      const { body } = await history(player);
      expect(body.result.transactions[0]?.status.name).toBe('completed');
    });

    it('refuses a confirmation whose amount or currency differs from the deposit', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      for (const [amount, currency] of [
        ['19.99', 'EUR'],
        ['20.001', 'EUR'],
        ['20.00', 'USD'],
      ] as const) {
        const response = await sendWebhook(t, confirmedEvent(link, amount, currency));
        expect(response.status).toBe(400);
      }
      expect((await figures(t, player)).balance).toBe(0n);
      // The refused events were not recorded: the right one still goes through.
      expect((await sendWebhook(t, confirmedEvent(link, '20'))).status).toBe(200);
      expect((await figures(t, player)).balance).toBe(2000n);
    });

    it('answers 404 for an unknown payment and 400 for a malformed event', async () => {
      const unknown = await sendWebhook(t, {
        event: 'payment.confirmed',
        eventId: randomUUID(),
        paymentUuid: randomUUID(),
        amount: '1.00',
        currency: 'EUR',
      });
      expect(unknown.status).toBe(404);
      expect((await sendWebhook(t, '{"event":"payment.confirmed"}')).status).toBe(400);
      expect((await sendWebhook(t, '{not json')).status).toBe(400);
      const longId = await sendWebhook(t, {
        event: 'payment.confirmed',
        eventId: 'e'.repeat(5000),
        paymentUuid: randomUUID(),
        amount: '1.00',
        currency: 'EUR',
      });
      expect(longId.status).toBe(400);
      expect((await sendWebhook(t, '')).status).toBe(400);
      const wrongType = await sendWebhook(t, {
        event: 'payment.refunded' as never,
        eventId: 'x',
        paymentUuid: randomUUID(),
        amount: '1',
        currency: 'EUR',
      });
      expect(wrongType.status).toBe(400);
    });

    it('payment.failed marks a pending deposit failed; a later confirmation is refused', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, 20);
      const failed = await sendWebhook(t, { ...confirmedEvent(link, '20.00'), event: 'payment.failed' });
      expect(failed.status).toBe(200);
      expect((await sendWebhook(t, confirmedEvent(link, '20.00'))).status).toBe(409);
      expect((await figures(t, player)).balance).toBe(0n);
      const { body } = await history(player);
      expect(body.result.transactions[0]?.status.name).toBe('failed');
    });

    it('a failure after a confirmation changes nothing', async () => {
      const player = await newPlayer(t);
      const link = await deposit(t, player, '10.00');
      const late = await sendWebhook(t, { ...confirmedEvent(link, '10.00'), event: 'payment.failed' });
      expect(late.status).toBe(200);
      const { body } = await history(player);
      expect(body.result.transactions[0]?.status.name).toBe('completed');
      expect((await figures(t, player)).balance).toBe(1000n);
    });
  });

  describe('transaction history', () => {
    let player: Player;
    let uuids: string[];

    beforeAll(async () => {
      player = await newPlayer(t);
      uuids = [];
      for (let i = 1; i <= 12; i += 1) uuids.push((await deposit(t, player, `${i}.00`)).uuid);
      // Spread them over days: deposit i was made i days before 2024-06-20 at noon UTC.
      for (const [index, uuid] of uuids.entries()) {
        const createdAt = new Date(Date.UTC(2024, 5, 20 - (12 - index), 12));
        await t.platform.context.db.update(payments).set({ createdAt }).where(eq(payments.uuid, uuid));
      }
    });

    it('pages by 10, newest first, with the spec fields', async () => {
      const first = await history(player);
      expect(first.status).toBe(200);
      expect(first.body.result.pagination).toEqual({ page: 1, limit: 10, totalPages: 2, totalItems: 12 });
      expect(first.body.result.transactions.map((row) => row.uuid)).toEqual(uuids.slice(2).reverse());
      expect(first.body.result.transactions[0]).toEqual({
        id: expect.any(Number),
        uuid: uuids[11],
        provider: 'CRYPTOPAY',
        accountId: player.accountId,
        amount: '12.00',
        fee: { amount: '0.00' },
        type: { name: 'deposit' },
        status: { name: 'completed' },
        rejectionReason: null,
        player: {
          username: expect.stringMatching(/^player[a-z0-9]+$/),
          email: player.email,
          address: '1 Main Street',
          currency: { code: 'EUR' },
        },
        withdrawal: null,
        createdAt: '2024-06-19T12:00:00.000Z',
      });
      const second = await history(player, { page: 2 });
      expect(second.body.result.transactions.map((row) => row.uuid)).toEqual(uuids.slice(0, 2).reverse());
      const beyond = await history(player, { page: 5, limit: 5 });
      expect(beyond.body.result).toEqual({
        transactions: [],
        pagination: { page: 5, limit: 5, totalPages: 3, totalItems: 12 },
      });
    });

    it('filters by an inclusive date range', async () => {
      const range = await history(player, {
        createdAtStart: '2024-06-15T00:00:00.000Z',
        createdAtEnd: '2024-06-17T23:59:59.999Z',
      });
      expect(range.body.result.transactions.map((row) => row.amount)).toEqual(['10.00', '9.00', '8.00']);
      const exact = await history(player, {
        createdAtStart: '2024-06-17T12:00:00.000Z',
        createdAtEnd: '2024-06-17T12:00:00.000Z',
      });
      expect(exact.body.result.transactions.map((row) => row.amount)).toEqual(['10.00']);
      const empty = await history(player, {
        createdAtStart: '2020-01-01T00:00:00.000Z',
        createdAtEnd: '2020-01-02T00:00:00.000Z',
      });
      expect(empty.body.result).toEqual({
        transactions: [],
        pagination: { page: 1, limit: 10, totalPages: 0, totalItems: 0 },
      });
    });

    it('refuses half a range, a reversed range and bad values', async () => {
      const half = await history(player, { createdAtStart: '2024-06-15T00:00:00.000Z' });
      expect(half.status).toBe(400);
      expect(half.body.error?.fields?.createdAtEnd).toBe('Both from date and until date are required together');
      const reversed = await history(player, {
        createdAtStart: '2024-06-18T00:00:00.000Z',
        createdAtEnd: '2024-06-15T00:00:00.000Z',
      });
      expect(reversed.status).toBe(400);
      expect(reversed.body.error?.fields?.createdAtStart).toBe('From date must be earlier than or equal to until date');
      for (const query of [
        { createdAtStart: 'yesterday', createdAtEnd: 'today' },
        { page: 0 },
        { limit: 101 },
        { page: 'x' },
      ] as Record<string, string | number>[]) {
        expect((await history(player, query)).status, JSON.stringify(query)).toBe(400);
      }
    });

    it("shows only the player's own payments", async () => {
      const stranger = await newPlayer(t);
      const { body } = await history(stranger);
      expect(body.result.transactions).toEqual([]);
      expect((await call('GET', buildPath(playersApi.listTransactions))).status).toBe(401);
      expect(
        (await call('GET', buildPath(playersApi.listTransactions), { token: await expiredToken(t, player) })).status,
      ).toBe(401);
    });
  });
});
