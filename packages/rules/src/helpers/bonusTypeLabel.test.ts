import { describe, expect, it } from 'vitest';
import { bonusTypeLabel } from './bonusTypeLabel';
import { titleCase } from './titleCase';

describe('bonusTypeLabel', () => {
  it('names first-time-deposit and reload bonuses', () => {
    expect(bonusTypeLabel('ftd')).toBe('First Time Deposit');
    expect(bonusTypeLabel('FTD')).toBe('First Time Deposit');
    expect(bonusTypeLabel('reload')).toBe('Reload');
    expect(bonusTypeLabel(undefined)).toBe('Reload');
  });
});

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('active')).toBe('Active');
    expect(titleCase('in_progress')).toBe('In Progress');
    expect(titleCase('REQUESTED')).toBe('Requested');
    expect(titleCase('  partially-cleared  ')).toBe('Partially Cleared');
    expect(titleCase(null)).toBe('');
  });
});
