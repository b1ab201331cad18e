import { createElement, type ComponentType } from 'react';
import { replace, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { withTimeout } from '../app/lazyPage';
import type { DepositRequest } from '../pages/BonusDetailsPage';
import { DEFAULT_PROFILE_TAB, paths, type ProfileTab } from '../paths';
import { CHUNK_LOAD_TIMEOUT_MS } from '@casino/rules';
import { profileTabRedirect } from '@casino/contract/routes';
import { media } from '@casino/ui/tokens';

/** What every dashboard panel receives. */
export interface PanelProps {
  /** Set on the Deposit panel when it was opened with `{ bonusInfo }` in the navigation state (spec point 2). */
  depositRequest?: DepositRequest['bonusInfo'];
}

type PanelModule = { default: ComponentType<PanelProps> };

/**
 * The groups the sections are listed under, in the overview's order: on a phone the dashboard
 * opens on this list (each section a page of its own), on a wide screen it is the sidebar.
 */
export const DASHBOARD_GROUPS = ['account', 'money', 'history', 'safety'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** Translation key of each group's heading. */
export const DASHBOARD_GROUP_LABELS: Readonly<Record<DashboardGroup, string>> = {
  account: 'dashboard.groupAccount',
  money: 'dashboard.groupMoney',
  history: 'dashboard.groupHistory',
  safety: 'dashboard.groupSafety',
};

export interface DashboardTab {
  /** The tab's slug: its address `/profile/<id>` (paths.profile) and part of the element ids. */
  id: ProfileTab;
  /** Translation key of the sidebar label. */
  label: string;
  /** The overview's group the tab is listed under. */
  group: DashboardGroup;
  /** The panel's code, loaded when the tab is first opened. */
  load: () => Promise<PanelModule>;
}

/** The sidebar's tabs in the spec's order (spec point 2, Profile dashboard); the first is the default. */
export const dashboardTabs: readonly DashboardTab[] = [
  {
    id: 'account-settings',
    group: 'account',
    label: 'dashboard.accountSettings',
    load: () => import('./tabs/AccountSettingsTab'),
  },
  {
    id: 'contact-preferences',
    group: 'account',
    label: 'dashboard.contactPreferences',
    load: () => import('./tabs/ContactPreferencesTab'),
  },
  {
    id: 'identity-details',
    group: 'account',
    label: 'dashboard.identityDetails',
    load: () => import('./tabs/IdentityDetailsTab'),
  },
  {
    id: 'verification',
    group: 'account',
    label: 'dashboard.kycVerification',
    load: () => import('./tabs/VerificationTab'),
  },
  { id: 'casino-bets', group: 'history', label: 'dashboard.casinoBets', load: () => import('./tabs/CasinoBetsTab') },
  { id: 'my-promo', group: 'money', label: 'dashboard.myPromo', load: () => import('./tabs/MyPromoTab') },
  { id: 'deposit', group: 'money', label: 'dashboard.deposit', load: () => import('./tabs/DepositTab') },
  { id: 'withdraw', group: 'money', label: 'dashboard.withdraw', load: () => import('./tabs/WithdrawTab') },
  {
    id: 'transaction-history',
    group: 'history',
    label: 'dashboard.transactionHistory',
    load: () => import('./tabs/TransactionHistoryTab'),
  },
  {
    id: 'notification',
    group: 'account',
    label: 'dashboard.notification',
    load: () => import('./tabs/NotificationTab'),
  },
  { id: 'bet-history', group: 'history', label: 'dashboard.betHistory', load: () => import('./tabs/BetHistoryTab') },
  { id: 'bonuses', group: 'money', label: 'dashboard.bonuses', load: () => import('./tabs/BonusesTab') },
  {
    id: 'responsible-gaming',
    group: 'safety',
    label: 'dashboard.responsibleGaming',
    load: () => import('../protection/ResponsibleGamingTab'),
  },
] satisfies readonly DashboardTab[];

export interface DashboardTabGroup {
  group: DashboardGroup;
  /** Translation key of the group's heading. */
  label: string;
  /** The group's tabs, in the sidebar's order. */
  tabs: readonly DashboardTab[];
}

/** The tabs by group, in the overview's order of groups: every tab once, no empty group. */
export function groupDashboardTabs(tabs: readonly DashboardTab[] = dashboardTabs): DashboardTabGroup[] {
  return DASHBOARD_GROUPS.map((group) => ({
    group,
    label: DASHBOARD_GROUP_LABELS[group],
    tabs: tabs.filter((tab) => tab.group === group),
  })).filter((entry) => entry.tabs.length > 0);
}

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
 * The old `/profile?tab=<tab>` links: the tab's own address (the default tab for an unknown one),
 * replacing the old one so that Back does not land on it again (and be sent forward at once).
 */
export function tabRedirect({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return replace(profileTabRedirect(url.pathname, url.search) ?? paths.profile(DEFAULT_PROFILE_TAB));
}

/** Whether the screen is a phone's (the layout's own breakpoint); false where there is no screen. */
const isPhoneScreen = () => typeof window !== 'undefined' && !!window.matchMedia?.(media.mobile).matches;

/**
 * `/profile` alone: on a phone the overview of the sections (the dashboard with no section open);
 * on a wide screen, where the sidebar is always there, the default tab, as before. An old
 * `?tab=` link goes to its tab on any screen. Only the browser meets this address (the server
 * renders no signed-in page), so the screen is known.
 */
export function profileIndex(args: LoaderFunctionArgs): Response | null {
  const url = new URL(args.request.url);
  if (!url.searchParams.has('tab') && isPhoneScreen()) return null;
  return tabRedirect(args);
}

/**
 * The dashboard's child routes (app/routes.tsx): one per tab, its panel's code loaded on first
 * visit (within the chunk time-out, as pages are), `/profile` and `?tab=` links sent to a tab,
 * and an unknown tab to the default one.
 */
export const dashboardRoutes: RouteObject[] = [
  // On a phone `/profile` is the overview, drawn by the dashboard itself (the sidebar, with no
  // section open); elsewhere its loader redirects, as the unknown tab's always does.
  { index: true, loader: profileIndex, element: null },
  ...dashboardTabs.map(({ id, load }): RouteObject => ({
    path: id,
    lazy: async () => {
      const Panel = (await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)).default;
      return { Component: id === 'deposit' ? withDepositRequest(Panel) : (Panel as ComponentType) };
    },
  })),
  { path: '*', loader: () => replace(paths.profile(DEFAULT_PROFILE_TAB)), element: null },
];
