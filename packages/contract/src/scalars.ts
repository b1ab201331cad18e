import Type, { type TSchema, type TSchemaOptions } from 'typebox';

/**
 * The scalar types every schema of the contract is made of. Money is never a float: amounts
 * travel as decimal strings; dates as ISO 8601 text; ids as integers; uuids as strings.
 */

/** Pattern of a decimal string: optional minus, digits, at most 8 decimals. No exponent, no spaces. */
export const DECIMAL_PATTERN = '^-?\\d+(\\.\\d{1,8})?$';
/**
 * The one grammar of an amount a caller sends (deposit, withdraw, stakes, operator money
 * fields): digits, then optionally a point and 1 or 2 decimals. No sign, exponent, hex, spaces,
 * '.5' or '5.'. The same as AMOUNT_PATTERN of @casino/rules.
 */
export const UNSIGNED_DECIMAL_PATTERN = '^\\d+(\\.\\d{1,2})?$';

/**
 * A money amount, balance, fee or percentage as a decimal string, e.g. "20.00", "-5.50",
 * "100". Never a JSON number: parse it with a decimal type (or integer minor units), never
 * with parseFloat for arithmetic.
 */
export const DecimalString = (options: TSchemaOptions = {}) =>
  Type.String({
    pattern: DECIMAL_PATTERN,
    description: 'Decimal string (never a float), e.g. "20.00".',
    examples: ['20.00'],
    ...options,
  });
export type DecimalString = string;

/** An amount a request sends as text only (operator money fields, the provider's paid amount). */
export const AmountString = (options: TSchemaOptions = {}) =>
  Type.String({
    pattern: UNSIGNED_DECIMAL_PATTERN,
    description: 'Amount as a decimal string: digits and at most 2 decimals, e.g. "20.00".',
    examples: ['20.00'],
    ...options,
  });
export type AmountString = string;

/**
 * An amount a request sends: a decimal string in the one grammar of money (preferred, e.g.
 * "20.00") or, for the callers whose forms hold numbers, a JSON number whose shortest text is in
 * that grammar (20, 16.5; not 1e21, 0.001). The platform never computes with the float.
 *
 * Why the number branch says "not a string": a validator that coerces types (Fastify's Ajv)
 * would otherwise turn a string the pattern refused ("0x10", "1e3", " 5") into a number there.
 * Such a validator reads a JSON number through the first branch instead: it coerces the number
 * to its shortest text, which the pattern then checks.
 */
export const AmountInput = (options: TSchemaOptions = {}) =>
  Type.Union(
    [
      Type.String({ pattern: UNSIGNED_DECIMAL_PATTERN }),
      Type.Unsafe<number>({ allOf: [{ not: { type: 'string' } }, { type: 'number', minimum: 0 }] }),
    ],
    {
      description:
        'Amount: a decimal string with digits and at most 2 decimals (preferred, e.g. "20.00"), or a JSON number whose shortest text is one (20, 16.5). No sign, exponent, hex or spaces.',
      ...options,
    },
  );
export type AmountInput = string | number;

/** A database id: a positive 32-bit integer (larger values are refused before they reach the database). */
export const Id = (options: TSchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...options });
export type Id = number;

/** A public identifier: an RFC 4122 uuid string. */
export const Uuid = (options: TSchemaOptions = {}) => Type.String({ format: 'uuid', ...options });
export type Uuid = string;

/** An instant: ISO 8601 date-time text in UTC, e.g. "2024-05-01T12:00:00.000Z". */
export const IsoDateTime = (options: TSchemaOptions = {}) =>
  Type.String({ format: 'date-time', description: 'ISO 8601 date-time (UTC).', ...options });
export type IsoDateTime = string;

/** A calendar date: "YYYY-MM-DD". */
export const IsoDate = (options: TSchemaOptions = {}) =>
  Type.String({ format: 'date', description: 'Calendar date, YYYY-MM-DD.', ...options });
export type IsoDate = string;

/** A link: an absolute URL, or a path on the API origin (e.g. "/api/players/pictures/x.png"). */
export const Link = (options: TSchemaOptions = {}) =>
  Type.String({
    format: 'uri-reference',
    description: 'Absolute URL or a path on the API origin.',
    ...options,
  });
export type Link = string;

/** An absolute URL (links the caller opens outside the API: checkout, game launch). */
export const AbsoluteUrl = (options: TSchemaOptions = {}) => Type.String({ format: 'uri', ...options });
export type AbsoluteUrl = string;

/** An ISO 4217 or crypto currency code, e.g. "EUR", "BTC". */
export const CurrencyCode = (options: TSchemaOptions = {}) =>
  Type.String({ minLength: 2, maxLength: 10, description: 'Currency code, e.g. "EUR".', ...options });
export type CurrencyCode = string;

/** A language code as the platform keys texts, e.g. "en_GB" (the default locale). */
export const LanCode = (options: TSchemaOptions = {}) =>
  Type.String({ minLength: 2, maxLength: 10, description: 'Language code, e.g. "en_GB".', ...options });
export type LanCode = string;

/** `T` or `null`. */
export const Nullable = <T extends TSchema>(schema: T, options: TSchemaOptions = {}) =>
  Type.Union([schema, Type.Null()], options);

/** A string enum (`{ type: 'string', enum: [...] }`), for fixed sets of names. */
export const StringEnum = <const Values extends string[]>(values: readonly [...Values], options: TSchemaOptions = {}) =>
  Type.Enum(values, { type: 'string', ...options });
