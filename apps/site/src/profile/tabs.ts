import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DepositRequest } from '../pages/BonusDetailsPage';

/** What every dashboard panel receives. */
export interface PanelProps {
  /** Set on the Deposit panel when the dashboard was opened with `{ to: 'Deposit', bonusInfo }` (spec point 2). */
  depositRequest?: DepositRequest['bonusInfo'];
}

export interface DashboardTab {
  /** The tab's slug: the `?tab=` value and part of the element ids. */
  id: string;
  /** Translation key of the sidebar label. */
  label: string;
  /** The panel, loaded when the tab is first opened. */
  Panel: LazyExoticComponent<ComponentType<PanelProps>>;
}

/** The sidebar's tabs in the spec's order (spec point 2, Profile dashboard); the first is the default. */
export const dashboardTabs: readonly DashboardTab[] = [
  {
    id: 'account-settings',
    label: 'dashboard.accountSettings',
    Panel: lazy(() => import('./tabs/AccountSettingsTab')),
  },
  {
    id: 'contact-preferences',
    label: 'dashboard.contactPreferences',
    Panel: lazy(() => import('./tabs/ContactPreferencesTab')),
  },
  {
    id: 'identity-details',
    label: 'dashboard.identityDetails',
    Panel: lazy(() => import('./tabs/IdentityDetailsTab')),
  },
  { id: 'verification', label: 'dashboard.kycVerification', Panel: lazy(() => import('./tabs/VerificationTab')) },
  { id: 'casino-bets', label: 'dashboard.casinoBets', Panel: lazy(() => import('./tabs/CasinoBetsTab')) },
  { id: 'my-promo', label: 'dashboard.myPromo', Panel: lazy(() => import('./tabs/MyPromoTab')) },
  { id: 'deposit', label: 'dashboard.deposit', Panel: lazy(() => import('./tabs/DepositTab')) },
  { id: 'withdraw', label: 'dashboard.withdraw', Panel: lazy(() => import('./tabs/WithdrawTab')) },
  {
    id: 'transaction-history',
    label: 'dashboard.transactionHistory',
    Panel: lazy(() => import('./tabs/TransactionHistoryTab')),
  },
  { id: 'notification', label: 'dashboard.notification', Panel: lazy(() => import('./tabs/NotificationTab')) },
  { id: 'bet-history', label: 'dashboard.betHistory', Panel: lazy(() => import('./tabs/BetHistoryTab')) },
  { id: 'bonuses', label: 'dashboard.bonuses', Panel: lazy(() => import('./tabs/BonusesTab')) },
  {
    id: 'responsible-gaming',
    label: 'dashboard.responsibleGaming',
    Panel: lazy(() => import('../protection/ResponsibleGamingTab')),
  },
];

/** The open tab: the one `?tab=` names, else Deposit for `{ to: 'Deposit' }` navigation state, else Account Settings. */
export function initialTab(state: unknown, query: string | null): string {
  if (query && dashboardTabs.some((tab) => tab.id === query)) return query;
  if (state && typeof state === 'object' && (state as { to?: unknown }).to === 'Deposit') return 'deposit';
  return 'account-settings';
}
