import type { LimitKind } from '@casino/contract';

const MONEY = /^\d+(\.\d{1,2})?$/;
const MINUTES = /^\d+$/;

/** Whether a typed limit is one the platform takes: money with at most 2 decimals, or whole minutes, above 0. */
export function validLimitAmount(kind: LimitKind, amount: string): boolean {
  return (kind === 'time' ? MINUTES : MONEY).test(amount) && /[1-9]/.test(amount) && amount.length <= 20;
}
