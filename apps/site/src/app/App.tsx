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

export function App({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
