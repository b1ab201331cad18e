/*
 * The texts of a held deposit (issue 16) by catalogue code, schema-free (see vocabulary/index.ts):
 * why it was held, by its protection reason, and what becomes of its money, by its status. The
 * platform writes a hold's English `message` from these; the site shows the same codes in the
 * player's language.
 */
import type { MessageCode } from '../texts/en_GB';
import type { HeldDepositStatus } from './payments';
import type { ResponsibleGamingReason } from './responsibleGaming';

/** Why a deposit was held, by the protection reason that held it. */
export const HOLD_REASON_TEXTS = {
  deposit_limit: 'transactions.holdDepositLimit',
  loss_limit: 'transactions.holdLossLimit',
  wager_limit: 'transactions.holdWagerLimit',
  time_limit: 'transactions.holdTimeLimit',
  reality_check_due: 'transactions.holdRealityCheckDue',
  time_out: 'transactions.holdTimeOut',
  self_excluded: 'transactions.holdSelfExcluded',
  account_closed: 'transactions.holdAccountClosed',
} as const satisfies Record<ResponsibleGamingReason, MessageCode>;

/** What becomes of a held deposit's money, by its status. */
export const HOLD_STATUS_TEXTS = {
  held: 'transactions.holdHeld',
  refunding: 'transactions.holdRefunding',
  refunded: 'transactions.holdRefunded',
} as const satisfies Record<HeldDepositStatus, MessageCode>;

/**
 * The catalogue codes of a hold's message (why, then what now), or null for a reason or status
 * that has none (a value from the wire is only a string).
 */
export function holdTextCodes(reason: string, status: string): readonly [MessageCode, MessageCode] | null {
  const why = Object.hasOwn(HOLD_REASON_TEXTS, reason)
    ? HOLD_REASON_TEXTS[reason as ResponsibleGamingReason]
    : undefined;
  const now = Object.hasOwn(HOLD_STATUS_TEXTS, status) ? HOLD_STATUS_TEXTS[status as HeldDepositStatus] : undefined;
  return why && now ? [why, now] : null;
}
