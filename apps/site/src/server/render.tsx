import type { LocaleTexts, SiteRenderRequest, SiteRenderResult } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import { DEFAULT_LOCALE } from '@casino/rules';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { callApi, setApiTransport } from '../api/client';
import { withTimeout } from '../app/lazyPage';
import { recordCalls, type RenderedData, type WantedCall } from '../app/renderedData';
import { routes } from '../app/routes';
import { takeServerTitle } from '../app/usePageTitle';
import { addTexts, I18N_OPTIONS, languagesToLoad, toBcp47 } from '../i18n/i18n';

/**
 * The server side of the site (built with `vite build --ssr` into dist-server/): renders a
 * visitor's first screen of the pages that show the same to every visitor, with their data, so
 * the browser paints the page before the application's code has arrived and then hydrates it.
 * Everything else (a signed-in player, another language than the page was rendered in, pages
 * that depend on the player or sanitise HTML in the browser) is rendered in the browser as
 * before. The platform calls `renderPage` (apps/platform/src/siteRenderer.ts).
 */

/**
 * First path segments whose page is the same for every visitor, with the page's module: the
 * platform adds its styles and code (from the build's manifest) to the page's head.
 */
const RENDERED_PAGES: Record<string, string> = {
  'sport-betting': 'src/pages/SportBettingPage.tsx',
  casino: 'src/pages/CasinoPage.tsx',
  'live-casino': 'src/pages/LiveCasinoPage.tsx',
  promotion: 'src/pages/PromotionPage.tsx',
};
/** The application's module (its styles include the design system's base styles). */
const APP_MODULE = 'src/app/start.tsx';
/** Rounds of "render, make the calls the render asked for": a call may depend on another's answer. */
const MAX_DATA_ROUNDS = 3;
/** A page whose calls take longer than this is left to the browser. */
const DATA_TIMEOUT_MS = 2_000;
/**
 * An answer longer than this (as JSON) stays out of the page: a large catalogue would make the
 * page megabytes long. That part renders as loading, and the browser asks for it itself.
 */
export const MAX_RENDERED_ANSWER_CHARS = 200_000;

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

/** The API addresses the call being made asks for (recorded by the renderer's transport). */
let recording: string[] | undefined;

/**
 * Makes a data call and notes the API addresses it asks for: a call reaches the transport before its
 * first pause, so what it asks for while `recording` is set is its own.
 */
function addressesOf(call: WantedCall): { answer: Promise<unknown>; addresses: string[] } {
  const addresses: string[] = [];
  recording = addresses;
  try {
    return { answer: call(), addresses };
  } finally {
    recording = undefined;
  }
}

/** The images React preloads for a rendered screen (the first tiles: `priority` images). */
function imagePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(([, href]) =>
    (href ?? '').replace(/&amp;/g, '&'),
  );
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site.invalid');
  // `/` is the sportsbook (spec point 2): rendered as such, and the browser's address becomes
  // /sport-betting before the application starts (no redirect round trip).
  const home = url.pathname === '/';
  if (home) url.pathname = '/sport-betting';
  const segment = url.pathname.split('/')[1] ?? '';
  const pageModule = Object.hasOwn(RENDERED_PAGES, segment) ? RENDERED_PAGES[segment] : undefined;
  if (!pageModule) return { kind: 'browser' };

  setApiTransport((input, init) => {
    recording?.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return request.fetch(input, init);
  });
  const wantedLanguage = request.language && LANGUAGE_CODE.test(request.language) ? request.language : DEFAULT_LOCALE;
  const language = await loadLanguage(wantedLanguage);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', location } : { kind: 'browser' };
  }
  // An error while matching or loading the page's code: the browser shows the error page.
  if (context.errors) return { kind: 'browser' };
  const router = createStaticRouter(handler.dataRoutes, context);

  const data: RenderedData = {};
  const leftToBrowser = new Set<string>();
  /** The answers too large for the page, and the API addresses they came from. */
  const large: RenderedData = {};
  const fetchLater: string[] = [];
  const render = (wanted: Map<string, WantedCall>, withData = data, left = leftToBrowser) => {
    recordCalls(withData, wanted, left);
    // Rendering is synchronous: nothing else can change the language between these two lines.
    void i18next.changeLanguage(language);
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  };

  let html = '';
  for (let round = 0; ; round += 1) {
    const wanted = new Map<string, WantedCall>();
    html = render(wanted);
    if (wanted.size === 0) break;
    if (round === MAX_DATA_ROUNDS) return { kind: 'browser' };
    const entries = [...wanted];
    const calls = entries.map(([, call]) => addressesOf(call));
    const answers = await withTimeout(
      Promise.all(calls.map(({ answer }) => answer)),
      DATA_TIMEOUT_MS,
      () => new Error(`the page's data took longer than ${DATA_TIMEOUT_MS} ms`),
    ).catch(() => undefined);
    if (!answers) return { kind: 'browser' };
    entries.forEach(([key], index) => {
      const answer = answers[index];
      if ((JSON.stringify(answer) ?? '').length > MAX_RENDERED_ANSWER_CHARS) {
        leftToBrowser.add(key);
        large[key] = answer;
        fetchLater.push(...(calls[index]?.addresses ?? []));
      } else data[key] = answer;
    });
  }
  // The page shows those parts loading; once their answers arrive, its first screen shows images
  // (the lobby's first tiles). A render with every answer tells which: the page asks for them at once.
  const preloadImages = fetchLater.length ? imagePreloads(render(new Map(), { ...data, ...large }, new Set())) : [];
  const notFound = context.matches.some((match) => match.route.path === '*');
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html,
    data,
    language,
    lang: toBcp47(language),
    title: takeServerTitle(),
    modules: [APP_MODULE, pageModule],
    ...(fetchLater.length ? { fetchLater: [...new Set(fetchLater)] } : {}),
    ...(preloadImages.length ? { preloadImages } : {}),
    ...(home ? { replaceUrl: `${url.pathname}${url.search}` } : {}),
  };
}
