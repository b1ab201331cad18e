import { MONEY_DECIMALS } from '../constants';
import { assertDecimals, formatUnits, parseDecimal, significantScale, truncate } from '../internal/decimal';

/**
 * The one grammar of an amount a caller sends, wherever money enters (deposit, withdraw,
 * stakes, bets, operator money fields): digits, then optionally a point and 1 or 2 decimals.
 * No sign, exponent, hex/octal/binary prefix, spaces, thousands separator, '.5' or '5.'.
 */
export const AMOUNT_PATTERN = /^\d+(?:\.\d{1,2})?$/;

/** Why an amount was refused: nothing given, not an amount, below zero, or too many decimals. */
export type AmountProblem = 'required' | 'invalid' | 'negative' | 'decimals';

export type AmountReading = { ok: true; amount: string } | { ok: false; problem: AmountProblem };

const UNSIGNED_TEXT = /^\d+(?:\.(\d+))?$/;
const NEGATIVE_TEXT = /^-\d+(?:\.\d+)?$/;

/**
 * Reads an amount a caller sent, in the one grammar of money (AMOUNT_PATTERN at `decimals`
 * decimals), as text or as a JSON number; answers it with exactly `decimals` decimals
 * ('5' -> '5.00', 20.5 -> '20.50') or the problem.
 *
 * A number is read through its shortest text (String(n)), which must match the same grammar:
 * 1e21 ('1e+21'), 1e-7 and NaN or Infinity are invalid; 0.1 + 0.2 has too many decimals. Text is
 * taken as it is, never trimmed: ' 5' is invalid. Empty or blank text, null and undefined are
 * 'required'; a plain negative amount ('-5', -5) is 'negative' so a form can name the minimum.
 */
export function parseAmountInput(input: unknown, decimals: number = MONEY_DECIMALS): AmountReading {
  assertDecimals(decimals);
  if (input === undefined || input === null) return { ok: false, problem: 'required' };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'invalid' };
    text = String(input);
  } else if (typeof input === 'string') {
    if (input.trim() === '') return { ok: false, problem: 'required' };
    text = input;
  } else {
    return { ok: false, problem: 'invalid' };
  }
  const match = UNSIGNED_TEXT.exec(text);
  if (!match) return { ok: false, problem: NEGATIVE_TEXT.test(text) ? 'negative' : 'invalid' };
  if ((match[1]?.length ?? 0) > decimals) return { ok: false, problem: 'decimals' };
  const value = parseDecimal(text);
  if (!value) return { ok: false, problem: 'invalid' };
  return { ok: true, amount: formatUnits(truncate(value, decimals), decimals) };
}

/**
 * parseAmountInput without the reason: the amount with exactly `decimals` decimals, or null for
 * anything outside the grammar ('5' -> '5.00'; ' 5', '1.500', '1e3', '-1', NaN -> null).
 */
export function parseMoney(input: string | number, decimals: number = MONEY_DECIMALS): string | null {
  const reading = parseAmountInput(input, decimals);
  return reading.ok ? reading.amount : null;
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
