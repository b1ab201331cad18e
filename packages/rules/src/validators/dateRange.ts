import { differenceInCalendarDays, isValid } from 'date-fns';
import { EARLIEST_FILTER_DATE } from '../constants';
import { parseIsoDate } from '../helpers/dates';
import {
  DATE_ORDER_MESSAGE,
  DATES_TOGETHER_MESSAGE,
  EARLIEST_DATE_MESSAGE,
  EMPTY_DATE_MESSAGE,
  INVALID_DATE_MESSAGE,
  PAST_OR_PRESENT_DATE_MESSAGE,
} from '../messages';

/** Errors of the history date filter: one per field, and `range` for errors of the pair (also toasted). */
export interface DateRangeErrors {
  fromDate?: string;
  untilDate?: string;
  range?: string;
}

const earliest = parseIsoDate(EARLIEST_FILTER_DATE) ?? new Date(2020, 0, 1);

function dayError(date: Date, today: Date): string | undefined {
  if (!isValid(date)) return INVALID_DATE_MESSAGE;
  if (differenceInCalendarDays(date, today) > 0) return PAST_OR_PRESENT_DATE_MESSAGE;
  if (differenceInCalendarDays(date, earliest) < 0) return EARLIEST_DATE_MESSAGE;
  return undefined;
}

/**
 * The history date filter (From, Until), compared as calendar days:
 * - an empty field: 'cannot be empty'; when only one of the two is filled in, `range` also
 *   says 'Both from date and until date are required together';
 * - each date from 2020-01-01 to today ('must be a past or present date' after today);
 * - from not after until (`range`: 'From date must be earlier than or equal to until date').
 * Returns {} when the filter can be submitted.
 */
export function validateDateRange(
  fromDate: Date | null | undefined,
  untilDate: Date | null | undefined,
  today: Date = new Date(),
): DateRangeErrors {
  const errors: DateRangeErrors = {};
  const fromError = fromDate ? dayError(fromDate, today) : EMPTY_DATE_MESSAGE;
  const untilError = untilDate ? dayError(untilDate, today) : EMPTY_DATE_MESSAGE;
  if (fromError) errors.fromDate = fromError;
  if (untilError) errors.untilDate = untilError;
  if (!fromDate !== !untilDate) {
    errors.range = DATES_TOGETHER_MESSAGE;
  } else if (fromDate && untilDate && isValid(fromDate) && isValid(untilDate)) {
    if (differenceInCalendarDays(fromDate, untilDate) > 0) errors.range = DATE_ORDER_MESSAGE;
  }
  return errors;
}
