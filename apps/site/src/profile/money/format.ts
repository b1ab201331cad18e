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

/** '+€5.00', '-€5.00' or '€0.00': a change of the balance, its sign always written. */
export function signedMoney(value: string, symbol: string, locale: string): string {
  const text = money(value, symbol, locale);
  return value.startsWith('-') || /^0*(\.0*)?$/.test(value) ? text : `+${text}`;
}

/**
 * A translated label of a status or type name, falling back to the name title-cased (spec point
 * 4). The key joins the prefix and the name in camel case: 'transactions.type' and
 * 'bonus_conversion' give 'transactions.typeBonusConversion'.
 */
export function labelOf(t: (key: string, options: { defaultValue: string }) => string, prefix: string, name: string) {
  const pascal = name
    .split(/[_-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return t(`${prefix}${pascal}`, { defaultValue: titleCase(name) });
}
