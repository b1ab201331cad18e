import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The site's router. For a page the server rendered, the page's code is loaded first, so the
 * router's first render is the page itself (as on the server), not a pending lazy route.
 */
export async function createSiteRouter({ pageFirst = false } = {}): Promise<Router> {
  if (pageFirst) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const load = route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
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
