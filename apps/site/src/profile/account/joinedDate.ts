import { toBcp47 } from '../../i18n/i18n';

/**
 * The joined date in the player's language, month spelled out. English follows the spec's
 * 'MMMM D, YYYY' ('November 21, 2026', British English included); other languages keep their own
 * order ('21. November 2026', '21 de noviembre de 2026'). Empty for an unreadable date.
 */
/** The locale whose long date is the spec's 'MMMM D, YYYY'. */
const SPEC_ORDER = 'en-US';

export function formatJoinedDate(createdAt: string, lanCode: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  let locale: string;
  try {
    locale = Intl.DateTimeFormat.supportedLocalesOf(toBcp47(lanCode))[0] ?? SPEC_ORDER;
  } catch {
    locale = SPEC_ORDER;
  }
  if (locale.toLowerCase().startsWith('en')) locale = SPEC_ORDER;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
