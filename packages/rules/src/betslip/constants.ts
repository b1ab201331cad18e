/** The three ways a betslip can be placed. */
export const BET_KINDS = ['single', 'multiple', 'system'] as const;
export type BetKind = (typeof BET_KINDS)[number];

/** The betslip opens on the Multiple tab. */
export const DEFAULT_BET_KIND: BetKind = 'multiple';

/** Most decimals a price may carry ('1.85', '2.375'). Prices are read exactly at this scale. */
export const ODDS_DECIMALS = 3;

/** Inclusive limits of a single price (decimal odds). */
export const ODDS_LIMITS = { min: '1.01', max: '1000' } as const;

/** Most selections a betslip holds. */
export const MAX_SELECTIONS = 20;

/**
 * Stake limits in the currency's units. `min` applies to the stake of each bet (each single,
 * the multiple, each system combination); `max` to the total stake of the slip.
 */
export const STAKE_LIMITS = { min: '0.10', max: '10000.00' } as const;

/** What to do when a price moves between selection and placement (the betslip settings). */
export const ODDS_CHANGE_POLICIES = ['any', 'higher', 'ask'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** The setting a new betslip starts with: the player confirms every change. */
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicy = 'ask';
