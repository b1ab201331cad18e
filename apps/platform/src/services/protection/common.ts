/**
 * What the protection services share: the windows and waits, the texts of their answers, the
 * refusal, how times and periods read in messages, and the reading of a limit as typed.
 */
import type {
  LimitKind,
  LimitPeriod,
  ResponsibleGamingReason,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '@casino/contract';
import type { MessageCode } from '@casino/contract/texts';
import { formatMoney, fromMinorUnits, parseAmountInput, toMinorUnits } from '@casino/rules';
import { addDays, addHours, addMonths, addWeeks, addYears } from 'date-fns';
import type { playerLimits, playerProtection, playSessions } from '../../db/schema';
import { invalid, refused, type Said, says } from '../errors';
import { mailTime } from '../mail';

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
/** Rolling windows: day = the last 24 hours, week = 7 days, month = 30 days. */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};
/**
 * A loosening change (increase, removal) can be confirmed this long after it was asked for, where
 * the player's market says nothing else (each market's `limitIncreaseWaitHours` decides: 24 hours
 * in the UK and Malta, 7 days in Germany and the Netherlands).
 */
export const COOLING_OFF_MS = 24 * HOUR_MS;
/** After a self-exclusion ended, play resumes this long after the player asked. */
export const RESUME_WAIT_MS = 24 * HOUR_MS;
/** A play session ends after this long without a round or bet. */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
/** The largest money limit (whole units) and time limit (minutes) accepted. */
const MAX_LIMIT_WHOLE_DIGITS = 12;

// The texts of protection's answers: messages of the text catalogue (@casino/contract/texts).
export const PASSWORD_WRONG_MESSAGE = says('player.passwordWrong');
export const LIMIT_AMOUNT_MESSAGE = says('protection.limitAmount');
export const LIMIT_MINUTES_MESSAGE = says('rg.minutesInvalid');
export const LIMIT_TOO_LARGE_MESSAGE = says('protection.limitTooLarge');
export const NO_PENDING_CHANGE_MESSAGE = says('protection.noPendingChange');
export const NO_REALITY_CHECK_DUE_MESSAGE = says('protection.noRealityCheckDue');
export const ACCOUNT_CLOSED_MESSAGE = says('protection.accountClosed');
export const ALREADY_CLOSED_MESSAGE = says('protection.alreadyClosed');

/** Who made a change (the audit trail's actor). */
export type Actor = 'player' | 'operator' | 'system' | StaffActor;
/**
 * The operator's change made by a named staff member (the back office): recorded as 'operator'
 * with the staff member in the entry's details (`staff`), so the trail says who.
 */
export interface StaffActor {
  staff: { id: string; name: string };
}
export type ProtectionRow = typeof playerProtection.$inferSelect;
export type LimitRow = typeof playerLimits.$inferSelect;
export type SessionRow = typeof playSessions.$inferSelect;

/** The refusal of a play-time limit reached, one text per window (`{{minutes}}`: the limit). */
export const TIME_LIMIT_REACHED: Record<LimitPeriod, MessageCode> = {
  day: 'protection.timeLimitDay',
  week: 'protection.timeLimitWeek',
  month: 'protection.timeLimitMonth',
};
/** The refusal of a stake past a loss or wager limit, one text per kind and window (`{{left}}`: money left). */
export const STAKE_LIMIT_PASSED: Record<'loss' | 'wager', Record<LimitPeriod, MessageCode>> = {
  loss: { day: 'protection.lossLimitDay', week: 'protection.lossLimitWeek', month: 'protection.lossLimitMonth' },
  wager: { day: 'protection.wagerLimitDay', week: 'protection.wagerLimitWeek', month: 'protection.wagerLimitMonth' },
};

/**
 * "€1,000.00": a decimal amount of the player's currency as messages carry it (`{{left}}`), written
 * as the site writes money in en_GB (the symbol without a space, thousands grouped).
 */
export const moneyFigure = (amount: string, symbol: string) => `${symbol}${formatMoney(amount, 'en-GB')}`;

/** An amount in minor units as messages carry it: moneyFigure's "€12.50". */
export const moneyText = (units: bigint, account: { symbol: string; decimals: number }) =>
  moneyFigure(fromMinorUnits(units, account.decimals), account.symbol);

/** The English words of periods and kinds, for the e-mails (notices.ts); refusals use the catalogue. */
export const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
export const KIND_WORD: Record<LimitKind, string> = {
  deposit: 'deposit',
  loss: 'loss',
  wager: 'wager',
  time: 'play-time',
};

/** A refusal of player protection: `refused` with the rule as `reason` (403 over HTTP). */
export const refusal = (reason: ResponsibleGamingReason, message: string | Said) => refused(message, reason);

/** "25 Nov 2026, 14:05 UTC": how times appear in messages (English, as e-mails write them). */
export const formatTime = (date: Date): string => mailTime('en_GB', date);

/** When an exclusion of a period started at `from` ends (null: permanent). */
export function exclusionEnd(period: TimeOutPeriod | SelfExclusionPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return addHours(from, 24);
    case '7d':
      return addDays(from, 7);
    case '1m':
      return addMonths(from, 1);
    case '6w':
      return addWeeks(from, 6);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addYears(from, 1);
    case '5y':
      return addYears(from, 5);
    case 'permanent':
      return null;
  }
}

/** A limit's amount as the audit trail keeps it (minor units or minutes as text; null: none). */
export const display = (units: bigint | null) => (units === null ? null : units.toString());

/** Reads a limit amount: minor units of money, or whole minutes for time. `invalid` with fields.amount. */
export function parseLimit(kind: LimitKind, amount: string | null, decimals: number): bigint | null {
  if (amount === null) return null;
  const wrong = (message: Said) => invalid(message, { amount: message });
  if (kind === 'time') {
    if (typeof amount !== 'string' || !/^\d+$/.test(amount)) throw wrong(LIMIT_MINUTES_MESSAGE);
    if (amount.replace(/^0+/, '').length > 6) throw wrong(LIMIT_TOO_LARGE_MESSAGE);
    const minutes = BigInt(amount);
    if (minutes <= 0n) throw wrong(LIMIT_MINUTES_MESSAGE);
    return minutes;
  }
  const reading = parseAmountInput(amount, Math.min(decimals, 2));
  if (!reading.ok) throw wrong(LIMIT_AMOUNT_MESSAGE);
  if ((reading.amount.split('.')[0] ?? '').replace(/^0+/, '').length > MAX_LIMIT_WHOLE_DIGITS) {
    throw wrong(LIMIT_TOO_LARGE_MESSAGE);
  }
  const units = toMinorUnits(reading.amount, decimals);
  if (units <= 0n) throw wrong(LIMIT_AMOUNT_MESSAGE);
  return units;
}
