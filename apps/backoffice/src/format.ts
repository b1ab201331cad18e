/** Dates and times as staff read them: en-GB, the browser's time zone, to the minute. */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** '3 Jan 2027, 10:00' of an ISO date-time; '' for none. */
export function formatDateTime(iso: string | null | undefined, seconds = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (seconds ? dateTimeSeconds : dateTime).format(date);
}

const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
const timeSeconds = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/**
 * '3 Jan 2027' and '10:00' (or '10:00:00' with `seconds`) of an ISO date-time, for a table's cell
 * that shows the date over the time; null for none (an invalid one: the text as given, no time).
 */
export function dateAndTime(iso: string | null | undefined, seconds = false): { date: string; time: string } | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: dateOnly.format(date), time: (seconds ? timeSeconds : timeOnly).format(date) };
}

/**
 * The start of a calendar day ('2027-01-03', a date field's value) in the browser's time zone, as
 * an ISO date-time; with `next`, the start of the day after (an 'until' date includes its day).
 */
export function dayStart(day: string, next = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
