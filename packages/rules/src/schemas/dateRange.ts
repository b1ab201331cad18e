import * as yup from 'yup';
import { INVALID_DATE_MESSAGE } from '../messages';
import { validateDateRange } from '../validators/dateRange';
import { todayFrom } from './context';

/** A date or null; an empty text box counts as null. */
const dateField = () =>
  yup
    .date()
    .nullable()
    .default(null)
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(INVALID_DATE_MESSAGE);

/**
 * History date filter, the rules of validateDateRange as a schema: field errors under
 * `fromDate` and `untilDate`, errors of the pair under `range`. The day of reference is the
 * validation context's `today`.
 */
export const dateRangeSchema = yup
  .object({
    fromDate: dateField(),
    untilDate: dateField(),
  })
  .test('dateRange', (value, context) => {
    const errors = validateDateRange(value.fromDate, value.untilDate, todayFrom(context.options.context));
    const failures = Object.entries(errors).map(([field, message]) =>
      context.createError({ path: context.path ? `${context.path}.${field}` : field, message }),
    );
    return failures.length > 0 ? new yup.ValidationError(failures) : true;
  });

export type DateRangeValues = yup.InferType<typeof dateRangeSchema>;
