import { authApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import { getPage, listCurrencies, listLanguages, listPages, localeTextsOf } from '../services/content';

/** Languages, translated texts, content pages and currencies (all public). */
export async function registerContentRoutes(context: PlatformContext): Promise<void> {
  const { db } = context;
  context.route(authApi.listLanguages, () => listLanguages(db));
  context.route(authApi.getLocaleTexts, ({ query }) => localeTextsOf(db, query.lanCode));
  context.route(authApi.listPageDescriptions, ({ query }) => listPages(db, query.lanCode));
  context.route(authApi.getPageDescription, ({ query }) => getPage(db, query.pageId, query.lanCode));
  context.route(authApi.listCurrencies, () => listCurrencies(db));
}
