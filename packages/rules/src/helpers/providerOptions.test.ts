import { describe, expect, it } from 'vitest';
import { providerOptions } from './providerOptions';

describe('providerOptions', () => {
  it('omits databet in any case, blanks and duplicates, and sorts', () => {
    const providers = ['Pragmatic Play', 'databet', 'evolution', 'DataBet', 'NetEnt', 'NetEnt', ' ', 'Amatic'].map(
      (name) => ({ name }),
    );
    expect(providerOptions(providers)).toEqual(['Amatic', 'evolution', 'NetEnt', 'Pragmatic Play']);
  });

  it('is empty without providers', () => {
    expect(providerOptions(undefined)).toEqual([]);
    expect(providerOptions([{ name: 'databet' }])).toEqual([]);
  });
});
