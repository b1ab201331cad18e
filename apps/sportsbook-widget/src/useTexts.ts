import { useEffect, useState } from 'react';
import type { WidgetApi } from './api';
import { createTranslator, englishTranslator, pickLanCode, type Translator } from './texts';

/** How long the widget holds its first paint for the player's texts before showing English. */
export const TEXTS_WAIT_MS = 2_000;

/** 'de-de' -> 'de_DE' when the locale names a region; null for a bare language ('de'). */
function fullCode(locale: string): string | null {
  const [language, region] = locale.trim().split(/[_-]/);
  if (!language || !region || !/^[a-z]{2,3}$/i.test(language) || !/^[a-z]{2}$/i.test(region)) return null;
  return `${language.toLowerCase()}_${region.toUpperCase()}`;
}

/**
 * The texts of the contract's `locale` from the platform: the language itself when the locale
 * names one the platform has ('de_DE', 'de-DE'), else the platform's language list decides
 * (`pickLanCode`: 'de' -> 'de_DE', anything unknown -> en_GB).
 */
export async function loadTranslator(api: WidgetApi, locale: string): Promise<Translator> {
  const direct = fullCode(locale);
  if (direct) {
    const texts = await api.texts(direct);
    if (Object.keys(texts).length) return createTranslator(direct, texts);
  }
  const languages = await api.languages();
  // Languages the site offers first, then the other active ones.
  const ordered = [...languages.filter((l) => l.enable), ...languages.filter((l) => !l.enable)];
  const lanCode = pickLanCode(
    locale,
    ordered.map((l) => l.lanCode),
  );
  return createTranslator(lanCode, await api.texts(lanCode));
}

/** One request per origin and locale for the page's life (the widget is mounted again on sign-in). */
const requests = new Map<string, Promise<Translator>>();

function requestTranslator(api: WidgetApi, locale: string): Promise<Translator> {
  const key = `${api.origin}|${locale}`;
  let request = requests.get(key);
  if (!request) {
    request = loadTranslator(api, locale);
    // A failed request is forgotten, so the next mount tries again.
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

export interface TextsState {
  translator: Translator;
  /** The player's texts have arrived, failed (English stays), or took longer than TEXTS_WAIT_MS. */
  settled: boolean;
}

/** An English locale paints at once with the built-in texts (the platform's usually say the same). */
const isEnglish = (locale: string) => /^en(?:[_-]|$)/i.test(locale.trim());

/**
 * The widget's texts in the player's language; English while they load and if they cannot be
 * read. For another language `settled` waits (at most TEXTS_WAIT_MS) so the page does not flash
 * English first.
 */
export function useTexts(api: WidgetApi, locale: string): TextsState {
  const [state, setState] = useState<TextsState>(() => ({
    translator: englishTranslator,
    settled: isEnglish(locale),
  }));
  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      if (active) setState((current) => ({ ...current, settled: true }));
    }, TEXTS_WAIT_MS);
    requestTranslator(api, locale).then(
      (translator) => {
        if (active) setState({ translator, settled: true });
      },
      () => {
        if (active) setState({ translator: englishTranslator, settled: true });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, locale]);
  return state;
}
