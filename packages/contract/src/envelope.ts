import Type, { type Static, type TSchema } from 'typebox';

/** Field-level messages of a rejected request: field name to the first message for it. */
export const FieldErrors = Type.Record(Type.String(), Type.String());

/** The values a catalogue text is filled in with (`{{name}}`). */
const MessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));

/**
 * The catalogue code of field messages (field name to its `messageCode` and `params`), for the
 * fields whose message is a text of the catalogue (@casino/contract/texts): a client shows each in
 * the player's language; `fields` keeps the English text.
 */
export const FieldCodes = Type.Record(
  Type.String(),
  Type.Object({ messageCode: Type.String(), params: Type.Optional(MessageParams) }),
);

/**
 * Every failure: `{ error: { code, message, fields?, fieldCodes?, reason?, messageCode?, params? } }`
 * with the matching HTTP status.
 */
export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: Type.Integer({ description: 'The HTTP status, repeated in the body (a 401 here signs the player out).' }),
      message: Type.String(),
      fields: Type.Optional(FieldErrors),
      fieldCodes: Type.Optional(FieldCodes),
      reason: Type.Optional(
        Type.String({
          description:
            "Why a rule refused the call, for clients that act on it (e.g. 'bonus_active', 'email_unverified', 'kyc_required', 'deposit_limit'); `code` stays the HTTP status.",
        }),
      ),
      messageCode: Type.Optional(
        Type.String({
          description:
            "The message's code in the text catalogue (@casino/contract/texts), so a client shows it in the player's language; `message` is its English text.",
        }),
      ),
      params: Type.Optional(
        Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
          description: 'The values the catalogue text of `messageCode` is filled in with.',
        }),
      ),
    }),
  },
  { $id: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Every success: `{ result: ... }`. */
export const ResultEnvelope = <T extends TSchema>(result: T) => Type.Object({ result });
export type ResultEnvelope<T> = { result: T };

export { isErrorEnvelope } from './isErrorEnvelope';
