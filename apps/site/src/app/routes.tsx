import type { RouteObject } from 'react-router-dom';
import { Navigate, useLocation } from 'react-router-dom';
import { RouteError } from '../pages/RouteError';
import { SiteShell } from '../shell/SiteShell';
import { lazyPage } from './lazyPage';
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
              { path: 'sport-betting/*', lazy: lazyPage(() => import('../pages/SportBettingPage')) },
              { path: 'casino', lazy: lazyPage(() => import('../pages/CasinoPage')) },
              { path: 'live-casino', lazy: lazyPage(() => import('../pages/LiveCasinoPage')) },
              { path: 'promotion', lazy: lazyPage(() => import('../pages/PromotionPage')) },
              { path: 'bonus-details', lazy: lazyPage(() => import('../pages/BonusDetailsPage')) },
              { path: 'play-game', lazy: lazyPage(() => import('../pages/PlayGamePage')) },
              { path: 'reset-password', lazy: lazyPage(() => import('../pages/ResetPasswordPage')) },
              { path: 'email-verification', lazy: lazyPage(() => import('../pages/EmailVerificationPage')) },
              { path: 'pages', lazy: lazyPage(() => import('../pages/ContentPage')) },
              { path: 'profile', lazy: lazyPage(() => import('../pages/ProfilePage')) },
              { path: '*', lazy: lazyPage(() => import('../pages/NotFound')) },
            ],
          },
        ],
      },
    ],
  },
];
