import { adminApi, authApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import {
  getPage,
  listContentPages,
  listCurrencies,
  listLanguages,
  listPages,
  localeTextsOf,
  upsertPageText,
} from '../services/content';

/** Languages, translated texts, content pages and currencies (public); the operator's page editing. */
export async function registerContentRoutes(context: PlatformContext): Promise<void> {
  const { db } = context;
  context.route(authApi.listLanguages, () => listLanguages(db));
  context.route(authApi.getLocaleTexts, ({ query }) => localeTextsOf(db, query.lanCode));
  context.route(authApi.listPageDescriptions, ({ query }) => listPages(db, query.lanCode));
  context.route(authApi.getPageDescription, ({ query }) => getPage(db, query.pageId, query.lanCode));
  context.route(authApi.listCurrencies, () => listCurrencies(db));

  context.route(adminApi.listPages, () => listContentPages(db));
  context.route(adminApi.upsertPageText, ({ params, body }) => upsertPageText(db, params.pageId, params.lanCode, body));
}
