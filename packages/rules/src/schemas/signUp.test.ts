import { describe, expect, it } from 'vitest';
import { signUpRequestSchema, signUpSchema } from './signUp';
import { validateValuesSync } from './validateValues';

const today = new Date(2026, 5, 15);

const valid = {
  firstName: 'José',
  lastName: 'Zoë Smith',
  email: 'jose@example.com',
  gender: 'male',
  currency: 'EUR',
  locale: 'en_GB',
  country: 'United Kingdom',
  city: 'London',
  address: '221B Baker Street',
  phoneNumber: '+447700900123',
  dob: '2008-06-15',
  password: 'secret12',
  confirmPassword: 'secret12',
};

const errorsFor = (values: Record<string, unknown>) => {
  const result = validateValuesSync(signUpSchema, values, { today });
  return result.ok ? {} : result.errors;
};

describe('signUpSchema', () => {
  it('accepts a complete form, with or without consent, and drops unknown keys', () => {
    expect(validateValuesSync(signUpSchema, valid, { today })).toEqual({ ok: true, values: valid });
    expect(errorsFor({ ...valid, consent: true })).toEqual({});
    const result = validateValuesSync(signUpSchema, { ...valid, isAdmin: true }, { today });
    expect(result.ok && 'isAdmin' in result.values).toBe(false);
  });

  it('requires every field but consent', () => {
    expect(errorsFor({})).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      gender: 'required',
      currency: 'required',
      locale: 'required',
      country: 'required',
      city: 'required',
      address: 'required',
      phoneNumber: 'required',
      dob: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
  });

  it('checks the e-mail', () => {
    expect(errorsFor({ ...valid, email: 'jose@' })).toEqual({ email: 'Invalid email address' });
    expect(errorsFor({ ...valid, email: 'jose.example.com' })).toEqual({ email: 'Invalid email address' });
  });

  it('checks the gender', () => {
    expect(errorsFor({ ...valid, gender: 'female' })).toEqual({});
    expect(errorsFor({ ...valid, gender: 'other' })).toEqual({});
    expect(errorsFor({ ...valid, gender: 'unknown' })).toEqual({ gender: 'Invalid gender selection' });
    expect(errorsFor({ ...valid, gender: 'Male' })).toEqual({ gender: 'Invalid gender selection' });
  });

  it('applies the letters rule to names, country and city', () => {
    expect(
      errorsFor({ ...valid, firstName: 'Mary  Ann', lastName: 'Smith ', country: ' France', city: 'Paris 16' }),
    ).toEqual({
      firstName: 'only letters and single space between words are allowed',
      lastName: 'only letters and single space between words are allowed',
      country: 'only letters and single space between words are allowed',
      city: 'only letters and single space between words are allowed',
    });
  });

  it('checks the lengths', () => {
    expect(errorsFor({ ...valid, country: 'a'.repeat(51), city: 'a'.repeat(251) })).toEqual({
      country: 'maximum length of 50',
      city: 'maximum length of 250',
    });
    expect(errorsFor({ ...valid, country: 'a'.repeat(50), city: 'a'.repeat(250) })).toEqual({});
    expect(errorsFor({ ...valid, lastName: 'S' })).toEqual({ lastName: 'minimum length of 2' });
  });

  it('checks the phone number', () => {
    expect(errorsFor({ ...valid, phoneNumber: '07700abc123' })).toEqual({ phoneNumber: 'only numbers and + allowed' });
  });

  it('checks the date of birth', () => {
    expect(errorsFor({ ...valid, dob: '2008/06/15' })).toEqual({ dob: 'YYYY-MM-DD format required' });
    // What the date-of-birth boxes pass on for an impossible or partly typed day.
    expect(errorsFor({ ...valid, dob: '31-02-1990' })).toEqual({ dob: 'YYYY-MM-DD format required' });
    expect(errorsFor({ ...valid, dob: '10-12-' })).toEqual({ dob: 'YYYY-MM-DD format required' });
    expect(errorsFor({ ...valid, dob: new Date(Number.NaN) })).toEqual({ dob: 'YYYY-MM-DD format required' });
    expect(errorsFor({ ...valid, dob: '2026-06-16' })).toEqual({ dob: 'must be a past date' });
    expect(errorsFor({ ...valid, dob: '2008-06-16' })).toEqual({ dob: 'age must be atleast 18 years' });
    expect(errorsFor({ ...valid, dob: '1876-06-15' })).toEqual({ dob: 'age must be less than 150 years' });
  });

  it('checks the password and its confirmation', () => {
    expect(errorsFor({ ...valid, password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      password: 'minimum length of 8',
    });
    const longest = 'p'.repeat(150);
    expect(errorsFor({ ...valid, password: longest, confirmPassword: longest })).toEqual({});
    expect(errorsFor({ ...valid, password: `${longest}p`, confirmPassword: `${longest}p` })).toEqual({
      password: 'maximum length of 150',
    });
    expect(errorsFor({ ...valid, confirmPassword: 'secret13' })).toEqual({ confirmPassword: 'passwords must match' });
    expect(errorsFor({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'required' });
  });
});

describe('place of birth and birth name (Germany, GlüStV 2021 § 6h (2))', () => {
  const german = { ...valid, country: 'Deutschland', city: 'Berlin' };
  const required = 'Enter your place of birth: players in Germany need it for the national player protection systems.';

  it('requires the place of birth of a German sign-up only', () => {
    expect(errorsFor(german)).toEqual({ placeOfBirth: required });
    expect(errorsFor({ ...german, country: 'germany', placeOfBirth: '   ' })).toEqual({ placeOfBirth: required });
    expect(errorsFor({ ...german, placeOfBirth: 'Hamburg' })).toEqual({});
    // Malta, the UK or anywhere else: not asked, kept when given.
    expect(errorsFor({ ...valid, country: 'Malta' })).toEqual({});
    expect(errorsFor({ ...valid, placeOfBirth: 'Leeds' })).toEqual({});
  });

  it('does not ask it when the brand is not licensed for Germany', () => {
    const result = validateValuesSync(signUpSchema, german, { today, markets: ['uk', 'mt'] });
    expect(result.ok).toBe(true);
    expect(validateValuesSync(signUpSchema, german, { today, markets: ['de', 'mt'] })).toEqual({
      ok: false,
      errors: { placeOfBirth: required },
    });
  });

  it('takes place and family names with hyphens, apostrophes and dots, trimmed', () => {
    for (const place of ['Baden-Baden', 'St. Ingbert', "L'Aquila", 'Frankfurt am Main', 'Zürich', 'Mt.Ida']) {
      expect(errorsFor({ ...german, placeOfBirth: place })).toEqual({});
    }
    const result = validateValuesSync(
      signUpSchema,
      { ...german, placeOfBirth: '  Köln ', birthName: ' Müller-Lüdenscheidt ' },
      { today },
    );
    expect(result.ok && [result.values.placeOfBirth, result.values.birthName]).toEqual(['Köln', 'Müller-Lüdenscheidt']);
    // An empty birth name is none.
    const empty = validateValuesSync(signUpSchema, { ...german, placeOfBirth: 'Köln', birthName: '' }, { today });
    expect(empty.ok && empty.values.birthName).toBeUndefined();
  });

  it('refuses digits, doubled or leading separators, wrong lengths and non-text', () => {
    const characters = 'only letters, single spaces, hyphens, apostrophes and dots are allowed';
    for (const place of ['Berlin 10117', 'Baden--Baden', '-Bonn', 'Bonn  Beuel', 'Köln!']) {
      expect(errorsFor({ ...german, placeOfBirth: place })).toEqual({ placeOfBirth: characters });
    }
    expect(errorsFor({ ...german, placeOfBirth: 'K' })).toEqual({ placeOfBirth: 'minimum length of 2' });
    expect(errorsFor({ ...german, placeOfBirth: 'a'.repeat(51) })).toEqual({ placeOfBirth: 'maximum length of 50' });
    expect(errorsFor({ ...german, placeOfBirth: 'Köln', birthName: 'Meier 2' })).toEqual({ birthName: characters });
    expect(errorsFor({ ...german, placeOfBirth: ['Köln'] })).toEqual({ placeOfBirth: 'must be text' });
  });
});

describe('signUpRequestSchema', () => {
  const { confirmPassword: _confirmation, ...call } = valid;

  it("takes spec point 7's call, which does not send the confirmation", () => {
    expect(validateValuesSync(signUpRequestSchema, call, { today }).ok).toBe(true);
    // The form's schema still asks for it.
    expect(errorsFor(call)).toEqual({ confirmPassword: 'required' });
  });

  it('refuses a confirmation that is sent and does not match', () => {
    expect(validateValuesSync(signUpRequestSchema, { ...call, confirmPassword: 'other123' }, { today })).toEqual({
      ok: false,
      errors: { confirmPassword: 'passwords must match' },
    });
  });
});
