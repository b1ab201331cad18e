import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../shell/SiteLayout';
import { RouteError } from '../routes/RouteError';
import { NotFound } from '../routes/NotFound';
import { Placeholder } from '../routes/Placeholder';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/sport-betting" replace /> },
      { path: 'sport-betting/*', element: <Placeholder title="Sports Betting" /> },
      { path: 'casino', element: <Placeholder title="Casino" /> },
      { path: 'live-casino', element: <Placeholder title="Live Casino" /> },
      { path: 'promotion', element: <Placeholder title="Promotions" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
