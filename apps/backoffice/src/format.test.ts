import { describe, expect, it } from 'vitest';
import { dateAndTime, formatDateTime } from './format';

describe('dateAndTime', () => {
  // A local date-time (no zone): the browser's time zone is how staff read it.
  const iso = new Date(2026, 10, 27, 7, 35, 9).toISOString();

  it('splits a date-time into the date and the time, as the one-line form writes them', () => {
    expect(dateAndTime(iso)).toEqual({ date: '27 Nov 2026', time: '07:35' });
    expect(dateAndTime(iso, true)).toEqual({ date: '27 Nov 2026', time: '07:35:09' });
    expect(formatDateTime(iso, true)).toBe('27 Nov 2026, 07:35:09');
  });

  it('answers nothing for none, and the text as given for an invalid one', () => {
    expect(dateAndTime(null)).toBeNull();
    expect(dateAndTime('')).toBeNull();
    expect(dateAndTime('soon')).toEqual({ date: 'soon', time: '' });
  });
});
