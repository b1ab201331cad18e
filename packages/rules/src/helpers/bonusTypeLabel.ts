import { FTD_CONDITION } from '../constants';

export const FIRST_TIME_DEPOSIT_LABEL = 'First Time Deposit';
export const RELOAD_LABEL = 'Reload';

/** 'First Time Deposit' for the condition ftd (any case), otherwise 'Reload'. */
export function bonusTypeLabel(conditionName: string | null | undefined): string {
  return conditionName?.trim().toLowerCase() === FTD_CONDITION ? FIRST_TIME_DEPOSIT_LABEL : RELOAD_LABEL;
}
