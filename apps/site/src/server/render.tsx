import type { LocaleTexts, SitePreload, SiteRenderRequest, SiteRenderResult } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import { DEFAULT_LOCALE } from '@casino/rules';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { callApi, setApiTransport } from '../api/client';
import type { PageData, ServerContext } from '../app/loaders';
import { routes, type PageHandle } from '../app/routes';
import { siteTitle } from '../app/usePageTitle';
import { paths } from '../paths';
import { addTexts, I18N_OPTIONS, languagesToLoad, toBcp47 } from '../i18n/i18n';

/**
 * The server side of the site (built with `vite build --ssr` into dist-server/), called by the
 * platform (apps/platform/src/siteRenderer.ts). It routes with the site's one route table: the
 * matched routes' loaders decide redirects and status and fetch the first screen's data, then the
 * page renders once. Pages marked `rendered` in the table (the same for every visitor) come back
 * as markup with their loader data, which the browser hydrates; the others come back as the list
 * of modules the browser will load to render them itself.
 */

/** The application's module (its styles include the design system's base styles). */
const APP_MODULE = 'src/app/start.tsx';
/** The sportsbook: `/` shows it (spec point 2), rendered in place and its address replaced. */
const HOME_PAGE = paths.sportBetting();

export type RenderRequest = SiteRenderRequest;
export type RenderResult = SiteRenderResult;

const LANGUAGE_CODE = /^[a-z]{2}_[A-Z]{2}$/;

let i18nReady: Promise<unknown> | undefined;

async function loadLanguage(language: string): Promise<string> {
  i18nReady ??= i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng: DEFAULT_LOCALE });
  await i18nReady;
  const bundles = await Promise.all(
    languagesToLoad(language).map((lanCode) =>
      callApi(authApi.getLocaleTexts, { query: { lanCode } }).catch(() => ({}) as LocaleTexts),
    ),
  );
  // Texts may change on the platform: each render takes the current ones.
  addTexts(i18next, bundles);
  // A language the platform has no texts for is rendered in the default one.
  return i18next.hasResourceBundle(language, 'translation') ? language : DEFAULT_LOCALE;
}

const handler = createStaticHandler(routes);

const homeAware = (pathname: string) => (pathname === paths.home() ? HOME_PAGE : pathname);

/** The pages the matched routes show, with the modules and preloads they need. */
function needs(matches: { route: { handle?: unknown } }[]) {
  const pages = matches.flatMap(({ route }) => (route.handle ? [route.handle as PageHandle] : []));
  return {
    pages,
    modules: [APP_MODULE, ...pages.map((page) => page.module)],
    preloads: pages.flatMap((page) => page.preloads ?? []),
  };
}

export function pageNeeds(url: string): { modules: string[]; preloads: SitePreload[] } {
  const { modules, preloads } = needs(
    matchRoutes(routes, homeAware(new URL(url, 'http://site.invalid').pathname)) ?? [],
  );
  return { modules, preloads };
}

/** The pages the server renders whose address is fixed: rendered once at start (warm-up). */
export const warmUpPaths: string[] = (() => {
  const paths: string[] = [];
  const visit = (list: typeof routes, prefix: string) => {
    for (const route of list) {
      const path = route.path ? `${prefix}/${route.path.replace(/\/?\*$/, '')}`.replace(/\/+/g, '/') : prefix;
      if ((route.handle as PageHandle | undefined)?.rendered && route.path && route.path !== '*') paths.push(path);
      if (route.children) visit(route.children, path);
    }
  };
  visit(routes, '');
  return paths;
})();

/**
 * The answers left out of the page (too large) and the images the first screen shows once they
 * are in: the page's head asks for them as the page arrives, not once its code has run. A render
 * with every answer tells which images (the first tiles are `priority` images React preloads).
 */
function leftOutPreloads(
  context: StaticHandlerContext,
  leftOut: ServerContext['leftOut'],
  render: (context: StaticHandlerContext) => string,
): SitePreload[] {
  if (!leftOut.length) return [];
  const root = context.loaderData.root as PageData | undefined;
  const everything = Object.fromEntries(leftOut.map(({ key, answer }) => [key, answer]));
  const html = render({
    ...context,
    loaderData: { ...context.loaderData, root: { fallback: { ...root?.fallback, ...everything } } },
  });
  const images = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(([, href]) =>
    (href ?? '').replace(/&amp;/g, '&'),
  );
  return [
    ...leftOut.flatMap(({ url }) => (url ? [{ href: url, as: 'fetch' as const }] : [])),
    ...images.map((href) => ({ href, as: 'image' as const })),
  ];
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site.invalid');
  const home = url.pathname === paths.home();
  url.pathname = homeAware(url.pathname);

  setApiTransport(request.fetch);
  const wantedLanguage = request.language && LANGUAGE_CODE.test(request.language) ? request.language : DEFAULT_LOCALE;
  const language = await loadLanguage(wantedLanguage);

  const requestContext: ServerContext = { language, leftOut: [] };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (!location) throw new Error(`The route answered ${context.status} without a page`);
    return { kind: 'redirect', status: context.status, location };
  }
  const { pages, modules, preloads } = needs(context.matches);
  const rendered = pages.length > 0 && pages.every((page) => page.rendered);
  // A page that depends on who is looking is the browser's to render; a failed loader's error page
  // (status 500) is the same for everyone.
  if (!rendered && !context.errors) return { kind: 'browser', modules, preloads };

  const render = (with_: StaticHandlerContext) => {
    // Rendering is synchronous: nothing else can change the language between these two lines.
    void i18next.changeLanguage(language);
    return renderToString(
      <StrictMode>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, with_)}
          context={with_}
          nonce={request.nonce}
        />
      </StrictMode>,
    );
  };
  const html = render(context);
  // The pages the server renders have the title their route gives (routes.tsx).
  const titleKey = pages.at(-1)?.title;
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    language,
    lang: toBcp47(language),
    title: siteTitle(titleKey && i18next.t(titleKey, { lng: language })),
    modules,
    // The page carries its data: the calls its code makes at once are preloaded only for the pages
    // the browser renders (a player's), or when an answer was left out.
    preloads: [
      ...preloads.filter(({ as }) => as !== 'fetch'),
      ...leftOutPreloads(context, requestContext.leftOut, render),
    ],
    ...(home ? { replaceUrl: `${HOME_PAGE}${url.search}` } : {}),
  };
}
