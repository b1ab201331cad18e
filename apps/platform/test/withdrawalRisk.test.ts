import { randomUUID } from 'node:crypto';
import { adminApi, buildPath, type BonusOffer, paymentsApi, type PaymentTransaction } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { ADDRESSES, admin, bet, credit, deposit, makeEligible, newPlayer, type Player, win } from './paymentsFixtures';

type Envelope<T> = { result: T; error?: { code: number; message: string } };

const OTHER_TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe.each(databaseKinds)('the withdrawal queue’s risk flags on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { WITHDRAWAL_FOUR_EYES_AMOUNT: '500' });
  });
  afterAll(() => t?.close());

  async function withdraw(player: Player, amount: string, address = ADDRESSES.TRC20) {
    const { status, body } = await t.call<Envelope<PaymentTransaction>>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: { amount, address, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result.uuid;
  }
  async function risks(uuid: string) {
    const [row] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, uuid));
    return t.platform.context.services.withdrawalRisk.of(row!);
  }
  const flags = async (uuid: string) => (await risks(uuid)).map((risk) => risk.flag);
  const approve = async (uuid: string) =>
    expect((await admin(t).call('POST', buildPath(adminApi.approveWithdrawal, { uuid }))).status).toBe(200);

  it('flags a first withdrawal of a deposit barely played, with the figures staff check', async () => {
    const player = await makeEligible(t, await newPlayer(t));
    await deposit(t, player, '100.00');
    await bet(t, player, 3_000n);
    const uuid = await withdraw(player, '50');
    expect(await risks(uuid)).toEqual([
      { flag: 'first_withdrawal' },
      { flag: 'little_play', deposited: 10_000n, staked: 3_000n },
    ]);
  });

  it('flags nothing for a played deposit paid out to an address used before, and a new address when it changes', async () => {
    const player = await makeEligible(t, await newPlayer(t));
    await credit(t, player, 20_000n);
    await bet(t, player, 20_000n);
    await credit(t, player, 10_000n);
    await approve(await withdraw(player, '20'));
    await bet(t, player, 5_000n);
    await credit(t, player, 4_000n);
    await bet(t, player, 4_000n);
    // Paid out before, to this address; the last deposit (40.00) was staked in full since.
    expect(await flags(await withdraw(player, '10'))).toEqual([]);
    expect(await risks(await withdraw(player, '10', OTHER_TRON_ADDRESS))).toEqual([
      { flag: 'new_address', address: OTHER_TRON_ADDRESS },
    ]);
  });

  it('flags an amount at the four-eyes threshold (WITHDRAWAL_FOUR_EYES_AMOUNT), not one below it', async () => {
    const player = await makeEligible(t, await newPlayer(t));
    await credit(t, player, 100_000n);
    await win(t, player, 200_000n);
    await bet(t, player, 100_000n); // the deposit staked in full
    await approve(await withdraw(player, '10'));
    expect(await flags(await withdraw(player, '499.99'))).toEqual([]);
    expect(await risks(await withdraw(player, '500'))).toEqual([{ flag: 'large_amount', threshold: 50_000n }]);
    const { withdrawalRisk } = t.platform.context.services;
    expect([withdrawalRisk.needsFourEyes(49_999n, 2), withdrawalRisk.needsFourEyes(50_000n, 2)]).toEqual([false, true]);
  });

  it('flags bonus money that became cash in the last 7 days', async () => {
    const code = `RISK${randomUUID().slice(0, 8)}`;
    const offer = await admin(t).call<Envelope<BonusOffer>>('POST', buildPath(adminApi.createBonusOffer), {
      name: 'Risk Reload',
      code,
      percentage: '100',
      maxAmount: '500',
      currency: 'EUR',
      condition: 'reload',
      description: '<p>Test offer.</p>',
      duration: 7,
      wageringMultiplier: 1,
      maxConversionLimit: '5.00',
    });
    expect(offer.status).toBe(200);
    const player = await makeEligible(t, await newPlayer(t));
    await deposit(t, player, '20.00', code); // cash 20, bonus 20, wagering 20
    await bet(t, player, 2_000n); // wagering met: 5.00 of bonus money becomes cash
    const found = await risks(await withdraw(player, '4'));
    expect(found.map((risk) => risk.flag)).toEqual(['first_withdrawal', 'bonus_converted_lately']);
  });
});
