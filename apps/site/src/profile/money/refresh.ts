import { mutate } from 'swr';
import { isBonusKey } from '../../wallet/useWageringLeft';

/** SWR key of the player's withdrawal status (Withdraw tab). */
export const withdrawalStatusKey = (playerUuid: string) => ['withdrawal-status', playerUuid] as const;

const MONEY_LISTS = new Set(['payment-history', 'player-offers', 'withdrawal-status']);

/** Whether an SWR key holds money the player sees: bonuses, Transaction History, offers, withdrawal status. */
export const isMoneyKey = (key: unknown): boolean =>
  isBonusKey(key) || (Array.isArray(key) && typeof key[0] === 'string' && MONEY_LISTS.has(key[0]));

/** Reads every money view again, after something moved money (a deposit, a forfeit, a withdrawal). */
export function refreshMoneyViews(): Promise<unknown> {
  return mutate(isMoneyKey);
}
