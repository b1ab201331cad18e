import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SWRConfig } from 'swr';
import { I18N_OPTIONS } from '../i18n/i18n';

/**
 * A wrapper for component tests: an i18next instance with the given texts (keys whole, as the
 * site looks them up) and a fresh SWR cache, so no test sees another's answers.
 */
export function withTexts(texts: Record<string, string>, lanCode = 'en_GB') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: lanCode,
    resources: { [lanCode]: { translation: texts } },
    initAsync: false,
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </I18nextProvider>
    );
  };
}
