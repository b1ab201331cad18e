import { describe, expect, it } from 'vitest';
import { validLimitAmount } from './validation';

describe('validLimitAmount', () => {
  it('takes money with at most 2 decimals above 0', () => {
    expect(validLimitAmount('deposit', '50')).toBe(true);
    expect(validLimitAmount('loss', '12.5')).toBe(true);
    expect(validLimitAmount('wager', '0.01')).toBe(true);
    expect(validLimitAmount('deposit', '0')).toBe(false);
    expect(validLimitAmount('deposit', '0.00')).toBe(false);
    expect(validLimitAmount('deposit', '1.234')).toBe(false);
    expect(validLimitAmount('deposit', '-5')).toBe(false);
    expect(validLimitAmount('deposit', '')).toBe(false);
  });

  it('takes whole minutes above 0 for the play-time limit', () => {
    expect(validLimitAmount('time', '90')).toBe(true);
    expect(validLimitAmount('time', '1.5')).toBe(false);
    expect(validLimitAmount('time', '0')).toBe(false);
  });
});
