import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

describe('ageOf', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  it('splits an age into days, hours and minutes', () => {
    expect(ageOf('2027-01-07T07:55:30Z', now)).toEqual({ days: 3, hours: 4, minutes: 4 });
    expect(ageOf('2027-01-10T11:59:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
  it('reads a time in the future (a clock ahead) as no age', () => {
    expect(ageOf('2027-01-10T12:30:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
