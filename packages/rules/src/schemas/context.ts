/**
 * Validation context understood by the schemas: `schema.validate(values, { context: { today } })`.
 * `today` fixes the current day for date rules (tests, or a server judging by the player's day).
 */
export interface RulesContext {
  today?: Date;
}

/** The context's `today` when it is a valid Date, otherwise now. */
export function todayFrom(context: unknown): Date {
  if (typeof context === 'object' && context !== null && 'today' in context) {
    const { today } = context;
    if (today instanceof Date && !Number.isNaN(today.getTime())) return today;
  }
  return new Date();
}
