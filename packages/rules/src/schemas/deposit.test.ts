import { describe, expect, it } from 'vitest';
import { depositSchema } from './deposit';
import { validateValuesSync } from './validateValues';
import { withdrawSchema } from './withdraw';

const amountError = (amount: unknown) => {
  const result = validateValuesSync(depositSchema, { amount });
  return result.ok ? null : result.errors.amount;
};

describe('depositSchema', () => {
  it('accepts an amount of at least 1, as a number or text', () => {
    expect(validateValuesSync(depositSchema, { amount: '20', bonusCode: ' WELCOME ' })).toEqual({
      ok: true,
      values: { amount: '20.00', bonusCode: 'WELCOME' },
    });
    expect(amountError(1)).toBeNull();
    expect(amountError('10.50')).toBeNull();
    expect(amountError('1')).toBeNull();
    expect(validateValuesSync(depositSchema, { amount: 30 })).toEqual({ ok: true, values: { amount: '30.00' } });
    expect(validateValuesSync(depositSchema, { amount: 16.5 })).toEqual({ ok: true, values: { amount: '16.50' } });
  });

  it('needs a number', () => {
    expect(amountError('abc')).toBe('must be a valid number');
    expect(amountError('1,5')).toBe('must be a valid number');
    expect(amountError(Number.NaN)).toBe('must be a valid number');
    expect(amountError(Number.POSITIVE_INFINITY)).toBe('must be a valid number');
  });

  it('takes only digits with at most two decimals: no hex, binary, octal, exponent, sign or spaces', () => {
    for (const amount of ['0x10', '0b101', '0o17', '1e3', '1E3', '+5', ' 5', '5 ', '.5', '5.', 'Infinity', '1 000']) {
      expect(amountError(amount), JSON.stringify(amount)).toBe('must be a valid number');
    }
    // A JSON number goes through its shortest text: 1e21 is '1e+21'.
    expect(amountError(1e21)).toBe('must be a valid number');
    for (const amount of [[], [20], ['20'], {}, { a: 1 }, true]) {
      expect(amountError(amount), JSON.stringify(amount)).toBe('must be a valid number');
    }
  });

  it('needs at least 1', () => {
    expect(amountError(0.99)).toBe('Minimum deposit is 1');
    expect(amountError(-5)).toBe('Minimum deposit is 1');
    expect(amountError('-5')).toBe('Minimum deposit is 1');
    expect(amountError('0')).toBe('Minimum deposit is 1');
  });

  it('says required for an empty box', () => {
    expect(amountError('')).toBe('required');
    expect(amountError('  ')).toBe('required');
    expect(amountError(undefined)).toBe('required');
    expect(amountError(null)).toBe('required');
  });

  it('allows at most two decimals', () => {
    expect(amountError('10.005')).toBe('maximum 2 decimal places allowed');
    expect(amountError('10.500')).toBe('maximum 2 decimal places allowed');
    expect(amountError(1.1 + 2.2)).toBe('maximum 2 decimal places allowed');
    expect(amountError(1.001)).toBe('maximum 2 decimal places allowed');
  });
});

describe('text fields of deposit and withdraw', () => {
  it('say "must be text" for a list or an object instead of failing', () => {
    for (const value of [[], ['WELCOME'], {}, { a: 1 }]) {
      expect(validateValuesSync(depositSchema, { amount: '20', bonusCode: value })).toEqual({
        ok: false,
        errors: { bonusCode: 'must be text' },
      });
    }
    const withdraw = { amount: '5', address: 'a', network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' };
    for (const field of ['address', 'network', 'networkFeeLevel', 'receivedCurrency']) {
      expect(validateValuesSync(withdrawSchema, { ...withdraw, [field]: [1] })).toEqual({
        ok: false,
        errors: { [field]: 'must be text' },
      });
    }
  });
});

describe('withdrawSchema', () => {
  const valid = {
    amount: 50,
    address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    network: 'BTC',
    networkFeeLevel: 'fast',
    receivedCurrency: 'BTC',
  };

  it('accepts a complete request', () => {
    expect(validateValuesSync(withdrawSchema, valid)).toEqual({ ok: true, values: { ...valid, amount: '50.00' } });
  });

  it('gives the required message of each field', () => {
    expect(validateValuesSync(withdrawSchema, { address: '   ' })).toEqual({
      ok: false,
      errors: {
        amount: 'required',
        address: 'Wallet address is required',
        network: 'Network is required',
        networkFeeLevel: 'Fee level is required',
        receivedCurrency: 'Received currency is required',
      },
    });
  });

  it('checks the amount like a deposit', () => {
    expect(validateValuesSync(withdrawSchema, { ...valid, amount: 0.5 })).toEqual({
      ok: false,
      errors: { amount: 'Minimum withdrawal is 1' },
    });
    expect(validateValuesSync(withdrawSchema, { ...valid, amount: 'ten' })).toEqual({
      ok: false,
      errors: { amount: 'must be a valid number' },
    });
    expect(validateValuesSync(withdrawSchema, { ...valid, amount: '0x10' })).toEqual({
      ok: false,
      errors: { amount: 'must be a valid number' },
    });
    expect(validateValuesSync(withdrawSchema, { ...valid, amount: '-5' })).toEqual({
      ok: false,
      errors: { amount: 'Minimum withdrawal is 1' },
    });
  });
});
