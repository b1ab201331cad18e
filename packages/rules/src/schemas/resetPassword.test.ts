import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from './resetPassword';
import { validateValuesSync } from './validateValues';

describe('resetPasswordSchema', () => {
  it('accepts two equal passwords of 8 to 150 characters', () => {
    expect(validateValuesSync(resetPasswordSchema, { newPassword: '12345678', confirmPassword: '12345678' }).ok).toBe(
      true,
    );
  });

  it('requires both fields', () => {
    expect(validateValuesSync(resetPasswordSchema, {})).toEqual({
      ok: false,
      errors: { newPassword: 'required', confirmPassword: 'required' },
    });
  });

  it('checks the length and the match', () => {
    expect(validateValuesSync(resetPasswordSchema, { newPassword: '1234567', confirmPassword: '1234567' })).toEqual({
      ok: false,
      errors: { newPassword: 'minimum length of 8' },
    });
    expect(validateValuesSync(resetPasswordSchema, { newPassword: '12345678', confirmPassword: '12345679' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'passwords must match' },
    });
  });
});
