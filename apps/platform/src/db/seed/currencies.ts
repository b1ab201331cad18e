import type { Executor } from '../client';
import { currencies } from '../schema';

/** The currencies a player can choose at sign-up (spec: master/currency/avaliable). */
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', symbolNative: '€', decimals: 2 },
  { code: 'USD', name: 'US Dollar', symbol: '$', symbolNative: '$', decimals: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', symbolNative: '£', decimals: 2 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', symbolNative: '$', decimals: 2 },
] as const;

export async function seedCurrencies(db: Executor): Promise<void> {
  await db
    .insert(currencies)
    .values([...CURRENCIES])
    .onConflictDoNothing();
}
