import { adminApi, buildPath, type PaymentTransaction, paymentsApi } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { threeDocuments, uploadKyc } from './kycFixtures';
import { ADDRESSES, admin, bet, deposit, makeEligible, newPlayer, type Player, win } from './paymentsFixtures';

type Envelope<T> = { result: T };

describe.each(databaseKinds)('the back office dashboard on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  const figures = () => t.platform.context.services.dashboard.figures();
  async function withdraw(player: Player, amount: string) {
    const { status, body } = await t.call<Envelope<PaymentTransaction>>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: { amount, address: ADDRESSES.TRC20, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result.uuid;
  }

  it("shows every queue's size and oldest item, and today's deposits, payouts and GGR to the cent", async () => {
    const empty = await figures();
    expect(empty.queues.withdrawals).toEqual({ count: 0, oldestSince: null });
    expect(empty.day).toBe(new Date().toISOString().slice(0, 10));

    const ada = await makeEligible(t, await newPlayer(t));
    await deposit(t, ada, '100.00');
    await bet(t, ada, 2_550n); // stakes 25.50
    await win(t, ada, 1_000n); // wins 10.00: GGR 15.50
    const paid = await withdraw(ada, '20');
    expect((await admin(t).call('POST', buildPath(adminApi.approveWithdrawal, { uuid: paid }))).status).toBe(200);
    const before = Date.now();
    await withdraw(ada, '5');
    await withdraw(ada, '6');
    // Three KYC documents waiting for a review.
    const uploader = await newPlayer(t);
    expect((await uploadKyc(t, uploader.token, uploader.uuid, threeDocuments())).status).toBe(200);

    const now = await figures();
    expect(now.queues.withdrawals.count).toBe(2);
    expect(now.queues.withdrawals.oldestSince!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(now.queues.kyc.count).toBe(3);
    expect(now.queues.heldDeposits).toEqual({ count: 0, oldestSince: null });
    expect(now.money).toEqual([{ currency: 'EUR', deposits: '100.00', withdrawals: '20.00', ggr: '15.50' }]);
  });
});
