import { PROFILE_TABS } from '@casino/contract/routes';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import { Dashboard } from './Dashboard';
import { dashboardRoutes, dashboardTabs } from './tabs';

const player = vi.hoisted(() => ({ signOut: vi.fn(), reload: vi.fn() }));
vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => player }));

const Texts = withTexts({
  'dashboard.title': 'Profile Dashboard',
  'dashboard.logout': 'Logout',
  'dashboard.accountSettings': 'Account Settings',
  'dashboard.deposit': 'Deposit',
  'dashboard.withdraw': 'Withdraw',
  'dashboard.transactionHistory': 'Transaction History',
});

/**
 * The dashboard with its real child routes (the redirects of `/profile`, `?tab=` and unknown
 * tabs), each panel standing in as a line naming it: the panels have tests of their own.
 */
function renderDashboard(url: string) {
  const children = dashboardRoutes.map((route): RouteObject =>
    route.lazy ? { path: route.path, element: <p>{route.path} panel</p> } : route,
  );
  const router = createMemoryRouter(
    [{ path: '/profile', element: <Dashboard />, HydrateFallback: () => null, children }],
    {
      initialEntries: [url],
    },
  );
  render(
    <Texts>
      <RouterProvider router={router} />
    </Texts>,
  );
  return router;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Profile Dashboard' });

describe('Dashboard', () => {
  it('has a route for every tab of the contract, in its order', () => {
    expect(dashboardTabs.map((tab) => tab.id)).toEqual(PROFILE_TABS);
  });

  it('opens the tab its address names, marked as the current page in the sidebar', async () => {
    renderDashboard('/profile/transaction-history');
    expect(await screen.findByRole('group', { name: 'Transaction History' })).toHaveTextContent(
      'transaction-history panel',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Transaction History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar()).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/profile/deposit');
  });

  it('sends an old ?tab= link to the tab’s own address, replacing it in the history', async () => {
    const router = renderDashboard('/profile?tab=deposit&from=mail');
    expect(await screen.findByRole('group', { name: 'Deposit' })).toHaveTextContent('deposit panel');
    expect(router.state.location.pathname).toBe('/profile/deposit');
    expect(router.state.location.search).toBe('?from=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens Account Settings for /profile alone, an unknown ?tab= and an unknown tab', async () => {
    for (const url of ['/profile', '/profile?tab=nowhere', '/profile/nowhere']) {
      const router = renderDashboard(url);
      expect(await screen.findByRole('group', { name: 'Account Settings' })).toHaveTextContent(
        'account-settings panel',
      );
      expect(router.state.location.pathname).toBe('/profile/account-settings');
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('moves between tabs as pages: Back returns to the tab before', async () => {
    const router = renderDashboard('/profile/deposit');
    await screen.findByRole('group', { name: 'Deposit' });
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Withdraw' }));
    expect(await screen.findByRole('group', { name: 'Withdraw' })).toHaveTextContent('withdraw panel');
    expect(router.state.location.pathname).toBe('/profile/withdraw');

    await router.navigate(-1);
    expect(await screen.findByRole('group', { name: 'Deposit' })).toHaveTextContent('deposit panel');
    expect(within(sidebar()).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  });
});
