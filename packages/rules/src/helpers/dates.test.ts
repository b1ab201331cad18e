import { afterEach, describe, expect, it } from 'vitest';
import {
  ageInYears,
  formatDisplayDate,
  formatIsoDate,
  isAtLeastAge,
  isPastDate,
  isTodayOrEarlier,
  parseIsoDate,
  toCalendarDate,
} from './dates';

const today = new Date(2026, 5, 15, 14, 45);

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD as a local day', () => {
    const date = parseIsoDate('2024-02-29');
    expect(date).toEqual(new Date(2024, 1, 29));
    expect(parseIsoDate('0099-01-01')?.getFullYear()).toBe(99);
  });

  it('rejects impossible dates and other shapes', () => {
    for (const text of [
      '2023-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-1-1',
      '01-01-2026',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(parseIsoDate(text)).toBeNull();
    }
  });
});

describe('toCalendarDate', () => {
  it('drops the time and refuses invalid input', () => {
    expect(toCalendarDate(new Date(2026, 0, 2, 23, 59))).toEqual(new Date(2026, 0, 2));
    expect(toCalendarDate('2026-01-02')).toEqual(new Date(2026, 0, 2));
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
    expect(toCalendarDate('2026-02-30')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes the ISO and picker formats', () => {
    expect(formatIsoDate(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
    expect(formatDisplayDate(new Date(2026, 0, 31))).toBe('31-01-2026');
  });
});

describe('isPastDate and isTodayOrEarlier', () => {
  it('compare calendar days, not times', () => {
    expect(isPastDate(new Date(2026, 5, 14, 23, 59), today)).toBe(true);
    expect(isPastDate(new Date(2026, 5, 15, 0, 0), today)).toBe(false);
    expect(isPastDate('2026-06-15', today)).toBe(false);
    expect(isPastDate('2026-06-14', today)).toBe(true);
    expect(isTodayOrEarlier(new Date(2026, 5, 15, 23, 59), today)).toBe(true);
    expect(isTodayOrEarlier('2026-06-16', today)).toBe(false);
  });

  it('are false for invalid dates', () => {
    expect(isPastDate('nope', today)).toBe(false);
    expect(isTodayOrEarlier(new Date(Number.NaN), today)).toBe(false);
  });
});

describe('ageInYears and isAtLeastAge', () => {
  it('counts completed years', () => {
    expect(ageInYears('2008-06-15', today)).toBe(18);
    expect(ageInYears('2008-06-16', today)).toBe(17);
    expect(ageInYears(new Date(1876, 5, 15), today)).toBe(150);
    expect(ageInYears('not a date', today)).toBeNaN();
  });

  it('reaches 18 exactly on the birthday, not one day before', () => {
    expect(isAtLeastAge('2008-06-15', 18, today)).toBe(true);
    expect(isAtLeastAge('2008-06-16', 18, today)).toBe(false);
    expect(isAtLeastAge('2008-06-16', undefined, new Date(2026, 5, 16))).toBe(true);
  });

  it('moves a 29 February birthday to 1 March in common years', () => {
    expect(ageInYears('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageInYears('2008-02-29', new Date(2026, 2, 1))).toBe(18);
    expect(ageInYears('2008-02-29', new Date(2028, 1, 29))).toBe(20);
  });

  it('defaults to 18 years', () => {
    expect(isAtLeastAge('2000-01-01')).toBe(true);
    expect(isAtLeastAge(new Date())).toBe(false);
  });
});

describe('in any time zone', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it.each([
    ['UTC', 0],
    ['America/Los_Angeles', 420],
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
    ['Asia/Kolkata', -330],
  ])('keeps the day in %s', (zone, offset) => {
    process.env.TZ = zone;
    expect(new Date(2026, 5, 15).getTimezoneOffset()).toBe(offset);
    const day = new Date(2026, 5, 15, 23, 59);
    expect(formatIsoDate(parseIsoDate('2026-06-15') ?? new Date(Number.NaN))).toBe('2026-06-15');
    expect(isPastDate('2026-06-15', day)).toBe(false);
    expect(isTodayOrEarlier('2026-06-15', new Date(2026, 5, 15, 0, 0))).toBe(true);
    expect(ageInYears('2008-06-15', new Date(2026, 5, 15, 0, 1))).toBe(18);
  });
});
