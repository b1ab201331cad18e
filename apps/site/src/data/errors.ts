import { ApiError } from '@casino/contract/routes';
import { translateMessage, translateValidation } from '../i18n/translate';

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

/**
 * The field messages of a refused call (400/409 with `error.fields`) in the player's language:
 * each by its catalogue code (`error.fieldCodes`, with its params) where the platform sent one,
 * else a rules message by its rules code, else as the platform wrote it. Empty for any other
 * failure. Every form shows a failed call's field messages through here.
 */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => {
      const code = error.fieldCodes[field];
      return [field, code ? translateMessage(message, code.messageCode, code.params) : translateValidation(message)];
    }),
  );
}
