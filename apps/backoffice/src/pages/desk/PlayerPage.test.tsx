// vitest: isolate
import type { Player360, PlayerSearchHit } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, selfOf, type SentCall } from '../../test/fakePlatform';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const UUID = '33333333-3333-4333-8333-333333333333';
const SELF_ID = '11111111-1111-4111-8111-111111111111';

function player360(overrides: Partial<Player360> = {}): Player360 {
  return {
    player: {
      uuid: UUID,
      username: 'lucky-otter-42',
      email: 'quintessa@example.com',
      isVerified: true,
      kycStatus: 'approved',
      profilePicture: null,
      firstName: 'Quintessa',
      lastName: 'Vandermeer',
      gender: 'female',
      dob: '1990-05-17',
      phoneNumber: '+353861234567',
      address: '1 Main Street',
      city: 'Dublin',
      country: 'Ireland',
      locale: 'en_GB',
      currency: 'EUR',
      consent: true,
      createdAt: '2026-11-01T09:00:00.000Z',
      accounts: [],
    } as unknown as Player360['player'],
    locked: false,
    lockedUntil: null,
    kyc: { approved: true, documents: [], idApproved: true, addressApproved: true, photoWithIdApproved: true } as never,
    accounts: [
      {
        id: 7,
        type: 'combined',
        value: '94.50',
        cash: '94.50',
        bonus: '0.00',
        held: '0.00',
        currency: { code: 'EUR', symbolNative: '€' },
      },
    ] as never,
    transactions: [],
    rounds: [],
    bets: [],
    sessions: [],
    signIns: [],
    protection: { limits: [], timeOut: null, selfExclusion: null } as never,
    protectionAudit: [],
    twoFactorEnabled: true,
    notes: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        text: 'Called about a withdrawal',
        authorName: 'Sam Support',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    tags: ['vip'],
    activeBonus: null,
    adjustments: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        playerUuid: UUID,
        amount: '12.34',
        currency: 'EUR',
        reason: 'Goodwill',
        status: 'pending',
        requestedBy: { id: SELF_ID, name: 'Ada Admin' },
        requestedAt: '2026-11-20T10:00:00.000Z',
        decidedBy: null,
        decidedAt: null,
        decisionReason: null,
      },
    ],
    ...overrides,
  };
}

describe('the player search', () => {
  it('searches from the box and says which detail matched, linking to the player', async () => {
    const hit: PlayerSearchHit = {
      uuid: UUID,
      email: 'quintessa@example.com',
      gamertag: 'lucky-otter-42',
      firstName: 'Quintessa',
      lastName: 'Vandermeer',
      country: 'Ireland',
      currency: 'EUR',
      kycStatus: 'approved',
      createdAt: '2026-11-01T09:00:00.000Z',
      matched: 'name',
    };
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('support') },
      'GET /api/backoffice/players': { result: [hit] },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/players');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'q');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Type at least 2 characters.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'uint');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Players matching “quint”' });
    expect(within(table).getByText('Name')).toBeVisible();
    const search = platform.calls.find((call) => call.path === '/api/backoffice/players');
    expect(search).toBeDefined();
    await user.click(within(table).getByRole('link', { name: 'Quintessa Vandermeer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/players/${UUID}`));
  });
});

describe('the player 360', () => {
  it('shows support the player and notes, and no account actions', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('support') },
      [`GET /api/backoffice/players/${UUID}`]: { result: player360() },
      [`GET /api/backoffice/audit/players/${UUID}`]: {
        result: {
          entries: [
            {
              id: 9,
              at: '2026-11-20T10:00:00.000Z',
              actorKind: 'staff',
              actorId: SELF_ID,
              actorName: 'Cleo',
              actorRole: 'compliance',
              action: 'player.lock',
              targetKind: 'player',
              targetId: UUID,
              playerUuid: UUID,
              before: { locked: false },
              after: { locked: true },
              reason: 'Takeover',
              clientAddress: '127.0.0.1',
              prevHash: '0'.repeat(64),
              hash: '1'.repeat(64),
            },
          ],
          pagination: { page: 1, limit: 50, totalPages: 1, totalItems: 1 },
        },
      },
    });
    const user = userEvent.setup();
    await renderApp(`/players/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quintessa Vandermeer' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lock account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Notes and tags (1)' }));
    expect(await screen.findByText('Called about a withdrawal')).toBeVisible();
    expect(screen.getByText(/Sam Support/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Money' }));
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    // The player's audit: read when its tab opens.
    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    const audit = await screen.findByRole('table', { name: 'Audit of this player' });
    expect(await within(audit).findByText('Account locked')).toBeVisible();
    expect(within(audit).getByText('Cleo (Compliance)')).toBeVisible();
    expect(within(audit).getByText('Takeover')).toBeVisible();
  });

  it('shows no audit tab to a role without the player audit (marketing)', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('marketing') },
      [`GET /api/backoffice/players/${UUID}`]: { result: player360() },
    });
    await renderApp(`/players/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quintessa Vandermeer' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Audit' })).toBeNull();
  });

  it('locks an account from a dialog that asks for the reason', async () => {
    let locked = false;
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('compliance') },
      [`GET /api/backoffice/players/${UUID}`]: () => ({ result: player360({ locked }) }),
      [`POST /api/backoffice/players/${UUID}/lock`]: (call: SentCall) => {
        locked = true;
        return { result: { locked: true, lockedUntil: '9999-12-31T00:00:00.000Z', body: call.body } };
      },
    });
    const user = userEvent.setup();
    await renderApp(`/players/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await within(dialog).findByText(/Write the reason: the audit keeps it\./)).toBeVisible();
    // The reason may take several lines: Enter starts a new one rather than sending the form.
    await user.type(within(dialog).getByLabelText(/Reason/), 'Takeover{Enter}by phone');
    expect(within(dialog).getByText('17 of 1000 characters')).toBeVisible();
    expect(platform.calls.some((call) => call.path.endsWith('/lock'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = platform.calls.find((call) => call.path.endsWith('/lock'))!;
    expect(sent.body).toEqual({ reason: 'Takeover\nby phone' });
    expect(sent.headers.get('x-csrf-token')).toBe('csrf-compliance');
    expect(await screen.findByText('Locked')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unlock account' })).toBeVisible();
  }, 15_000);

  it('lets the requester of an adjustment reject it but not approve it', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('payments', { id: SELF_ID }) },
      [`GET /api/backoffice/players/${UUID}`]: { result: player360() },
    });
    const user = userEvent.setup();
    await renderApp(`/players/${UUID}`);
    await user.click(await screen.findByRole('tab', { name: 'Money' }));
    const table = await screen.findByRole('table', { name: 'Balance adjustments' });
    expect(within(table).getByText('Another staff member approves')).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
  });
});
