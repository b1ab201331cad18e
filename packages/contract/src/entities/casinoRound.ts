import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { CASINO_ROUND_STATUSES } from '../vocabulary/bets';

export { CASINO_ROUND_STATUSES };

export const CasinoRoundStatus = StringEnum([...CASINO_ROUND_STATUSES]);
export type CasinoRoundStatus = Static<typeof CasinoRoundStatus>;

/** One real-money casino round of the player (dashboard Casino Bets). */
export const CasinoRound = Type.Object(
  {
    id: Id(),
    uuid: Uuid({ description: 'The round id (the uuid of its Bet History entries).' }),
    game: Nullable(Type.Object({ name: Type.String() }), { description: 'The game; null when it was removed.' }),
    paymentMethod: Type.String({
      description: "Type of the wallet account the stake was paid from, e.g. 'combined'.",
      examples: ['combined'],
    }),
    stake: DecimalString({ description: 'Amount staked, as a decimal string.' }),
    payout: DecimalString({ description: 'Amount paid out ("0.00" for a lost round).' }),
    currency: Type.Object({ code: CurrencyCode() }),
    status: CasinoRoundStatus,
    ratio: DecimalString({ description: 'Payout divided by stake, two decimals, e.g. "2.50" ("0.00" when lost).' }),
    createdAt: IsoDateTime(),
  },
  { title: 'CasinoRound' },
);
export type CasinoRound = Static<typeof CasinoRound>;
