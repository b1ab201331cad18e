import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, parseMoney, toMinorUnits } from './money';

describe('parseMoney', () => {
  it('normalises to exactly the given decimals', () => {
    expect(parseMoney('5')).toBe('5.00');
    expect(parseMoney('5.5')).toBe('5.50');
    expect(parseMoney(' 007.10 ')).toBe('7.10');
    expect(parseMoney('1.500')).toBe('1.50');
    expect(parseMoney(20)).toBe('20.00');
    expect(parseMoney(0.1)).toBe('0.10');
    expect(parseMoney('99999999999.99')).toBe('99999999999.99');
    expect(parseMoney('12.345678', 8)).toBe('12.34567800');
    expect(parseMoney('12', 0)).toBe('12');
  });

  it('refuses invalid, negative and over-precise amounts', () => {
    for (const input of ['', 'abc', '1,5', '1e3', '-1', '-0.01', '1.005', '.5', Number.NaN, -1, 0.1 + 0.2]) {
      expect(parseMoney(input)).toBeNull();
    }
    expect(parseMoney('12.3', 0)).toBeNull();
  });

  it('refuses an invalid decimals count', () => {
    expect(() => parseMoney('1', -1)).toThrow(RangeError);
    expect(() => parseMoney('1', 1.5)).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('converts exactly', () => {
    expect(toMinorUnits('12.34')).toBe(1234n);
    expect(toMinorUnits('0.1') + toMinorUnits('0.2')).toBe(30n);
    expect(fromMinorUnits(toMinorUnits('0.1') + toMinorUnits('0.2'))).toBe('0.30');
    expect(toMinorUnits('99999999999.99')).toBe(9999999999999n);
    expect(fromMinorUnits(9999999999999n)).toBe('99999999999.99');
    expect(fromMinorUnits(toMinorUnits('99999999999.99') + 1n)).toBe('100000000000.00');
    expect(toMinorUnits('-5')).toBe(-500n);
    expect(fromMinorUnits(-1n)).toBe('-0.01');
    expect(toMinorUnits('1.5', 8)).toBe(150000000n);
    expect(fromMinorUnits(1n, 8)).toBe('0.00000001');
  });

  it('throws on text it cannot convert exactly', () => {
    expect(() => toMinorUnits('1.005')).toThrow(RangeError);
    expect(() => toMinorUnits('abc')).toThrow(RangeError);
  });

  it('round-trips any amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 18 }), (units, decimals) => {
        expect(toMinorUnits(fromMinorUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });

  it('agrees with parseMoney on non-negative amounts (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (units) => {
        const text = fromMinorUnits(units);
        expect(parseMoney(text)).toBe(text);
        expect(toMinorUnits(parseMoney(text) ?? '')).toBe(units);
      }),
    );
  });
});
