import { differenceInCalendarDays, format, isValid } from 'date-fns';
import { AGE_LIMITS, DATE_FNS_ISO_FORMAT, DATE_PICKER_FORMAT } from '../constants';

/**
 * Calendar-date helpers. A date is a day in the local calendar: times are ignored, and a
 * 'YYYY-MM-DD' text is read as that local day (never as UTC midnight, which would move the
 * day back in zones west of Greenwich). Every function takes an optional `today`.
 */

/** A Date, or a 'YYYY-MM-DD' text. */
export type DateInput = Date | string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a strict 'YYYY-MM-DD' text as a local date; null for other shapes and impossible dates (2023-02-29). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null;
  return date;
}

/** Local midnight of the day of `input`; null when it is not a valid date. */
export function toCalendarDate(input: DateInput | null | undefined): Date | null {
  if (input instanceof Date) {
    if (!isValid(input)) return null;
    const date = new Date(input.getTime());
    date.setHours(0, 0, 0, 0);
    return date;
  }
  return typeof input === 'string' ? parseIsoDate(input) : null;
}

/** 'YYYY-MM-DD' of a date (throws a RangeError for an invalid Date). */
export function formatIsoDate(date: Date): string {
  return format(date, DATE_FNS_ISO_FORMAT);
}

/** Display and picker format 'dd-MM-y' (31-01-2026); throws a RangeError for an invalid Date. */
export function formatDisplayDate(date: Date): string {
  return format(date, DATE_PICKER_FORMAT);
}

/** Past means before today (calendar days); false for an invalid date. */
export function isPastDate(date: DateInput, today: Date = new Date()): boolean {
  const day = toCalendarDate(date);
  return day !== null && differenceInCalendarDays(day, today) < 0;
}

/** Today or earlier means not after today (calendar days); false for an invalid date. */
export function isTodayOrEarlier(date: DateInput, today: Date = new Date()): boolean {
  const day = toCalendarDate(date);
  return day !== null && differenceInCalendarDays(day, today) <= 0;
}

/**
 * Completed years between the date of birth and today; NaN for an invalid date. A birthday
 * on 29 February comes on 1 March in common years (so 18 is reached on 1 March).
 */
export function ageInYears(dob: DateInput, today: Date = new Date()): number {
  const birth = toCalendarDate(dob);
  if (!birth || !isValid(today)) return Number.NaN;
  let age = today.getFullYear() - birth.getFullYear();
  const monthDiff = today.getMonth() - birth.getMonth();
  if (monthDiff < 0 || (monthDiff === 0 && today.getDate() < birth.getDate())) age -= 1;
  return age;
}

/** Whether the player has reached `min` years today; false for an invalid date. */
export function isAtLeastAge(dob: DateInput, min: number = AGE_LIMITS.min, today: Date = new Date()): boolean {
  return ageInYears(dob, today) >= min;
}
