import { describe, expect, it } from 'vitest';
import { formatUnits, parseDecimal, roundHalfUp, significantScale, truncate } from './decimal';

describe('parseDecimal', () => {
  it('reads plain decimal text', () => {
    expect(parseDecimal('12')).toEqual({ units: 12n, scale: 0 });
    expect(parseDecimal(' 0.10 ')).toEqual({ units: 10n, scale: 2 });
    expect(parseDecimal('-3.5')).toEqual({ units: -35n, scale: 1 });
  });

  it('refuses other text', () => {
    for (const text of ['', '.5', '5.', '+5', '1e3', '1,5', 'abc', '--1', '0x10']) {
      expect(parseDecimal(text)).toBeNull();
    }
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });

  it('reads finite numbers through their shortest text', () => {
    expect(parseDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseDecimal(0.1 + 0.2)).toEqual({ units: 30000000000000004n, scale: 17 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('rounding and formatting', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfUp({ units: 49995n, scale: 4 }, 2)).toBe(500n);
    expect(roundHalfUp({ units: 49949n, scale: 4 }, 2)).toBe(499n);
    expect(roundHalfUp({ units: -125n, scale: 3 }, 2)).toBe(-13n);
    expect(roundHalfUp({ units: 5n, scale: 0 }, 2)).toBe(500n);
  });

  it('truncates towards zero', () => {
    expect(truncate({ units: 10059n, scale: 3 }, 2)).toBe(1005n);
    expect(truncate({ units: 7n, scale: 0 }, 2)).toBe(700n);
  });

  it('counts significant decimals', () => {
    expect(significantScale({ units: 1500n, scale: 3 })).toBe(1);
    expect(significantScale({ units: 0n, scale: 5 })).toBe(0);
    expect(significantScale({ units: -1005n, scale: 3 })).toBe(3);
  });

  it('formats units', () => {
    expect(formatUnits(5n, 2)).toBe('0.05');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(1234n, 0)).toBe('1234');
    expect(formatUnits(0n, 2)).toBe('0.00');
  });
});
