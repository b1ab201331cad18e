import Type, { type Static } from 'typebox';
import { Id, LanCode } from '../scalars';

/** A content page in one language (footer pages, /pages?pageId=). */
export const PageDescription = Type.Object(
  {
    id: Id({ description: 'Id of this language version.' }),
    pageId: Id({ description: 'Id of the page, the same in every language (the pageId of /pages).' }),
    slug: Type.String({
      description:
        'Stable name of the page, the same in every language, e.g. "terms-and-conditions" (footer links find their page by it).',
      examples: ['terms-and-conditions', 'bonus-terms-and-conditions', 'privacy-policy', 'faq', 'support'],
    }),
    name: Type.String(),
    description: Type.String({
      description: 'Page body as HTML, as the operator wrote it; the site sanitises it before showing it.',
    }),
    lanCode: LanCode(),
  },
  { title: 'PageDescription' },
);
export type PageDescription = Static<typeof PageDescription>;
