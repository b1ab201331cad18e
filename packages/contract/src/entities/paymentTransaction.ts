import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { NetworkFeeLevel } from './networkFee';
import { RESPONSIBLE_GAMING_REASONS } from './responsibleGaming';
import {
  PAYMENT_TRANSACTION_TYPES,
  BONUS_TRANSACTION_TYPES,
  PAYMENT_TRANSACTION_STATUSES,
} from '../vocabulary/payments';

export { PAYMENT_TRANSACTION_TYPES, BONUS_TRANSACTION_TYPES, PAYMENT_TRANSACTION_STATUSES };

export const PaymentTransactionType = StringEnum([...PAYMENT_TRANSACTION_TYPES]);
export type PaymentTransactionType = Static<typeof PaymentTransactionType>;

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
            description:
              "Why the deposit was held and what happens to it, in English: the catalogue texts of the reason and the status (HOLD_REASON_TEXTS, HOLD_STATUS_TEXTS), which a client shows in the player's language.",
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
