import { LinkProvider } from '@casino/ui/LinkProvider';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthModalProvider } from '../auth/AuthModalContext';
import { Toasts } from '../notify/Toasts';
import { swrConfig } from '../data/swr';
import { PlayerProvider } from '../player/PlayerProvider';
import type { PageData } from './loaders';
import type { PageHandle } from './routes';
import { RouterLink, SiteNavigate } from './RouterLink';
import { ScrollToTop } from './ScrollToTop';
import { usePageTitle } from './usePageTitle';

const currentPath = () => window.location.pathname;
const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;
const reloadPage = () => window.location.reload();

/** The title the route table gives the page; a page whose title depends on its data sets it itself. */
function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return null;
}

/**
 * The providers every page shares: data cache (seeded with the routes' loader data), player
 * session, links, auth modal and toasts.
 */
export function Root() {
  const navigate = useNavigate();
  const go = useCallback((path: string) => void navigate(path), [navigate]);
  // A link to the page already shown replaces it in the history, as the router's own Link does.
  const follow = useCallback((path: string) => void navigate(path, { replace: path === currentUrl() }), [navigate]);
  const matches = useMatches();
  const fallback = useMemo(
    () =>
      Object.assign(
        {},
        ...matches.map((match) => (match.data as PageData | undefined)?.fallback),
      ) as PageData['fallback'],
    [matches],
  );
  const titleKey = (matches.at(-1)?.handle as PageHandle | undefined)?.title;
  return (
    <SWRConfig value={{ ...swrConfig, fallback }}>
      <LinkProvider linkComponent={RouterLink}>
        <SiteNavigate.Provider value={follow}>
          <PlayerProvider navigate={go} currentPath={currentPath} reloadPage={reloadPage}>
            <AuthModalProvider>
              {titleKey && <RouteTitle titleKey={titleKey} />}
              <ScrollToTop />
              <Outlet />
              <Toasts />
            </AuthModalProvider>
          </PlayerProvider>
        </SiteNavigate.Provider>
      </LinkProvider>
    </SWRConfig>
  );
}
