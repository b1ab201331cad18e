import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPath, type PaymentLink, paymentsApi, platformApi, playersApi } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { PROVIDER_REFUSED_MESSAGE, PROVIDER_UNREACHABLE_MESSAGE } from '../src/providers/cryptoPay/client';
import { type FakeCryptoPay, startFakeCryptoPay, startSmtpSink } from './fakeProviders';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';
import { confirmedEvent, entriesOfType, figures, newPlayer, sendWebhook } from './paymentsFixtures';

const API_KEY = 'live-api-key-of-the-casino-at-cryptopay-0123456789';
const checkoutPage = (uuid: string) => `/api/payments/crypto-pay/checkout/${uuid}`;
const linkPath = buildPath(paymentsApi.createPaymentLink);
const previousPath = buildPath(playersApi.checkPreviousPaymentLink);

/** Settings of a production deployment, less the provider addresses and the database. */
const productionEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SPORTSBOOK_TICK_MS: '0',
  JWT_SECRET: 'production-jwt-secret-0123456789abcdef-0123456789',
  OPERATOR_TOKEN: 'production-operator-token-0123456789abcdef',
  CRYPTOPAY_WEBHOOK_SECRET: 'production-webhook-secret-0123456789abcdef',
  GAME_SESSION_SECRET: 'production-game-session-secret-0123456789',
};

describe.each(databaseKinds)('production mode on %s', (kind) => {
  let t: TestPlatform;
  let provider: FakeCryptoPay;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  // Production on the embedded database is one process on a data folder of its own, said so.
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'casino-production-')) : undefined;

  beforeAll(async () => {
    provider = await startFakeCryptoPay();
    smtp = await startSmtpSink();
    t = await startTestPlatform(kind, {
      ...productionEnv,
      PUBLIC_URL: 'https://casino.example',
      ...(dataDir ? { DATA_DIR: dataDir, EMBEDDED_DATABASE_IN_PRODUCTION: 'true' } : {}),
      SANDBOX_PROVIDERS: 'false',
      CRYPTOPAY_API_URL: provider.url,
      CRYPTOPAY_API_KEY: API_KEY,
      SMTP_URL: smtp.url,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await provider?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const createLink = (token: string, amount: string | number) =>
    t.call<{ result: PaymentLink; error?: { code: number; message: string } }>('POST', linkPath, {
      token,
      body: { amount },
    });

  it('is a production deployment, not staging', async () => {
    expect(t.config).toMatchObject({ env: 'production', sandboxProviders: false });
    expect(await t.call('GET', buildPath(platformApi.health))).toEqual({
      status: 200,
      body: { result: { status: 'ok' } },
    });
  });

  it('sends mail through SMTP, so sign-up works and the mailbox is closed', async () => {
    await newPlayer(t);
    await expect.poll(() => smtp.received(), { timeout: 5000 }).toBeGreaterThan(0);
    expect((await t.call('GET', buildPath(platformApi.mailbox))).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/mailbox`)).status).toBe(404);
  });

  it("gives the player the provider's checkout link, after telling the provider the deposit", async () => {
    const player = await newPlayer(t);
    const before = provider.requests.length;
    const { status, body } = await createLink(player.token, '20');
    expect(status).toBe(200);
    const invoice = provider.requests.at(-1);
    expect(provider.requests).toHaveLength(before + 1);
    expect(invoice).toEqual({
      method: 'POST',
      path: '/v1/invoices',
      authorization: `Bearer ${API_KEY}`,
      contentType: 'application/json',
      body: {
        reference: body.result.uuid,
        amount: '20.00',
        currency: 'EUR',
        callbackUrl: `${t.config.publicUrl}/api/payments/crypto-pay/webhook`,
        // The link's end: the provider takes no payment after it.
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect(Date.parse((invoice!.body as { expiresAt: string }).expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const invoiceId = `inv_${provider.requests.length}`;
    expect(body.result.link).toBe(provider.checkoutUrlOf(invoiceId));

    const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, body.result.uuid));
    expect(row).toMatchObject({ status: 'pending', providerReference: invoiceId, checkoutUrl: body.result.link });
    const previous = await t.call('GET', previousPath, { token: player.token });
    expect(previous.body).toEqual({
      result: { previousLinkExists: true, link: body.result.link, uuid: body.result.uuid },
    });
  });

  it('has no sandbox checkout: the page, Confirm and Fail answer 404 and credit nothing', async () => {
    const player = await newPlayer(t);
    const { body } = await createLink(player.token, '1000000');
    const { uuid } = body.result;
    expect((await fetch(t.baseUrl + checkoutPage(uuid))).status).toBe(404);
    // The repro of issue 15: confirming a million without any token.
    const confirm = await fetch(`${t.baseUrl}${checkoutPage(uuid)}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(confirm.status).toBe(404);
    const fail = await fetch(`${t.baseUrl}${checkoutPage(uuid)}/fail`, { method: 'POST', redirect: 'manual' });
    expect(fail.status).toBe(404);
    const sandboxApi = await t.call('POST', '/api/payments/crypto-pay/sandbox/invoices', {
      headers: { authorization: `Bearer ${API_KEY}` },
      body: { reference: uuid, amount: '1000000.00', currency: 'EUR', callbackUrl: 'http://127.0.0.1/' },
    });
    expect(sandboxApi.status).toBe(404);

    expect((await figures(t, player)).balance).toBe(0n);
    expect(await entriesOfType(t, player, 'deposit')).toEqual([]);
    const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, uuid));
    expect(row?.status).toBe('pending');
  });

  it("credits the deposit once on the provider's signed webhook", async () => {
    const player = await newPlayer(t);
    const { body } = await createLink(player.token, '20');
    const event = confirmedEvent(body.result, '20.00');
    expect(await sendWebhook(t, event)).toMatchObject({ status: 200, body: { result: { received: true } } });
    expect((await sendWebhook(t, event)).status).toBe(200);
    expect((await sendWebhook(t, confirmedEvent(body.result, '20.00'))).status).toBe(200);
    expect((await sendWebhook(t, event, { secret: 'local-cryptopay-webhook-secret' })).status).toBe(401);

    const after = await figures(t, player);
    expect(after.balance).toBe(2000n);
    expect(after.ledgerBalance).toBe(2000n);
    expect(await entriesOfType(t, player, 'deposit')).toHaveLength(1);
    const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, body.result.uuid));
    expect(row?.status).toBe('completed');
  });

  it('answers 502 or 503 when the provider fails, and leaves no open deposit behind', async () => {
    const player = await newPlayer(t);
    const cases = [
      ['server-error', 502, PROVIDER_REFUSED_MESSAGE],
      ['not-an-invoice', 502, PROVIDER_REFUSED_MESSAGE],
      ['hang-up', 503, PROVIDER_UNREACHABLE_MESSAGE],
    ] as const;
    try {
      for (const [behaviour, code, message] of cases) {
        provider.behaviour = behaviour;
        const response = await createLink(player.token, '30');
        expect(response, behaviour).toEqual({ status: code, body: { error: { code, message } } });
        const previous = await t.call('GET', previousPath, { token: player.token });
        expect(previous.body, behaviour).toEqual({ result: { previousLinkExists: false, link: null, uuid: null } });
      }
    } finally {
      provider.behaviour = 'invoice';
    }
    const rows = await t.platform.context.db.select().from(payments).where(eq(payments.playerId, player.playerId));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect((await figures(t, player)).balance).toBe(0n);
    // Once the provider answers again, deposits work.
    expect((await createLink(player.token, '30')).status).toBe(200);
  });
});

describe('staging: production with SANDBOX_PROVIDERS=true', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform('pglite', { ...productionEnv, SANDBOX_PROVIDERS: 'true' });
  });
  afterAll(() => t?.close());

  it('says so on /api/health', async () => {
    expect(await t.call('GET', buildPath(platformApi.health))).toEqual({
      status: 200,
      body: { result: { status: 'ok', mode: 'staging' } },
    });
  });

  it('pays deposits on the sandbox checkout and keeps mail in the local mailbox', async () => {
    const player = await newPlayer(t);
    const { body } = await t.call<{ result: PaymentLink }>('POST', linkPath, {
      token: player.token,
      body: { amount: '12.34' },
    });
    expect(body.result.link).toBe(`${t.config.publicUrl}${checkoutPage(body.result.uuid)}`);
    const confirm = await fetch(`${t.baseUrl}${checkoutPage(body.result.uuid)}/confirm`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
    expect((await figures(t, player)).balance).toBe(1234n);

    const mailbox = await t.call<{ result: { to: string }[] }>(
      'GET',
      buildPath(platformApi.mailbox, undefined, { to: player.email }),
    );
    expect(mailbox.status).toBe(200);
    expect(mailbox.body.result.map((message) => message.to)).toContain(player.email);
    expect((await fetch(`${t.baseUrl}${checkoutPage(randomUUID())}`)).status).toBe(404);
  });
});
