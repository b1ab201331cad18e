/**
 * Content of the site: languages, translated texts, content pages and the currency list.
 * Pages fall back to the default locale (en_GB) when a language has no version of them.
 */
import type { Currency, Language, LocaleTexts, PageDescription } from '@casino/contract';
import { DEFAULT_LOCALE } from '@casino/rules';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { currencies, languages, localeTexts, pageDescriptions, pages } from '../db/schema';
import { notFound } from '../http/errors';

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';
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
