import type { Locale } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The calendar names of each language the platform offers (platform codes such as de_DE). */
const loaders: Record<string, () => Promise<Locale>> = {
  de: () => import('date-fns/locale/de').then((m) => m.de),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  pt: () => import('date-fns/locale/pt').then((m) => m.pt),
};

/**
 * The date-fns locale of the player's language for calendars (month and weekday names, first day
 * of the week); undefined for English and while it loads, which the ui components read as en-GB.
 */
export function useDateLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language.split(/[_-]/)[0] ?? 'en';
  const [loaded, setLoaded] = useState<{ language: string; locale: Locale } | null>(null);
  useEffect(() => {
    const load = loaders[language];
    if (!load) return;
    let current = true;
    load()
      .then((locale) => current && setLoaded({ language, locale }))
      .catch(() => undefined); // the English calendar stays
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}
