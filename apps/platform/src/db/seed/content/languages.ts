import { deDE, enGB, esES, type LanguageTexts } from '@casino/contract/texts';
import { deDEPages } from './pages/de_DE';
import { enGBPages } from './pages/en_GB';
import { esESPages } from './pages/es_ES';
import type { LanguagePages } from './pages/pages';

export interface SeedLanguage {
  lanCode: string;
  /** Name in the language itself, as the selector shows it. */
  language: string;
  status: boolean;
  enable: boolean;
  sortOrder: number;
  /** The language's catalogue of texts (@casino/contract/texts), seeded as `locale_texts`. */
  texts: LanguageTexts;
  pages: LanguagePages;
}

/** The languages of the site, en_GB (the default locale) first. */
export const SEED_LANGUAGES: readonly SeedLanguage[] = [
  { lanCode: 'en_GB', language: 'English', status: true, enable: true, sortOrder: 1, texts: enGB, pages: enGBPages },
  { lanCode: 'de_DE', language: 'Deutsch', status: true, enable: true, sortOrder: 2, texts: deDE, pages: deDEPages },
  { lanCode: 'es_ES', language: 'Español', status: true, enable: true, sortOrder: 3, texts: esES, pages: esESPages },
];
