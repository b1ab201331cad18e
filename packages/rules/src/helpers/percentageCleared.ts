import { formatUnits, parseDecimal, roundHalfUp } from '../internal/decimal';

/**
 * Text of the bonus wagering gauge: two decimals ('42.50'), the whole number '100' when
 * cleared. The value is clamped to 0..100 and rounded half-up at two decimals (99.995 ->
 * '100'); anything that is not a number shows as '0.00'.
 */
export function formatPercentageCleared(value: string | number | null | undefined): string {
  const parsed = parseDecimal(value);
  if (!parsed || parsed.units <= 0n) return '0.00';
  const hundredths = roundHalfUp(parsed, 2);
  if (hundredths >= 10_000n) return '100';
  return formatUnits(hundredths, 2);
}
