// vitest: isolate
import type { KycQueueDocument, KycQueueItem } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, selfOf, type SentCall } from '../test/fakePlatform';
import { renderApp } from '../test/renderApp';

beforeEach(() => {
  // The final checkbox (Radix, inside a form) measures its box; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const UUID = '0b7c3c52-8d0a-4c1e-9d55-3f7b7a1c2d11';
const file = (id: string, mimeType: string) => ({ id, mimeType, size: 1234, path: `/api/backoffice/kyc/files/${id}` });
const doc = (name: KycQueueDocument['name'], overrides: Partial<KycQueueDocument> = {}): KycQueueDocument => ({
  name,
  status: 'pending',
  uploadedAt: '2026-11-27T08:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  rejectionFinal: false,
  files: [],
  ...overrides,
});

function itemOf(overrides: Partial<KycQueueItem> = {}): KycQueueItem {
  return {
    player: {
      uuid: UUID,
      username: 'gracehopper',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1980-12-09',
      address: '1 Main Street',
      city: 'Cork',
      country: 'Ireland',
    },
    waitingSince: '2026-11-27T08:00:00.000Z',
    documents: [
      doc('ID', { files: [file('aaaaaaaa-0000-4000-8000-000000000001', 'image/jpeg')] }),
      doc('ADDRESS', { files: [file('aaaaaaaa-0000-4000-8000-000000000002', 'image/png')] }),
      doc('ID_WITH_PHOTO', { files: [file('aaaaaaaa-0000-4000-8000-000000000003', 'application/pdf')] }),
    ],
    takenBy: null,
    ...overrides,
  };
}

const mine = { staffId: 's1', name: 'Cleo', since: '2026-11-27T09:00:00.000Z', expiresAt: '2026-11-27T09:10:00.000Z' };

describe('the KYC review screen', () => {
  it(
    'shows the documents in the viewer beside the identity details, takes the item, approves and rejects finally',
    {
      timeout: 30_000,
    },
    async () => {
      let item = itemOf();
      const platform = fakePlatform({
        'GET /api/backoffice/me': { result: selfOf('compliance') },
        [`GET /api/backoffice/kyc/${UUID}`]: () => ({ result: item }),
        [`POST /api/backoffice/kyc/${UUID}/take`]: () => ({
          result: (item = { ...item, takenBy: { ...mine, mine: true } }),
        }),
        [`POST /api/backoffice/kyc/${UUID}/release`]: () => ({ result: (item = { ...item, takenBy: null }) }),
        [`POST /api/backoffice/kyc/${UUID}/documents/ID`]: () => {
          item = {
            ...item,
            documents: item.documents.map((d) => (d.name === 'ID' ? { ...d, status: 'approved' } : d)),
          };
          return { result: item };
        },
        [`POST /api/backoffice/kyc/${UUID}/documents/ADDRESS`]: (call: SentCall) => {
          const body = call.body as { reason: string; final: boolean };
          item = {
            ...item,
            documents: item.documents.map((d) =>
              d.name === 'ADDRESS'
                ? { ...d, status: 'rejected', rejectionReason: body.reason, rejectionFinal: body.final }
                : d,
            ),
          };
          return { result: item };
        },
      });
      const user = userEvent.setup();
      await renderApp(`/kyc/${UUID}`);

      expect(await screen.findByRole('heading', { level: 1, name: 'KYC review: Grace Hopper' })).toBeVisible();
      // Identity details beside the documents.
      const identity = screen.getByRole('region', { name: 'Identity details' });
      expect(within(identity).getByText('1980-12-09')).toBeVisible();
      expect(within(identity).getByText('Cork')).toBeVisible();
      expect(within(identity).getByText('Ireland')).toBeVisible();
      // The item is taken while the page is open.
      expect(await screen.findByText(/You are reviewing this player/)).toBeVisible();
      expect(platform.calls.some((call) => call.method === 'POST' && call.path.endsWith('/take'))).toBe(true);
      expect(platform.calls.find((call) => call.path.endsWith('/take'))!.headers.get('x-csrf-token')).toBe(
        'csrf-compliance',
      );

      // The image from the staff file endpoint, fitted; the toggle shows it at its own size.
      const image = screen.getByRole('img', { name: 'Identification of Grace Hopper' });
      expect(image).toHaveAttribute('src', '/api/backoffice/kyc/files/aaaaaaaa-0000-4000-8000-000000000001');
      const fit = screen.getByRole('button', { name: 'Fit to frame' });
      expect(fit).toHaveAttribute('aria-pressed', 'true');
      await user.click(fit);
      expect(fit).toHaveAttribute('aria-pressed', 'false');

      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Identification approved.')).toBeVisible();
      expect(platform.calls.find((call) => call.path.endsWith('/documents/ID'))!.body).toEqual({ decision: 'approve' });

      // The next waiting document is selected: Proof of address. A rejection needs a reason.
      expect(await screen.findByRole('tab', { name: 'Proof of address', selected: true })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(screen.getByLabelText(/Reason for the rejection/)).toHaveAccessibleDescription(
        expect.stringContaining('The player sees it'),
      );
      expect(platform.calls.some((call) => call.path.endsWith('/documents/ADDRESS'))).toBe(false);
      await user.type(screen.getByLabelText(/Reason for the rejection/), 'The bill is older than three months');
      await user.click(screen.getByRole('checkbox', { name: 'Final: the player may not upload this document again' }));
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(
        await screen.findByText('Proof of address rejected finally: the player may not upload it again.'),
      ).toBeVisible();
      expect(platform.calls.find((call) => call.path.endsWith('/documents/ADDRESS'))!.body).toEqual({
        decision: 'reject',
        reason: 'The bill is older than three months',
        final: true,
      });

      // The PDF shows in a frame from the staff file endpoint.
      await user.click(screen.getByRole('tab', { name: 'ID with photo' }));
      expect(screen.getByTitle('ID with photo of Grace Hopper')).toHaveAttribute(
        'src',
        '/api/backoffice/kyc/files/aaaaaaaa-0000-4000-8000-000000000003#view=FitH',
      );
    },
  );

  it('shows an item another staff member has as taken, with no decisions', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('compliance') },
      [`GET /api/backoffice/kyc/${UUID}`]: { result: itemOf({ takenBy: { ...mine, name: 'Omar', mine: false } }) },
      [`POST /api/backoffice/kyc/${UUID}/take`]: {
        status: 409,
        error: {
          message: 'Omar is reviewing these documents.',
          messageCode: 'staff.kycTaken',
          params: { name: 'Omar' },
        },
      },
    });
    await renderApp(`/kyc/${UUID}`);
    expect(await screen.findByText(/Omar has been reviewing this player since/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Identification of Grace Hopper' })).toBeVisible();
  });

  it('shows a role without kyc.review the documents and no buttons, and never takes the item', async () => {
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('support') },
      [`GET /api/backoffice/kyc/${UUID}`]: { result: itemOf() },
    });
    await renderApp(`/kyc/${UUID}`);
    expect(await screen.findByText('Your role can see the documents but not decide on them.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Identification of Grace Hopper' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await waitFor(() => expect(platform.calls.some((call) => call.method === 'POST')).toBe(false));
  });

  it('lists the queue oldest first as the platform gives it, with age and taken-by badges', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('compliance') },
      'GET /api/backoffice/kyc': {
        result: [
          itemOf({ takenBy: { ...mine, name: 'Omar', mine: false }, waitingSince: '2020-01-01T00:00:00.000Z' }),
          itemOf({
            player: {
              ...itemOf().player,
              uuid: '0b7c3c52-8d0a-4c1e-9d55-3f7b7a1c2d12',
              firstName: 'Alan',
              lastName: 'Turing',
            },
            waitingSince: new Date().toISOString(),
          }),
        ],
      },
    });
    await renderApp('/kyc');
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC queue' })).toBeVisible();
    const links = await screen.findAllByRole('link', { name: /Grace Hopper|Alan Turing/ });
    expect(links.map((link) => link.textContent)).toEqual(['Grace Hopper', 'Alan Turing']);
    expect(links[0]).toHaveAttribute('href', `/kyc/${UUID}`);
    expect(screen.getByText('Taken by Omar')).toBeVisible();
    expect(screen.getByText('0 min')).toBeVisible();
    expect(screen.getByRole('link', { name: 'KYC queue' })).toHaveAttribute('aria-current', 'page');
  });
});
