import { formatUnits, parseDecimal, pow10, significantScale, truncate } from '../internal/decimal';
import { ODDS_DECIMALS, ODDS_LIMITS } from './constants';

const ODDS_ONE = pow10(ODDS_DECIMALS);

/** Odds as exact integer units at ODDS_DECIMALS decimals ('1.85' -> 1850n), or null. */
function readOddsUnits(odds: unknown): bigint | null {
  if (typeof odds !== 'string') return null;
  const value = parseDecimal(odds);
  if (!value || significantScale(value) > ODDS_DECIMALS) return null;
  return truncate(value, ODDS_DECIMALS);
}

const MIN_ODDS_UNITS = readOddsUnits(ODDS_LIMITS.min) ?? 0n;
const MAX_ODDS_UNITS = readOddsUnits(ODDS_LIMITS.max) ?? 0n;

/**
 * Whether `odds` is a decimal price the betslip accepts: a plain decimal string with at most
 * ODDS_DECIMALS decimals from ODDS_LIMITS.min to ODDS_LIMITS.max ('1.85' yes; '1', '1.0001',
 * '1e2', 1.85 as a number: no).
 */
export function isValidOdds(odds: unknown): odds is string {
  const units = readOddsUnits(odds);
  return units !== null && units >= MIN_ODDS_UNITS && units <= MAX_ODDS_UNITS;
}

/** Exact units of a valid price at ODDS_DECIMALS decimals; throws a RangeError otherwise. */
export function oddsUnits(odds: string): bigint {
  const units = readOddsUnits(odds);
  if (units === null || units < MIN_ODDS_UNITS || units > MAX_ODDS_UNITS) {
    throw new RangeError(`Not a valid decimal price: ${String(odds)}`);
  }
  return units;
}

/** The units of odds 1 (a void leg) at ODDS_DECIMALS decimals. */
export const UNIT_ODDS = ODDS_ONE;

/**
 * Compares two valid prices: negative when a < b, 0 when equal ('1.8' equals '1.80'), positive
 * when a > b.
 */
export function compareOdds(a: string, b: string): number {
  const difference = oddsUnits(a) - oddsUnits(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Direction a price moved from `previous` to `current`. */
export function oddsMovement(previous: string, current: string): 'up' | 'down' | 'none' {
  const order = compareOdds(current, previous);
  return order > 0 ? 'up' : order < 0 ? 'down' : 'none';
}

/** Trims trailing zeros of a decimal string but keeps at least `minDecimals` decimals. */
function trimZeros(text: string, minDecimals: number): string {
  const dot = text.indexOf('.');
  if (dot < 0) return minDecimals > 0 ? `${text}.${'0'.repeat(minDecimals)}` : text;
  let end = text.length;
  while (end > dot + 1 + minDecimals && text[end - 1] === '0') end -= 1;
  return text.slice(0, end === dot + 1 ? dot : end);
}

/**
 * Exact product of the prices as a decimal string with at least 2 decimals (['1.5', '2.25'] ->
 * '3.375'; [] -> '1.00'). Used as the total odds of a multiple.
 */
export function totalOdds(odds: readonly string[]): string {
  let product = 1n;
  for (const price of odds) product *= oddsUnits(price);
  return trimZeros(formatUnits(product, ODDS_DECIMALS * odds.length), 2);
}

/**
 * A price for display, rounded down to `decimals` decimals ('3.3759' -> '3.37'), so a shown
 * price never promises more than the exact one. Accepts any non-negative decimal string
 * (for example the exact output of totalOdds).
 */
export function formatOdds(odds: string, decimals = 2): string {
  const value = parseDecimal(odds);
  if (!value || value.units < 0n) throw new RangeError(`Not a decimal price: ${String(odds)}`);
  return formatUnits(truncate(value, decimals), decimals);
}
