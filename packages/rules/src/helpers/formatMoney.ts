/** A decimal amount as the platform writes it: an optional minus, digits, optionally a point and decimals. */
const DECIMAL_TEXT = /^-?\d+(?:\.(\d+))?$/;

export interface FormatMoneyOptions {
  /**
   * The currency's code (ISO 4217, e.g. 'EUR'): the amount is written with its symbol where the
   * locale puts it ("€18.50", "18,50 €"). Without one, the number alone ("18.50", "18,50"); a code
   * Intl does not know is written after the number ("18.50 USDT").
   */
  currency?: string;
  /** 'exceptZero' writes the sign of a change always ("+€5.00", "-€5.00", "€0.00"); default: minus only. */
  signDisplay?: 'auto' | 'exceptZero';
}

const formats = new Map<string, Intl.NumberFormat>();

/** One cached Intl.NumberFormat per locale, currency, decimals and sign display. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify([locale, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The decimals a currency is written with in a locale (2 for EUR, 0 for JPY), or null for a code Intl refuses. */
function currencyDecimals(locale: string, currency: string): number | null {
  try {
    return numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

/**
 * Formats an exact decimal amount (a string such as "18.50", never a float) for a BCP 47 locale
 * ('de-DE'): Intl.NumberFormat reads the string as a StringNumericLiteral, so no digit is lost or
 * rounded. Every decimal of the amount is kept; with a currency, at least the currency's own
 * ("18.5" gives "€18.50"). The site and the sportsbook widget write every amount with it, so
 * German reads "18,50 €" everywhere. Text that is not a decimal amount is answered as it is.
 */
export function formatMoney(
  amount: string,
  locale: string,
  { currency, signDisplay = 'auto' }: FormatMoneyOptions = {},
) {
  const match = DECIMAL_TEXT.exec(amount);
  if (!match) return amount;
  const decimals = match[1]?.length ?? 0;
  const value = amount as Intl.StringNumericLiteral;
  const ownDecimals = currency ? currencyDecimals(locale, currency) : null;
  if (currency && ownDecimals !== null) {
    const digits = Math.max(decimals, ownDecimals);
    return numberFormat(locale, {
      style: 'currency',
      currency,
      signDisplay,
      minimumFractionDigits: ownDecimals,
      maximumFractionDigits: digits,
    }).format(value);
  }
  const number = numberFormat(locale, {
    signDisplay,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  return currency ? `${number} ${currency}` : number;
}
