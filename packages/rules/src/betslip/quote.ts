import { MONEY_DECIMALS } from '../constants';
import { fromMinorUnits, parseMoney, toMinorUnits } from '../helpers/money';
import type { BetKind } from './constants';
import { payoutUnits, singlePayout } from './payout';
import { oddsUnits, totalOdds } from './odds';
import type { BetSelection } from './types';
import { betCount, validateSelections, validateStake, validateSystemSize } from './validate';

export interface BetslipInput {
  readonly kind: BetKind;
  readonly selections: readonly BetSelection[];
  /** Stake of each bet as typed (each single, the multiple, each system combination). */
  readonly stake: string;
  /** System size k; only read for kind 'system'. */
  readonly systemSize?: number | undefined;
  /** Player's balance; when given, the total stake may not exceed it. */
  readonly balance?: string | undefined;
}

export interface BetslipErrors {
  selections?: string;
  systemSize?: string;
  stake?: string;
}

export interface BetslipQuote {
  /** True when the slip can be placed as it is (no errors). */
  readonly ok: boolean;
  /** First problem per part of the slip; empty when ok. */
  readonly errors: BetslipErrors;
  /** Bets the slip makes: n singles, 1 multiple, C(n, k) system combinations (0 when unknown). */
  readonly betCount: number;
  /** Stake x betCount ('0.00' while the stake is not a valid amount). */
  readonly totalStake: string;
  /**
   * Exact product of the selections' odds for a multiple, the odds of a lone single;
   * null for several singles, a system or an empty slip. Format it with formatOdds.
   */
  readonly totalOdds: string | null;
  /** Payout if every selection wins ('0.00' while the slip or stake is invalid). */
  readonly possiblePayout: string;
  /** For single: the possible payout of each selection, in order (else empty). */
  readonly singlePayouts: readonly string[];
}

/**
 * Everything a betslip shows and the platform checks, from one input: errors per part, bet
 * count, total stake, total odds and possible payout. Never throws on player input.
 */
export function quoteBetslip(input: BetslipInput): BetslipQuote {
  const { kind, selections, systemSize } = input;
  const errors: BetslipErrors = {};
  const selectionsError = validateSelections(kind, selections);
  if (selectionsError) errors.selections = selectionsError;
  if (kind === 'system' && !selectionsError) {
    const sizeError = validateSystemSize(selections.length, systemSize);
    if (sizeError) errors.systemSize = sizeError;
  }
  const shape = !errors.selections && !errors.systemSize;
  const bets = shape ? betCount(kind, selections.length, systemSize) : 0;
  const stakeError = validateStake(input.stake, { betCount: Math.max(bets, 1), balance: input.balance });
  if (stakeError) errors.stake = stakeError;

  const stake = parseMoney(input.stake);
  const zero = fromMinorUnits(0n, MONEY_DECIMALS);
  const stakeMinor = stake === null ? null : toMinorUnits(stake);
  const odds = selections.map((selection) => selection.odds);
  const product =
    shape && (kind === 'multiple' || (kind === 'single' && selections.length === 1)) ? totalOdds(odds) : null;
  const payout = shape && stakeMinor !== null ? payoutUnits(kind, stakeMinor, odds.map(oddsUnits), systemSize) : null;

  return {
    ok: Object.keys(errors).length === 0,
    errors,
    betCount: bets,
    totalStake: stakeMinor === null ? zero : fromMinorUnits(stakeMinor * BigInt(bets), MONEY_DECIMALS),
    totalOdds: product,
    possiblePayout: payout === null ? zero : fromMinorUnits(payout, MONEY_DECIMALS),
    singlePayouts: shape && kind === 'single' && stake !== null ? odds.map((price) => singlePayout(stake, price)) : [],
  };
}
