import { MONEY_DECIMALS } from '../constants';
import { fromMinorUnits, parseMoney, toMinorUnits } from '../helpers/money';
import { type Decimal, parseDecimal, roundHalfUp } from '../internal/decimal';
import { elementarySymmetric } from './combinations';
import { type BetKind, ODDS_DECIMALS } from './constants';
import { oddsUnits } from './odds';
import type { BetInput } from './types';

/*
 * Rounding rule (the only one, roundPayout): the exact payout of each bet is rounded HALF-UP to
 * the minor unit (the cent): 234.286 pays 234.29, 13.225 pays 13.23, 11.09889 pays 11.10, 0.274
 * pays 0.27. A single is a bet of its own, so a slip of singles rounds each single; a multiple
 * and a whole system are one bet each and are rounded once, after summing their combinations
 * exactly. The betslip shows and the platform pays through the same functions (quoteBetslip,
 * settleBet), so what the slip shows is what the bet pays. Odds and stakes are never floats:
 * prices are exact integers at ODDS_DECIMALS decimals, stakes exact minor units.
 */

/**
 * The payout rounding rule: an exact non-negative amount (a plain decimal string with any
 * number of decimals) rounded half-up to the cent ('234.286' -> '234.29', '0.125' -> '0.13',
 * '0.124' -> '0.12'). Throws a RangeError for anything else.
 */
export function roundPayout(exact: string): string {
  const value = typeof exact === 'string' ? parseDecimal(exact) : null;
  if (!value || value.units < 0n) throw new RangeError(`Not an exact amount: ${String(exact)}`);
  return fromMinorUnits(payoutMinorUnits(value), MONEY_DECIMALS);
}

/** The rule itself, on an exact amount: minor units, half-up. */
function payoutMinorUnits(exact: Decimal): bigint {
  return roundHalfUp(exact, MONEY_DECIMALS);
}

/** Stake of a bet as minor units; throws a RangeError for anything but an amount >= 0 with <= 2 decimals. */
export function stakeMinorUnits(stake: string): bigint {
  const amount = parseMoney(stake);
  if (amount === null) throw new RangeError(`Not a stake: ${String(stake)}`);
  return toMinorUnits(amount);
}

/** stake x value / UNIT_ODDS^legs in minor units, rounded by the payout rule (half-up). */
function scaledPayout(stake: bigint, value: bigint, legs: number): bigint {
  return payoutMinorUnits({ units: stake * value, scale: MONEY_DECIMALS + ODDS_DECIMALS * legs });
}

/**
 * Payout in minor units of a bet whose legs have the given price units (a lost leg is 0, a
 * void leg UNIT_ODDS), rounded half-up per bet (roundPayout). Internal core of payouts and settlement.
 */
export function payoutUnits(kind: BetKind, stake: bigint, legs: readonly bigint[], systemSize?: number): bigint {
  if (kind === 'single') return legs.reduce((sum, leg) => sum + scaledPayout(stake, leg, 1), 0n);
  if (legs.length === 0) return 0n;
  if (kind === 'multiple') {
    return scaledPayout(
      stake,
      legs.reduce((product, leg) => product * leg, 1n),
      legs.length,
    );
  }
  if (systemSize === undefined || !Number.isInteger(systemSize) || systemSize < 1 || systemSize > legs.length) {
    throw new RangeError(`Invalid system size ${String(systemSize)} of ${legs.length}`);
  }
  return scaledPayout(stake, elementarySymmetric(legs, systemSize), systemSize);
}

/** Possible payout of a single at `stake` and `odds`: stake x odds, rounded half-up ('10', '1.855' -> '18.55'; '0.15', '1.855' -> '0.28'). */
export function singlePayout(stake: string, odds: string): string {
  return fromMinorUnits(payoutUnits('single', stakeMinorUnits(stake), [oddsUnits(odds)]), MONEY_DECIMALS);
}

/** Possible payout of a multiple: stake x product of the odds, rounded half-up once. */
export function multiplePayout(stake: string, odds: readonly string[]): string {
  return fromMinorUnits(payoutUnits('multiple', stakeMinorUnits(stake), odds.map(oddsUnits)), MONEY_DECIMALS);
}

/**
 * Possible payout of a system of size k: stake per combination x the sum, over every
 * k-combination of the selections, of the product of its odds; rounded half-up once.
 * There are C(n, k) combinations, so the total stake is stake x C(n, k).
 */
export function systemPayout(stake: string, odds: readonly string[], systemSize: number): string {
  return fromMinorUnits(payoutUnits('system', stakeMinorUnits(stake), odds.map(oddsUnits), systemSize), MONEY_DECIMALS);
}

/**
 * Possible payout of the whole slip if every selection wins: for single the sum of the
 * singles, for multiple and system as multiplePayout and systemPayout. Inputs must be valid
 * (see validateSelections, validateSystemSize, validateStake); throws a RangeError otherwise.
 */
export function possiblePayout(bet: BetInput & { readonly odds: readonly string[] }): string {
  return fromMinorUnits(
    payoutUnits(bet.kind, stakeMinorUnits(bet.stake), bet.odds.map(oddsUnits), bet.systemSize),
    MONEY_DECIMALS,
  );
}
