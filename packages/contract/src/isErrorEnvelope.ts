import type { ErrorEnvelope } from './envelope';

/**
 * Type guard for a parsed response body that carries an error. Kept apart from the envelope
 * schemas so that a client can import it without TypeBox (`@casino/contract/routes`).
 */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof (body as { error: unknown }).error === 'object' &&
    (body as { error: unknown }).error !== null
  );
}
