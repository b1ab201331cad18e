import { MONEY_DECIMALS } from '../constants';
import { fromMinorUnits, parseMoney, toMinorUnits } from '../helpers/money';
import { elementarySymmetric } from './combinations';
import type { BetKind } from './constants';
import { oddsUnits, UNIT_ODDS } from './odds';
import type { BetInput } from './types';

/*
 * Rounding rule (the only one): the exact payout of each bet is rounded DOWN to the minor unit
 * (the cent). A single is a bet of its own, so a slip of singles rounds each single; a multiple
 * and a whole system are one bet each and are rounded once, after summing their combinations
 * exactly. Odds and stakes are never floats: prices are exact integers at ODDS_DECIMALS
 * decimals, stakes exact minor units.
 */

/** Stake of a bet as minor units; throws a RangeError for anything but an amount >= 0 with <= 2 decimals. */
export function stakeMinorUnits(stake: string): bigint {
  const amount = parseMoney(stake);
  if (amount === null) throw new RangeError(`Not a stake: ${String(stake)}`);
  return toMinorUnits(amount);
}

/** floor(stake x value / UNIT_ODDS^legs) in minor units. */
function scaledPayout(stake: bigint, value: bigint, legs: number): bigint {
  return (stake * value) / UNIT_ODDS ** BigInt(legs);
}

/**
 * Payout in minor units of a bet whose legs have the given price units (a lost leg is 0, a
 * void leg UNIT_ODDS), rounded down per bet. Internal core of payouts and settlement.
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

/** Possible payout of a single at `stake` and `odds`: stake x odds, rounded down ('10', '1.855' -> '18.55'). */
export function singlePayout(stake: string, odds: string): string {
  return fromMinorUnits(payoutUnits('single', stakeMinorUnits(stake), [oddsUnits(odds)]), MONEY_DECIMALS);
}

/** Possible payout of a multiple: stake x product of the odds, rounded down once. */
export function multiplePayout(stake: string, odds: readonly string[]): string {
  return fromMinorUnits(payoutUnits('multiple', stakeMinorUnits(stake), odds.map(oddsUnits)), MONEY_DECIMALS);
}

/**
 * Possible payout of a system of size k: stake per combination x the sum, over every
 * k-combination of the selections, of the product of its odds; rounded down once.
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
