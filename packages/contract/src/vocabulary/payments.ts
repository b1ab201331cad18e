/*
 * Payments' lists, schema-free (see vocabulary/index.ts).
 *
 * Rows of Transaction History: payments (deposit, withdrawal) and the bonus wallet's movements:
 * bonus (bonus money granted), bonus_conversion (wagering met: bonus money became cash, what
 * was over the conversion limit removed), bonus_expiry and bonus_forfeit (bonus money removed);
 * adjustment (a manual change of the cash by the operator's staff, approved by two of them).
 */
export const PAYMENT_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'block',
  'unblock',
  'bonus',
  'bonus_conversion',
  'bonus_expiry',
  'bonus_forfeit',
  'adjustment',
] as const;
export type PaymentTransactionType = (typeof PAYMENT_TRANSACTION_TYPES)[number];

/** The bonus wallet's rows of Transaction History. */
export const BONUS_TRANSACTION_TYPES = ['bonus', 'bonus_conversion', 'bonus_expiry', 'bonus_forfeit'] as const;

/**
 * Lifecycle of a payment. Deposit: pending (link created) then completed, failed, cancelled (by a
 * new link or the player) or expired (the link's time ran out). Money that arrives over a deposit
 * limit or while the player is excluded is held (never playable) and then refunding and refunded
 * (returned through the provider) or, where the limits allow it, released by staff (completed).
 * Withdrawal: requested (funds blocked) then completed (operator approved, paid out), rejected
 * (by the operator, with a reason) or cancelled (by the player; only requested ones can be).
 */
export const PAYMENT_TRANSACTION_STATUSES = [
  'pending',
  'requested',
  'completed',
  'failed',
  'rejected',
  'cancelled',
  'expired',
  'held',
  'refunding',
  'refunded',
] as const;
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

/** The statuses of a held deposit (operator API: held deposits). */
export const HELD_DEPOSIT_STATUSES = [
  'held',
  'refunding',
  'refunded',
] as const satisfies readonly PaymentTransactionStatus[];
export type HeldDepositStatus = (typeof HELD_DEPOSIT_STATUSES)[number];

export const NETWORK_FEE_LEVELS = ['low', 'medium', 'high'] as const;
export type NetworkFeeLevel = (typeof NETWORK_FEE_LEVELS)[number];

/** What a withdrawal needs that the player has not done yet (each can be relaxed by the operator's settings). */
export const WITHDRAWAL_REQUIREMENTS = ['email', 'kyc'] as const;
export type WithdrawalRequirement = (typeof WITHDRAWAL_REQUIREMENTS)[number];

/**
 * What the back office's withdrawal queue warns staff of (computed by the platform):
 * first_withdrawal (the player has never been paid out), little_play (the last deposit leaves
 * again with less staked since than the deposit), new_address (paid out before, never to this
 * address), bonus_converted_lately (bonus money became cash within the last 7 days), large_amount
 * (at least WITHDRAWAL_FOUR_EYES_AMOUNT: a second staff member approves).
 */
export const WITHDRAWAL_RISK_FLAGS = [
  'first_withdrawal',
  'little_play',
  'new_address',
  'bonus_converted_lately',
  'large_amount',
] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];
