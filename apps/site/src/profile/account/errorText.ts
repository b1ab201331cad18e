import { ApiError } from '@casino/contract/routes';

/** The message of a failed call (the server's, else the error's own), or the fallback (spec point 8). */
export function errorText(error: unknown, fallback: string): string {
  return (error instanceof Error && error.message) || fallback;
}

/** The field messages of a refused call (400/409 with `error.fields`), empty otherwise. */
export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
