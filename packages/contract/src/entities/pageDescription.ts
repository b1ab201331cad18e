import Type, { type Static } from 'typebox';
import { Id, LanCode } from '../scalars';

/** A content page in one language (footer pages, /pages?pageId=). */
export const PageDescription = Type.Object(
  {
    id: Id({ description: 'Id of this language version.' }),
    pageId: Id({ description: 'Id of the page, the same in every language (the pageId of /pages).' }),
    name: Type.String(),
    description: Type.String({ description: 'Page body as HTML (sanitised by the platform on write).' }),
    lanCode: LanCode(),
  },
  { title: 'PageDescription' },
);
export type PageDescription = Static<typeof PageDescription>;
