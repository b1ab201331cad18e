import { endOfDay, isValid, startOfDay } from 'date-fns';

export interface DateRangeQuery {
  createdAtStart?: string;
  createdAtEnd?: string;
}

/**
 * Query of the history lists: createdAtStart is the start of the from-day and createdAtEnd the
 * end of the until-day, both in the player's local calendar, written as ISO instants
 * (toISOString, UTC). Empty unless both dates are valid.
 */
export function dateRangeQuery(fromDate: Date | null | undefined, untilDate: Date | null | undefined): DateRangeQuery {
  if (!fromDate || !untilDate || !isValid(fromDate) || !isValid(untilDate)) return {};
  return { createdAtStart: startOfDay(fromDate).toISOString(), createdAtEnd: endOfDay(untilDate).toISOString() };
}
