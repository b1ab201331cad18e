import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('writes an amount with its currency where the locale puts the symbol', () => {
    expect(formatMoney('18.50', 'de-DE', { currency: 'EUR' })).toBe('18,50\u00a0€');
    expect(formatMoney('18.50', 'en-GB', { currency: 'EUR' })).toBe('€18.50');
    expect(formatMoney('1250.00', 'en-GB', { currency: 'GBP' })).toBe('£1,250.00');
    expect(formatMoney('1250.00', 'de-DE', { currency: 'USD' })).toBe('1.250,00\u00a0$');
  });

  it("keeps every decimal, and at least the currency's own", () => {
    expect(formatMoney('18.5', 'en-GB', { currency: 'EUR' })).toBe('€18.50');
    expect(formatMoney('50', 'en-GB', { currency: 'EUR' })).toBe('€50.00');
    expect(formatMoney('0.00012345', 'en-GB', { currency: 'EUR' })).toBe('€0.00012345');
    expect(formatMoney('1000', 'ja-JP', { currency: 'JPY' })).toBe('￥1,000');
  });

  it('never goes through a float: digits beyond a double are kept', () => {
    expect(formatMoney('12345678901234567890.12', 'en-GB', { currency: 'EUR' })).toBe('€12,345,678,901,234,567,890.12');
    expect(formatMoney('0.10', 'en-GB')).toBe('0.10');
    expect(formatMoney('9007199254740993.01', 'en-GB')).toBe('9,007,199,254,740,993.01');
  });

  it('writes the number alone without a currency, grouped and with its own decimals', () => {
    expect(formatMoney('1250.5', 'de-DE')).toBe('1.250,5');
    expect(formatMoney('50', 'en-GB')).toBe('50');
    expect(formatMoney('-5.00', 'en-GB')).toBe('-5.00');
  });

  it('writes the sign of a change with exceptZero', () => {
    expect(formatMoney('5.00', 'en-GB', { currency: 'EUR', signDisplay: 'exceptZero' })).toBe('+€5.00');
    expect(formatMoney('-5.00', 'en-GB', { currency: 'EUR', signDisplay: 'exceptZero' })).toBe('-€5.00');
    expect(formatMoney('0.00', 'en-GB', { currency: 'EUR', signDisplay: 'exceptZero' })).toBe('€0.00');
    expect(formatMoney('-5.00', 'en-GB', { currency: 'EUR' })).toBe('-€5.00');
  });

  it('writes a code Intl refuses after the number, and answers text that is no amount as it is', () => {
    expect(formatMoney('18.50', 'en-GB', { currency: 'USDT' })).toBe('18.50 USDT');
    expect(formatMoney('18.50', 'de-DE', { currency: 'USDT' })).toBe('18,50 USDT');
    expect(formatMoney('abc', 'en-GB', { currency: 'EUR' })).toBe('abc');
    expect(formatMoney('1e5', 'en-GB')).toBe('1e5');
  });
});
