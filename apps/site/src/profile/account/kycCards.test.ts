import type { KycDocument, KycRecord } from '@casino/contract';
import { KYC_DOCUMENT_KINDS } from '@casino/rules';
import { describe, expect, it } from 'vitest';
import { KYC_CARDS, kycCardState } from './kycCards';

// Renders keys with their values, so the assertions read the chosen key and its inputs.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

const doc = (overrides: Partial<KycDocument>): KycDocument => ({
  name: 'ID',
  isReviewed: false,
  rejected: false,
  rejectionReason: null,
  rejectionFinal: false,
  isExpired: false,
  expiryTime: null,
  files: [{ filePath: '/api/kyc/files/abc?signature=x', mimeType: 'image/png' }],
  ...overrides,
});

const record = (documents: KycDocument[], flags: Partial<KycRecord> = {}): KycRecord => ({
  approved: false,
  documents,
  idApproved: false,
  addressApproved: false,
  photoWithIdApproved: false,
  ...flags,
});

describe('kycCardState', () => {
  it('is missing without a document', () => {
    expect(kycCardState(record([]), 'ID', t)).toEqual({ status: 'missing' });
    expect(kycCardState(undefined, 'ADDRESS', t)).toEqual({ status: 'missing' });
  });

  it('is Review Pending until reviewed, with a link to the stored file', () => {
    expect(kycCardState(record([doc({})]), 'ID', t)).toEqual({
      status: 'pending',
      statusText: 'kyc.reviewPending',
      fileHref: '/api/kyc/files/abc?signature=x',
    });
  });

  it('says why a document was rejected', () => {
    const state = kycCardState(
      record([doc({ isReviewed: true, rejected: true, rejectionReason: ' blurred ' })]),
      'ID',
      t,
    );
    expect(state.status).toBe('rejected');
    expect(state.statusText).toBe('kyc.rejectedDueTo {"reason":"blurred"}');
    expect(kycCardState(record([doc({ isReviewed: true, rejected: true })]), 'ID', t).statusText).toBe('kyc.rejected');
  });

  it('gives the day an expired document expired on', () => {
    const expired = doc({ isReviewed: true, isExpired: true, expiryTime: '2026-01-31' });
    expect(kycCardState(record([expired]), 'ID', t)).toMatchObject({
      status: 'expired',
      statusText: 'kyc.expiredOn {"date":"2026-01-31"}',
    });
  });

  it('is Approved when reviewed and the type flag is set', () => {
    const address = doc({ name: 'ADDRESS', isReviewed: true });
    expect(kycCardState(record([address], { addressApproved: true }), 'ADDRESS', t).statusText).toBe('kyc.approved');
    expect(kycCardState(record([address]), 'ADDRESS', t).status).toBe('pending');
  });
});

describe('KYC_CARDS', () => {
  it('has a text key for every kind of the rules, in order', () => {
    for (const card of KYC_CARDS) expect(card.kinds).toHaveLength(KYC_DOCUMENT_KINDS[card.name].length);
    expect(KYC_CARDS.map((card) => card.name)).toEqual(['ID', 'ADDRESS', 'ID_WITH_PHOTO']);
  });
});
