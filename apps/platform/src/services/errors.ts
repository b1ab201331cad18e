/**
 * The failures a service reports, in the services' own words. Services throw these and never an
 * HTTP status: the HTTP layer answers each kind with its status in one place
 * (`http/errors.ts` `toApiError`, called by the error handler), and a service called outside a
 * request (the admin CLI, a sweep, a test) reads the kind.
 *
 * | kind              | meaning                                                          | HTTP |
 * | ----------------- | ---------------------------------------------------------------- | ---- |
 * | `invalid`         | the input breaks a rule (with a message per field where one is)  | 400  |
 * | `unauthenticated` | no valid session or token                                        | 401  |
 * | `refused`         | a rule refuses the action for this player now (with its reason)  | 403  |
 * | `not_found`       | the thing named does not exist (or is not the caller's)          | 404  |
 * | `conflict`        | the thing's state does not allow it (already done, changed)      | 409  |
 * | `too_many`        | too many tries                                                   | 429  |
 * | `provider_failed` | a provider (payments) refused the call or answered nonsense      | 502  |
 * | `unavailable`     | a dependency is briefly out of reach: try again                  | 503  |
 */

import { enGB, fillText, type MessageCode } from '@casino/contract/texts';

/** Values a message's text is filled in with (`{{name}}` in the catalogue). */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A message of the text catalogue (@casino/contract/texts): its code and the values of its
 * placeholders. A domain error made from one answers the English text as `message` and the code
 * and values as `messageCode` and `params`, so the site shows it in the player's language.
 */
export interface Said {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}

/** A catalogue message: `refused(says('protection.timeOutUntil', { until }), 'time_out')`. */
export const says = (code: MessageCode, params?: MessageParams): Said => ({ code, params });

/** A catalogue message's English text, filled in (for answers and logs that carry only text). */
export const english = (said: Said): string => fillText(enGB[said.code], said.params);

/**
 * A result that is a catalogue message (the contract's MessageResult): its English text as
 * `message` and its code as `messageCode`, so the site shows it in the player's language.
 */
export const answer = (said: Said): { message: string; messageCode: MessageCode } => ({
  message: english(said),
  messageCode: said.code,
});

/** A field's message: a catalogue message, or a text (a rules message of @casino/rules, whose code the error handler finds). */
export type FieldMessage = string | Said;

/** A field message's code in the text catalogue and its values (the envelope's `fieldCodes`). */
export interface FieldCode {
  readonly messageCode: string;
  readonly params?: MessageParams;
}

/**
 * Field messages as the API answers them: the English text of each field (`fields`) and, for the
 * fields said by a catalogue message, its code and values (`fieldCodes`, undefined when none).
 */
export function fieldTexts(fields: Record<string, FieldMessage> | undefined): {
  fields?: Record<string, string>;
  fieldCodes?: Record<string, FieldCode>;
} {
  if (!fields) return {};
  const texts: Record<string, string> = {};
  const codes: Record<string, FieldCode> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (typeof message === 'string') {
      texts[field] = message;
      continue;
    }
    texts[field] = english(message);
    codes[field] = message.params
      ? { messageCode: message.code, params: message.params }
      : { messageCode: message.code };
  }
  return { fields: texts, ...(Object.keys(codes).length ? { fieldCodes: codes } : {}) };
}

export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'refused' | 'not_found' | 'conflict' | 'too_many' | 'provider_failed' | 'unavailable';

export interface DomainErrorOptions {
  /**
   * Field name to its message, for `invalid` (and a `conflict` about one field, e.g. an e-mail
   * taken): a catalogue message (`says(...)`, shown in the player's language) or a rules message.
   */
  fields?: Record<string, FieldMessage>;
  /** The rule that refused, for clients that act on it (the envelope's `reason`, e.g. 'deposit_limit'). */
  reason?: string;
  /** The text's code in the text catalogue, when the message is one of the catalogue's texts. */
  messageCode?: string;
  /** The values the catalogue's text is filled in with. */
  params?: MessageParams;
}

export class DomainError extends Error {
  /** A wrong password or code: the credential throttle counts it (see `wrongAnswer`). */
  wrongAnswer = false;
  /** The English text of each field's message. */
  readonly fields?: Record<string, string>;
  /** The catalogue code and values of each field's message said by one (see `fieldTexts`). */
  readonly fieldCodes?: Record<string, FieldCode>;
  readonly reason?: string;
  readonly messageCode?: string;
  readonly params?: MessageParams;

  constructor(
    readonly kind: DomainErrorKind,
    message: string | Said,
    options: DomainErrorOptions = {},
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.name = 'DomainError';
    const { fields, fieldCodes } = fieldTexts(options.fields);
    this.fields = fields;
    this.fieldCodes = fieldCodes;
    this.reason = options.reason;
    this.messageCode = typeof message === 'string' ? options.messageCode : message.code;
    this.params = typeof message === 'string' ? options.params : message.params;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** The input breaks a rule: the message, and a message per field where the rule is about one. */
export const invalid = (
  message: string | Said,
  fields?: Record<string, FieldMessage>,
  options: DomainErrorOptions = {},
) => new DomainError('invalid', message, { ...options, fields: fields ?? options.fields });

/** No valid session or token. */
export const unauthenticated = (message: string | Said = 'Unauthorized', options?: DomainErrorOptions) =>
  new DomainError('unauthenticated', message, options);

/** A rule refuses this player this action now; `reason` names the rule for clients that act on it. */
export const refused = (message: string | Said = 'Forbidden', reason?: string, options: DomainErrorOptions = {}) =>
  new DomainError('refused', message, { ...options, reason: reason ?? options.reason });

/** The thing named does not exist, or is not the caller's. */
export const notFound = (message: string | Said = 'Not found', options?: DomainErrorOptions) =>
  new DomainError('not_found', message, options);

/** The thing's state does not allow the action (already done, changed meanwhile, taken). */
export const conflict = (
  message: string | Said,
  fields?: Record<string, FieldMessage>,
  options: DomainErrorOptions = {},
) => new DomainError('conflict', message, { ...options, fields: fields ?? options.fields });

/** Too many tries. */
export const tooManyTries = (message = 'Too many requests, please try again later', options?: DomainErrorOptions) =>
  new DomainError('too_many', message, options);

/**
 * A provider refused the call or answered something unusable (not merely out of reach: that is
 * `unavailable`); the details go to the log, the caller gets the message.
 */
export const providerFailed = (message: string, options?: DomainErrorOptions) =>
  new DomainError('provider_failed', message, options);

/** The text of every conflict for an idempotency key reused with other details. */
export const SAME_KEY_OTHER_DETAILS_MESSAGE = 'This request was already made with different details';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';
/** A dependency is briefly out of reach: the caller tries again (HTTP adds `Retry-After`). */
export const unavailable = (message = UNAVAILABLE_MESSAGE, options?: DomainErrorOptions) =>
  new DomainError('unavailable', message, options);

/** Marks a refusal as a wrong password or code: the credential throttle (http/credentialThrottle.ts) counts these. */
export function wrongAnswer<E extends DomainError>(error: E): E {
  error.wrongAnswer = true;
  return error;
}
