import { isValid } from 'date-fns';
import * as yup from 'yup';
import { AGE_LIMITS, FIELD_LENGTHS, GENDER_OPTIONS, type Gender } from '../constants';
import { ageInYears, formatIsoDate, isPastDate, parseIsoDate } from '../helpers/dates';
import {
  DATE_FORMAT_MESSAGE,
  GAMERTAG_CHARACTERS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_GENDER_MESSAGE,
  INVALID_TEXT_MESSAGE,
  LETTERS_ONLY_MESSAGE,
  MAX_AGE_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  MIN_AGE_MESSAGE,
  NO_SURROUNDING_SPACES_MESSAGE,
  PASSWORDS_MUST_MATCH_MESSAGE,
  PAST_DATE_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
} from '../messages';
import { todayFrom } from './context';

/*
 * Field schemas shared by the form schemas. Every rule but `required` lets an empty value
 * through, so an empty field shows the single message 'required'.
 */

/** Letters (any script, with their accents) in words separated by single spaces. */
export const LETTERS_PATTERN = /^(?:\p{L}\p{M}*)+(?: (?:\p{L}\p{M}*)+)*$/u;
/**
 * Words of letters (as LETTERS_PATTERN's) joined by a single space, hyphen, apostrophe or a dot
 * (with or without a space after it), and maybe a dot at the end: the names of places and families
 * ('Baden-Baden', 'St. Ingbert', "L'Aquila", 'Müller-Lüdenscheidt'). No digits, no doubled or
 * leading separators.
 */
export const NAME_PATTERN = /^(?:\p{L}\p{M}*)+(?:(?:[ '’-]|\. ?)(?:\p{L}\p{M}*)+)*\.?$/u;
export const PHONE_NUMBER_PATTERN = /^[0-9+]+$/;
export const GAMERTAG_PATTERN = /^[a-z0-9]+$/;

const isBlank = (value: unknown): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

/**
 * Text with its surrounding spaces dropped (a number is read as its text). A list or an object
 * 'must be text' (yup's own trim() would throw on one).
 */
export const trimmedText = () =>
  yup
    .string()
    .typeError(INVALID_TEXT_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** A required text of `min` to `max` characters. */
export const requiredText = ({ min, max }: { readonly min: number; readonly max: number }) =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test('minLength', minLengthMessage(min), (value) => isBlank(value) || value.length >= min)
    .test('maxLength', maxLengthMessage(max), (value) => isBlank(value) || value.length <= max);

/** A required text of letters with single spaces between words. */
export const lettersText = (limits: { readonly min: number; readonly max: number }) =>
  requiredText(limits).matches(LETTERS_PATTERN, { message: LETTERS_ONLY_MESSAGE, excludeEmptyString: true });

export const firstNameField = () => lettersText(FIELD_LENGTHS.firstName);
export const lastNameField = () => lettersText(FIELD_LENGTHS.lastName);
export const countryField = () => lettersText(FIELD_LENGTHS.country);
export const cityField = () => lettersText(FIELD_LENGTHS.city);

/**
 * An optional name (NAME_PATTERN) of `min` to `max` characters, its surrounding spaces dropped;
 * empty text or null is no value (undefined).
 */
export const optionalNameText = ({ min, max }: { readonly min: number; readonly max: number }) =>
  yup
    .string()
    .typeError(INVALID_TEXT_MESSAGE)
    .transform((value: unknown) => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      return value.trim() === '' ? undefined : value.trim();
    })
    .optional()
    .test('minLength', minLengthMessage(min), (value) => isBlank(value) || value.length >= min)
    .test('maxLength', maxLengthMessage(max), (value) => isBlank(value) || value.length <= max)
    .matches(NAME_PATTERN, { message: NAME_CHARACTERS_MESSAGE, excludeEmptyString: true });

/** The family name at birth, when it differs from the last name (Germany's OASIS and LUGAS ask it). */
export const birthNameField = () => optionalNameText(FIELD_LENGTHS.birthName);

export const addressField = () =>
  requiredText(FIELD_LENGTHS.address).test(
    'noSurroundingSpaces',
    NO_SURROUNDING_SPACES_MESSAGE,
    (value) => isBlank(value) || value === value.trim(),
  );

/** A phone number: its characters are checked before its length ('12ab' is told 'only numbers and + allowed'). */
export const phoneNumberField = () => {
  const { min, max } = FIELD_LENGTHS.phoneNumber;
  return yup
    .string()
    .required(REQUIRED_MESSAGE)
    .matches(PHONE_NUMBER_PATTERN, { message: PHONE_NUMBER_MESSAGE, excludeEmptyString: true })
    .test('minLength', minLengthMessage(min), (value) => isBlank(value) || value.length >= min)
    .test('maxLength', maxLengthMessage(max), (value) => isBlank(value) || value.length <= max);
};

export const emailField = () => yup.string().required(REQUIRED_MESSAGE).email(INVALID_EMAIL_MESSAGE);

export const passwordField = () => requiredText(FIELD_LENGTHS.password);

/** Required, equal to the sibling field `other`. */
export const confirmPasswordField = (other: string) =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test(
      'passwordsMatch',
      PASSWORDS_MUST_MATCH_MESSAGE,
      (value, context) => isBlank(value) || value === (context.parent as Record<string, unknown>)[other],
    );

export const genderField = () =>
  yup
    .string<Gender>()
    .required(REQUIRED_MESSAGE)
    .test('gender', INVALID_GENDER_MESSAGE, (value) => isBlank(value) || GENDER_OPTIONS.includes(value));

export const gamertagField = () =>
  requiredText(FIELD_LENGTHS.gamertag).matches(GAMERTAG_PATTERN, {
    message: GAMERTAG_CHARACTERS_MESSAGE,
    excludeEmptyString: true,
  });

/**
 * The first date-of-birth error, or null: 'YYYY-MM-DD format required' (also for impossible
 * dates), 'must be a past date', 'age must be atleast 18 years', 'age must be less than 150 years'.
 */
export function validateDateOfBirth(value: string, today: Date = new Date()): string | null {
  const date = parseIsoDate(value);
  if (!date) return DATE_FORMAT_MESSAGE;
  if (!isPastDate(date, today)) return PAST_DATE_MESSAGE;
  const age = ageInYears(date, today);
  if (age < AGE_LIMITS.min) return MIN_AGE_MESSAGE;
  if (age >= AGE_LIMITS.lessThan) return MAX_AGE_MESSAGE;
  return null;
}

/**
 * Date of birth as 'YYYY-MM-DD' text; a Date from a picker is turned into that text first.
 * The day of reference is the validation context's `today` (see RulesContext).
 */
export const dateOfBirthField = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) =>
      original instanceof Date && isValid(original) ? formatIsoDate(original) : value,
    )
    .required(REQUIRED_MESSAGE)
    .test('dateOfBirth', (value, context) => {
      if (isBlank(value)) return true;
      const message = validateDateOfBirth(value, todayFrom(context.options.context));
      return message ? context.createError({ message }) : true;
    });
