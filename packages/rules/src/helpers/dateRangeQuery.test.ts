import { describe, expect, it } from 'vitest';
import { dateRangeQuery } from './dateRangeQuery';

describe('dateRangeQuery', () => {
  it('spans the start of the from-day to the end of the until-day', () => {
    const query = dateRangeQuery(new Date(2026, 0, 5, 13, 0), new Date(2026, 0, 6, 1, 0));
    expect(query).toEqual({
      createdAtStart: new Date(2026, 0, 5, 0, 0, 0, 0).toISOString(),
      createdAtEnd: new Date(2026, 0, 6, 23, 59, 59, 999).toISOString(),
    });
  });

  it('is empty unless both dates are valid', () => {
    expect(dateRangeQuery(null, new Date())).toEqual({});
    expect(dateRangeQuery(new Date(), undefined)).toEqual({});
    expect(dateRangeQuery(new Date(Number.NaN), new Date())).toEqual({});
  });
});
