import { describe, expect, it } from 'vitest';
import { identityConsentError, identityDetailsSchema } from './identityDetails';
import { validateValuesSync } from './validateValues';

const today = new Date(2026, 5, 15);

const valid = {
  firstName: 'Zoë',
  lastName: 'Brontë',
  dob: '1990-02-28',
  phoneNumber: '+33123456789',
  address: '1 Rue de Rivoli',
  city: 'Paris',
  country: 'France',
  consent: true,
};

describe('identityDetailsSchema', () => {
  it('accepts valid details with consent', () => {
    expect(validateValuesSync(identityDetailsSchema, valid, { today })).toEqual({ ok: true, values: valid });
  });

  it('applies the sign-up rules to each field', () => {
    const result = validateValuesSync(
      identityDetailsSchema,
      {
        ...valid,
        firstName: 'Z',
        lastName: 'Bront3',
        dob: '2010-01-01',
        phoneNumber: '+33 1',
        address: 'x ',
        city: '',
        country: 'Fr  ance',
      },
      { today },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'minimum length of 2',
        lastName: 'only letters and single space between words are allowed',
        dob: 'age must be atleast 18 years',
        phoneNumber: 'only numbers and + allowed',
        address: 'no leading or trailing spaces allowed',
        city: 'required',
        country: 'only letters and single space between words are allowed',
      },
    });
  });

  it('refuses to save without consent', () => {
    expect(validateValuesSync(identityDetailsSchema, { ...valid, consent: false }, { today })).toEqual({
      ok: false,
      errors: { consent: 'Consent is required to edit details' },
    });
    expect(validateValuesSync(identityDetailsSchema, { ...valid, consent: undefined }, { today })).toEqual({
      ok: false,
      errors: { consent: 'Consent is required to edit details' },
    });
  });
});

describe('identityConsentError', () => {
  it('gives the toast text unless consent is true', () => {
    expect(identityConsentError(true)).toBeNull();
    expect(identityConsentError(false)).toBe('Consent is required to edit details');
    expect(identityConsentError(undefined)).toBe('Consent is required to edit details');
  });
});
