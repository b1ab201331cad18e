import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, StringEnum } from '../scalars';

/** Speed levels of a withdrawal's network fee. */
export const NETWORK_FEE_LEVELS = ['low', 'medium', 'high'] as const;
export const NetworkFeeLevel = StringEnum([...NETWORK_FEE_LEVELS]);
export type NetworkFeeLevel = Static<typeof NetworkFeeLevel>;

/** A network fee option for a coin on a network. */
export const NetworkFee = Type.Object(
  {
    currency: CurrencyCode({ description: 'Coin code.' }),
    network: Type.String({ description: 'Network code.' }),
    level: NetworkFeeLevel,
    fee: DecimalString({ description: "Fee in the player's currency, as a decimal string." }),
  },
  { title: 'NetworkFee' },
);
export type NetworkFee = Static<typeof NetworkFee>;
