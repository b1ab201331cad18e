import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusPreview } from './bonusPreview';
import { fromMinorUnits, toMinorUnits } from './money';

describe('bonusPreview', () => {
  it('is amount x percentage / 100 with 2 decimals', () => {
    expect(bonusPreview(100, 50, 1000)).toBe('50.00');
    expect(bonusPreview('20', '10', '100')).toBe('2.00');
    expect(bonusPreview('10.10', 12.5, null)).toBe('1.26');
  });

  it('rounds half-up at the cent, exactly', () => {
    expect(bonusPreview('33.33', 15, 100)).toBe('5.00');
    expect(bonusPreview('0.1', 5, 100)).toBe('0.01');
    expect(bonusPreview('0.09', 5, 100)).toBe('0.00');
    expect(bonusPreview('99999999999.99', 100, undefined)).toBe('99999999999.99');
  });

  it('caps at maxAmount (cut down to the cent)', () => {
    expect(bonusPreview(1000, 100, 200)).toBe('200.00');
    expect(bonusPreview(1000, 100, '10.009')).toBe('10.00');
    expect(bonusPreview(1000, 100, '')).toBe('1000.00');
  });

  it('shows 0.00 for invalid or negative input', () => {
    expect(bonusPreview('', 10, 100)).toBe('0.00');
    expect(bonusPreview('abc', 10, 100)).toBe('0.00');
    expect(bonusPreview(-10, 10, 100)).toBe('0.00');
    expect(bonusPreview(10, null, 100)).toBe('0.00');
    expect(bonusPreview(10, 10, -1)).toBe('0.00');
    expect(bonusPreview(10, 10, 'x')).toBe('0.00');
  });

  it('never exceeds maxAmount, is never negative and has 2 decimals (property)', () => {
    const money = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((cents) => fromMinorUnits(cents));
    const percentage = fc.oneof(fc.integer({ min: 0, max: 500 }), fc.double({ min: 0, max: 500, noNaN: true }));
    fc.assert(
      fc.property(money, percentage, money, (amount, rate, max) => {
        const preview = bonusPreview(amount, rate, max);
        expect(preview).toMatch(/^\d+\.\d{2}$/);
        expect(toMinorUnits(preview)).toBeLessThanOrEqual(toMinorUnits(max));
        expect(toMinorUnits(preview)).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});
