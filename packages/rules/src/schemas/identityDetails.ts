import * as yup from 'yup';
import { CONSENT_REQUIRED_MESSAGE } from '../messages';
import {
  addressField,
  cityField,
  countryField,
  dateOfBirthField,
  firstNameField,
  lastNameField,
  phoneNumberField,
} from './fields';

/** 'Consent is required to edit details' unless consent is given (the site shows it as a toast). */
export function identityConsentError(consent: boolean | null | undefined): string | null {
  return consent === true ? null : CONSENT_REQUIRED_MESSAGE;
}

/**
 * Identity details: the sign-up rules for each field, and consent that must be true. The
 * consent error sits under `consent` with the toast text, so the platform refuses an update
 * without consent and the site can toast `errors.consent` instead of showing it under the box.
 */
export const identityDetailsSchema = yup.object({
  firstName: firstNameField(),
  lastName: lastNameField(),
  dob: dateOfBirthField(),
  phoneNumber: phoneNumberField(),
  address: addressField(),
  city: cityField(),
  country: countryField(),
  consent: yup
    .boolean()
    .required(CONSENT_REQUIRED_MESSAGE)
    .test('consent', CONSENT_REQUIRED_MESSAGE, (consent) => identityConsentError(consent) === null),
});

export type IdentityDetailsValues = yup.InferType<typeof identityDetailsSchema>;
