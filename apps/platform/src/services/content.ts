/**
 * Content of the site: languages, translated texts, content pages and the currency list.
 * Pages fall back to the default locale (en_GB) when a language has no version of them.
 * Operators write a page's name and HTML per language; the HTML is stored as sent (clients
 * sanitise it before rendering).
 */
import {
  type ContentPage,
  type Currency,
  type Language,
  type LocaleTexts,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
  type PageDescription,
  type PageTextInput,
} from '@casino/contract';
import { DEFAULT_LOCALE, maxLengthMessage, REQUIRED_MESSAGE } from '@casino/rules';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { currencies, languages, localeTexts, pageDescriptions, pages } from '../db/schema';
import { invalid, notFound } from './errors';

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';
/** Field message of a page name with a line break, tab or other control character. */
export const PAGE_NAME_ONE_LINE_MESSAGE = 'must be one line without control characters';
/** Field message of text holding U+0000, which PostgreSQL text cannot store. */
export const NUL_CHARACTER_MESSAGE = 'must not contain NUL characters';
/** Largest value of a PostgreSQL integer column. */
const MAX_ID = 2_147_483_647;

/** Active languages, in selector order. */
export async function listLanguages(db: Executor): Promise<Language[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(eq(languages.status, true))
    .orderBy(asc(languages.sortOrder), asc(languages.id));
  return rows.map(({ id, lanCode, language, status, enable }) => ({ id, lanCode, language, status, enable }));
}

/** Language code to key to text, for every active language (or one); empty texts left out. */
export async function localeTextsOf(db: Executor, lanCode?: string): Promise<LocaleTexts> {
  const rows = await db
    .select({ lanCode: localeTexts.lanCode, key: localeTexts.key, text: localeTexts.text })
    .from(localeTexts)
    .innerJoin(languages, eq(languages.lanCode, localeTexts.lanCode))
    .where(
      and(eq(languages.status, true), ne(localeTexts.text, ''), lanCode ? eq(localeTexts.lanCode, lanCode) : undefined),
    )
    .orderBy(asc(languages.sortOrder), asc(localeTexts.key));
  const result: LocaleTexts = {};
  for (const row of rows) {
    if (!row.text.trim()) continue;
    (result[row.lanCode] ??= {})[row.key] = row.text;
  }
  return result;
}

type PageRow = { id: number; pageId: number; slug: string; name: string; description: string; lanCode: string };

const pageColumns = {
  id: pageDescriptions.id,
  pageId: pageDescriptions.pageId,
  slug: pages.slug,
  name: pageDescriptions.name,
  description: pageDescriptions.description,
  lanCode: pageDescriptions.lanCode,
};

/** Rows of the wanted language, else of the default one, one per page. */
function pickLanguage(rows: PageRow[], lanCode: string): PageRow[] {
  const chosen = new Map<number, PageRow>();
  for (const row of rows) {
    const current = chosen.get(row.pageId);
    if (!current || (row.lanCode === lanCode && current.lanCode !== lanCode)) chosen.set(row.pageId, row);
  }
  return [...chosen.values()];
}

/** Every page in a language (footer links), falling back to en_GB page by page; in page order. */
export async function listPages(db: Executor, lanCode = DEFAULT_LOCALE): Promise<PageDescription[]> {
  const wanted = [...new Set([lanCode, DEFAULT_LOCALE])];
  const rows = await db
    .select(pageColumns)
    .from(pageDescriptions)
    .innerJoin(pages, eq(pages.id, pageDescriptions.pageId))
    .where(inArray(pageDescriptions.lanCode, wanted))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
  const order = new Map(rows.map((row, index) => [row.pageId, index]));
  return pickLanguage(rows, lanCode).sort((a, b) => (order.get(a.pageId) ?? 0) - (order.get(b.pageId) ?? 0));
}

/** One page in a language, else in en_GB; 404 when the page does not exist. */
export async function getPage(db: Executor, pageId: number, lanCode = DEFAULT_LOCALE): Promise<PageDescription> {
  // Ids are PostgreSQL integers: a larger number names no page (and must not reach the query).
  if (!Number.isInteger(pageId) || pageId < 1 || pageId > MAX_ID) throw notFound(PAGE_NOT_FOUND_MESSAGE);
  const wanted = [...new Set([lanCode, DEFAULT_LOCALE])];
  const rows = await db
    .select(pageColumns)
    .from(pageDescriptions)
    .innerJoin(pages, eq(pages.id, pageDescriptions.pageId))
    .where(and(eq(pageDescriptions.pageId, pageId), inArray(pageDescriptions.lanCode, wanted)));
  const [page] = pickLanguage(rows, lanCode);
  if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
  return page;
}

/** Every page in footer order with each language version it has, languages in selector order (operator). */
export async function listContentPages(db: Executor): Promise<ContentPage[]> {
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      lanCode: pageDescriptions.lanCode,
      name: pageDescriptions.name,
      description: pageDescriptions.description,
      updatedAt: pageDescriptions.updatedAt,
    })
    .from(pages)
    .leftJoin(pageDescriptions, eq(pageDescriptions.pageId, pages.id))
    .leftJoin(languages, eq(languages.lanCode, pageDescriptions.lanCode))
    .orderBy(asc(pages.sortOrder), asc(pages.id), asc(languages.sortOrder), asc(languages.id));
  const result = new Map<number, ContentPage>();
  for (const row of rows) {
    let page = result.get(row.id);
    if (!page) result.set(row.id, (page = { id: row.id, slug: row.slug, texts: [] }));
    if (row.lanCode === null || row.name === null || row.description === null || row.updatedAt === null) continue;
    page.texts.push({
      lanCode: row.lanCode,
      name: row.name,
      description: row.description,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return [...result.values()];
}

/** Length in characters (code points), as the contract's maxLength counts. */
const characters = (text: string) => [...text].length;

/** An operator's page text checked beyond its types: the name trimmed, the HTML kept as sent. */
function checkPageText(input: PageTextInput): { name: string; description: string } {
  const fields: Record<string, string> = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) fields.name = REQUIRED_MESSAGE;
  else if (characters(name) > PAGE_NAME_MAX_LENGTH) fields.name = maxLengthMessage(PAGE_NAME_MAX_LENGTH);
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f]/.test(name)) fields.name = PAGE_NAME_ONE_LINE_MESSAGE;
  const description = input.description;
  if (typeof description !== 'string') fields.description = REQUIRED_MESSAGE;
  else if (characters(description) > PAGE_DESCRIPTION_MAX_LENGTH) {
    fields.description = maxLengthMessage(PAGE_DESCRIPTION_MAX_LENGTH);
  } else if (description.includes('\u0000')) fields.description = NUL_CHARACTER_MESSAGE;
  if (Object.keys(fields).length) throw invalid(Object.values(fields)[0] ?? 'Invalid request', fields);
  return { name, description: description as string };
}

/**
 * Writes a page's name and HTML in one active language (a new version or a replacement) and
 * answers the page as the public call answers it in that language. The language code matches in
 * any case. Unknown page: 404; unknown language: 404; inactive language: 400; bad text: 400.
 */
export async function upsertPageText(
  db: Database,
  pageId: number,
  lanCode: string,
  input: PageTextInput,
): Promise<PageDescription> {
  return db.transaction(async (tx) => {
    if (!Number.isInteger(pageId) || pageId < 1 || pageId > MAX_ID) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);

    const known = await tx
      .select({ lanCode: languages.lanCode, status: languages.status })
      .from(languages)
      .orderBy(asc(languages.sortOrder), asc(languages.id));
    const active = known.filter((language) => language.status).map((language) => language.lanCode);
    const activeList = `active languages: ${active.join(', ') || 'none'}`;
    const language = known.find((row) => row.lanCode.toLowerCase() === lanCode.trim().toLowerCase());
    if (!language) throw notFound(`Unknown language "${lanCode}"; ${activeList}`);
    if (!language.status) {
      const message = `Language "${language.lanCode}" is not active; ${activeList}`;
      throw invalid(message, { lanCode: message });
    }

    const { name, description } = checkPageText(input);
    await tx
      .insert(pageDescriptions)
      .values({ pageId, lanCode: language.lanCode, name, description })
      .onConflictDoUpdate({
        target: [pageDescriptions.pageId, pageDescriptions.lanCode],
        set: { name, description, updatedAt: sql`now()` },
      });
    return getPage(tx, pageId, language.lanCode);
  });
}

/** Currencies a player can sign up with. */
export async function listCurrencies(db: Executor): Promise<Currency[]> {
  const rows = await db
    .select({
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      symbolNative: currencies.symbolNative,
    })
    .from(currencies)
    .where(eq(currencies.available, 1))
    .orderBy(asc(currencies.code));
  return rows;
}
