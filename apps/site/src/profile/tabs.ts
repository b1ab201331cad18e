import { createElement, type ComponentType } from 'react';
import { replace, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { withTimeout } from '../app/lazyPage';
import type { DepositRequest } from '../pages/BonusDetailsPage';
import { DEFAULT_PROFILE_TAB, paths, type ProfileTab } from '../paths';
import { CHUNK_LOAD_TIMEOUT_MS } from '@casino/rules';
import { profileTabRedirect } from '@casino/contract/routes';

/** What every dashboard panel receives. */
export interface PanelProps {
  /** Set on the Deposit panel when it was opened with `{ bonusInfo }` in the navigation state (spec point 2). */
  depositRequest?: DepositRequest['bonusInfo'];
}

type PanelModule = { default: ComponentType<PanelProps> };

export interface DashboardTab {
  /** The tab's slug: its address `/profile/<id>` (paths.profile) and part of the element ids. */
  id: ProfileTab;
  /** Translation key of the sidebar label. */
  label: string;
  /** The panel's code, loaded when the tab is first opened. */
  load: () => Promise<PanelModule>;
}

/** The sidebar's tabs in the spec's order (spec point 2, Profile dashboard); the first is the default. */
export const dashboardTabs: readonly DashboardTab[] = [
  { id: 'account-settings', label: 'dashboard.accountSettings', load: () => import('./tabs/AccountSettingsTab') },
  {
    id: 'contact-preferences',
    label: 'dashboard.contactPreferences',
    load: () => import('./tabs/ContactPreferencesTab'),
  },
  { id: 'identity-details', label: 'dashboard.identityDetails', load: () => import('./tabs/IdentityDetailsTab') },
  { id: 'verification', label: 'dashboard.kycVerification', load: () => import('./tabs/VerificationTab') },
  { id: 'casino-bets', label: 'dashboard.casinoBets', load: () => import('./tabs/CasinoBetsTab') },
  { id: 'my-promo', label: 'dashboard.myPromo', load: () => import('./tabs/MyPromoTab') },
  { id: 'deposit', label: 'dashboard.deposit', load: () => import('./tabs/DepositTab') },
  { id: 'withdraw', label: 'dashboard.withdraw', load: () => import('./tabs/WithdrawTab') },
  {
    id: 'transaction-history',
    label: 'dashboard.transactionHistory',
    load: () => import('./tabs/TransactionHistoryTab'),
  },
  { id: 'notification', label: 'dashboard.notification', load: () => import('./tabs/NotificationTab') },
  { id: 'bet-history', label: 'dashboard.betHistory', load: () => import('./tabs/BetHistoryTab') },
  { id: 'bonuses', label: 'dashboard.bonuses', load: () => import('./tabs/BonusesTab') },
  {
    id: 'responsible-gaming',
    label: 'dashboard.responsibleGaming',
    load: () => import('../protection/ResponsibleGamingTab'),
  },
] satisfies readonly DashboardTab[];

/**
 * The Deposit panel, given the offer the bonus details page sent along (`{ bonusInfo }` in the
 * navigation state): it opens with that bonus preselected.
 */
function withDepositRequest(Panel: ComponentType<PanelProps>): ComponentType {
  return function DepositWithRequest() {
    const depositRequest = (useLocation().state as Partial<DepositRequest> | null)?.bonusInfo;
    return createElement(Panel, { depositRequest });
  };
}

/**
 * `/profile` alone and the old `/profile?tab=<tab>` links: the tab's own address (the default tab
 * for none or an unknown one), replacing the old one so that Back does not land on it again (and
 * be sent forward at once). Only a page load or a history entry meets these addresses: the site's
 * own links name a tab (paths.profile), since a replacing redirect of a link followed within the
 * site would replace the page the player came from.
 */
export function tabRedirect({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return replace(profileTabRedirect(url.pathname, url.search) ?? paths.profile(DEFAULT_PROFILE_TAB));
}

/**
 * The dashboard's child routes (app/routes.tsx): one per tab, its panel's code loaded on first
 * visit (within the chunk time-out, as pages are), `/profile` and `?tab=` links sent to a tab,
 * and an unknown tab to the default one.
 */
export const dashboardRoutes: RouteObject[] = [
  // These two never show: their loaders always redirect (`element: null` says so to the router).
  { index: true, loader: tabRedirect, element: null },
  ...dashboardTabs.map(({ id, load }): RouteObject => ({
    path: id,
    lazy: async () => {
      const Panel = (await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)).default;
      return { Component: id === 'deposit' ? withDepositRequest(Panel) : (Panel as ComponentType) };
    },
  })),
  { path: '*', loader: () => replace(paths.profile(DEFAULT_PROFILE_TAB)), element: null },
];
