import type { PaymentTransaction } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { transactionDetails } from './transactionDetails';

const texts: Record<string, string> = {
  'transactions.amount': 'Amount',
  'transactions.typeBonusForfeit': 'Bonus forfeited',
  'transactions.bonusName': 'Bonus',
  'transactions.bonusDelta': 'Change of bonus money',
  'transactions.cashDelta': 'Change of cash',
};
const t = (key: string, options?: Record<string, unknown>) =>
  texts[key] ?? (options?.defaultValue as string | undefined) ?? key;

const forfeit = {
  id: 41,
  uuid: '0b7c9a10-5e2f-4c1d-8a3b-000000000041',
  provider: 'BONUS',
  accountId: 1,
  amount: '-112.40',
  bonus: { name: 'Welcome Bonus', bonusDelta: '-112.40', cashDelta: '0.00' },
  fee: { amount: '0.00' },
  type: { name: 'bonus_forfeit' },
  status: { name: 'completed' },
  player: { currency: { code: 'EUR' } },
  createdAt: '2026-11-24T10:00:00.000Z',
} as unknown as PaymentTransaction;

describe('transactionDetails', () => {
  it('names the bonus of a bonus row and how its bonus money and the cash changed, with signs', () => {
    const fields = Object.fromEntries(transactionDetails(forfeit, t, 'en-GB').map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({
      Amount: '-112.40 EUR',
      'transactions.type': 'Bonus forfeited',
      Bonus: 'Welcome Bonus',
      'Change of bonus money': '-112.40 EUR',
      'Change of cash': '0.00 EUR',
    });
  });

  it('signs the credit of a bonus and leaves payment rows unsigned', () => {
    const credit = {
      ...forfeit,
      amount: '100.00',
      type: { name: 'bonus' },
      bonus: { name: 'Welcome Bonus', bonusDelta: '100.00', cashDelta: '0.00' },
    } as PaymentTransaction;
    expect(transactionDetails(credit, t, 'en-GB').find((f) => f.label === 'Amount')?.value).toBe('+100.00 EUR');
    const { bonus: _none, ...deposit } = { ...forfeit, amount: '100.00', type: { name: 'deposit' } };
    const fields = transactionDetails(deposit as PaymentTransaction, t, 'en-GB');
    expect(fields.find((f) => f.label === 'Amount')?.value).toBe('100.00 EUR');
    expect(fields.find((f) => f.label === 'Bonus')).toBeUndefined();
  });
});
