import { deDE } from './de_DE';
import { enGB, type LanguageTexts, type MessageCode, type PluralBase } from './en_GB';
import { esES } from './es_ES';
import { backofficeEnGB, type BackofficeTextCode } from './backoffice/en_GB';

/*
 * The text catalogue: every text of the site, the sportsbook widget and the platform's
 * player-facing messages, one catalogue per language, keyed by message code. The platform seeds
 * its `locale_texts` from here (an operator may then edit a text); the site shows them through
 * i18next, and translates an error's `messageCode` with its `params`. Schema-free: no TypeBox.
 */

export { deDE, enGB, esES, type LanguageTexts, type MessageCode, type PluralBase };

/**
 * The back office's texts (apps/backoffice), English only: staff screens are in the operator's
 * language, not the player's (see texts/backoffice/en_GB.ts). Not part of TEXTS: the platform
 * seeds players' languages only.
 */
export const BACKOFFICE_TEXTS = backofficeEnGB;
export type { BackofficeTextCode };

/** The catalogue of every language of the site, by language code; en_GB (the default locale) first. */
export const TEXTS = { en_GB: enGB, de_DE: deDE, es_ES: esES } as const satisfies Record<string, LanguageTexts>;

/** A language code of the catalogue ('de_DE'). */
export type TextLanguage = keyof typeof TEXTS;

/** Values for a text's `{{name}}` placeholders, as an error envelope's `params` carries them. */
export type TextParams = Readonly<Record<string, string | number>>;

/**
 * Fills a text's `{{name}}` placeholders (i18next's format) from `params`; a placeholder without a
 * value stays as it is, so a missing value shows rather than vanishes.
 */
export function fillText(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** True when `code` is a code of the catalogue (a code from the wire is only a string). */
export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(enGB, code);
}

/**
 * The catalogue language of a player's locale: 'de_DE', 'de-DE', 'de-AT' and 'de' give de_DE (any
 * case); a language the catalogue lacks, or none, gives en_GB (the default locale).
 */
export function textLanguageOf(locale: string | null | undefined): TextLanguage {
  const wanted = (locale ?? '').trim().replace('-', '_').toLowerCase();
  const languages = Object.keys(TEXTS) as TextLanguage[];
  const exact = languages.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('_')[0];
  return languages.find((language) => base !== '' && language.toLowerCase().startsWith(`${base}_`)) ?? 'en_GB';
}

/** A catalogue language as BCP 47 ('de_DE' to 'de-DE'), for Intl. */
export const bcp47Of = (language: TextLanguage): string => language.replace('_', '-');

/**
 * A text of the catalogue in a language, filled in; en_GB's when the language lacks it. A plural
 * base ('mail.linkExpires') picks its form by `params.count` as i18next does (Intl.PluralRules),
 * falling back to its `_other` form.
 */
export function textIn(language: TextLanguage, code: MessageCode | PluralBase, params?: TextParams): string {
  const own: Readonly<Record<string, string>> = TEXTS[language];
  const english: Readonly<Record<string, string>> = enGB;
  const count = params?.count;
  const keys =
    typeof count === 'number'
      ? [`${code}_${new Intl.PluralRules(bcp47Of(language)).select(count)}`, `${code}_other`, code]
      : [code, `${code}_other`];
  for (const source of [own, english]) {
    const key = keys.find((candidate) => Object.hasOwn(source, candidate));
    if (key) return fillText(source[key] ?? '', params);
  }
  return code;
}
