import { toBcp47 } from './i18n';

const cache = new Map<string, Intl.DisplayNames | null>();

/** Intl's names of one type in a language, or null where the runtime has none. */
function displayNames(lanCode: string, type: 'language' | 'currency'): Intl.DisplayNames | null {
  const key = `${lanCode}:${type}`;
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([toBcp47(lanCode)], { type, fallback: 'none' }));
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key) ?? null;
}

/** A name as it starts a list entry: 'inglés' is written 'Inglés'. */
const capitalised = (name: string, lanCode: string) =>
  name.charAt(0).toLocaleUpperCase(toBcp47(lanCode)) + name.slice(1);

/**
 * The name of a language code ('en_GB') in the language the player reads (`lanCode`): 'Englisch'
 * in German. Only the language is named ('English', not 'British English') unless `others` holds
 * another code of the same language; `fallback` (the platform's name) where Intl has none.
 */
export function languageName(code: string, lanCode: string, fallback: string, others: readonly string[] = []): string {
  const language = code.split(/[_-]/)[0] ?? code;
  const sameLanguage = others.some((other) => other !== code && other.split(/[_-]/)[0] === language);
  const name = displayNames(lanCode, 'language')?.of(sameLanguage ? toBcp47(code) : language);
  return name ? capitalised(name, lanCode) : fallback;
}

/** The name of a currency ('USD') in the language the player reads: 'US-Dollar' in German; `fallback` where Intl has none. */
export function currencyName(code: string, lanCode: string, fallback: string): string {
  let name: string | undefined;
  try {
    name = displayNames(lanCode, 'currency')?.of(code);
  } catch {
    // A code Intl refuses (not three letters).
  }
  return name ? capitalised(name, lanCode) : fallback;
}
