import type { LocaleTexts } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import { DEFAULT_LOCALE } from '@casino/rules';
import { callApi } from '../api/client';

const STORAGE_KEY = 'language';

/** The language the player chose last time, else the default locale (spec point 9: en_GB). */
export function storedLanguage(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Remembers the player's language; the cookie tells the server which language to render a
 * visitor's first screen in (server/render.tsx).
 */
export function storeLanguage(lanCode: string): void {
  window.localStorage.setItem(STORAGE_KEY, lanCode);
  document.cookie = `${STORAGE_KEY}=${encodeURIComponent(lanCode)}; path=/; max-age=31536000; samesite=lax`;
}

const requests = new Map<string, Promise<LocaleTexts>>();

/** The texts of one language from the platform, asked for once per page load. */
export function requestTexts(lanCode: string = storedLanguage()): Promise<LocaleTexts> {
  let request = requests.get(lanCode);
  if (!request) {
    request = callApi(authApi.getLocaleTexts, { query: { lanCode } });
    // A failure is handled by whoever awaits it; forget it so a later call may try again.
    request.catch(() => requests.delete(lanCode));
    requests.set(lanCode, request);
  }
  return request;
}
