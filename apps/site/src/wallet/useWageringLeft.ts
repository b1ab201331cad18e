import type { Account } from '@casino/contract';
import { selectedWallet, toMinorUnits } from '@casino/rules';
import { useEffect, useRef } from 'react';
import { useBonusInProgress } from '../data/bonuses';

/** Balance changes come with every stake and win: the bonus is read again at most this often. */
export const WAGERING_REFRESH_SPACING_MS = 5_000;

/**
 * The wagering left of the bonus in progress (a decimal string), or null without one, for the
 * header. It is read once, then again when the balance changes (throttled: at most once every 5
 * seconds, the last change always counted), since stakes are what wagering counts. A player
 * without a known bonus and without bonus money cannot have one in progress: no reads then.
 */
export function useWageringLeft(playerUuid: string | undefined, accounts: readonly Account[] | undefined) {
  const account = selectedWallet(accounts);
  const hasBonusMoney = account ? toMinorUnits(account.bonus) > 0n : false;
  const bonus = useBonusInProgress(playerUuid, {
    // The header stays quiet: without the figure it shows cash and bonus money only.
    onError: (error: unknown) => console.warn('The bonus in progress could not be read', error),
  });
  const { mutate } = bonus;
  const known = bonus.data != null;

  const balance = account ? `${account.value}/${account.bonus}` : null;
  const previous = useRef(balance);
  const changed = useRef(false);
  const lastRead = useRef(0);
  useEffect(() => {
    if (balance !== previous.current) {
      previous.current = balance;
      changed.current = true;
    }
    if (!playerUuid || !changed.current) return;
    if (!known && !hasBonusMoney) {
      changed.current = false;
      return;
    }
    const wait = Math.max(0, lastRead.current + WAGERING_REFRESH_SPACING_MS - Date.now());
    const timer = setTimeout(() => {
      changed.current = false;
      lastRead.current = Date.now();
      void mutate();
    }, wait);
    return () => clearTimeout(timer);
  }, [playerUuid, balance, known, hasBonusMoney, mutate]);

  return bonus.data?.status === 'active' ? bonus.data.wageringLeft : null;
}
