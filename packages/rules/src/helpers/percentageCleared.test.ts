import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercentageCleared } from './percentageCleared';

describe('formatPercentageCleared', () => {
  it('shows two decimals, or 100 when cleared', () => {
    expect(formatPercentageCleared(42.5)).toBe('42.50');
    expect(formatPercentageCleared('7')).toBe('7.00');
    expect(formatPercentageCleared(0)).toBe('0.00');
    expect(formatPercentageCleared(100)).toBe('100');
    expect(formatPercentageCleared(99.99)).toBe('99.99');
    expect(formatPercentageCleared(99.995)).toBe('100');
    expect(formatPercentageCleared(33.335)).toBe('33.34');
  });

  it('clamps to 0..100', () => {
    expect(formatPercentageCleared(-3)).toBe('0.00');
    expect(formatPercentageCleared(250)).toBe('100');
  });

  it('shows 0.00 for what is not a number', () => {
    expect(formatPercentageCleared(Number.NaN)).toBe('0.00');
    expect(formatPercentageCleared(null)).toBe('0.00');
    expect(formatPercentageCleared('abc')).toBe('0.00');
  });

  it('always gives 100 or a two-decimal value within 0..100 (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (value) => {
        const text = formatPercentageCleared(value);
        expect(text).toMatch(/^(100|\d{1,2}\.\d{2})$/);
        const shown = Number(text);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(100);
        if (value >= 100) expect(text).toBe('100');
        if (value <= 0) expect(text).toBe('0.00');
        if (value > 0 && value < 99.99) expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
