import { describe, expect, it } from 'vitest';
import { deDE, type MessageCode } from '@casino/contract/texts';
import { dateTime, holdMessage, labelOf, money, signedMoney, transactionTone } from './format';

describe('money formatting', () => {
  it('writes the currency where the language puts it and keeps the sign', () => {
    expect(money('1234.50', 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(money('-5.00', 'EUR', 'en-GB')).toBe('-€5.00');
    expect(money('1234.50', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(money('18.50', 'EUR', 'de-DE')).toBe('18,50\u00a0€');
    expect(money('1234.50', '', 'de-DE')).toBe('1.234,50');
  });

  it('writes dates in the language and leaves unreadable ones as they are', () => {
    expect(dateTime('2026-11-21T14:05:00.000Z', 'en-GB')).toMatch(/21 Nov 2026/);
    expect(dateTime('nonsense', 'en-GB')).toBe('nonsense');
  });

  it('labels a name by key, else title-cased', () => {
    const t = (key: string, { defaultValue }: { defaultValue: string }) =>
      key === 'transactions.statusRequested' ? 'Angefordert' : defaultValue;
    expect(labelOf(t, 'transactions.status', 'requested')).toBe('Angefordert');
    expect(labelOf(t, 'transactions.status', 'on_hold')).toBe('On Hold');
  });

  it('keys snake-case names in camel case', () => {
    const t = (key: string, { defaultValue }: { defaultValue: string }) =>
      ({ 'transactions.typeBonusConversion': 'Bonusumwandlung', 'transactions.typeBonus': 'Bonusgutschrift' })[key] ??
      defaultValue;
    expect(labelOf(t, 'transactions.type', 'bonus_conversion')).toBe('Bonusumwandlung');
    expect(labelOf(t, 'transactions.type', 'bonus')).toBe('Bonusgutschrift');
    expect(labelOf(t, 'transactions.type', 'bonus_expiry')).toBe('Bonus Expiry');
  });

  it('writes the sign of a change of the balance', () => {
    expect(signedMoney('100.00', 'EUR', 'en-GB')).toBe('+€100.00');
    expect(signedMoney('-25.50', 'EUR', 'de-DE')).toBe('-25,50\u00a0€');
    expect(signedMoney('0.00', 'EUR', 'en-GB')).toBe('€0.00');
    expect(signedMoney('0.00', '', 'en-GB')).toBe('0.00');
    expect(signedMoney('1234.00', '', 'en-GB')).toBe('+1,234.00');
  });

  it("tells why a deposit was held and what becomes of it in the player's language, else in the platform's words", () => {
    const t = (key: MessageCode) => deDE[key];
    const hold = { reason: 'deposit_limit', message: 'This deposit arrived over your deposit limit. It was returned.' };
    expect(holdMessage(t, hold, 'refunded')).toBe(
      'Diese Einzahlung ging über Ihrem Einzahlungslimit ein. Sie wurde Ihrem Guthaben nicht gutgeschrieben und an Sie zurückgezahlt.',
    );
    expect(holdMessage(t, { ...hold, reason: 'loss_limit' }, 'held')).toMatch(
      /^Diese Einzahlung ging über Ihrem Verlustlimit ein\. Sie wurde Ihrem Guthaben nicht gutgeschrieben/,
    );
    expect(holdMessage(t, { ...hold, reason: 'a_new_reason' }, 'refunded')).toBe(hold.message);
    expect(holdMessage(t, hold, 'completed')).toBe(hold.message);
  });

  it('colours a balance adjustment as money in or out by its sign, and leaves other types their own colour', () => {
    expect(transactionTone({ type: { name: 'adjustment' }, amount: '20.00' })).toBe('deposit');
    expect(transactionTone({ type: { name: 'adjustment' }, amount: '-0.01' })).toBe('withdrawal');
    expect(transactionTone({ type: { name: 'adjustment' }, amount: '0.00' })).toBeUndefined();
    expect(transactionTone({ type: { name: 'withdrawal' }, amount: '30.00' })).toBeUndefined();
    expect(transactionTone({ type: { name: 'bonus_forfeit' }, amount: '-12.00' })).toBeUndefined();
  });
});
