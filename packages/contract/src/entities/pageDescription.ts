import Type, { type Static } from 'typebox';
import { Id, IsoDateTime, LanCode } from '../scalars';

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

/** Longest page name an operator may write (after trimming). */
export const PAGE_NAME_MAX_LENGTH = 200;
/** Longest page body an operator may write, in characters (about 200 KB of HTML). */
export const PAGE_DESCRIPTION_MAX_LENGTH = 200_000;

/** One language version of a page, as the operator manages it. */
export const PageText = Type.Object(
  {
    lanCode: LanCode(),
    name: Type.String(),
    description: Type.String({ description: 'Page body as HTML, stored as sent.' }),
    updatedAt: IsoDateTime({ description: 'Last write of this version (seed or operator).' }),
  },
  { title: 'PageText' },
);
export type PageText = Static<typeof PageText>;

/** A content page with every language version it has (operator view). */
export const ContentPage = Type.Object(
  {
    id: Id({ description: 'The pageId (the pageId of /pages and of get-page-description).' }),
    slug: Type.String({ description: 'Stable name of the page, e.g. "terms-and-conditions".' }),
    texts: Type.Array(PageText, { description: 'One entry per language that has a version, in language order.' }),
  },
  { title: 'ContentPage' },
);
export type ContentPage = Static<typeof ContentPage>;

/** What an operator writes for a page in one language. */
export const PageTextInput = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: PAGE_NAME_MAX_LENGTH,
      description: 'Title of the page (footer link and heading); trimmed, one line, not blank.',
    }),
    description: Type.String({
      maxLength: PAGE_DESCRIPTION_MAX_LENGTH,
      description:
        'Page body as HTML. Stored as sent; clients must sanitise before rendering (the site uses DOMPurify).',
    }),
  },
  { title: 'PageTextInput' },
);
export type PageTextInput = Static<typeof PageTextInput>;
