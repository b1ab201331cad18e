import * as yup from 'yup';
import { PASSWORDS_MUST_MATCH_MESSAGE, REQUIRED_MESSAGE } from '../messages';
import {
  addressField,
  cityField,
  confirmPasswordField,
  countryField,
  dateOfBirthField,
  emailField,
  firstNameField,
  genderField,
  lastNameField,
  passwordField,
  phoneNumberField,
} from './fields';

/**
 * Sign up (spec point 5). Every field of the form is required, as the product's form asks for
 * all of them and the platform creates the account from all of them; only `consent` (the
 * optional flag of spec point 3) may be left out.
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
