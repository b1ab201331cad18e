import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, StringEnum } from '../scalars';
import { NETWORK_FEE_LEVELS } from '../vocabulary/payments';

export { NETWORK_FEE_LEVELS };

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
