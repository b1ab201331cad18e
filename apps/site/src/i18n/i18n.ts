import type { LocaleTexts } from '@casino/contract';
import { DEFAULT_LOCALE } from '@casino/rules';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { requestTexts, storedLanguage, storeLanguage } from './texts';

export { storedLanguage };

/** 'en_GB' -> 'en-GB', for `<html lang>` and Intl formatting. */
export const toBcp47 = (lanCode: string) => lanCode.replace('_', '-');

/** i18next's settings, in the browser and in the server renderer. */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: {},
} as const;

/** The languages whose texts a page in `language` needs: it, then the default as fallback. */
export const languagesToLoad = (language: string) =>
  language === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [language, DEFAULT_LOCALE];

/**
 * Adds texts from the platform (by language code) to an i18next instance, over what it had. The
 * platform serves the text catalogue (@casino/contract/texts) as seeded, with an operator's edits.
 */
export function addTexts(instance: i18n, bundles: LocaleTexts[]): void {
  for (const bundle of bundles)
    for (const [code, entries] of Object.entries(bundle)) {
      instance.addResourceBundle(code, 'translation', entries, true, true);
    }
}

function fetchTexts(lanCode: string): Promise<LocaleTexts> {
  return requestTexts(lanCode);
}

/**
 * Starts i18next with the texts of one language from the platform. Keys are whole strings
 * ('menu.casino', 'validation.minLength2'): no key or namespace separators.
 * Missing keys fall back to the default language's text, then to the key's own text.
 */
export async function initI18n(instance: i18n = i18next): Promise<i18n> {
  const language = storedLanguage();
  const texts = await Promise.all(
    languagesToLoad(language).map((code) => fetchTexts(code).catch(() => ({}) as LocaleTexts)),
  );
  // The texts are handed to i18next as its resources, as they are: adding them as bundles afterwards
  // copied every text one by one (issue 33: ~100 ms of the start on a phone).
  const resources: Record<string, { translation: Record<string, string> }> = {};
  for (const bundle of texts)
    for (const [code, entries] of Object.entries(bundle)) {
      const known = resources[code]?.translation;
      resources[code] = { translation: known ? { ...known, ...entries } : entries };
    }
  await instance.use(initReactI18next).init({ ...I18N_OPTIONS, resources, lng: language });
  document.documentElement.lang = toBcp47(language);
  // A language chosen before the cookie existed: the server learns it for the next page. Unless another
  // language was chosen while this page started (another tab, a link that set it): that choice stands.
  if (language !== DEFAULT_LOCALE && storedLanguage() === language && !document.cookie.includes(`language=${language}`))
    storeLanguage(language);
  return instance;
}

/** Loads a language's texts if needed, switches every visible text to it and remembers it. */
export async function changeLanguage(lanCode: string, instance: i18n = i18next): Promise<void> {
  if (!instance.hasResourceBundle(lanCode, 'translation')) {
    addTexts(instance, [await fetchTexts(lanCode)]);
  }
  await instance.changeLanguage(lanCode);
  storeLanguage(lanCode);
  document.documentElement.lang = toBcp47(lanCode);
}
