import { deDEPages } from './pages/de_DE';
import { enGBPages } from './pages/en_GB';
import { esESPages } from './pages/es_ES';
import type { LanguagePages } from './pages/pages';
import { deDE } from './texts/de_DE';
import { enGB, type LanguageTexts } from './texts/en_GB';
import { esES } from './texts/es_ES';

export interface SeedLanguage {
  lanCode: string;
  /** Name in the language itself, as the selector shows it. */
  language: string;
  status: boolean;
  enable: boolean;
  sortOrder: number;
  texts: LanguageTexts;
  pages: LanguagePages;
}

/** The languages of the site, en_GB (the default locale) first. */
export const SEED_LANGUAGES: readonly SeedLanguage[] = [
  { lanCode: 'en_GB', language: 'English', status: true, enable: true, sortOrder: 1, texts: enGB, pages: enGBPages },
  { lanCode: 'de_DE', language: 'Deutsch', status: true, enable: true, sortOrder: 2, texts: deDE, pages: deDEPages },
  { lanCode: 'es_ES', language: 'Español', status: true, enable: true, sortOrder: 3, texts: esES, pages: esESPages },
];
