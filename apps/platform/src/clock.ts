/** Where the platform's rules read the time: real time in service, a hand-moved one in tests. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that stands still until moved (tests): cooling-off periods, rolling windows and play
 * sessions are tested by moving it, never by sleeping.
 */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock forward (or back, with a negative figure) by `ms` milliseconds. */
  advance(ms: number): Date {
    this.current += ms;
    return this.now();
  }

  advanceMinutes(minutes: number): Date {
    return this.advance(minutes * 60_000);
  }

  advanceHours(hours: number): Date {
    return this.advance(hours * 3_600_000);
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}

/**
 * Real time plus an offset the operator moves forward (TEST_CLOCK=true, never in production):
 * journeys reach a reality check or the end of a cooling-off without waiting for it.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}
