import { PROFILE_TABS } from '@casino/contract/routes';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import { Dashboard } from './Dashboard';
import { DASHBOARD_GROUPS, dashboardRoutes, dashboardTabs, groupDashboardTabs } from './tabs';

const player = vi.hoisted(() => ({ signOut: vi.fn(), reload: vi.fn() }));
vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => player }));

const Texts = withTexts({
  'dashboard.title': 'Profile Dashboard',
  'dashboard.logout': 'Logout',
  'dashboard.accountSettings': 'Account Settings',
  'dashboard.deposit': 'Deposit',
  'dashboard.withdraw': 'Withdraw',
  'dashboard.transactionHistory': 'Transaction History',
  'dashboard.groupAccount': 'Account',
  'dashboard.groupMoney': 'Money',
  'dashboard.groupHistory': 'History',
  'dashboard.groupSafety': 'Safety',
  'dashboard.back': 'Back',
});

/** The screen answers media queries as a phone's does (or not). */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

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

describe('the overview’s groups', () => {
  it('lists every section once, under Account, Money, History and Safety in that order', () => {
    const groups = groupDashboardTabs();
    expect(groups.map((group) => group.group)).toEqual(['account', 'money', 'history', 'safety']);
    expect(groups.map((group) => group.label)).toEqual([
      'dashboard.groupAccount',
      'dashboard.groupMoney',
      'dashboard.groupHistory',
      'dashboard.groupSafety',
    ]);
    const listed = groups.flatMap((group) => group.tabs.map((tab) => tab.id));
    expect([...listed].sort()).toEqual([...PROFILE_TABS].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('puts each section where a player looks for it, in the sidebar’s order within a group', () => {
    const ids = Object.fromEntries(groupDashboardTabs().map((group) => [group.group, group.tabs.map((tab) => tab.id)]));
    expect(ids.account).toEqual([
      'account-settings',
      'contact-preferences',
      'identity-details',
      'verification',
      'notification',
    ]);
    expect(ids.money).toEqual(['my-promo', 'deposit', 'withdraw', 'bonuses']);
    expect(ids.history).toEqual(['casino-bets', 'transaction-history', 'bet-history']);
    expect(ids.safety).toEqual(['responsible-gaming']);
  });

  it('leaves out a group with no section', () => {
    const groups = groupDashboardTabs(dashboardTabs.filter((tab) => tab.group !== 'history'));
    expect(groups.map((group) => group.group)).toEqual(DASHBOARD_GROUPS.filter((group) => group !== 'history'));
  });
});

describe('Dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

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

  it('on a phone, opens on the overview at /profile alone and each section has a Back link to it', async () => {
    screenIsPhone(true);
    const router = renderDashboard('/profile');
    const overview = await screen.findByRole('navigation', { name: 'Profile Dashboard' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(
      within(overview)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Account', 'Money', 'History', 'Safety']);
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();

    await userEvent.click(within(overview).getByRole('link', { name: /Withdraw/ }));
    expect(await screen.findByRole('group', { name: 'Withdraw' })).toHaveTextContent('withdraw panel');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // Back on the overview, the focus is on the link of the section just left.
    await vi.waitFor(() => expect(document.activeElement).toHaveAttribute('href', '/profile/withdraw'));
  });

  it('on a wide screen, still opens Account Settings for /profile alone', async () => {
    screenIsPhone(false);
    const router = renderDashboard('/profile');
    expect(await screen.findByRole('group', { name: 'Account Settings' })).toHaveTextContent('account-settings panel');
    expect(router.state.location.pathname).toBe('/profile/account-settings');
  });

  it('moves the focus to the heading of the section that opened', async () => {
    const children = dashboardRoutes.map((route): RouteObject =>
      route.lazy ? { path: route.path, element: <h2>{route.path} heading</h2> } : route,
    );
    const router = createMemoryRouter([{ path: '/profile', element: <Dashboard />, children }], {
      initialEntries: ['/profile/deposit'],
    });
    render(
      <Texts>
        <RouterProvider router={router} />
      </Texts>,
    );
    await screen.findByRole('heading', { name: 'deposit heading' });
    await userEvent.click(within(sidebar()).getByRole('link', { name: /Withdraw/ }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'withdraw heading' })).toHaveFocus());
  });
});
