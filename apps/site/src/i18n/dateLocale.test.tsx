import { renderHook, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useDateLocale } from './dateLocale';

async function wrapperFor(language: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

describe('the calendar locale of the player language', () => {
  it('gives the German month names for de_DE', async () => {
    const { result } = renderHook(() => useDateLocale(), { wrapper: await wrapperFor('de_DE') });
    await waitFor(() => expect(result.current?.code).toBe('de'));
    expect(result.current?.localize.month(0)).toBe('Januar');
  });

  it('gives the Spanish ones for es_ES', async () => {
    const { result } = renderHook(() => useDateLocale(), { wrapper: await wrapperFor('es_ES') });
    await waitFor(() => expect(result.current?.code).toBe('es'));
  });

  it('leaves English to the components default (en-GB)', async () => {
    const { result } = renderHook(() => useDateLocale(), { wrapper: await wrapperFor('en_GB') });
    expect(result.current).toBeUndefined();
  });
});
