import { describe, expect, it } from 'vitest';
import { selectedWallet } from './selectedWallet';

describe('selectedWallet', () => {
  it('prefers the combined account', () => {
    const accounts = [
      { id: 1, type: 'bonus' },
      { id: 2, type: 'combined' },
    ];
    expect(selectedWallet(accounts)).toBe(accounts[1]);
  });

  it('falls back to the first account, or null', () => {
    const accounts = [{ id: 1, type: 'cash' }, { id: 2 }];
    expect(selectedWallet(accounts)).toBe(accounts[0]);
    expect(selectedWallet([])).toBeNull();
    expect(selectedWallet(undefined)).toBeNull();
  });
});
