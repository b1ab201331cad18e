import type { ValidationError } from 'yup';

/**
 * Field errors of a yup ValidationError as { path: first message }. Works with
 * `abortEarly: false` (every field) and with the default (the one error). A form-wide
 * error sits under ''.
 */
export function collectFieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const path = failure.path ?? '';
    const message = failure.errors[0] ?? failure.message;
    if (!Object.hasOwn(errors, path)) errors[path] = message;
  }
  return errors;
}
