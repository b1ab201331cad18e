import Type, { type Static } from 'typebox';
import { DecimalString, Nullable, StringEnum, Uuid } from '../scalars';
import { WITHDRAWAL_REQUIREMENTS } from '../vocabulary/payments';

export { WITHDRAWAL_REQUIREMENTS };

export const WithdrawalRequirement = StringEnum([...WITHDRAWAL_REQUIREMENTS]);
export type WithdrawalRequirement = Static<typeof WithdrawalRequirement>;

/** Whether the player can withdraw now, and how much: what the Withdraw tab shows before a submit. */
export const WithdrawalStatus = Type.Object(
  {
    canWithdraw: Type.Boolean({ description: 'True when nothing is missing and no bonus is in progress.' }),
    missing: Type.Array(WithdrawalRequirement, {
      description: "'email': the e-mail address is not verified; 'kyc': the KYC documents are not all approved.",
    }),
    cash: DecimalString({ description: 'What can be withdrawn (fees included), in the account currency.' }),
    bonus: DecimalString({ description: 'Bonus money in the balance: never withdrawable.' }),
    activeBonus: Nullable(
      Type.Object({
        uuid: Uuid(),
        name: Type.String(),
        wageringLeft: DecimalString(),
      }),
      { description: 'The bonus in progress, which must be forfeited (with the player’s consent) before withdrawing.' },
    ),
  },
  { title: 'WithdrawalStatus' },
);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;
