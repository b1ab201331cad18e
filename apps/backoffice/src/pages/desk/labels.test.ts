import { describe, expect, it } from 'vitest';
import { humanise, minorToDecimal } from './labels';

describe('labels of the player 360', () => {
  it('reads enum names as words', () => {
    expect(humanise('bonus_conversion')).toBe('Bonus conversion');
    expect(humanise('WRONG_PASSWORD')).toBe('Wrong password');
    expect(humanise('approved')).toBe('Approved');
  });
  it('writes minor units exactly as decimals', () => {
    expect(minorToDecimal('50000', 2)).toBe('500.00');
    expect(minorToDecimal('5', 2)).toBe('0.05');
    expect(minorToDecimal('-1234', 2)).toBe('-12.34');
    expect(minorToDecimal('123456789012345678901', 8)).toBe('1234567890123.45678901');
    expect(minorToDecimal('90', 0)).toBe('90');
    expect(minorToDecimal(null, 2)).toBe('null');
  });
});
