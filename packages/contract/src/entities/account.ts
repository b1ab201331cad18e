import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id } from '../scalars';

/** Currency of an account: its code and the symbol players see. */
export const AccountCurrency = Type.Object({
  code: CurrencyCode(),
  symbolNative: Type.String({ examples: ['€'] }),
});
export type AccountCurrency = Static<typeof AccountCurrency>;

/** A wallet account of a player (spec point 3). The wallet selects the one of type 'combined'. */
export const Account = Type.Object(
  {
    id: Id(),
    type: Type.String({ description: "Kind of account, e.g. 'combined'.", examples: ['combined'] }),
    value: DecimalString({
      description: 'Balance, cash and bonus together, as a decimal string (never a float), e.g. "20.00".',
    }),
    cash: DecimalString({ description: 'The part of value that is cash: what can be withdrawn.' }),
    bonus: DecimalString({
      description: 'The part of value that is bonus money: it becomes cash only when its wagering is met.',
    }),
    held: DecimalString({ description: 'Amount held for requested withdrawals, not included in value.' }),
    currency: AccountCurrency,
  },
  { title: 'Account' },
);
export type Account = Static<typeof Account>;
