import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A language of the site (spec point 3). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  /** e.g. "en_GB" (the default locale). */
  lanCode: text('lan_code').notNull().unique(),
  /** Display name in the language itself, e.g. "Deutsch". */
  language: text('language').notNull(),
  /** Active on the platform: texts are maintained and listed. */
  status: boolean('status').notNull().default(true),
  /** Offered in the site's language selector. */
  enable: boolean('enable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One translated text: language, key, text. Empty texts are left out of the answers. */
export const localeTexts = pgTable(
  'locale_texts',
  {
    id: serial('id').primaryKey(),
    lanCode: text('lan_code')
      .notNull()
      .references(() => languages.lanCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('locale_texts_lan_key').on(t.lanCode, t.key)],
);

/** A content page (footer pages, /pages?pageId=): the id is the stable pageId. */
export const pages = pgTable('pages', {
  /** Chosen ids (not a sequence): links and bookmarks keep working across databases. */
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A page in one language: its name and its HTML body, as the operator wrote it. */
export const pageDescriptions = pgTable(
  'page_descriptions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    lanCode: text('lan_code')
      .notNull()
      .references(() => languages.lanCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_descriptions_page_lan').on(t.pageId, t.lanCode),
    index('page_descriptions_lan').on(t.lanCode),
  ],
);
