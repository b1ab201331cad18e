import Type, { type Static } from 'typebox';
import { Id } from '../scalars';

/** A game provider (studio). The lobby's provider filter matches `name` exactly. */
export const GameProvider = Type.Object(
  {
    id: Id(),
    name: Type.String({ examples: ['databet'] }),
  },
  { title: 'GameProvider' },
);
export type GameProvider = Static<typeof GameProvider>;
