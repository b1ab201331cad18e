import { ApiError } from '@casino/contract/routes';

/**
 * What a failure says to the player (spec point 8): a refused call's message from the platform
 * (an `ApiError`), else an error's own message, else `fallback` (also for an empty message and
 * for anything thrown that is not an error).
 */
export function errorMessage(error: unknown, fallback = ''): string {
  // An ApiError is an Error: its message is the platform's.
  return error instanceof Error ? error.message || fallback : fallback;
}

/** The field messages of a refused call (400/409 with `error.fields`), empty for any other failure. */
export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
