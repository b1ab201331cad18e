import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../app/App';
import { initI18n } from '../i18n';

// A whole app's screens follow each other through several calls: a busy machine takes more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** The whole app at `path` (a router path), with a cache of its own. */
export async function renderApp(path: string) {
  await initI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}
