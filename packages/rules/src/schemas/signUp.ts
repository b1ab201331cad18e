import * as yup from 'yup';
import { FIELD_LENGTHS } from '../constants';
import { marketOfCountry } from '../markets/countries';
import { PASSWORDS_MUST_MATCH_MESSAGE, PLACE_OF_BIRTH_REQUIRED_MESSAGE, REQUIRED_MESSAGE } from '../messages';
import { licensedIn } from './context';
import {
  addressField,
  birthNameField,
  cityField,
  confirmPasswordField,
  countryField,
  dateOfBirthField,
  emailField,
  firstNameField,
  genderField,
  lastNameField,
  passwordField,
  optionalNameText,
  phoneNumberField,
} from './fields';

/**
 * Whether a sign-up from `country` must give the place of birth: Germany's market (GlüStV 2021
 * § 6h (2), § 8a: OASIS and LUGAS identify a player by name, birth name, date and place of birth
 * and address), when the brand is licensed for it (the context's `markets`; the site, which does
 * not know them, asks it of every German sign-up).
 */
export function needsPlaceOfBirth(country: unknown, context?: unknown): boolean {
  return typeof country === 'string' && marketOfCountry(country) === 'de' && licensedIn(context, 'de');
}

/**
 * The place of birth: a place name (NAME_PATTERN) of 2 to 50 characters, required for a German
 * sign-up (needsPlaceOfBirth) with Germany's own text; elsewhere optional, and kept when given.
 */
export const placeOfBirthField = () =>
  optionalNameText(FIELD_LENGTHS.placeOfBirth).test(
    'placeOfBirthRequired',
    PLACE_OF_BIRTH_REQUIRED_MESSAGE,
    (value, context) =>
      value !== undefined ||
      !needsPlaceOfBirth((context.parent as Record<string, unknown>).country, context.options.context),
  );

/**
 * Sign up (spec point 5). Every field of the form is required, as the product's form asks for
 * all of them and the platform creates the account from all of them; only `consent` (the
 * optional flag of spec point 3) may be left out, and the place of birth and birth name, which
 * only Germany's market asks (the place of birth required there: placeOfBirthField).
 */
export const signUpSchema = yup.object({
  firstName: firstNameField(),
  lastName: lastNameField(),
  email: emailField(),
  gender: genderField(),
  currency: yup.string().required(REQUIRED_MESSAGE),
  locale: yup.string().required(REQUIRED_MESSAGE),
  country: countryField(),
  city: cityField(),
  address: addressField(),
  phoneNumber: phoneNumberField(),
  dob: dateOfBirthField(),
  placeOfBirth: placeOfBirthField(),
  birthName: birthNameField(),
  password: passwordField(),
  confirmPassword: confirmPasswordField('password'),
  consent: yup.boolean().optional(),
});

export type SignUpValues = yup.InferType<typeof signUpSchema>;

/**
 * The sign-up call (spec point 7): the same fields, but the spec's client does not send the
 * password's confirmation (the form checks it); when it is sent, it must match.
 */
export const signUpRequestSchema = signUpSchema.shape({
  confirmPassword: yup
    .string()
    .optional()
    .test(
      'passwordsMatch',
      PASSWORDS_MUST_MATCH_MESSAGE,
      (value, context) => value === undefined || value === (context.parent as Record<string, unknown>).password,
    ),
});
