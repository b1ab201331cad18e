import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgotPassword';
import { signInSchema } from './signIn';
import { validateValuesSync } from './validateValues';

describe('signInSchema', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateValuesSync(signInSchema, { email: 'a@b.co', password: 'secret12' }).ok).toBe(true);
  });

  it('applies the sign-up rules', () => {
    expect(validateValuesSync(signInSchema, { email: 'a@', password: 'short' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address', password: 'minimum length of 8' },
    });
    expect(validateValuesSync(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'required', password: 'required' },
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid e-mail', () => {
    expect(validateValuesSync(forgotPasswordSchema, { email: 'a@b.co' }).ok).toBe(true);
    expect(validateValuesSync(forgotPasswordSchema, { email: '' })).toEqual({
      ok: false,
      errors: { email: 'required' },
    });
    expect(validateValuesSync(forgotPasswordSchema, { email: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });
});
