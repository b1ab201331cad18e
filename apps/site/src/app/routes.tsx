import type { SitePreload } from '@casino/contract';
import type { ComponentType } from 'react';
import { data, Navigate, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RouteError } from '../pages/RouteError';
import { SiteShell } from '../shell/SiteShell';
import { FIRST_PARTY_SPORTSBOOK, sportsbookPreloads } from '../sport/widgetContract';
import { paths, segments } from '../paths';
import { dashboardRoutes } from '../profile/tabs';
import { lazyPage } from './lazyPage';
import { casinoData, liveCasinoData, noData, promotionData, requirePlayer, shellData, sportsbookData } from './loaders';
import { PageFallback } from './PageFallback';
import { Root } from './Root';

/**
 * What a route says about its page, read by the shell (the title), the server (whether it renders
 * the page, and which module's styles and code the page needs) and the browser.
 */
export interface PageHandle {
  /** Translation key of the page's title; a page whose title depends on its data sets it itself (usePageTitle). */
  title?: string;
  /** The server renders this page for a visitor (it shows the same to every visitor). */
  rendered?: boolean;
  /** The page's module as the build's manifest names it, e.g. "src/pages/CasinoPage.tsx". */
  module: string;
  /** What the page asks for as soon as its code runs: the page's head asks for it at once. */
  preloads?: SitePreload[];
}

type PageModule = { default: ComponentType };

/** Every page of spec point 2: one module each under pages/, one chunk each, loaded on first visit. */
const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');

/** A page route: its code loads on first visit (lazyPage); its loader's data seeds its data hooks (Root). */
function page(
  name: string,
  { loader, ...handle }: Omit<PageHandle, 'module'> & { loader?: (args: LoaderFunctionArgs) => unknown },
): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module pages/${name}.tsx`);
  return {
    lazy: lazyPage(load),
    ...(loader ? { loader } : {}),
    handle: { ...handle, module: `src/pages/${name}.tsx` } satisfies PageHandle,
  };
}

/** `/` goes to the sportsbook with its query (the loader redirects first; this is the route's element). */
function HomeRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.sportBetting(), search }} replace />;
}

/**
 * The site's one route table (spec point 2). The browser routes with it (app/App.tsx) and the
 * server renders with it (server/render.tsx): adding a page is one entry here and its address in
 * paths.ts; adding a profile tab is one entry of profile/tabs.ts.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError standalone />,
    loader: shellData,
    // The shell's data (languages, footer pages) does not change with the page.
    shouldRevalidate: () => false,
    HydrateFallback: PageFallback,
    children: [
      {
        element: <SiteShell />,
        children: [
          {
            // Errors of a page keep the header and footer around the error page.
            errorElement: <RouteError />,
            children: [
              // `/` is the sportsbook (spec point 2); the server renders it in place (server/render.tsx).
              {
                index: true,
                loader: ({ request }) => redirect(`${paths.sportBetting()}${new URL(request.url).search}`),
                // Shown only before the loader's redirect lands: a leaf route has an element.
                Component: HomeRedirect,
              },
              {
                path: `${segments.sportBetting}/*`,
                ...page('SportBettingPage', {
                  title: 'menu.sportsBetting',
                  rendered: true,
                  // The first-party sportsbook is rendered with its feed; a brand's script renders in the browser.
                  ...(FIRST_PARTY_SPORTSBOOK ? { loader: sportsbookData } : {}),
                  preloads: sportsbookPreloads(),
                }),
              },
              {
                path: segments.casino,
                ...page('CasinoPage', { title: 'menu.casino', rendered: true, loader: casinoData }),
              },
              {
                path: segments.liveCasino,
                ...page('LiveCasinoPage', { title: 'menu.liveCasino', rendered: true, loader: liveCasinoData }),
              },
              {
                path: segments.promotion,
                ...page('PromotionPage', { title: 'promotions.title', rendered: true, loader: promotionData }),
              },
              { path: segments.bonusDetails, ...page('BonusDetailsPage', {}) },
              { path: segments.playGame, ...page('PlayGamePage', {}) },
              { path: segments.resetPassword, ...page('ResetPasswordPage', { title: 'resetPassword.title' }) },
              { path: segments.emailVerification, ...page('EmailVerificationPage', {}) },
              { path: segments.pages, ...page('ContentPage', {}) },
              {
                // The dashboard (spec point 2): each tab is a child route, `/profile/<tab>` (profile/tabs.ts).
                path: segments.profile,
                ...page('ProfilePage', { title: 'dashboard.title', loader: requirePlayer }),
                children: dashboardRoutes,
              },
              {
                path: '*',
                ...page('NotFoundPage', {
                  title: 'common.pageNotFound',
                  rendered: true,
                  loader: () => data(noData, { status: 404 }),
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
