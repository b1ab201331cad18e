import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, fromMinorUnits, parseAmountInput, parseMoney, toMinorUnits } from './money';

describe('parseAmountInput', () => {
  const problem = (input: unknown) => {
    const reading = parseAmountInput(input);
    return reading.ok ? reading.amount : reading.problem;
  };

  it('reads digits with at most two decimals, as text or as a JSON number', () => {
    expect(problem('5')).toBe('5.00');
    expect(problem('0')).toBe('0.00');
    expect(problem('10.5')).toBe('10.50');
    expect(problem('007.10')).toBe('7.10');
    expect(problem('99999999999.99')).toBe('99999999999.99');
    expect(problem(20)).toBe('20.00');
    expect(problem(16.5)).toBe('16.50');
    expect(problem(0.1)).toBe('0.10');
    expect(problem(-0)).toBe('0.00');
  });

  it('refuses hex, binary, octal, exponents, signs, spaces and half-written decimals', () => {
    for (const input of [
      '0x10',
      '0X10',
      '0b101',
      '0o17',
      '017e1',
      '1e3',
      '1E3',
      '+5',
      ' 5',
      '5 ',
      '5\u00a0',
      '1 000',
    ]) {
      expect(problem(input), JSON.stringify(input)).toBe('invalid');
    }
    for (const input of ['.5', '5.', '1,5', '1.2.3', 'abc', 'NaN', 'Infinity', '-Infinity', '\u0000', '５', '٥']) {
      expect(problem(input), JSON.stringify(input)).toBe('invalid');
    }
  });

  it('refuses numbers whose shortest text is outside the grammar', () => {
    expect(problem(Number.NaN)).toBe('invalid');
    expect(problem(Number.POSITIVE_INFINITY)).toBe('invalid');
    expect(problem(Number.NEGATIVE_INFINITY)).toBe('invalid');
    // 1e21 is written '1e+21', 1e-7 '1e-7': exponents, whatever the value.
    expect(problem(1e21)).toBe('invalid');
    expect(problem(1e-7)).toBe('invalid');
    expect(problem(0.001)).toBe('decimals');
    expect(problem(0.1 + 0.2)).toBe('decimals');
  });

  it('refuses values that are not text or numbers', () => {
    for (const input of [[], [1], ['5'], {}, { a: 1 }, true, false, 5n]) {
      expect(problem(input), String(input)).toBe('invalid');
    }
  });

  it('tells missing, negative and over-precise amounts apart', () => {
    for (const input of ['', '   ', null, undefined]) expect(problem(input)).toBe('required');
    for (const input of ['-1', '-0.01', -5, '-5.5']) expect(problem(input)).toBe('negative');
    for (const input of ['1.005', '1.500', '0.001']) expect(problem(input)).toBe('decimals');
    expect(parseAmountInput('1.005', 3)).toEqual({ ok: true, amount: '1.005' });
    expect(parseAmountInput('12.3', 0)).toEqual({ ok: false, problem: 'decimals' });
  });

  it('agrees with AMOUNT_PATTERN on any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', 'e', 'x', ' ') }), (text) => {
        expect(parseAmountInput(text).ok).toBe(AMOUNT_PATTERN.test(text));
      }),
    );
  });
});

describe('parseMoney', () => {
  it('normalises to exactly the given decimals', () => {
    expect(parseMoney('5')).toBe('5.00');
    expect(parseMoney('5.5')).toBe('5.50');
    expect(parseMoney('007.10')).toBe('7.10');
    expect(parseMoney(20)).toBe('20.00');
    expect(parseMoney(0.1)).toBe('0.10');
    expect(parseMoney('99999999999.99')).toBe('99999999999.99');
    expect(parseMoney('12.345678', 8)).toBe('12.34567800');
    expect(parseMoney('12', 0)).toBe('12');
  });

  it('refuses invalid, negative and over-precise amounts', () => {
    for (const input of [
      '',
      'abc',
      '1,5',
      '1e3',
      '-1',
      '-0.01',
      '1.005',
      '1.500',
      ' 5',
      '.5',
      Number.NaN,
      -1,
      0.1 + 0.2,
    ]) {
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
