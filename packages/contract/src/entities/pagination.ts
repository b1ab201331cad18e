import Type, { type Static } from 'typebox';

/** Page size of the history lists when `limit` is not sent (spec point 9). */
export const DEFAULT_PAGE_LIMIT = 10;
/** Largest page a list answers. */
export const MAX_PAGE_LIMIT = 100;
/** Largest page number a list takes (far beyond any history; keeps offsets exact integers). */
export const MAX_PAGE = 1_000_000;

/** Where a page sits in a paged list. */
export const Pagination = Type.Object(
  {
    page: Type.Integer({ minimum: 1, description: 'This page, from 1.' }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT }),
    totalPages: Type.Integer({ minimum: 0, description: 'Number of pages; 0 when the list is empty.' }),
    totalItems: Type.Integer({ minimum: 0 }),
  },
  { title: 'Pagination' },
);
export type Pagination = Static<typeof Pagination>;

/** Query of a paged list: page from 1 (default 1) and limit 1 to 100 (default 10). */
export const pageQueryProperties = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: `Page number, 1 to ${MAX_PAGE}.` }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_LIMIT,
      default: DEFAULT_PAGE_LIMIT,
      description: `Page size, 1 to ${MAX_PAGE_LIMIT}.`,
    }),
  ),
};
