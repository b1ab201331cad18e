import Type, { type Static } from 'typebox';

/**
 * The code of a result's message in the text catalogue (@casino/contract/texts), when it is one of
 * its texts: a client shows the catalogue's text of the code in the player's language; `message`
 * is its English text.
 */
export const ResultMessageCode = Type.Optional(
  Type.String({ description: "The message's code in the text catalogue; `message` is its English text." }),
);

/** A result that is only a message for the player (shown as a toast). */
export const MessageResult = Type.Object(
  { message: Type.String(), messageCode: ResultMessageCode },
  { title: 'MessageResult' },
);
export type MessageResult = Static<typeof MessageResult>;
