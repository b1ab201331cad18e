import type { RouteObject } from 'react-router-dom';
import { Navigate, useLocation } from 'react-router-dom';
import { RouteError } from '../pages/RouteError';
import { SiteShell } from '../shell/SiteShell';
import { lazyPage } from './lazyPage';
import { pageLoaders } from './pageLoaders';
import { Root } from './Root';

/** `/` redirects to the sportsbook (spec point 2), keeping any navigation state (e.g. a sign-in request). */
function Home() {
  const location = useLocation();
  return <Navigate to="/sport-betting" replace state={location.state as unknown} />;
}

/** Every route of spec point 2; each page's code loads on first visit. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError standalone />,
    children: [
      {
        element: <SiteShell />,
        children: [
          {
            // Render errors of a page keep the header and footer around the error page.
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Home /> },
              { path: 'sport-betting/*', lazy: lazyPage(pageLoaders.sportBetting) },
              { path: 'casino', lazy: lazyPage(pageLoaders.casino) },
              { path: 'live-casino', lazy: lazyPage(pageLoaders.liveCasino) },
              { path: 'promotion', lazy: lazyPage(pageLoaders.promotion) },
              { path: 'bonus-details', lazy: lazyPage(pageLoaders.bonusDetails) },
              { path: 'play-game', lazy: lazyPage(pageLoaders.playGame) },
              { path: 'reset-password', lazy: lazyPage(pageLoaders.resetPassword) },
              { path: 'email-verification', lazy: lazyPage(pageLoaders.emailVerification) },
              { path: 'pages', lazy: lazyPage(pageLoaders.content) },
              { path: 'profile', lazy: lazyPage(pageLoaders.profile) },
              { path: '*', lazy: lazyPage(pageLoaders.notFound) },
            ],
          },
        ],
      },
    ],
  },
];
