import type { TFunction } from 'i18next';
import { dateTime, money, signedMoney } from '../profile/money/format';

/** '25 min' or '1 h 05 min'. */
export function duration(minutes: number, t: TFunction): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return t('rg.durationMinutes', { minutes: whole });
  return t('rg.durationHours', { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') });
}

/** A limit figure as the player reads it: money in its currency (the code), or minutes with the unit. */
export function limitFigure(kind: string, value: string, currency: string, locale: string, t: TFunction): string {
  return kind === 'time' ? duration(Number(value), t) : money(value, currency, locale);
}

export { dateTime, money, signedMoney };
