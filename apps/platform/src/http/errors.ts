import {
  type DomainError,
  type DomainErrorKind,
  type FieldCode,
  SAME_KEY_OTHER_DETAILS_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '../services/errors';

export { SAME_KEY_OTHER_DETAILS_MESSAGE, UNAVAILABLE_MESSAGE };

/** An error the API answers with its own status and message (and field messages for 400s). */
export class ApiError extends Error {
  /** Refused because a password or a code was wrong: the credential throttle counts it (see `wrongAnswer`). */
  wrongAnswer = false;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The rule that refused the call (the envelope's `reason`), for clients that act on it. */
    readonly reason?: string,
    /** The text's code in the text catalogue and the values it is filled in with (the envelope's `messageCode`, `params`). */
    readonly messageCode?: string,
    readonly params?: Readonly<Record<string, string | number>>,
    /** The catalogue code and values of field messages said by one (the envelope's `fieldCodes`). */
    readonly fieldCodes?: Record<string, FieldCode>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Marks a refusal as a wrong password or code: every call that checks one runs through the
 * credential throttle (http/credentialThrottle.ts), which counts these.
 */
export function wrongAnswer<E extends ApiError>(error: E): E {
  error.wrongAnswer = true;
  return error;
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, message, fields);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new ApiError(409, message, fields);
export const tooManyRequests = (message = 'Too many requests, please try again later') => new ApiError(429, message);

/** Seconds a caller is asked to wait (Retry-After) when a dependency is briefly out of reach. */
export const RETRY_AFTER_SECONDS = 5;
/** Every 503 leaves with `Retry-After: RETRY_AFTER_SECONDS` (see the error handler). */
export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) => new ApiError(503, message);

/** The HTTP status of each kind of domain error (services/errors.ts). */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  refused: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  provider_failed: 502,
  unavailable: 503,
};

/** A service's failure as the API answers it: the one place a domain error gets its HTTP status. */
export function toApiError(error: DomainError): ApiError {
  const apiError = new ApiError(
    STATUS_OF[error.kind],
    error.message,
    error.fields,
    error.reason,
    error.messageCode,
    error.params,
    error.fieldCodes,
  );
  apiError.wrongAnswer = error.wrongAnswer;
  return apiError;
}
