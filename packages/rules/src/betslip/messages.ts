import { MAX_SELECTIONS, ODDS_LIMITS, STAKE_LIMITS, type BetKind, type OddsChangePolicy } from './constants';

/*
 * Betslip texts. The labels of the tabs, the settings panel and the erase panel are the spec's
 * (point 2); the validation texts are chosen here (the spec gives none).
 */

export const BET_KIND_LABELS: Readonly<Record<BetKind, string>> = {
  single: 'Single',
  multiple: 'Multiple',
  system: 'System',
};

export const ODDS_CHANGE_POLICY_LABELS: Readonly<Record<OddsChangePolicy, string>> = {
  any: 'Accept any odds changes',
  higher: 'Only accept increased odds',
  ask: 'Always ask',
};

export const ODDS_CHANGE_SETTINGS_TITLE = 'Accept Changes automatically?';
export const ERASE_BETSLIP_QUESTION = 'Are you sure you want to erase Betslip?';

export const EMPTY_BETSLIP_MESSAGE = 'Add a selection to the betslip';
export const TOO_MANY_SELECTIONS_MESSAGE = `A betslip holds at most ${MAX_SELECTIONS} selections`;
export const DUPLICATE_SELECTION_MESSAGE = 'This selection is already in the betslip';
export const MULTIPLE_MIN_SELECTIONS_MESSAGE = 'A multiple needs at least 2 selections';
export const SYSTEM_MIN_SELECTIONS_MESSAGE = 'A system needs at least 3 selections';
export const SAME_EVENT_MESSAGE = 'Only one selection per event can be combined';
export const INVALID_ODDS_MESSAGE = `Odds must be a decimal price from ${ODDS_LIMITS.min} to ${ODDS_LIMITS.max}`;
export const STAKE_REQUIRED_MESSAGE = 'Enter a stake';
export const INVALID_STAKE_MESSAGE = 'Enter a stake as an amount with at most 2 decimals';
export const MIN_STAKE_MESSAGE = `Minimum stake is ${STAKE_LIMITS.min}`;
export const MAX_STAKE_MESSAGE = `Maximum total stake is ${STAKE_LIMITS.max}`;
export const INSUFFICIENT_BALANCE_MESSAGE = 'Your balance is too low for this stake';
export const ODDS_CHANGED_MESSAGE = 'The odds have changed';
export const SELECTION_UNAVAILABLE_MESSAGE = 'A selection is no longer available';

/** 'Choose a system size from 2 to 4' for 5 selections. */
export function systemSizeMessage(selectionCount: number): string {
  return `Choose a system size from 2 to ${Math.max(2, selectionCount - 1)}`;
}
