import { mutate } from 'swr';
import { isMoneyKey } from '../../data/keys';

/** Reads every money view again, after something moved money (a deposit, a forfeit, a withdrawal). */
export function refreshMoneyViews(): Promise<unknown> {
  return mutate(isMoneyKey);
}
