import { differenceInCalendarDays, format, isValid, parse, startOfDay } from 'date-fns';

/** The date format of the history filters and date pickers (spec points 2 and 5), e.g. '21-11-2026'. */
export const DISPLAY_DATE_FORMAT = 'dd-MM-y';

const DISPLAY_DATE_PATTERN = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** '21-11-2026' for a date; '' for no date or an invalid one. */
export function formatDisplayDate(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, DISPLAY_DATE_FORMAT) : '';
}

/**
 * Reads what a player typed as dd-MM-yyyy (also accepting `/` or `.` between the parts and single
 * digits for day and month): `null` for blank text, an Invalid Date for anything that is not a real
 * calendar day (31-02-2026, 21-11-26, letters). Never throws.
 */
export function parseDisplayDate(text: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = DISPLAY_DATE_PATTERN.exec(trimmed);
  if (!match) return new Date(Number.NaN);
  const [, day = '', month = '', year = ''] = match;
  return parse(`${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`, 'dd-MM-yyyy', new Date(2000, 0, 1));
}

/** Equal as values of a date field: both empty, both invalid, or the same instant. */
export function sameDateValue(a: Date | null | undefined, b: Date | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (!isValid(a) || !isValid(b)) return !isValid(a) && !isValid(b);
  return a.getTime() === b.getTime();
}

/** Whether a valid date falls between two calendar days, both included. */
export function isDayWithin(date: Date, min: Date, max: Date): boolean {
  return isValid(date) && differenceInCalendarDays(date, min) >= 0 && differenceInCalendarDays(date, max) <= 0;
}

/** The day itself when within `min..max`, otherwise the nearest end (start of day). */
export function clampDay(date: Date, min: Date, max: Date): Date {
  if (differenceInCalendarDays(date, min) < 0) return startOfDay(min);
  if (differenceInCalendarDays(date, max) > 0) return startOfDay(max);
  return startOfDay(date);
}
