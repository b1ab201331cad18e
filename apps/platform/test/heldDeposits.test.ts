import { adminApi, buildPath, type PaymentTransaction, paymentsApi, playersApi } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { checkoutPath } from '../src/providers/cryptoPay/checkout';
import { startIsolatedPlatform } from './fixtures';
import { type FakeCryptoPay, startFakeCryptoPay } from './fakeProviders';
import { databaseKinds, type TestPlatform } from './harness';
import {
  admin,
  confirmedEvent,
  createLink,
  entriesOfType,
  figures,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

type Answer<T> = { result: T; error: { code: number; message: string; reason?: string } };

/**
 * Issue 28, point 1: a deposit limit and an exclusion hold when the money arrives, whatever the
 * provider does (links replaced but still payable, paid late, paid all at once).
 */
describe.each(databaseKinds)('deposits past player protection on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock();

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' }, { clock });
  });
  afterAll(() => t?.close());

  const setDepositLimit = (player: Player, amount: string, period = 'day') =>
    t.call('PUT', buildPath(playersApi.setLimit), {
      token: player.token,
      body: { kind: 'deposit', period, amount },
    });
  const pay = (player: Player, link: { uuid: string }, amount: string) =>
    sendWebhook(t, confirmedEvent({ link: '', uuid: link.uuid }, amount, player.currency));
  const history = async (player: Player) => {
    const answer = await t.call<Answer<{ transactions: PaymentTransaction[] }>>(
      'GET',
      `${buildPath(playersApi.listTransactions)}?limit=50`,
      { token: player.token },
    );
    return answer.body.result.transactions;
  };
  const deposits = async (player: Player) => (await history(player)).filter((row) => row.type.name === 'deposit');
  /** Held deposits are returned after the webhook's answer: waits until none is held or being returned. */
  async function settled(player: Player) {
    for (let i = 0; i < 100; i += 1) {
      const rows = await deposits(player);
      if (!rows.some((row) => row.status.name === 'held' || row.status.name === 'refunding')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('held deposits were not returned');
  }

  it('five links opened one after the other and all paid: one is credited, four are held and returned', async () => {
    const player = await newPlayer(t);
    expect((await setDepositLimit(player, '100')).status).toBe(200);
    const links = [];
    for (let i = 0; i < 5; i += 1) links.push(await createLink(t, player, '100'));
    // Each new link cancelled the one before; the provider's invoices were paid all the same.
    for (const link of links) expect((await pay(player, link, '100.00')).status).toBe(200);

    const rows = await settled(player);
    expect(rows.filter((row) => row.status.name === 'completed')).toHaveLength(1);
    const returned = rows.filter((row) => row.status.name === 'refunded');
    expect(returned).toHaveLength(4);
    expect(returned[0]!.hold).toEqual({
      reason: 'deposit_limit',
      message:
        'This deposit arrived over your deposit limit. It was not added to your balance and was returned to you.',
    });
    const wallet = await figures(t, player);
    expect(wallet.balance).toBe(10_000n);
    expect(wallet.held).toBe(0n);
    // Held and returned are entries of the ledger: credited + held = paid, returned = held.
    expect((await entriesOfType(t, player, 'deposit')).map((e) => e.balanceDelta)).toEqual([10_000n]);
    expect((await entriesOfType(t, player, 'deposit_held')).map((e) => e.heldDelta)).toEqual(Array(4).fill(10_000n));
    expect((await entriesOfType(t, player, 'deposit_refund')).map((e) => e.heldDelta)).toEqual(Array(4).fill(-10_000n));
  });

  it('thirty links opened at once and paid at once credit no more than the limit', async () => {
    const player = await newPlayer(t);
    expect((await setDepositLimit(player, '100')).status).toBe(200);
    const opened = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call<Answer<{ uuid: string }>>('POST', buildPath(paymentsApi.createPaymentLink), {
          token: player.token,
          body: { amount: '100' },
        }),
      ),
    );
    const links = opened.filter((answer) => answer.status === 200).map((answer) => answer.body.result);
    expect(links.length).toBeGreaterThan(0);
    const paid = await Promise.all(links.map((link) => pay(player, link, '100.00')));
    expect(paid.every((answer) => answer.status === 200)).toBe(true);
    const rows = await settled(player);
    expect(rows.filter((row) => row.status.name === 'completed')).toHaveLength(1);
    expect(rows.filter((row) => row.status.name === 'refunded')).toHaveLength(links.length - 1);
    expect((await figures(t, player)).balance).toBe(10_000n);
  });

  it('a link opened before a limit was set is held when paid after it', async () => {
    const player = await newPlayer(t);
    const link = await createLink(t, player, '500');
    expect((await setDepositLimit(player, '100')).status).toBe(200);
    expect((await pay(player, link, '500.00')).status).toBe(200);
    const [row] = await settled(player);
    expect(row).toMatchObject({ status: { name: 'refunded' }, hold: { reason: 'deposit_limit' } });
    expect((await figures(t, player)).balance).toBe(0n);
  });

  it('money that arrives during a time-out is held with the time-out as its reason', async () => {
    const player = await newPlayer(t);
    const link = await createLink(t, player, '20');
    const timeOut = await t.call('POST', buildPath(playersApi.takeTimeOut), {
      token: player.token,
      body: { period: '24h', password: player.password },
    });
    expect(timeOut.status).toBe(200);
    expect((await pay(player, link, '20.00')).status).toBe(200);
    const [row] = await settled(player);
    expect(row).toMatchObject({ status: { name: 'refunded' }, hold: { reason: 'time_out' } });
    expect(row!.hold!.message).toMatch(/^This deposit arrived during your time-out\./);
    expect((await figures(t, player)).balance).toBe(0n);
  });

  it('a confirmation sent twice holds and returns once', async () => {
    const player = await newPlayer(t);
    expect((await setDepositLimit(player, '10')).status).toBe(200);
    const first = await createLink(t, player, '10');
    const second = await createLink(t, player, '10');
    expect((await pay(player, first, '10.00')).status).toBe(200);
    const event = confirmedEvent({ link: '', uuid: second.uuid }, '10.00', player.currency);
    const answers = await Promise.all([
      sendWebhook(t, event),
      sendWebhook(t, { ...event, eventId: `${event.eventId}-again` }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await settled(player);
    expect(await entriesOfType(t, player, 'deposit_held')).toHaveLength(1);
    expect(await entriesOfType(t, player, 'deposit_refund')).toHaveLength(1);
    expect((await figures(t, player)).balance).toBe(1_000n);
  });

  it('a link expires after 30 minutes: no previous link, the checkout takes no payment', async () => {
    const player = await newPlayer(t);
    const link = await createLink(t, player, '20');
    const previous = () =>
      t.call<Answer<{ previousLinkExists: boolean }>>('GET', buildPath(playersApi.checkPreviousPaymentLink), {
        token: player.token,
      });
    expect((await previous()).body.result.previousLinkExists).toBe(true);
    clock.advanceMinutes(31);
    expect((await previous()).body.result.previousLinkExists).toBe(false);
    const page = await fetch(t.baseUrl + checkoutPath(link.uuid));
    expect(await page.text()).toContain('This payment link has expired.');
    expect(await t.platform.context.services.payments.expireLinks()).toBeGreaterThanOrEqual(1);
    expect((await deposits(player))[0]!.status.name).toBe('expired');
  });
});

describe('the provider is told (a real provider API, held deposits for review)', () => {
  let t: TestPlatform;
  let provider: FakeCryptoPay;
  const clock = new ManualClock();

  beforeAll(async () => {
    provider = await startFakeCryptoPay();
    t = await startIsolatedPlatform(
      'pglite',
      { SPORTSBOOK_TICK_MS: '0', CRYPTOPAY_API_URL: provider.url, HELD_DEPOSITS: 'review' },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const actions = () => provider.requests.filter((request) => /\/(cancel|refund)$/.test(request.path));

  it('a new link and a cancelled link cancel the invoice at the provider', async () => {
    const player = await newPlayer(t);
    await createLink(t, player, '20');
    const firstInvoice = provider.requests.at(-1)!;
    expect(firstInvoice.body).toMatchObject({ expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString() });
    const before = actions().length;
    await createLink(t, player, '30');
    expect(
      actions()
        .slice(before)
        .map((request) => request.path),
    ).toEqual([`/v1/invoices/inv_${provider.requests.indexOf(firstInvoice) + 1}/cancel`]);
    const cancelled = await t.call('POST', buildPath(playersApi.cancelPreviousPaymentLink), { token: player.token });
    expect(cancelled.status).toBe(200);
    expect(actions().at(-1)!.path).toMatch(/^\/v1\/invoices\/inv_\d+\/cancel$/);
  });

  it('staff release a held deposit only once the limit allows it, and only once', async () => {
    const player = await newPlayer(t);
    const setLimit = await t.call('PUT', buildPath(playersApi.setLimit), {
      token: player.token,
      body: { kind: 'deposit', period: 'day', amount: '50' },
    });
    expect(setLimit.status).toBe(200);
    const first = await createLink(t, player, '50');
    const second = await createLink(t, player, '40');
    expect((await sendWebhook(t, confirmedEvent(first, '50.00'))).status).toBe(200);
    expect((await sendWebhook(t, confirmedEvent(second, '40.00'))).status).toBe(200);
    // Review: kept apart, nothing asked of the provider.
    expect(actions().filter((request) => request.path.endsWith('/refund'))).toHaveLength(0);
    const operator = admin(t);
    const listed = await operator.call<Answer<{ transactions: PaymentTransaction[] }>>(
      'GET',
      buildPath(adminApi.listHeldDeposits),
    );
    expect(listed.body.result.transactions.map((row) => row.uuid)).toContain(second.uuid);
    expect(await figures(t, player)).toMatchObject({ balance: 5_000n, held: 4_000n });

    const release = () =>
      operator.call<Answer<PaymentTransaction>>('POST', buildPath(adminApi.releaseHeldDeposit, { uuid: second.uuid }));
    const refused = await release();
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('deposit_limit');
    expect(await figures(t, player)).toMatchObject({ balance: 5_000n, held: 4_000n });

    clock.advanceHours(25);
    const released = await release();
    expect(released.status).toBe(200);
    expect(released.body.result.status.name).toBe('completed');
    expect(await figures(t, player)).toMatchObject({ balance: 9_000n, held: 0n });
    expect((await release()).status).toBe(409);
    const refundAfter = await operator.call('POST', buildPath(adminApi.refundHeldDeposit, { uuid: second.uuid }));
    expect(refundAfter.status).toBe(409);
  });

  it('a return the provider does not confirm stays refunding and is asked again', async () => {
    const player = await newPlayer(t);
    const link = await createLink(t, player, '30');
    await t.call('POST', buildPath(playersApi.takeTimeOut), {
      token: player.token,
      body: { period: '24h', password: player.password },
    });
    expect((await sendWebhook(t, confirmedEvent(link, '30.00'))).status).toBe(200);
    const operator = admin(t);
    provider.behaviour = 'server-error';
    const asked = await operator.call<Answer<PaymentTransaction>>(
      'POST',
      buildPath(adminApi.refundHeldDeposit, { uuid: link.uuid }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body.result.status.name).toBe('refunding');
    // Being returned, it can no longer be released.
    expect((await operator.call('POST', buildPath(adminApi.releaseHeldDeposit, { uuid: link.uuid }))).status).toBe(409);
    provider.behaviour = 'invoice';
    const again = await operator.call<Answer<PaymentTransaction>>(
      'POST',
      buildPath(adminApi.refundHeldDeposit, { uuid: link.uuid }),
    );
    expect(again.body.result).toMatchObject({ status: { name: 'refunded' }, hold: { reason: 'time_out' } });
    expect(await figures(t, player)).toMatchObject({ balance: 0n, held: 0n });
    expect(await entriesOfType(t, player, 'deposit_refund')).toHaveLength(1);
  });
});
