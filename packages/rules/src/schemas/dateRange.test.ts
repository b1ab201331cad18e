import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { dateRangeSchema } from './dateRange';
import { validateValuesSync } from './validateValues';

const today = new Date(2026, 5, 15, 8);

describe('dateRangeSchema', () => {
  it('accepts a valid range and casts text dates', () => {
    expect(validateValuesSync(dateRangeSchema, { fromDate: '2026-06-01', untilDate: '2026-06-15' }, { today })).toEqual(
      {
        ok: true,
        values: { fromDate: new Date(2026, 5, 1), untilDate: new Date(2026, 5, 15) },
      },
    );
  });

  it('puts field errors under the fields and pair errors under range', () => {
    expect(
      validateValuesSync(dateRangeSchema, { fromDate: new Date(2026, 5, 16), untilDate: null }, { today }),
    ).toEqual({
      ok: false,
      errors: {
        fromDate: 'must be a past or present date',
        untilDate: 'cannot be empty',
        range: 'Both from date and until date are required together',
      },
    });
    expect(
      validateValuesSync(
        dateRangeSchema,
        { fromDate: new Date(2026, 5, 10), untilDate: new Date(2026, 5, 9) },
        { today },
      ),
    ).toEqual({ ok: false, errors: { range: 'From date must be earlier than or equal to until date' } });
    expect(validateValuesSync(dateRangeSchema, {}, { today })).toEqual({
      ok: false,
      errors: { fromDate: 'cannot be empty', untilDate: 'cannot be empty' },
    });
    expect(validateValuesSync(dateRangeSchema, { fromDate: '', untilDate: '' }, { today })).toEqual({
      ok: false,
      errors: { fromDate: 'cannot be empty', untilDate: 'cannot be empty' },
    });
  });

  it('flags text that is not a date', () => {
    const result = validateValuesSync(
      dateRangeSchema,
      { fromDate: 'soon', untilDate: new Date(2026, 5, 9) },
      { today },
    );
    expect(result).toEqual({ ok: false, errors: { fromDate: 'must be a valid date' } });
  });

  it('prefixes the paths when nested', () => {
    const schema = yup.object({ filter: dateRangeSchema });
    expect(
      validateValuesSync(schema, { filter: { fromDate: new Date(2019, 11, 31), untilDate: null } }, { today }),
    ).toEqual({
      ok: false,
      errors: {
        'filter.fromDate': 'must not be earlier than 2020-01-01',
        'filter.untilDate': 'cannot be empty',
        'filter.range': 'Both from date and until date are required together',
      },
    });
  });
});
