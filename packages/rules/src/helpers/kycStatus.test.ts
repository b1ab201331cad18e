import { describe, expect, it } from 'vitest';
import type { KycDocument, KycRecord } from '../types/kyc';
import { findKycDocument, kycDocumentStatus, kycDocumentStatusText, kycOverallStatus } from './kycStatus';

const doc = (overrides: Partial<KycDocument> = {}): KycDocument => ({
  name: 'ID',
  isReviewed: false,
  rejected: false,
  rejectionReason: null,
  isExpired: false,
  expiryTime: null,
  files: [{ filePath: 'kyc/id.png', mimeType: 'image/png' }],
  ...overrides,
});

const record = (overrides: Partial<KycRecord> = {}): KycRecord => ({
  approved: false,
  documents: [doc()],
  idApproved: false,
  addressApproved: false,
  photoWithIdApproved: false,
  ...overrides,
});

describe('kycDocumentStatus and kycDocumentStatusText', () => {
  it('is pending by default', () => {
    expect(kycDocumentStatus(undefined, undefined)).toBe('pending');
    expect(kycDocumentStatus(doc(), record())).toBe('pending');
    expect(kycDocumentStatusText(doc(), record())).toBe('Review Pending');
    expect(kycDocumentStatusText(doc({ isReviewed: true }), record())).toBe('Review Pending');
  });

  it('is rejected when reviewed and rejected', () => {
    const rejected = doc({ isReviewed: true, rejected: true, rejectionReason: 'blurry image', isExpired: true });
    expect(kycDocumentStatus(rejected, record({ idApproved: true }))).toBe('rejected');
    expect(kycDocumentStatusText(rejected, record())).toBe('rejected due to blurry image');
    expect(kycDocumentStatus(doc({ rejected: true }), record())).toBe('pending');
  });

  it('is expired when reviewed, not rejected and expired', () => {
    const expired = doc({ isReviewed: true, isExpired: true, expiryTime: '2026-01-31' });
    expect(kycDocumentStatus(expired, record({ idApproved: true }))).toBe('expired');
    expect(kycDocumentStatusText(expired, record())).toBe('expired on 2026-01-31');
    const stamped = doc({ isReviewed: true, isExpired: true, expiryTime: new Date(2026, 0, 31, 12).toISOString() });
    expect(kycDocumentStatusText(stamped, record())).toBe('expired on 2026-01-31');
  });

  it('is approved when reviewed and the matching flag is set', () => {
    const reviewed = { isReviewed: true };
    expect(kycDocumentStatus(doc(reviewed), record({ idApproved: true }))).toBe('approved');
    expect(kycDocumentStatusText(doc(reviewed), record({ idApproved: true }))).toBe('Approved');
    expect(kycDocumentStatus(doc({ ...reviewed, name: 'ADDRESS' }), record({ idApproved: true }))).toBe('pending');
    expect(kycDocumentStatus(doc({ ...reviewed, name: 'ADDRESS' }), record({ addressApproved: true }))).toBe(
      'approved',
    );
    expect(kycDocumentStatus(doc({ ...reviewed, name: 'ID_WITH_PHOTO' }), record({ photoWithIdApproved: true }))).toBe(
      'approved',
    );
    expect(kycDocumentStatus(doc({ name: 'ID' }), record({ idApproved: true }))).toBe('pending');
  });
});

describe('kycOverallStatus', () => {
  it('shows only once documents exist', () => {
    expect(kycOverallStatus(null)).toBeNull();
    expect(kycOverallStatus(record({ documents: [] }))).toBeNull();
    expect(kycOverallStatus(record())).toBe('Verification Pending');
    expect(kycOverallStatus(record({ approved: true }))).toBe('Verified');
  });
});

describe('findKycDocument', () => {
  it('finds a document by type', () => {
    const address = doc({ name: 'ADDRESS' });
    expect(findKycDocument(record({ documents: [doc(), address] }), 'ADDRESS')).toBe(address);
    expect(findKycDocument(record(), 'ID_WITH_PHOTO')).toBeUndefined();
    expect(findKycDocument(null, 'ID')).toBeUndefined();
  });
});
