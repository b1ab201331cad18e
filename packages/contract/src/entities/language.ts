import Type, { type Static } from 'typebox';
import { Id, LanCode } from '../scalars';

/** A language of the site (spec point 3). */
export const Language = Type.Object(
  {
    id: Id(),
    lanCode: LanCode(),
    language: Type.String({ description: 'Display name, e.g. "English".' }),
    status: Type.Boolean({ description: 'The language is active on the platform (texts are maintained).' }),
    enable: Type.Boolean({ description: "The language is offered in the site's language selector." }),
  },
  { title: 'Language' },
);
export type Language = Static<typeof Language>;
