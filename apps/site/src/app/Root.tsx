import { LinkProvider } from '@casino/ui/LinkProvider';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthModalProvider } from '../auth/AuthModalContext';
import { Toasts } from '../notify/Toasts';
import { PlayerProvider } from '../player/PlayerProvider';
import { renderedDataConfig } from './renderedData';
import { RouterLink } from './RouterLink';
import { ScrollToTop } from './ScrollToTop';

const currentPath = () => window.location.pathname;
const reloadPage = () => window.location.reload();

/** The providers every page shares: data cache, player session, links, auth modal and toasts. */
export function Root() {
  const navigate = useNavigate();
  const go = useCallback((path: string) => void navigate(path), [navigate]);
  return (
    <SWRConfig value={{ revalidateOnFocus: false, ...renderedDataConfig() }}>
      <LinkProvider linkComponent={RouterLink}>
        <PlayerProvider navigate={go} currentPath={currentPath} reloadPage={reloadPage}>
          <AuthModalProvider>
            <ScrollToTop />
            <Outlet />
            <Toasts />
          </AuthModalProvider>
        </PlayerProvider>
      </LinkProvider>
    </SWRConfig>
  );
}
