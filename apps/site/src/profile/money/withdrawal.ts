import { fromMinorUnits, parseMoney, toMinorUnits } from '@casino/rules';

/** What a withdrawal takes from the balance before it is sent: the network fee and amount + fee. */
export interface WithdrawalCost {
  /** The network fee of the chosen level, or null before one is chosen. */
  fee: string | null;
  /** Amount plus fee, or null while the amount is not a valid amount or no fee is chosen. */
  total: string | null;
  /** Whether the total is more than the withdrawable cash (the platform would refuse it). */
  overCash: boolean;
}

/**
 * The cost of a withdrawal as the form stands: the typed amount (trimmed, in the one grammar of
 * money) plus the chosen level's fee, in exact minor units, compared with the cash.
 */
export function withdrawalCost(amount: string, fee: string | null | undefined, cash: string | null): WithdrawalCost {
  const parsed = parseMoney(amount.trim());
  if (!fee) return { fee: null, total: null, overCash: false };
  if (parsed === null) return { fee, total: null, overCash: false };
  const total = toMinorUnits(parsed) + toMinorUnits(fee);
  return {
    fee,
    total: fromMinorUnits(total),
    overCash: cash !== null && total > toMinorUnits(cash),
  };
}
