import { toBcp47 } from '../../i18n/i18n';

/**
 * The joined date in the player's language, month spelled out ('MMMM D, YYYY' style: 'November 21,
 * 2026' in US English, '21 November 2026' in British English, '21 de noviembre de 2026' in Spanish).
 * Empty for an unreadable date.
 */
export function formatJoinedDate(createdAt: string, lanCode: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  let locale: string;
  try {
    locale = Intl.DateTimeFormat.supportedLocalesOf(toBcp47(lanCode))[0] ?? 'en-GB';
  } catch {
    locale = 'en-GB';
  }
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
