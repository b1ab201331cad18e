import { MONEY_DECIMALS } from '../constants';
import { formatUnits, parseDecimal, roundHalfUp, truncate } from '../internal/decimal';

type DecimalInput = string | number | null | undefined;

/**
 * Bonus amount preview on deposit: amount x percentage / 100, capped at maxAmount, as a
 * string with 2 decimals. Exact decimal arithmetic on bigint (no float drift).
 *
 * Rounding: the product is rounded half-up at the cent (33.33 x 15 / 100 = 4.9995 -> '5.00');
 * the cap is cut down to the cent so the preview never exceeds maxAmount.
 * An empty, invalid or negative amount or percentage gives '0.00'; a missing maxAmount
 * (null, undefined or '') means no cap; an invalid or negative maxAmount gives '0.00'.
 */
export function bonusPreview(amount: DecimalInput, percentage: DecimalInput, maxAmount?: DecimalInput): string {
  const zero = formatUnits(0n, MONEY_DECIMALS);
  const base = parseDecimal(amount);
  const rate = parseDecimal(percentage);
  if (!base || !rate || base.units < 0n || rate.units < 0n) return zero;
  let cents = roundHalfUp({ units: base.units * rate.units, scale: base.scale + rate.scale + 2 }, MONEY_DECIMALS);
  if (maxAmount !== null && maxAmount !== undefined && maxAmount !== '') {
    const cap = parseDecimal(maxAmount);
    if (!cap || cap.units < 0n) return zero;
    const capCents = truncate(cap, MONEY_DECIMALS);
    if (cents > capCents) cents = capCents;
  }
  return formatUnits(cents, MONEY_DECIMALS);
}
