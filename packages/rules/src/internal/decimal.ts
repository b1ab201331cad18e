/**
 * Exact decimal numbers on bigint: value = units / 10^scale. Internal to the package; money,
 * bonus and percentage helpers build on it so that no amount ever passes through a float.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

const TEN = 10n;
export const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);

/**
 * Reads a plain decimal string ('12', '0.10', '-3.5'; surrounding whitespace ignored, no
 * exponent, no '+') or a finite number (through its shortest round-trip text, so 0.1 is 0.1
 * and 0.1 + 0.2 is 0.30000000000000004). Anything else gives null.
 */
export function parseDecimal(input: string | number | null | undefined): Decimal | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    const match = NUMBER_TEXT.exec(String(input));
    if (!match) return null;
    const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
    let units = BigInt(whole + fraction);
    let scale = fraction.length - Number(exponent);
    if (scale < 0) {
      units *= pow10(-scale);
      scale = 0;
    }
    return { units: sign ? -units : units, scale };
  }
  if (typeof input !== 'string') return null;
  const match = PLAIN_DECIMAL.exec(input.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** Number of decimals that carry a non-zero digit (trailing zeros do not count). */
export function significantScale({ units, scale }: Decimal): number {
  let value = units < 0n ? -units : units;
  let result = scale;
  while (result > 0 && value % TEN === 0n) {
    value /= TEN;
    result -= 1;
  }
  return value === 0n ? 0 : result;
}

/** Units at `decimals` decimals, rounding half away from zero (half-up for positive values). */
export function roundHalfUp({ units, scale }: Decimal, decimals: number): bigint {
  if (scale <= decimals) return units * pow10(decimals - scale);
  const divisor = pow10(scale - decimals);
  const quotient = units / divisor;
  const remainder = units % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < divisor) return quotient;
  return units < 0n ? quotient - 1n : quotient + 1n;
}

/** Units at `decimals` decimals, dropping extra digits (towards zero). */
export function truncate({ units, scale }: Decimal, decimals: number): bigint {
  if (scale <= decimals) return units * pow10(decimals - scale);
  return units / pow10(scale - decimals);
}

/** Writes units as a decimal string with exactly `decimals` decimals. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new RangeError(`decimals must be an integer from 0 to 36, got ${decimals}`);
  }
}
