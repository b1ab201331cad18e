import { LinkProvider } from '@casino/ui';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuditPage } from '../pages/AuditPage';
import { KycQueuePage } from '../pages/KycQueuePage';
import { KycReviewPage } from '../pages/KycReviewPage';
import { HeldDepositsPage } from '../pages/HeldDepositsPage';
import { WithdrawalsPage } from '../pages/WithdrawalsPage';
import { DashboardPage } from '../pages/desk/DashboardPage';
import { PlayerPage } from '../pages/desk/PlayerPage';
import { PlayersPage } from '../pages/desk/PlayersPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SessionsPage } from '../pages/SessionsPage';
import { SetUpPage } from '../pages/SetUpPage';
import { SignInPage } from '../pages/SignInPage';
import { StaffMemberPage } from '../pages/StaffMemberPage';
import { StaffPage } from '../pages/StaffPage';
import { BACKOFFICE_BASE, segments } from '../paths';
import { SessionProvider } from '../session/session';
import { Home, Layout, RequirePermission, RequireStaff } from './Layout';
import { RouterLink } from './RouterLink';
import { CampaignEditorPage } from '../pages/campaigns/CampaignEditorPage';
import { CampaignsPage } from '../pages/campaigns/CampaignsPage';
import { HarmAlertPage } from '../pages/harm/HarmAlertPage';
import { HarmAlertsPage } from '../pages/harm/HarmAlertsPage';
import { TradingEventPage } from '../pages/trading/TradingEventPage';
import { TradingEventsPage } from '../pages/trading/TradingEventsPage';

/** Every page under the session (which needs the router to send the staff member to sign-in). */
function Root() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <LinkProvider linkComponent={RouterLink}>
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </LinkProvider>
    </SWRConfig>
  );
}

/** The back office's one route table: public pages, then the signed-in pages inside the layout. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: segments.signIn, element: <SignInPage /> },
      { path: segments.setUp, element: <SetUpPage /> },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <Layout />,
            children: [
              { index: true, element: <Home /> },
              {
                element: <RequirePermission permission="dashboard.read" />,
                children: [{ path: segments.dashboard, element: <DashboardPage /> }],
              },
              {
                element: <RequirePermission permission="players.read" />,
                children: [
                  { path: segments.players, element: <PlayersPage /> },
                  { path: segments.player, element: <PlayerPage /> },
                ],
              },
              {
                element: <RequirePermission permission="kyc.read" />,
                children: [
                  { path: segments.kyc, element: <KycQueuePage /> },
                  { path: segments.kycReview, element: <KycReviewPage /> },
                ],
              },
              {
                element: <RequirePermission permission="harmMarkers.read" />,
                children: [
                  { path: segments.harmAlerts, element: <HarmAlertsPage /> },
                  { path: segments.harmAlert, element: <HarmAlertPage /> },
                ],
              },
              {
                element: <RequirePermission permission="withdrawals.read" />,
                children: [{ path: segments.withdrawals, element: <WithdrawalsPage /> }],
              },
              {
                element: <RequirePermission permission="deposits.read" />,
                children: [{ path: segments.heldDeposits, element: <HeldDepositsPage /> }],
              },
              {
                element: <RequirePermission permission="reports.read" />,
                // The report's charts (Recharts) load when the page is opened, not with the app.
                children: [
                  {
                    path: segments.reports,
                    lazy: async () => ({ Component: (await import('../pages/reports/ReportsPage')).ReportsPage }),
                  },
                ],
              },
              {
                element: <RequirePermission permission="bonuses.read" />,
                children: [
                  { path: segments.campaigns, element: <CampaignsPage /> },
                  // Keys: the editor of a new offer and of a saved one are two screens (state is not carried over).
                  { path: segments.campaign, element: <CampaignEditorPage key="saved" /> },
                ],
              },
              {
                element: <RequirePermission permission="bonuses.manage" />,
                children: [{ path: segments.newCampaign, element: <CampaignEditorPage key="new" /> }],
              },
              {
                element: <RequirePermission permission="sportsbook.read" />,
                children: [
                  { path: segments.trading, element: <TradingEventsPage /> },
                  { path: segments.tradingEvent, element: <TradingEventPage /> },
                ],
              },
              {
                element: <RequirePermission permission="audit.read" />,
                children: [{ path: segments.audit, element: <AuditPage /> }],
              },
              {
                element: <RequirePermission permission="staff.read" />,
                children: [
                  { path: segments.staff, element: <StaffPage /> },
                  { path: segments.staffMember, element: <StaffMemberPage /> },
                ],
              },
              { path: segments.sessions, element: <SessionsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createBackofficeRouter() {
  return createBrowserRouter(routes, { basename: BACKOFFICE_BASE });
}

export function App({ router }: { router: ReturnType<typeof createBackofficeRouter> }) {
  return <RouterProvider router={router} />;
}
