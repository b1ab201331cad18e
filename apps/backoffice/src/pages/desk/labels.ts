/** An enum name as staff read it: 'bonus_conversion' → 'Bonus conversion', 'wrong_password' → 'Wrong password'. */
export function humanise(name: string): string {
  const words = name.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Minor units as a decimal of `places` decimals ('50000', 2 → '500.00'); other values as they are. */
export function minorToDecimal(value: unknown, places: number): string {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return String(value);
  const negative = value.startsWith('-');
  const digits = (negative ? value.slice(1) : value).padStart(places + 1, '0');
  const whole = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${whole}` : whole;
}
