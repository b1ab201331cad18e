import { ApiError } from '@casino/contract/routes';
import { translateMessage } from '../i18n/translate';

/**
 * What a failure says to the player (spec point 8): a refused call's message from the platform
 * (an `ApiError`) in the player's language when it carries a `messageCode` (with its `params`),
 * else as the platform wrote it; else an error's own message, else `fallback` (also for an empty
 * message and for anything thrown that is not an error). Every toast and form shows a failed
 * call's message through here.
 */
export function errorMessage(error: unknown, fallback = ''): string {
  if (error instanceof ApiError) return translateMessage(error.message || fallback, error.messageCode, error.params);
  return error instanceof Error ? error.message || fallback : fallback;
}

/** The field messages of a refused call (400/409 with `error.fields`), empty for any other failure. */
export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
