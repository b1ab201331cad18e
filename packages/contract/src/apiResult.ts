import { isErrorEnvelope } from './isErrorEnvelope';

/** A field message's code in the text catalogue and its values (the envelope's `fieldCodes`). */
export interface FieldCode {
  readonly messageCode: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A refused or failed call: the platform's message and field messages, the HTTP status (0 when
 * the platform could not be reached), and the rule that refused it when one did (`reason`, e.g.
 * 'bonus_active', 'kyc_required', 'reality_check_due').
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly reason?: string,
    /** The message's code in the text catalogue and its values: show `messageCode` in the player's language. */
    readonly messageCode?: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** The catalogue code and values of the field messages that have one: show them in the player's language. */
    readonly fieldCodes: Readonly<Record<string, FieldCode>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Reads a platform response the way every client does (the site and the sportsbook widget): the
 * envelope's `result`, or an `ApiError` from its `error` (the envelope's code, else the HTTP
 * status), or, for a failed response without an envelope, an `ApiError` with `failedText`.
 */
export async function readApiResult<T>(
  response: Response,
  failedText: string = response.statusText || 'Request failed',
): Promise<T> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (isErrorEnvelope(parsed)) {
    const { code, message, fields, reason, messageCode, params, fieldCodes } = parsed.error;
    throw new ApiError(
      code || response.status,
      message,
      fields ?? {},
      reason,
      messageCode,
      params ?? {},
      fieldCodes ?? {},
    );
  }
  if (!response.ok) throw new ApiError(response.status, failedText);
  return (parsed as { result: T } | null)?.result as T;
}
