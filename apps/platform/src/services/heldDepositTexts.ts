import { holdTextCodes, RESPONSIBLE_GAMING_REASONS, type PaymentTransaction } from '@casino/contract';
import { textIn } from '@casino/contract/texts';
import type { payments } from '../db/schema';

/**
 * The `hold` of a deposit held over a limit or during an exclusion, as Transaction History shows
 * it: its reason and an English `message` written from the catalogue's texts of the reason and
 * the status (`HOLD_REASON_TEXTS`, `HOLD_STATUS_TEXTS`), which the site shows in the player's
 * language.
 */
export function holdView(payment: Pick<typeof payments.$inferSelect, 'status' | 'holdReason'>): {
  hold?: NonNullable<PaymentTransaction['hold']>;
} {
  const reason = RESPONSIBLE_GAMING_REASONS.find((known) => known === payment.holdReason);
  const codes = reason ? holdTextCodes(reason, payment.status) : null;
  if (!reason || !codes) return {};
  return { hold: { reason, message: `${textIn('en_GB', codes[0])} ${textIn('en_GB', codes[1])}` } };
}
