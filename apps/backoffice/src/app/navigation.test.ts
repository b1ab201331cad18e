import { STAFF_ROLE_PERMISSIONS, type STAFF_ROLES } from '@casino/contract/routes';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, navigationFor, startPath } from './navigation';

const labels = (role: (typeof STAFF_ROLES)[number]) =>
  navigationFor(STAFF_ROLE_PERMISSIONS[role]).flatMap((group) => group.entries.map((entry) => entry.label));

describe('the side navigation by role', () => {
  it('shows each role the screens its permissions allow, and hides the rest', () => {
    const daily = ['bo.nav.dashboard', 'bo.nav.players'];
    const money = ['bo.nav.withdrawals', 'bo.nav.heldDeposits'];
    const kyc = ['bo.nav.kyc'];
    const reports = ['bo.nav.reports'];
    // Campaigns: bonuses.read (every role; marketing alone changes them).
    const campaigns = ['bo.nav.campaigns'];
    // Markers of harm: harmMarkers.read (admin and compliance).
    const compliance = [...kyc, 'bo.nav.harmAlerts'];
    // The trading desk: sportsbook.read (admin and trader).
    const trading = ['bo.nav.trading'];
    expect(labels('admin')).toEqual([
      ...daily,
      ...compliance,
      ...money,
      ...trading,
      ...reports,
      ...campaigns,
      'bo.nav.auditLog',
      'bo.nav.staff',
      'bo.nav.sessions',
    ]);
    expect(labels('compliance')).toEqual([
      ...daily,
      ...compliance,
      ...money,
      ...campaigns,
      'bo.nav.auditLog',
      'bo.nav.sessions',
    ]);
    expect(labels('payments')).toEqual([...daily, ...kyc, ...money, ...reports, ...campaigns, 'bo.nav.sessions']);
    expect(labels('support')).toEqual([...daily, ...kyc, ...money, ...campaigns, 'bo.nav.sessions']);
    expect(labels('marketing')).toEqual([...daily, ...reports, ...campaigns, 'bo.nav.sessions']);
    expect(labels('trader')).toEqual([...daily, ...trading, 'bo.nav.sessions']);
  });

  it('leaves out a group with nothing in it', () => {
    const groups = navigationFor(STAFF_ROLE_PERMISSIONS.marketing);
    expect(groups.map((group) => group.label)).toEqual(['bo.nav.daily', 'bo.nav.business', 'bo.nav.account']);
    expect(navigationFor([]).map((group) => group.label)).toEqual(['bo.nav.account']);
  });

  it('starts each role on its first screen', () => {
    expect(startPath(STAFF_ROLE_PERMISSIONS.admin)).toBe('/dashboard');
    expect(startPath(STAFF_ROLE_PERMISSIONS.support)).toBe('/dashboard');
    expect(startPath([])).toBe('/sessions');
  });

  it('names a permission the contract knows for every screen that needs one', () => {
    const all = new Set(Object.values(STAFF_ROLE_PERMISSIONS).flat());
    for (const entry of NAVIGATION.flatMap((group) => group.entries)) {
      if (entry.permission) expect(all.has(entry.permission), entry.path).toBe(true);
    }
  });
});
