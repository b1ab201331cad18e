import type { BetKind } from './constants';

/**
 * One pick in the betslip: an outcome of a market of an event at a price, with the texts the
 * slip shows (match, pick, market). `odds` is a decimal string ('1.85'), never a number.
 */
export interface BetSelection {
  /** Event (match) id; a multiple or system combines at most one selection per event. */
  readonly eventId: string;
  /** Market id within the event. */
  readonly marketId: string;
  /** Outcome id within the market; with eventId and marketId it names the pick. */
  readonly outcomeId: string;
  /** Decimal price as shown when picked, e.g. '1.85'. */
  readonly odds: string;
  /** Match name, e.g. 'Arsenal - Chelsea'. */
  readonly matchName: string;
  /** Pick name, e.g. 'Arsenal' or 'Over 2.5'. */
  readonly pickName: string;
  /** Market label, e.g. '1x2', 'Winner', 'Total'. */
  readonly marketName: string;
}

/** The part of a selection the maths needs. */
export type SelectionKey = Pick<BetSelection, 'eventId' | 'marketId' | 'outcomeId'>;

/** Outcome of one leg of a placed bet. A void leg counts as odds 1. */
export type LegResult = 'open' | 'won' | 'lost' | 'void';

/** What a bet is, independent of the betslip's display fields. */
export interface BetInput {
  readonly kind: BetKind;
  /**
   * Stake of each bet in the currency's units ('10', '2.50'): of each single, of the
   * multiple, of each system combination.
   */
  readonly stake: string;
  /** System size k (combinations of k of the n selections); only for kind 'system'. */
  readonly systemSize?: number | undefined;
}
