import { titleCase } from '@casino/rules';
import { formatMoney } from '../../wallet/wallets';

/** '€50.00': a decimal string with its symbol, formatted for the locale without a float. */
export function money(value: string, symbol: string, locale: string): string {
  const negative = value.startsWith('-');
  return `${negative ? '-' : ''}${symbol}${formatMoney(negative ? value.slice(1) : value, locale)}`;
}

/** Date and time of a history row in the player's language, e.g. '21 Nov 2026, 14:05'. */
export function dateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A translated label of a status or type name, falling back to the name title-cased (spec point 4). */
export function labelOf(t: (key: string, options: { defaultValue: string }) => string, prefix: string, name: string) {
  const key = `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return t(key, { defaultValue: titleCase(name) });
}
