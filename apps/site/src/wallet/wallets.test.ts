import type { Account } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { walletItems } from './wallets';

const eur = { code: 'EUR', symbolNative: '€' };
const combined: Account = {
  id: 3,
  type: 'combined',
  value: '1250.00',
  cash: '1150.00',
  bonus: '100.00',
  held: '0.00',
  currency: eur,
};

describe('wallets', () => {
  it('writes every amount with its currency as the language does, exactly', () => {
    const big: Account = { ...combined, value: '99999999999999999.99', cash: '0.10', bonus: '1234567.89' };
    expect(walletItems([big], 'en-GB').items[0]).toMatchObject({
      balance: '€99,999,999,999,999,999.99',
      split: { cash: '€0.10', bonus: '€1,234,567.89' },
    });
    expect(walletItems([big], 'de-DE').items[0]).toMatchObject({ split: { bonus: '1.234.567,89\u00a0€' } });
  });

  it('selects the combined wallet, otherwise the first', () => {
    const bonusAccount: Account = { ...combined, id: 7, type: 'bonus', value: '5.00', cash: '0.00', bonus: '5.00' };
    const accounts = [bonusAccount, combined];
    expect(walletItems(accounts, 'en-GB')).toEqual({
      items: [
        { id: 7, name: 'Bonus', balance: '€5.00', split: { cash: '€0.00', bonus: '€5.00' } },
        { id: 3, name: 'Combined', balance: '€1,250.00', split: { cash: '€1,150.00', bonus: '€100.00' } },
      ],
      selectedId: 3,
    });
    expect(walletItems(accounts.slice(0, 1), 'en-GB').selectedId).toBe(7);
    expect(walletItems([], 'en-GB')).toEqual({ items: [], selectedId: null });
  });

  it('shows cash and bonus money apart, names the account in the language and adds the wagering left', () => {
    const { items } = walletItems([combined], 'de-DE', { names: { combined: 'Guthaben' }, wageringLeft: '2970.00' });
    expect(items).toEqual([
      {
        id: 3,
        name: 'Guthaben',
        balance: '1.250,00\u00a0€',
        split: { cash: '1.150,00\u00a0€', bonus: '100,00\u00a0€' },
        wageringLeft: '2.970,00\u00a0€',
      },
    ]);
  });

  it('leaves the wagering out without a bonus in progress and keeps it off other accounts', () => {
    expect(walletItems([combined], 'en-GB', { wageringLeft: null }).items[0]).not.toHaveProperty('wageringLeft');
    const other: Account = { ...combined, id: 9, type: 'sports' };
    const { items } = walletItems([other, combined], 'en-GB', { wageringLeft: '10.00' });
    expect(items.map((item) => item.wageringLeft)).toEqual([undefined, '€10.00']);
  });
});
