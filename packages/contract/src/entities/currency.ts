import Type, { type Static } from 'typebox';
import { CurrencyCode } from '../scalars';

/** A currency a player can hold (sign-up currency list). */
export const Currency = Type.Object(
  {
    code: CurrencyCode(),
    name: Type.String({ examples: ['Euro'] }),
    symbol: Type.String({ examples: ['EUR'] }),
    symbolNative: Type.String({ examples: ['€'] }),
  },
  { title: 'Currency' },
);
export type Currency = Static<typeof Currency>;
