import type { BackofficeTextCode } from '@casino/contract/texts';
import type { StaffPermission } from '@casino/contract/routes';
import { paths } from '../paths';

/** One screen of the side navigation: shown only to a role with its permission (the platform checks anyway). */
export interface NavEntry {
  path: string;
  label: BackofficeTextCode;
  /** The permission the screen's data needs; none: every staff member. */
  permission?: StaffPermission;
}

export interface NavGroup {
  label?: BackofficeTextCode;
  entries: readonly NavEntry[];
}

/**
 * The screens of the back office, in the navigation's order. Only built screens are listed: the
 * dashboard, the queues (KYC, withdrawals, held deposits) and the player 360 join here as they are
 * built, each with the permission it needs (STAFF_PERMISSIONS: dashboard.read, kyc.read,
 * withdrawals.read, deposits.read, players.read).
 */
export const NAVIGATION: readonly NavGroup[] = [
  {
    label: 'bo.nav.daily',
    entries: [
      { path: paths.dashboard(), label: 'bo.nav.dashboard', permission: 'dashboard.read' },
      { path: paths.players(), label: 'bo.nav.players', permission: 'players.read' },
    ],
  },
  {
    label: 'bo.nav.compliance',
    entries: [
      { path: paths.kyc(), label: 'bo.nav.kyc', permission: 'kyc.read' },
      { path: paths.harmAlerts(), label: 'bo.nav.harmAlerts', permission: 'harmMarkers.read' },
    ],
  },
  {
    label: 'bo.nav.money',
    entries: [
      { path: paths.withdrawals(), label: 'bo.nav.withdrawals', permission: 'withdrawals.read' },
      { path: paths.heldDeposits(), label: 'bo.nav.heldDeposits', permission: 'deposits.read' },
    ],
  },
  {
    label: 'bo.nav.sportsbook',
    entries: [{ path: paths.trading(), label: 'bo.nav.trading', permission: 'sportsbook.read' }],
  },
  {
    label: 'bo.nav.business',
    entries: [
      { path: paths.reports(), label: 'bo.nav.reports', permission: 'reports.read' },
      { path: paths.campaigns(), label: 'bo.nav.campaigns', permission: 'bonuses.read' },
    ],
  },
  {
    label: 'bo.nav.administration',
    entries: [
      { path: paths.audit(), label: 'bo.nav.auditLog', permission: 'audit.read' },
      { path: paths.staff(), label: 'bo.nav.staff', permission: 'staff.read' },
    ],
  },
  {
    label: 'bo.nav.account',
    entries: [{ path: paths.sessions(), label: 'bo.nav.sessions' }],
  },
];

/** The navigation a staff member with these permissions sees: groups without an entry left out. */
export function navigationFor(permissions: readonly StaffPermission[]): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.permission || permissions.includes(entry.permission)),
  })).filter((group) => group.entries.length > 0);
}

/** Where a signed-in staff member starts: the first screen their role may use. */
export function startPath(permissions: readonly StaffPermission[]): string {
  return navigationFor(permissions)[0]?.entries[0]?.path ?? paths.sessions();
}
