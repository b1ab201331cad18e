import { MONEY_DECIMALS } from '../constants';
import { parseAmountInput, parseMoney, toMinorUnits } from '../helpers/money';
import { binomial } from './combinations';
import { MAX_SELECTIONS, STAKE_LIMITS, type BetKind } from './constants';
import {
  DUPLICATE_SELECTION_MESSAGE,
  EMPTY_BETSLIP_MESSAGE,
  INSUFFICIENT_BALANCE_MESSAGE,
  INVALID_ODDS_MESSAGE,
  INVALID_STAKE_MESSAGE,
  MAX_STAKE_MESSAGE,
  MIN_STAKE_MESSAGE,
  MULTIPLE_MIN_SELECTIONS_MESSAGE,
  SAME_EVENT_MESSAGE,
  STAKE_REQUIRED_MESSAGE,
  SYSTEM_MIN_SELECTIONS_MESSAGE,
  TOO_MANY_SELECTIONS_MESSAGE,
  systemSizeMessage,
} from './messages';
import { isValidOdds } from './odds';
import type { BetSelection, SelectionKey } from './types';

/** Identity of a pick: the same outcome of the same market of the same event. */
export function selectionKey({ eventId, marketId, outcomeId }: SelectionKey): string {
  return JSON.stringify([eventId, marketId, outcomeId]);
}

/** Whether `selection` is already among `selections` (same event, market and outcome). */
export function hasSelection(selections: readonly SelectionKey[], selection: SelectionKey): boolean {
  const key = selectionKey(selection);
  return selections.some((candidate) => selectionKey(candidate) === key);
}

/**
 * Adds the pick, or removes it when it is already in the slip (what an odds button does).
 * Returns a new array; the input is not changed.
 */
export function toggleSelection<T extends SelectionKey>(selections: readonly T[], selection: T): T[] {
  const key = selectionKey(selection);
  return selections.some((candidate) => selectionKey(candidate) === key)
    ? selections.filter((candidate) => selectionKey(candidate) !== key)
    : [...selections, selection];
}

/** The system sizes a slip of `selectionCount` selections offers: 2 to n - 1 (none below 3). */
export function systemSizes(selectionCount: number): number[] {
  return Array.from({ length: Math.max(0, selectionCount - 2) }, (_, index) => index + 2);
}

/**
 * Number of bets the slip makes: one per selection for single, one for multiple, C(n, k) for a
 * system of size k. Throws a RangeError for a system size outside 0..n.
 */
export function betCount(kind: BetKind, selectionCount: number, systemSize?: number): number {
  if (kind === 'single') return selectionCount;
  if (kind === 'multiple') return selectionCount > 0 ? 1 : 0;
  if (systemSize === undefined || !Number.isInteger(systemSize) || systemSize < 0 || systemSize > selectionCount) {
    throw new RangeError(`Invalid system size ${String(systemSize)} of ${selectionCount}`);
  }
  return Number(binomial(selectionCount, systemSize));
}

/**
 * First problem of the selections for this kind of bet, or null.
 * - every kind: at least 1 and at most MAX_SELECTIONS selections, valid odds, no pick twice;
 * - multiple: at least 2 selections, at most one per event;
 * - system: at least 3 selections, at most one per event (the size is checked by
 *   validateSystemSize).
 */
export function validateSelections(kind: BetKind, selections: readonly BetSelection[]): string | null {
  if (selections.length === 0) return EMPTY_BETSLIP_MESSAGE;
  if (selections.length > MAX_SELECTIONS) return TOO_MANY_SELECTIONS_MESSAGE;
  if (!selections.every((selection) => isValidOdds(selection.odds))) return INVALID_ODDS_MESSAGE;
  if (new Set(selections.map(selectionKey)).size !== selections.length) return DUPLICATE_SELECTION_MESSAGE;
  if (kind === 'single') return null;
  if (kind === 'multiple' && selections.length < 2) return MULTIPLE_MIN_SELECTIONS_MESSAGE;
  if (kind === 'system' && selections.length < 3) return SYSTEM_MIN_SELECTIONS_MESSAGE;
  if (new Set(selections.map((selection) => selection.eventId)).size !== selections.length) return SAME_EVENT_MESSAGE;
  return null;
}

/** Problem of a system size k for n selections (2 <= k < n), or null. */
export function validateSystemSize(selectionCount: number, systemSize: unknown): string | null {
  const valid =
    typeof systemSize === 'number' && Number.isInteger(systemSize) && systemSize >= 2 && systemSize < selectionCount;
  return valid ? null : systemSizeMessage(selectionCount);
}

export interface StakeCheck {
  /** Bets the stake is placed on (betCount); the total stake is stake x betCount. Default 1. */
  readonly betCount?: number;
  /** Player's balance in the currency's units; the total stake may not exceed it. */
  readonly balance?: string | undefined;
}

/**
 * Problem of the stake (each bet's stake, as typed), or null: required; an amount in the one
 * grammar of money (parseAmountInput: digits and at most 2 decimals, nothing else); at least
 * STAKE_LIMITS.min; total stake (stake x betCount) at most STAKE_LIMITS.max and at most the
 * balance when one is given.
 */
export function validateStake(stake: string, { betCount: bets = 1, balance }: StakeCheck = {}): string | null {
  if (typeof stake !== 'string') return STAKE_REQUIRED_MESSAGE;
  const reading = parseAmountInput(stake);
  if (!reading.ok) return reading.problem === 'required' ? STAKE_REQUIRED_MESSAGE : INVALID_STAKE_MESSAGE;
  const minor = toMinorUnits(reading.amount);
  if (minor < toMinorUnits(STAKE_LIMITS.min)) return MIN_STAKE_MESSAGE;
  const total = minor * BigInt(bets);
  if (total > toMinorUnits(STAKE_LIMITS.max)) return MAX_STAKE_MESSAGE;
  if (balance !== undefined) {
    const available = parseMoney(balance, MONEY_DECIMALS);
    if (available === null || total > toMinorUnits(available)) return INSUFFICIENT_BALANCE_MESSAGE;
  }
  return null;
}
