import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { NetworkFeeLevel } from './networkFee';
import { RESPONSIBLE_GAMING_REASONS } from './responsibleGaming';

/**
 * Rows of Transaction History: payments (deposit, withdrawal) and the bonus wallet's movements:
 * bonus (bonus money granted), bonus_conversion (wagering met: bonus money became cash, what
 * was over the conversion limit removed), bonus_expiry and bonus_forfeit (bonus money removed).
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
] as const;
/** The bonus wallet's rows of Transaction History. */
export const BONUS_TRANSACTION_TYPES = ['bonus', 'bonus_conversion', 'bonus_expiry', 'bonus_forfeit'] as const;
export const PaymentTransactionType = StringEnum([...PAYMENT_TRANSACTION_TYPES]);
export type PaymentTransactionType = Static<typeof PaymentTransactionType>;

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
export const PaymentTransactionStatus = StringEnum([...PAYMENT_TRANSACTION_STATUSES]);
export type PaymentTransactionStatus = Static<typeof PaymentTransactionStatus>;

/** A deposit, a withdrawal or a bonus movement (Transaction History, spec point 3). */
export const PaymentTransaction = Type.Object(
  {
    id: Id(),
    uuid: Uuid(),
    provider: Type.String({ examples: ['CRYPTOPAY'] }),
    accountId: Id({ description: 'The wallet account credited or debited.' }),
    amount: DecimalString({
      description:
        "Amount in the player's currency, as a decimal string. Bonus rows: the change of the balance (negative for a removal); with Bet History's stakes and wins the rows add up to the balance.",
    }),
    bonus: Type.Optional(
      Type.Object(
        {
          name: Type.String({ description: 'The offer.' }),
          bonusDelta: DecimalString({ description: 'Change of the bonus money.' }),
          cashDelta: DecimalString({ description: 'Change of the cash (a conversion).' }),
        },
        { description: 'Set on bonus rows.' },
      ),
    ),
    fee: Type.Object({ amount: DecimalString({ description: 'Fee, as a decimal string ("0.00" when none).' }) }),
    type: Type.Object({ name: PaymentTransactionType }),
    status: Type.Object({ name: PaymentTransactionStatus }),
    rejectionReason: Nullable(Type.String(), { description: 'Set when the status is rejected.' }),
    hold: Type.Optional(
      Type.Object(
        {
          reason: StringEnum([...RESPONSIBLE_GAMING_REASONS]),
          message: Type.String({
            description: "Why the deposit was held and what happens to it, in the player's words.",
          }),
        },
        { description: 'Set on a deposit that arrived over a deposit limit or during an exclusion (held, refunded).' },
      ),
    ),
    player: Type.Object({
      username: Type.String(),
      email: Type.String({ format: 'email' }),
      address: Type.String(),
      currency: Type.Object({ code: CurrencyCode() }),
    }),
    withdrawal: Nullable(
      Type.Object({
        address: Type.String({ description: 'Destination wallet address.' }),
        network: Type.String(),
        networkFeeLevel: NetworkFeeLevel,
        receivedCurrency: CurrencyCode(),
      }),
      { description: 'Destination of a withdrawal; null for other types.' },
    ),
    createdAt: IsoDateTime(),
  },
  { title: 'PaymentTransaction' },
);
export type PaymentTransaction = Static<typeof PaymentTransaction>;
