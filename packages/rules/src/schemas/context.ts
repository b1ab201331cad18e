/**
 * Validation context understood by the schemas: `schema.validate(values, { context: { today } })`.
 * `today` fixes the current day for date rules (tests, or a server judging by the player's day).
 */
export interface RulesContext {
  today?: Date;
  /**
   * The markets the brand is licensed for (the platform's MARKETS, e.g. ['uk', 'de', 'mt']): a
   * market's own field rules (Germany's place of birth) apply only when it is one of them. Absent,
   * as on the site, which does not know the brand's licences: every market's rules apply.
   */
  markets?: readonly string[];
}

/** The context's `today` when it is a valid Date, otherwise now. */
export function todayFrom(context: unknown): Date {
  if (typeof context === 'object' && context !== null && 'today' in context) {
    const { today } = context;
    if (today instanceof Date && !Number.isNaN(today.getTime())) return today;
  }
  return new Date();
}

/** Whether the context's brand takes players of `market` (true when the context names no markets). */
export function licensedIn(context: unknown, market: string): boolean {
  if (typeof context === 'object' && context !== null && 'markets' in context && Array.isArray(context.markets)) {
    return (context.markets as unknown[]).includes(market);
  }
  return true;
}
