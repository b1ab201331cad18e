import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

declare global {
  interface Window {
    /** What the server's router wrote into the page (StaticRouterProvider): its loaders' data. */
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * The site's router, from the one route table. Hydrating a page the server rendered, it starts
 * from the server's loader data, and the page's code is loaded first so that its first render is
 * the page itself (as on the server), not a pending lazy route. Otherwise it starts afresh: its
 * loaders run and the HydrateFallback shows meanwhile.
 */
export async function createSiteRouter({ hydrate = false } = {}): Promise<Router> {
  const hydrationData = window.__staticRouterHydrationData;
  delete window.__staticRouterHydrationData;
  if (!hydrate || !hydrationData) return createBrowserRouter(routes);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * The site. Once it has rendered (or taken over the server's markup), `<html data-interactive>`
 * says the page's controls answer: before that, a rendered page is only markup (journeys and
 * monitoring wait for it).
 */
export function App({ router }: { router: Router }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return <RouterProvider router={router} />;
}
