// vitest: isolate
import type { AuditEntry, StaffMember } from '@casino/contract';
import { STAFF_ROLE_PERMISSIONS } from '@casino/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, member, selfOf, type SentCall } from '../test/fakePlatform';
import { renderApp } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const ME = member();
const BEA = member({
  id: '33333333-3333-4333-8333-333333333333',
  email: 'bea@casino.example',
  name: 'Bea Support',
  role: 'support',
  lastSignInAt: null,
});
const BEA_PATH = `/api/backoffice/staff/${BEA.id}`;

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-27T09:30:00.000Z',
    actorKind: 'staff',
    actorId: ME.id,
    actorName: ME.name,
    actorRole: 'admin',
    action: 'staff.invite',
    targetKind: 'staff',
    targetId: BEA.id,
    playerUuid: null,
    before: null,
    after: { role: 'support' },
    reason: null,
    clientAddress: '127.0.0.1',
    prevHash: '0'.repeat(64),
    hash: 'a'.repeat(64),
    ...overrides,
  };
}

/** A platform with Ada (admin, signed in) and Bea: the changes answer Bea as changed and write an audit entry. */
function platformWith(self = selfOf('admin')) {
  let bea: StaffMember = BEA;
  let trail: AuditEntry[] = [entry(1)];
  const change = (action: AuditEntry['action'], next: (call: SentCall) => Partial<StaffMember>) => (call: SentCall) => {
    const before = bea;
    bea = { ...bea, ...next(call) };
    const reason = (call.body as { reason: string }).reason;
    trail = [entry(trail.length + 1, { action, reason, before, after: bea }), ...trail];
    return { result: bea };
  };
  return fakePlatform({
    'GET /api/backoffice/me': { result: self },
    'GET /api/backoffice/staff': () => ({ result: [ME, bea] }),
    [`GET /api/backoffice/audit/staff/${BEA.id}`]: () => ({
      result: { entries: trail, pagination: { page: 1, limit: 20, totalPages: 1, totalItems: trail.length } },
    }),
    [`GET /api/backoffice/audit/staff/${ME.id}`]: {
      result: { entries: [], pagination: { page: 1, limit: 20, totalPages: 0, totalItems: 0 } },
    },
    [`PUT ${BEA_PATH}/role`]: change('staff.changeRole', (call) => ({ role: (call.body as StaffMember).role })),
    [`POST ${BEA_PATH}/deactivate`]: change('staff.deactivate', () => ({ active: false })),
    [`POST ${BEA_PATH}/reactivate`]: change('staff.reactivate', () => ({ active: true })),
  });
}

describe('a staff member’s page', () => {
  it('opens from the staff list and shows the account and its audit', async () => {
    platformWith();
    await renderApp('/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Bea Support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Support' })).toBeVisible();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('bea@casino.example')).toBeVisible();
    expect(within(account).getByText('Support')).toBeVisible();
    expect(within(account).getByText('Active')).toBeVisible();
    expect(within(account).getByText('Never')).toBeVisible();
    const audit = await screen.findByRole('table', { name: 'Audit entries of Bea Support, newest first' });
    const rows = await within(audit).findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Staff member invited');
    expect(rows[1]).toHaveTextContent('Ada Admin');
  });

  it('lets an admin change the role with a reason, and says so', async () => {
    const platform = platformWith();
    await renderApp(`/staff/${BEA.id}`);
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Change role' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Bea Support' });

    // The current role again is not a change.
    await user.type(within(dialog).getByLabelText('Reason', { exact: false }), 'Moved to compliance');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    const select = within(dialog).getByRole('combobox', { name: 'New role' });
    await waitFor(() => expect(select).toHaveAccessibleDescription(/Choose a role other than the current one\./));
    expect(platform.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(select, 'Compliance');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bea Support now has the role Compliance. Their sessions ended: they sign in again.',
    );
    const sent = platform.calls.find((call) => call.method === 'PUT')!;
    expect(sent.path).toBe(`${BEA_PATH}/role`);
    expect(sent.body).toEqual({ role: 'compliance', reason: 'Moved to compliance' });
    expect(sent.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(screen.queryByRole('dialog')).toBeNull();
    const account = screen.getByRole('region', { name: 'Account' });
    await waitFor(() => expect(within(account).getByText('Compliance')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change role' })).toHaveFocus());
    // The audit is read again: the change is its newest entry.
    const audit = screen.getByRole('table', { name: 'Audit entries of Bea Support, newest first' });
    await waitFor(() => expect(within(audit).getAllByRole('row')[1]).toHaveTextContent('Role changed'));
    expect(within(audit).getAllByRole('row')[1]).toHaveTextContent('Moved to compliance');
  }, 30_000);

  it('deactivates only with a reason, then offers reactivation on the same button', async () => {
    const platform = platformWith();
    await renderApp(`/staff/${BEA.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Bea Support' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(within(dialog).getByLabelText('Reason', { exact: false })).toHaveAccessibleDescription(
      /Write the reason: the audit keeps it\./,
    );
    expect(platform.calls.some((call) => call.path.endsWith('/deactivate'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason', { exact: false }), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bea Support is deactivated: sign-in is refused and their sessions ended.',
    );
    const sent = platform.calls.find((call) => call.path.endsWith('/deactivate'))!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ reason: 'Left the company' });
    const account = screen.getByRole('region', { name: 'Account' });
    await waitFor(() => expect(within(account).getByText('Deactivated')).toBeVisible());
    const reactivate = screen.getByRole('button', { name: 'Reactivate' });
    await waitFor(() => expect(reactivate).toHaveFocus());

    await user.click(reactivate);
    const again = await screen.findByRole('dialog', { name: 'Reactivate Bea Support' });
    await user.type(within(again).getByLabelText('Reason', { exact: false }), 'Came back');
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bea Support is active again and can sign in.');
    expect(platform.calls.find((call) => call.path.endsWith('/reactivate'))!.body).toEqual({ reason: 'Came back' });
    await waitFor(() => expect(within(account).getByText('Active')).toBeVisible());
  }, 30_000);

  it('shows the platform’s refusal in the dialog (another admin deactivated the member meanwhile)', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('admin') },
      'GET /api/backoffice/staff': { result: [ME, BEA] },
      [`GET /api/backoffice/audit/staff/${BEA.id}`]: {
        result: { entries: [], pagination: { page: 1, limit: 20, totalPages: 0, totalItems: 0 } },
      },
      [`POST ${BEA_PATH}/deactivate`]: {
        status: 409,
        error: { message: 'This staff member is already deactivated.' },
      },
    });
    await renderApp(`/staff/${BEA.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Bea Support' });
    await user.type(within(dialog).getByLabelText('Reason', { exact: false }), 'Left');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This staff member is already deactivated.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no action on one’s own account', async () => {
    platformWith();
    await renderApp(`/staff/${ME.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Admin (you)' })).toBeVisible();
    expect(
      screen.getByText('This is your own account: another admin changes its role or deactivates it.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Actions on this account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('offers no action to a role that may read the staff but not manage them', async () => {
    const reader = selfOf('compliance');
    const permissions = [...STAFF_ROLE_PERMISSIONS.compliance, 'staff.read' as const];
    platformWith({ ...reader, permissions });
    await renderApp(`/staff/${BEA.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Support' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Audit entries of Bea Support, newest first' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Actions on this account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByText(/your own account/)).toBeNull();
  });

  it('says so when no member has the id', async () => {
    platformWith();
    await renderApp('/staff/44444444-4444-4444-8444-444444444444');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No staff member has this id. Open the member from the staff list.',
    );
    expect(screen.getByRole('link', { name: 'Back to the staff list' })).toBeVisible();
  });
});
