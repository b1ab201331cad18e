import type { OddsChangePolicy } from './constants';
import { compareOdds } from './odds';

/** What to do with a bet whose price moved: place it, refuse it, or ask the player first. */
export type OddsChangeDecision = 'accept' | 'reject' | 'ask';

/**
 * Decision for one price that was `shown` to the player and is `current` at placement:
 * - an unchanged price is always accepted;
 * - 'any' (Accept any odds changes): accepted;
 * - 'higher' (Only accept increased odds): accepted when it rose, rejected when it fell;
 * - 'ask' (Always ask): the player confirms any change.
 */
export function decideOddsChange(policy: OddsChangePolicy, shown: string, current: string): OddsChangeDecision {
  const order = compareOdds(current, shown);
  if (order === 0 || policy === 'any') return 'accept';
  if (policy === 'higher') return order > 0 ? 'accept' : 'reject';
  return 'ask';
}

/**
 * Decision for a whole slip: 'reject' when any price is rejected, otherwise 'ask' when any
 * needs confirming, otherwise 'accept'.
 */
export function decideOddsChanges(
  policy: OddsChangePolicy,
  prices: readonly { readonly shown: string; readonly current: string }[],
): OddsChangeDecision {
  const decisions = prices.map(({ shown, current }) => decideOddsChange(policy, shown, current));
  if (decisions.includes('reject')) return 'reject';
  if (decisions.includes('ask')) return 'ask';
  return 'accept';
}
