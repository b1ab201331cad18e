/**
 * The content pages (footer links, /pages?pageId=). Ids are the stable pageIds: chosen here, the
 * same in every database and every language.
 */
export const PAGES = [
  { id: 1, slug: 'terms-and-conditions', sortOrder: 1 },
  { id: 2, slug: 'bonus-terms-and-conditions', sortOrder: 2 },
  { id: 3, slug: 'privacy-policy', sortOrder: 3 },
  { id: 4, slug: 'responsible-gaming', sortOrder: 4 },
  { id: 5, slug: 'faq', sortOrder: 5 },
  { id: 6, slug: 'support', sortOrder: 6 },
  { id: 7, slug: 'affiliate-program', sortOrder: 7 },
] as const;

export type PageSlug = (typeof PAGES)[number]['slug'];

/** One page in one language: its name and its HTML body (clean HTML only: headings, paragraphs, lists, links). */
export interface PageContent {
  name: string;
  description: string;
}

export type LanguagePages = Record<PageSlug, PageContent>;

/** Joins HTML blocks written one per line in the page files. */
export const html = (...blocks: string[]): string => blocks.join('\n');
