import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { SportsbookBetLeg } from './sportsbook';
import { BET_TRANSACTION_TYPES, BET_SOURCES } from '../vocabulary/bets';

export { BET_TRANSACTION_TYPES, BET_SOURCES };

export const BetTransactionType = StringEnum([...BET_TRANSACTION_TYPES]);
export type BetTransactionType = Static<typeof BetTransactionType>;

export const BetSource = StringEnum([...BET_SOURCES]);
export type BetSource = Static<typeof BetSource>;

/** A casino round or sportsbook movement of the player's wallet (Bet History, spec point 3). */
export const BetTransaction = Type.Object(
  {
    id: Id(),
    uuid: Uuid(),
    game: Nullable(Type.Object({ name: Type.String() }), {
      description:
        'The casino game, or for a sportsbook bet its description (the match, or "Multiple (3)"); null for a removed game (shown as NA).',
    }),
    amount: DecimalString({ description: 'Amount, as a decimal string.' }),
    currency: Type.Object({ code: CurrencyCode() }),
    type: Type.Object({ name: BetTransactionType }),
    source: BetSource,
    selections: Type.Optional(
      Type.Array(SportsbookBetLeg, {
        minItems: 2,
        description:
          'Sportsbook multiple or system bets only: each selection (event, market, pick, odds, and its result once settled, else null). Left out for casino rows and sportsbook singles, whose game name is the match.',
      }),
    ),
    createdAt: IsoDateTime(),
  },
  { title: 'BetTransaction' },
);
export type BetTransaction = Static<typeof BetTransaction>;
