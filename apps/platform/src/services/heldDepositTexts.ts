import type { PaymentTransaction, ResponsibleGamingReason } from '@casino/contract';
import type { payments } from '../db/schema';

const WHY: Record<ResponsibleGamingReason, string> = {
  deposit_limit: 'This deposit arrived over your deposit limit.',
  loss_limit: 'This deposit arrived over your loss limit.',
  wager_limit: 'This deposit arrived over your wager limit.',
  time_limit: 'This deposit arrived over your play-time limit.',
  reality_check_due: 'This deposit arrived while a reality check was due.',
  time_out: 'This deposit arrived during your time-out.',
  self_excluded: 'This deposit arrived while you were self-excluded.',
  account_closed: 'This deposit arrived after your account was closed.',
};

const WHAT_NOW: Partial<Record<PaymentTransaction['status']['name'], string>> = {
  held: 'It was not added to your balance and is kept apart until it is returned to you.',
  refunding: 'It was not added to your balance and is being returned to you.',
  refunded: 'It was not added to your balance and was returned to you.',
};

const isReason = (value: string | null): value is ResponsibleGamingReason => value !== null && value in WHY;

/** The `hold` of a deposit held over a limit or during an exclusion, as Transaction History shows it. */
export function holdView(payment: Pick<typeof payments.$inferSelect, 'status' | 'holdReason'>): {
  hold?: NonNullable<PaymentTransaction['hold']>;
} {
  const whatNow = WHAT_NOW[payment.status];
  if (!whatNow || !isReason(payment.holdReason)) return {};
  return { hold: { reason: payment.holdReason, message: `${WHY[payment.holdReason]} ${whatNow}` } };
}
