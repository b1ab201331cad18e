import { EXCLUDED_PROVIDER } from '../constants';
import type { GameProvider } from '../types/game';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Names for the lobby's provider filter: without 'databet' (any case), without blanks and
 * duplicates, sorted alphabetically (case-insensitive, numbers in numeric order).
 */
export function providerOptions(providers: readonly GameProvider[] | null | undefined): string[] {
  const names = new Set<string>();
  for (const { name } of providers ?? []) {
    if (name.trim() !== '' && name.trim().toLowerCase() !== EXCLUDED_PROVIDER) names.add(name);
  }
  return [...names].sort(collator.compare);
}
