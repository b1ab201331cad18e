import type { KycDocument, KycRecord, PlayerDetails } from '@casino/contract';
import { enGB } from '@casino/contract/texts';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import VerificationTab from './VerificationTab';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', () => ({ callApi: api.callApi, API_BASE_URL: '' }));
vi.mock('../../notify/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() }, notifyPromise: vi.fn() }));

const player = { uuid: '0b7c3c52-8d0a-4c1e-9d55-3f7b7a1c2d11', kycStatus: 'rejected' } as PlayerDetails;
vi.mock('../../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: player, reload: vi.fn() }) }));

const doc = (overrides: Partial<KycDocument>): KycDocument => ({
  name: 'ID',
  isReviewed: true,
  rejected: false,
  rejectionReason: null,
  rejectionFinal: false,
  isExpired: false,
  expiryTime: null,
  files: [{ filePath: '/api/kyc/files/abc?signature=x', mimeType: 'image/png' }],
  ...overrides,
});

const record: KycRecord = {
  approved: false,
  idApproved: true,
  addressApproved: false,
  photoWithIdApproved: false,
  documents: [
    doc({ name: 'ID' }),
    doc({ name: 'ADDRESS', rejected: true, rejectionReason: 'The bill is older than three months' }),
    doc({
      name: 'ID_WITH_PHOTO',
      rejected: true,
      rejectionReason: 'The face does not match the ID',
      rejectionFinal: true,
    }),
  ],
};

// The real English catalogue: the player reads these very texts.
const Texts = withTexts(enGB);

describe('VerificationTab', () => {
  beforeEach(() => {
    api.callApi.mockReset();
    api.callApi.mockResolvedValue(record);
  });

  it("shows a rejection's reason with a new upload, and a final rejection's text with none", async () => {
    render(<VerificationTab />, { wrapper: Texts });
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(within(address).getByText('rejected due to The bill is older than three months')).toBeInTheDocument();
    expect(within(address).getByLabelText('Attach New File: Address')).toBeInTheDocument();

    const selfie = screen.getByRole('region', { name: 'ID with Photo' });
    expect(within(selfie).getByText('rejected due to The face does not match the ID')).toBeInTheDocument();
    expect(within(selfie).getByText(enGB['kyc.rejectedFinal'])).toBeInTheDocument();
    expect(within(selfie).queryByLabelText(/Attach New File/)).not.toBeInTheDocument();
    expect(within(selfie).queryByRole('button', { name: 'Update Document' })).not.toBeInTheDocument();
    // The file stays viewable.
    expect(within(selfie).getByRole('link', { name: /View file/ })).toBeInTheDocument();
  });
});
