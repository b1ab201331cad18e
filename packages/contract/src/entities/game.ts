import Type, { type Static } from 'typebox';
import { Id, Link, StringEnum } from '../scalars';
import { GAME_TAGS } from '../vocabulary/players';

export { GAME_TAGS };

export const GameTag = StringEnum([...GAME_TAGS], { description: 'Lobby category of a game.' });
export type GameTag = Static<typeof GameTag>;

/** A casino game as the lobby lists it (spec point 3). */
export const Game = Type.Object(
  {
    id: Id({ description: "The platform's id of the game: the id of /play-game and of favourite calls." }),
    gameId: Type.String({
      minLength: 1,
      description: "The game provider's own identifier of the game (opaque text), sent back to games/play.",
    }),
    name: Type.String(),
    gameType: Type.Object({ id: Id(), name: Type.String({ examples: ['Slots', 'Table Games', 'Instant'] }) }),
    gameProvider: Type.Object({ id: Id(), name: Type.String() }),
    images: Type.Array(Type.Object({ link: Link() }), {
      description: 'Images of the game; the lobby tile shows the second one when there are images.',
    }),
    isFavourite: Type.Boolean({
      description: 'True when the calling player has the game in favourites; false for visitors.',
    }),
    tags: Type.Array(GameTag, { uniqueItems: true }),
    isLive: Type.Boolean({
      description: "A live-dealer game (the tile's 'Live' badge); equal to tags containing 'live'.",
    }),
  },
  { title: 'Game' },
);
export type Game = Static<typeof Game>;

const Money = (description: string) => Type.String({ pattern: '^\\d+(\\.\\d+)?$', description });

/** A live table's state now (simulated by the demo provider): dealer, players or seats, stake limits. */
export const LiveTableState = Type.Object(
  {
    id: Id({ description: "The game's id." }),
    dealer: Type.String({ description: 'The first name of the dealer on shift.' }),
    players: Type.Integer({ minimum: 0, description: 'Players at the table now.' }),
    seats: Type.Union(
      [Type.Object({ taken: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 1 }) }), Type.Null()],
      {
        description: 'Seats taken and in all, for a seated game (blackjack); null for a wheel (roulette).',
      },
    ),
    minStake: Money('The smallest stake, in currency.'),
    maxStake: Money('The largest stake, in currency.'),
    currency: Type.String({ minLength: 3 }),
  },
  { title: 'LiveTableState' },
);
export type LiveTableState = Static<typeof LiveTableState>;

/** A pooled jackpot's amount in one currency. */
export const JackpotPool = Type.Object(
  {
    gameId: Id({ description: 'The id of the jackpot game.' }),
    currency: Type.String({ minLength: 3 }),
    amount: Money('The pool now, in currency.'),
  },
  { title: 'JackpotPool' },
);
export type JackpotPool = Static<typeof JackpotPool>;
