import { STAFF_ROLE_PERMISSIONS, type STAFF_ROLES } from '@casino/contract/routes';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, navigationFor, startPath } from './navigation';

const labels = (role: (typeof STAFF_ROLES)[number]) =>
  navigationFor(STAFF_ROLE_PERMISSIONS[role]).flatMap((group) => group.entries.map((entry) => entry.label));

describe('the side navigation by role', () => {
  it('shows each role the screens its permissions allow, and hides the rest', () => {
    const money = ['bo.nav.withdrawals', 'bo.nav.heldDeposits'];
    expect(labels('admin')).toEqual(['bo.nav.kyc', ...money, 'bo.nav.auditLog', 'bo.nav.staff', 'bo.nav.sessions']);
    expect(labels('compliance')).toEqual(['bo.nav.kyc', ...money, 'bo.nav.auditLog', 'bo.nav.sessions']);
    for (const role of ['payments', 'support'] as const)
      expect(labels(role)).toEqual(['bo.nav.kyc', ...money, 'bo.nav.sessions']);
    expect(labels('marketing')).toEqual(['bo.nav.sessions']);
  });

  it('leaves out a group with nothing in it', () => {
    const groups = navigationFor(STAFF_ROLE_PERMISSIONS.marketing);
    expect(groups.map((group) => group.label)).toEqual(['bo.nav.account']);
  });

  it('starts each role on its first screen', () => {
    expect(startPath(STAFF_ROLE_PERMISSIONS.admin)).toBe('/kyc');
    expect(startPath(STAFF_ROLE_PERMISSIONS.payments)).toBe('/kyc');
    expect(startPath(STAFF_ROLE_PERMISSIONS.marketing)).toBe('/sessions');
  });

  it('names a permission the contract knows for every screen that needs one', () => {
    const all = new Set(Object.values(STAFF_ROLE_PERMISSIONS).flat());
    for (const entry of NAVIGATION.flatMap((group) => group.entries)) {
      if (entry.permission) expect(all.has(entry.permission), entry.path).toBe(true);
    }
  });
});
