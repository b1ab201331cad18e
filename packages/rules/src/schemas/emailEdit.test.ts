import { describe, expect, it } from 'vitest';
import { emailEditSchema, isSameEmail, sameEmailError } from './emailEdit';
import { validateValuesSync } from './validateValues';

describe('emailEditSchema', () => {
  const schema = emailEditSchema('Player@Example.com');

  it('accepts a new valid address', () => {
    expect(validateValuesSync(schema, { email: 'new@example.com' })).toEqual({
      ok: true,
      values: { email: 'new@example.com' },
    });
  });

  it('refuses the current address, ignoring case', () => {
    expect(validateValuesSync(schema, { email: 'player@example.COM' })).toEqual({
      ok: false,
      errors: { email: 'Cannot update with same email' },
    });
  });

  it('requires a valid address', () => {
    expect(validateValuesSync(schema, { email: '' })).toEqual({ ok: false, errors: { email: 'required' } });
    expect(validateValuesSync(schema, { email: 'player@' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });

  it('works without a current address', () => {
    expect(validateValuesSync(emailEditSchema(undefined), { email: 'a@b.co' }).ok).toBe(true);
  });
});

describe('isSameEmail and sameEmailError', () => {
  it('compare trimmed and case-insensitively', () => {
    expect(isSameEmail(' A@B.co ', 'a@b.CO')).toBe(true);
    expect(isSameEmail('a@b.co', 'c@b.co')).toBe(false);
    expect(isSameEmail('', '')).toBe(false);
    expect(sameEmailError('A@b.co', 'a@b.co')).toBe('Cannot update with same email');
    expect(sameEmailError('x@b.co', 'a@b.co')).toBeNull();
  });
});
