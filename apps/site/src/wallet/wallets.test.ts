import { describe, expect, it } from 'vitest';
import { formatMoney, walletItems } from './wallets';

describe('wallets', () => {
  it('formats exact decimal strings for the locale without float drift', () => {
    expect(formatMoney('1234567.89', 'en-GB')).toBe('1,234,567.89');
    expect(formatMoney('1234567.89', 'de-DE')).toBe('1.234.567,89');
    expect(formatMoney('99999999999999999.99', 'en-GB')).toBe('99,999,999,999,999,999.99');
    expect(formatMoney('0.10', 'es-ES')).toBe('0,10');
  });

  it('selects the combined wallet, otherwise the first', () => {
    const eur = { code: 'EUR', symbolNative: '€' };
    const accounts = [
      { id: 7, type: 'bonus', value: '5.00', held: '0.00', currency: eur },
      { id: 3, type: 'combined', value: '1250.00', held: '0.00', currency: eur },
    ];
    expect(walletItems(accounts, 'en-GB')).toEqual({
      items: [
        { id: 7, name: 'Bonus', balance: '5.00', symbol: '€' },
        { id: 3, name: 'Combined', balance: '1,250.00', symbol: '€' },
      ],
      selectedId: 3,
    });
    expect(walletItems(accounts.slice(0, 1), 'en-GB').selectedId).toBe(7);
    expect(walletItems([], 'en-GB')).toEqual({ items: [], selectedId: null });
  });
});
