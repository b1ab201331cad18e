import { describe, expect, it } from 'vitest';
import { validateDateRange } from './dateRange';

const today = new Date(2026, 5, 15, 10, 0);
const day = (month: number, date: number, year = 2026, hour = 12) => new Date(year, month - 1, date, hour);

describe('validateDateRange', () => {
  it('accepts a range within 2020-01-01..today', () => {
    expect(validateDateRange(day(6, 1), day(6, 15), today)).toEqual({});
    expect(validateDateRange(new Date(2020, 0, 1), new Date(2020, 0, 1), today)).toEqual({});
  });

  it('accepts from equal to until, whatever the times', () => {
    expect(validateDateRange(day(6, 10, 2026, 23), day(6, 10, 2026, 0), today)).toEqual({});
  });

  it('refuses from after until', () => {
    expect(validateDateRange(day(6, 11), day(6, 10), today)).toEqual({
      range: 'From date must be earlier than or equal to until date',
    });
  });

  it('needs both dates', () => {
    expect(validateDateRange(null, null, today)).toEqual({ fromDate: 'cannot be empty', untilDate: 'cannot be empty' });
    expect(validateDateRange(day(6, 1), null, today)).toEqual({
      untilDate: 'cannot be empty',
      range: 'Both from date and until date are required together',
    });
    expect(validateDateRange(undefined, day(6, 1), today)).toEqual({
      fromDate: 'cannot be empty',
      range: 'Both from date and until date are required together',
    });
  });

  it('refuses future dates but accepts today late in the day', () => {
    expect(validateDateRange(day(6, 15, 2026, 23), day(6, 15, 2026, 23), today)).toEqual({});
    expect(validateDateRange(day(6, 1), day(6, 16, 2026, 0), today)).toEqual({
      untilDate: 'must be a past or present date',
    });
    expect(validateDateRange(day(6, 16), day(6, 17), today)).toEqual({
      fromDate: 'must be a past or present date',
      untilDate: 'must be a past or present date',
    });
  });

  it('refuses dates before 2020-01-01', () => {
    expect(validateDateRange(new Date(2019, 11, 31, 23, 59), day(1, 1, 2020), today)).toEqual({
      fromDate: 'must not be earlier than 2020-01-01',
    });
    expect(validateDateRange(new Date(2019, 0, 1), new Date(2019, 5, 1), today)).toEqual({
      fromDate: 'must not be earlier than 2020-01-01',
      untilDate: 'must not be earlier than 2020-01-01',
    });
  });

  it('flags invalid dates', () => {
    expect(validateDateRange(new Date(Number.NaN), day(6, 1), today)).toEqual({ fromDate: 'must be a valid date' });
  });

  it('defaults today to now', () => {
    expect(validateDateRange(new Date(2020, 0, 1), new Date())).toEqual({});
  });
});
