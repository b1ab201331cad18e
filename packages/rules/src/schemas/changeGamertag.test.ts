import { describe, expect, it } from 'vitest';
import { changeGamertagSchema } from './changeGamertag';
import { validateValuesSync } from './validateValues';

const errorOf = (username: unknown) => {
  const result = validateValuesSync(changeGamertagSchema, { username });
  return result.ok ? null : result.errors.username;
};

describe('changeGamertagSchema', () => {
  it('accepts lowercase letters and digits, 5 to 250', () => {
    expect(errorOf('lucky7')).toBeNull();
    expect(errorOf('a'.repeat(5))).toBeNull();
    expect(errorOf('a'.repeat(250))).toBeNull();
  });

  it('rejects anything else', () => {
    expect(errorOf('Lucky7')).toBe('only lowercase and numbers allowed');
    expect(errorOf('lucky_7')).toBe('only lowercase and numbers allowed');
    expect(errorOf('lucky 7')).toBe('only lowercase and numbers allowed');
    expect(errorOf('josé7')).toBe('only lowercase and numbers allowed');
  });

  it('checks the length and presence', () => {
    expect(errorOf('abcd')).toBe('minimum length of 5');
    expect(errorOf('a'.repeat(251))).toBe('maximum length of 250');
    expect(errorOf('')).toBe('required');
  });
});
