import Type, { type Static } from 'typebox';
import { CurrencyCode } from '../scalars';

/** A crypto coin accepted for withdrawals, with the networks it can be sent on. */
export const Coin = Type.Object(
  {
    currency: CurrencyCode({ description: 'Coin code, e.g. "USDT" (the receivedCurrency of a withdrawal).' }),
    name: Type.String({ examples: ['Tether'] }),
    networks: Type.Array(
      Type.Object({
        network: Type.String({ description: 'Network code, e.g. "TRC20".' }),
        name: Type.String({ examples: ['Tron (TRC20)'] }),
      }),
    ),
  },
  { title: 'Coin' },
);
export type Coin = Static<typeof Coin>;
