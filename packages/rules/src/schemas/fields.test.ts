import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { collectFieldErrors } from './collectFieldErrors';
import { addressField, dateOfBirthField, firstNameField, phoneNumberField, validateDateOfBirth } from './fields';
import { validateValuesSync } from './validateValues';

const today = new Date(2026, 5, 15, 9, 30);

const errorOf = (field: yup.Schema, value: unknown, context = { today }) => {
  const result = validateValuesSync(yup.object({ value: field }), { value }, context);
  return result.ok ? null : (result.errors.value ?? null);
};

describe('letters rule (names, country, city)', () => {
  it.each([
    'Jo',
    'José',
    'Zoë',
    'Zoe\u0308',
    'Mary Ann',
    'Łukasz',
    'Ólafur Ragnar',
    'Ἀθηνᾶ',
    '李小龍',
    'Renée Zoë Smith',
  ])('accepts %j', (name) => {
    expect(errorOf(firstNameField(), name)).toBeNull();
  });

  it.each([
    ['Mary  Ann', 'double space'],
    [' Mary', 'leading space'],
    ['Mary ', 'trailing space'],
    ['R2D2', 'digits'],
    ['Mary\tAnn', 'tab'],
    ['Mary\u00a0Ann', 'no-break space'],
    ["O'Brien", 'apostrophe'],
    ['Jean-Luc', 'hyphen'],
    ['   ', 'only spaces'],
  ])('rejects %j (%s)', (name) => {
    expect(errorOf(firstNameField(), name)).toBe('only letters and single space between words are allowed');
  });

  it('checks the length 2 to 50', () => {
    expect(errorOf(firstNameField(), 'J')).toBe('minimum length of 2');
    expect(errorOf(firstNameField(), 'a'.repeat(50))).toBeNull();
    expect(errorOf(firstNameField(), 'a'.repeat(51))).toBe('maximum length of 50');
  });

  it('says only required when empty', () => {
    expect(errorOf(firstNameField(), '')).toBe('required');
    expect(errorOf(firstNameField(), undefined)).toBe('required');
    expect(errorOf(firstNameField(), null)).toBe('required');
  });
});

describe('address', () => {
  it('accepts digits, commas and inner spaces', () => {
    expect(errorOf(addressField(), '221B Baker Street,  London')).toBeNull();
  });

  it('rejects leading or trailing whitespace', () => {
    expect(errorOf(addressField(), ' 221B Baker Street')).toBe('no leading or trailing spaces allowed');
    expect(errorOf(addressField(), '221B Baker Street ')).toBe('no leading or trailing spaces allowed');
    expect(errorOf(addressField(), '221B Baker Street\n')).toBe('no leading or trailing spaces allowed');
  });

  it('checks the length 2 to 250', () => {
    expect(errorOf(addressField(), 'A')).toBe('minimum length of 2');
    expect(errorOf(addressField(), 'A'.repeat(250))).toBeNull();
    expect(errorOf(addressField(), 'A'.repeat(251))).toBe('maximum length of 250');
  });
});

describe('phone number', () => {
  it('accepts digits and +', () => {
    expect(errorOf(phoneNumberField(), '+447700900123')).toBeNull();
    expect(errorOf(phoneNumberField(), '12345')).toBeNull();
  });

  it('rejects letters, spaces and dashes', () => {
    expect(errorOf(phoneNumberField(), '0770O900123')).toBe('only numbers and + allowed');
    expect(errorOf(phoneNumberField(), '07700 900123')).toBe('only numbers and + allowed');
    expect(errorOf(phoneNumberField(), '07700-900123')).toBe('only numbers and + allowed');
  });

  it('says the character rule before the length rule (a short number with letters)', () => {
    expect(errorOf(phoneNumberField(), '12ab')).toBe('only numbers and + allowed');
    expect(errorOf(phoneNumberField(), 'a'.repeat(21))).toBe('only numbers and + allowed');
  });

  it('checks the length 5 to 20', () => {
    expect(errorOf(phoneNumberField(), '1234')).toBe('minimum length of 5');
    expect(errorOf(phoneNumberField(), '1'.repeat(20))).toBeNull();
    expect(errorOf(phoneNumberField(), '1'.repeat(21))).toBe('maximum length of 20');
  });
});

describe('date of birth', () => {
  it('needs the YYYY-MM-DD format and a real date', () => {
    expect(validateDateOfBirth('15-06-1990', today)).toBe('YYYY-MM-DD format required');
    expect(validateDateOfBirth('1990-6-15', today)).toBe('YYYY-MM-DD format required');
    expect(validateDateOfBirth('2003-02-29', today)).toBe('YYYY-MM-DD format required');
    expect(validateDateOfBirth('2004-02-29', today)).toBeNull();
  });

  it('must be a past date', () => {
    expect(validateDateOfBirth('2026-06-15', today)).toBe('must be a past date');
    expect(validateDateOfBirth('2027-01-01', today)).toBe('must be a past date');
  });

  it('is at least 18 years: exactly 18 today passes, one day short fails', () => {
    expect(validateDateOfBirth('2008-06-15', today)).toBeNull();
    expect(validateDateOfBirth('2008-06-16', today)).toBe('age must be atleast 18 years');
    expect(validateDateOfBirth('2026-06-14', today)).toBe('age must be atleast 18 years');
  });

  it('turns 18 on 1 March when born on 29 February', () => {
    expect(validateDateOfBirth('2008-02-29', new Date(2026, 1, 28))).toBe('age must be atleast 18 years');
    expect(validateDateOfBirth('2008-02-29', new Date(2026, 2, 1))).toBeNull();
  });

  it('is under 150 years: 150 today fails, one day short passes', () => {
    expect(validateDateOfBirth('1876-06-15', today)).toBe('age must be less than 150 years');
    expect(validateDateOfBirth('1876-06-16', today)).toBeNull();
  });

  it('reads the day from the validation context and accepts a picker Date', () => {
    expect(errorOf(dateOfBirthField(), '2008-06-16')).toBe('age must be atleast 18 years');
    expect(errorOf(dateOfBirthField(), '2008-06-16', { today: new Date(2026, 5, 16) })).toBeNull();
    expect(errorOf(dateOfBirthField(), new Date(2008, 5, 15, 23, 59))).toBeNull();
    const result = validateValuesSync(
      yup.object({ dob: dateOfBirthField() }),
      { dob: new Date(1990, 0, 2) },
      { today },
    );
    expect(result).toEqual({ ok: true, values: { dob: '1990-01-02' } });
  });

  it('says required when empty and format required for an invalid Date', () => {
    expect(errorOf(dateOfBirthField(), '')).toBe('required');
    expect(errorOf(dateOfBirthField(), new Date(Number.NaN))).toBe('YYYY-MM-DD format required');
  });
});

describe('errors with abortEarly: false', () => {
  it('gives the first message of each field', async () => {
    const schema = yup.object({ name: firstNameField(), phone: phoneNumberField() });
    const error = await schema.validate({ name: '1', phone: 'x' }, { abortEarly: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(yup.ValidationError);
    expect(collectFieldErrors(error as yup.ValidationError)).toEqual({
      name: 'minimum length of 2',
      phone: 'only numbers and + allowed',
    });
    expect((error as yup.ValidationError).errors).toContain('only letters and single space between words are allowed');
    expect((error as yup.ValidationError).errors).toContain('minimum length of 5');
  });
});
