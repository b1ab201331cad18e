import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { collectFieldErrors } from './collectFieldErrors';
import { todayFrom } from './context';
import { signInSchema } from './signIn';
import { validateValues, validateValuesSync } from './validateValues';

describe('collectFieldErrors', () => {
  it('keeps the first message of each field (abortEarly: false)', () => {
    const error = new yup.ValidationError([
      new yup.ValidationError('first', 'x', 'email'),
      new yup.ValidationError('second', 'x', 'email'),
      new yup.ValidationError('other', 'x', 'password'),
    ]);
    expect(collectFieldErrors(error)).toEqual({ email: 'first', password: 'other' });
  });

  it('reads the single error of abortEarly: true, and a form-wide error under ""', async () => {
    const error = await signInSchema.validate({ email: 'a@b.co', password: '' }).catch((e: unknown) => e);
    expect(collectFieldErrors(error as yup.ValidationError)).toEqual({ password: 'required' });
    expect(collectFieldErrors(new yup.ValidationError('whole form'))).toEqual({ '': 'whole form' });
  });
});

describe('validateValues', () => {
  it('resolves with values or field errors', async () => {
    await expect(validateValues(signInSchema, { email: 'a@b.co', password: 'secret12', extra: 1 })).resolves.toEqual({
      ok: true,
      values: { email: 'a@b.co', password: 'secret12' },
    });
    await expect(validateValues(signInSchema, { email: 'x' })).resolves.toEqual({
      ok: false,
      errors: { email: 'Invalid email address', password: 'required' },
    });
  });

  it('rethrows errors that are not validation errors', async () => {
    const broken = yup.object({
      a: yup.string().test('boom', 'boom', () => {
        throw new Error('bug');
      }),
    });
    await expect(validateValues(broken, { a: 'x' })).rejects.toThrow('bug');
    expect(() => validateValuesSync(broken, { a: 'x' })).toThrow('bug');
  });
});

describe('todayFrom', () => {
  it('uses a valid context date, otherwise now', () => {
    const day = new Date(2026, 0, 1);
    expect(todayFrom({ today: day })).toBe(day);
    expect(todayFrom({ today: new Date(Number.NaN) }).getTime()).not.toBeNaN();
    expect(todayFrom(undefined)).toBeInstanceOf(Date);
  });
});
