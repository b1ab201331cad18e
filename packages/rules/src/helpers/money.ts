import { MONEY_DECIMALS } from '../constants';
import { assertDecimals, formatUnits, parseDecimal, significantScale, truncate } from '../internal/decimal';

/**
 * Normalises a money amount to a string with exactly `decimals` decimals ('5' -> '5.00').
 * Gives null for anything that is not a non-negative amount with at most `decimals`
 * significant decimals: text that is not a plain decimal, NaN, Infinity, negatives, '1.005'.
 * Trailing zeros are not significant ('1.500' -> '1.50'). A number goes through its shortest
 * text, so a float artefact such as 0.1 + 0.2 is refused rather than silently rounded.
 */
export function parseMoney(input: string | number, decimals: number = MONEY_DECIMALS): string | null {
  assertDecimals(decimals);
  const value = parseDecimal(input);
  if (!value || value.units < 0n || significantScale(value) > decimals) return null;
  return formatUnits(truncate(value, decimals), decimals);
}

/**
 * Exact integer minor units of a decimal amount ('12.34' -> 1234n at 2 decimals). Negative
 * amounts are allowed (ledger debits). Throws a RangeError for text that is not a plain decimal
 * or that has more significant decimals than `decimals`.
 */
export function toMinorUnits(amount: string, decimals: number = MONEY_DECIMALS): bigint {
  assertDecimals(decimals);
  const value = typeof amount === 'string' ? parseDecimal(amount) : null;
  if (!value || significantScale(value) > decimals) {
    throw new RangeError(`Not an amount with at most ${decimals} decimals: ${String(amount)}`);
  }
  return truncate(value, decimals);
}

/** Decimal string of integer minor units (1234n -> '12.34'), exact for any bigint. */
export function fromMinorUnits(units: bigint, decimals: number = MONEY_DECIMALS): string {
  assertDecimals(decimals);
  return formatUnits(units, decimals);
}
