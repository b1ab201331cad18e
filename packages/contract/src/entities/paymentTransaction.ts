import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { NetworkFeeLevel } from './networkFee';

export const PAYMENT_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'block', 'unblock'] as const;
export const PaymentTransactionType = StringEnum([...PAYMENT_TRANSACTION_TYPES]);
export type PaymentTransactionType = Static<typeof PaymentTransactionType>;

/**
 * Lifecycle of a payment. Deposit: pending (link created) then completed, failed or cancelled.
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
] as const;
export const PaymentTransactionStatus = StringEnum([...PAYMENT_TRANSACTION_STATUSES]);
export type PaymentTransactionStatus = Static<typeof PaymentTransactionStatus>;

/** A deposit or withdrawal (Transaction History, spec point 3). */
export const PaymentTransaction = Type.Object(
  {
    id: Id(),
    uuid: Uuid(),
    provider: Type.String({ examples: ['CRYPTOPAY'] }),
    accountId: Id({ description: 'The wallet account credited or debited.' }),
    amount: DecimalString({ description: "Amount in the player's currency, as a decimal string." }),
    fee: Type.Object({ amount: DecimalString({ description: 'Fee, as a decimal string ("0.00" when none).' }) }),
    type: Type.Object({ name: PaymentTransactionType }),
    status: Type.Object({ name: PaymentTransactionStatus }),
    rejectionReason: Nullable(Type.String(), { description: 'Set when the status is rejected.' }),
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
