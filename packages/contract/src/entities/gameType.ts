import Type, { type Static } from 'typebox';
import { Id } from '../scalars';

/** A game type with the number of games of that type (lobby tabs show types having games). */
export const GameType = Type.Object(
  {
    id: Id(),
    name: Type.String({ examples: ['Slots', 'Table Games', 'Instant'] }),
    gameCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'GameType' },
);
export type GameType = Static<typeof GameType>;
