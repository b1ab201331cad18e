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
/** The text of every 409 for an idempotency key reused with other details. */
export const SAME_KEY_OTHER_DETAILS_MESSAGE = 'This request was already made with different details';
export const tooManyRequests = (message = 'Too many requests, please try again later') => new ApiError(429, message);

/** Seconds a caller is asked to wait (Retry-After) when a dependency is briefly out of reach. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';
/** Every 503 leaves with `Retry-After: RETRY_AFTER_SECONDS` (see the error handler). */
export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) => new ApiError(503, message);
