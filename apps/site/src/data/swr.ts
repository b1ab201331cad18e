import type { Key, SWRConfiguration } from 'swr';
import { tr } from '../i18n/translate';
import { notify } from '../notify/notify';
import { errorMessage } from './errors';

/**
 * The site's one SWR configuration (the app root's `SWRConfig`, and what every data hook starts
 * from, so a hook behaves the same under any root): data is read when a view needs it and not
 * again when the window regains focus, and a failure is handled once, never retried by itself.
 */
export const swrConfig = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;

/**
 * Fetcher convention of the lists a page shows without a message of their own (spec point 8:
 * languages, games, offers): a failure is logged as '`what` could not be loaded' and the list
 * answers `empty`.
 */
export function orEmpty<T>(what: string, fetch: () => Promise<T>, empty: T): () => Promise<T> {
  return () =>
    fetch().catch((error: unknown) => {
      console.warn(`${what} could not be loaded`, error);
      return empty;
    });
}

/** Failure convention of a player's lists (spec point 8): toasts the server's message, else 'Request failed'. */
export function toastFailure(error: unknown): void {
  notify.error(errorMessage(error, tr('toast.requestFailed', 'Request failed')));
}

/**
 * One resource as a page reads it: its key and its fetcher. The data hooks read with it, and the
 * route loaders (app/loaders.ts) fetch the same on the server, or start it in the browser.
 */
export interface DataQuery<T> {
  key: Key;
  fetch: () => Promise<T>;
  /** The GET address the fetch asks for, when a page's head may ask for it first (a large catalogue). */
  url?: string;
}
