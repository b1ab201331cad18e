// vitest: isolate
import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from './i18n';

const texts: Record<string, Record<string, string>> = {
  en_GB: {
    'menu.casino': 'Casino',
    'validation.minLength2': 'minimum length of 2',
    'only.english': 'Only in English',
  },
  de_DE: { 'menu.casino': 'Kasino', 'validation.minLength2': 'Mindestlänge von 2' },
};

describe('translations from the platform', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const lanCode = new URL(url, 'http://site.test').searchParams.get('lanCode') ?? 'en_GB';
        return new Response(JSON.stringify({ result: { [lanCode]: texts[lanCode] ?? {} } }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts in en_GB and looks keys up whole', async () => {
    const i18n = await initI18n(createInstance());
    expect(i18n.t('menu.casino')).toBe('Casino');
    expect(i18n.t('validation.minLength2')).toBe('minimum length of 2');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('switches language, remembers it, and falls back to English for a missing text', async () => {
    const i18n = await initI18n(createInstance());
    await changeLanguage('de_DE', i18n);
    expect(i18n.t('menu.casino')).toBe('Kasino');
    expect(i18n.t('only.english')).toBe('Only in English');
    expect(window.localStorage.getItem('language')).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de-DE');

    const again = await initI18n(createInstance());
    expect(again.language).toBe('de_DE');
    expect(again.t('validation.minLength2')).toBe('Mindestlänge von 2');
  });

  it('tells the server a language chosen before the cookie existed, but never undoes a language chosen while it started', async () => {
    document.cookie = 'language=; path=/; max-age=0';
    window.localStorage.setItem('language', 'de_DE');
    await initI18n(createInstance());
    expect(document.cookie).toContain('language=de_DE');

    // A page starting in German while the player picks Spanish (in another tab, or as the page loads).
    document.cookie = 'language=; path=/; max-age=0';
    // (initI18n reads the stored language at once, then waits for the texts.)
    const starting = initI18n(createInstance());
    window.localStorage.setItem('language', 'es_ES');
    document.cookie = 'language=es_ES; path=/';
    await starting;
    expect(window.localStorage.getItem('language')).toBe('es_ES');
    expect(document.cookie).toContain('language=es_ES');
  });
});
