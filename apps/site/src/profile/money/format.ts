import { holdTextCodes } from '@casino/contract/routes';
import type { MessageCode } from '@casino/contract/texts';
import { formatMoney, titleCase } from '@casino/rules';
import type { HistoryKindName } from '@casino/ui/HistoryTable';

/**
 * '€50.00' in English, '50,00 €' in German: a decimal string in its currency (the code, e.g.
 * 'EUR'; none gives the number alone), formatted exactly for the locale (@casino/rules' formatMoney).
 */
export function money(value: string, currency: string, locale: string): string {
  return formatMoney(value, locale, { currency: currency || undefined });
}

/** Date and time of a history row in the player's language, e.g. '21 Nov 2026, 14:05'. */
export function dateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** '+€5.00', '-€5.00' or '€0.00': a change of the balance, its sign always written. */
export function signedMoney(value: string, currency: string, locale: string): string {
  return formatMoney(value, locale, { currency: currency || undefined, signDisplay: 'exceptZero' });
}

/**
 * The colour of a transaction's type when it is not the type's own: a balance adjustment reads as
 * money in (a deposit's colour) when it credits and as money out (a withdrawal's) when it debits.
 */
export function transactionTone(row: { type: { name: string }; amount: string }): HistoryKindName | undefined {
  if (row.type.name !== 'adjustment' || Number(row.amount) === 0) return undefined;
  return row.amount.trim().startsWith('-') ? 'withdrawal' : 'deposit';
}

/**
 * A translated label of a status or type name, falling back to the name title-cased (spec point
 * 4). The key joins the prefix and the name in camel case: 'transactions.type' and
 * 'bonus_conversion' give 'transactions.typeBonusConversion'.
 */
export function labelOf(t: (key: string, options: { defaultValue: string }) => string, prefix: string, name: string) {
  return t(`${prefix}${pascalCase(name)}`, { defaultValue: titleCase(name) });
}

const pascalCase = (name: string) =>
  name
    .split(/[_-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * Why a deposit was held and what becomes of its money, in the player's language: the catalogue
 * texts of its reason and its status (`holdTextCodes`, as the platform writes its English
 * `message`), or the platform's own words for a reason or status the contract has no text of.
 */
export function holdMessage(
  t: (key: MessageCode) => string,
  hold: { reason: string; message: string },
  status: string,
): string {
  const codes = holdTextCodes(hold.reason, status);
  return codes ? `${t(codes[0])} ${t(codes[1])}` : hold.message;
}
