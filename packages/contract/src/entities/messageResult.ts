import Type, { type Static } from 'typebox';

/** A result that is only a message for the player (shown as a toast). */
export const MessageResult = Type.Object({ message: Type.String() }, { title: 'MessageResult' });
export type MessageResult = Static<typeof MessageResult>;
