import { describe, expect, it } from 'vitest';
import { clampDay, formatDisplayDate, isDayWithin, parseDisplayDate, sameDateValue } from './dataDates';

const invalid = () => new Date(Number.NaN);

describe('formatDisplayDate', () => {
  it('writes dd-MM-y and nothing for no date or an invalid one', () => {
    expect(formatDisplayDate(new Date(2026, 10, 21))).toBe('21-11-2026');
    expect(formatDisplayDate(new Date(2024, 1, 5))).toBe('05-02-2024');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(invalid())).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['21-11-2026', new Date(2026, 10, 21)],
    ['  1-2-2024 ', new Date(2024, 1, 1)],
    ['21/11/2026', new Date(2026, 10, 21)],
    ['21.11.2026', new Date(2026, 10, 21)],
    ['29-02-2024', new Date(2024, 1, 29)],
  ])('reads %j', (text, expected) => {
    expect(parseDisplayDate(text)).toEqual(expected);
  });

  it('reads blank text as no date', () => {
    expect(parseDisplayDate('')).toBeNull();
    expect(parseDisplayDate('   ')).toBeNull();
  });

  it.each(['abc', '31-02-2026', '29-02-2025', '12-13-2026', '00-01-2026', '21-11-26', '2026-11-21', '21-11-2026x'])(
    'reads %j as an Invalid Date without throwing',
    (text) => {
      const date = parseDisplayDate(text);
      expect(date).toBeInstanceOf(Date);
      expect(Number.isNaN(date?.getTime())).toBe(true);
    },
  );
});

describe('sameDateValue', () => {
  it('compares empty, invalid and real dates as field values', () => {
    expect(sameDateValue(null, undefined)).toBe(true);
    expect(sameDateValue(invalid(), invalid())).toBe(true);
    expect(sameDateValue(new Date(2026, 0, 1), new Date(2026, 0, 1))).toBe(true);
    expect(sameDateValue(new Date(2026, 0, 1), new Date(2026, 0, 2))).toBe(false);
    expect(sameDateValue(null, invalid())).toBe(false);
    expect(sameDateValue(invalid(), new Date(2026, 0, 1))).toBe(false);
  });
});

describe('isDayWithin and clampDay', () => {
  const min = new Date(2020, 0, 1);
  const max = new Date(2026, 10, 21, 15, 30);

  it('compares calendar days, both ends included', () => {
    expect(isDayWithin(new Date(2020, 0, 1, 8), min, max)).toBe(true);
    expect(isDayWithin(new Date(2026, 10, 21, 23, 59), min, max)).toBe(true);
    expect(isDayWithin(new Date(2019, 11, 31), min, max)).toBe(false);
    expect(isDayWithin(new Date(2026, 10, 22), min, max)).toBe(false);
    expect(isDayWithin(invalid(), min, max)).toBe(false);
  });

  it('brings a day into the range', () => {
    expect(clampDay(new Date(2019, 5, 1), min, max)).toEqual(new Date(2020, 0, 1));
    expect(clampDay(new Date(2030, 5, 1), min, max)).toEqual(new Date(2026, 10, 21));
    expect(clampDay(new Date(2024, 5, 1, 12), min, max)).toEqual(new Date(2024, 5, 1));
  });
});
