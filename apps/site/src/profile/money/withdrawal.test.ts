import { describe, expect, it } from 'vitest';
import { withdrawalCost } from './withdrawal';

describe('withdrawalCost', () => {
  it('adds the fee to the amount exactly', () => {
    expect(withdrawalCost('30', '1.00', '100.00')).toEqual({ fee: '1.00', total: '31.00', overCash: false });
    expect(withdrawalCost(' 0.10 ', '0.20', '100.00')).toEqual({ fee: '0.20', total: '0.30', overCash: false });
    expect(withdrawalCost('99999999999999999.99', '0.01', null)).toEqual({
      fee: '0.01',
      total: '100000000000000000.00',
      overCash: false,
    });
  });

  it('says when amount plus fee is more than the cash, and not when it is all of it', () => {
    expect(withdrawalCost('99.01', '1.00', '100.00').overCash).toBe(true);
    expect(withdrawalCost('99', '1.00', '100.00').overCash).toBe(false);
  });

  it('has no total before a fee level is chosen or while the amount is not an amount', () => {
    expect(withdrawalCost('30', undefined, '100.00')).toEqual({ fee: null, total: null, overCash: false });
    expect(withdrawalCost('abc', '1.00', '100.00')).toEqual({ fee: '1.00', total: null, overCash: false });
    expect(withdrawalCost('1.234', '1.00', '100.00').total).toBeNull();
  });
});
