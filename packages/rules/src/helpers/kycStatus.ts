import { type KycDocumentName } from '../constants';
import {
  KYC_APPROVED_TEXT,
  KYC_REVIEW_PENDING_TEXT,
  KYC_VERIFICATION_PENDING_TEXT,
  KYC_VERIFIED_TEXT,
  kycExpiredText,
  kycRejectedText,
} from '../messages';
import type { KycDocument, KycRecord } from '../types/kyc';
import { formatIsoDate, parseIsoDate } from './dates';

export type KycDocumentStatus = 'pending' | 'rejected' | 'expired' | 'approved';
export type KycOverallStatus = typeof KYC_VERIFIED_TEXT | typeof KYC_VERIFICATION_PENDING_TEXT;

/** The record flag that approves each document type. */
export const KYC_APPROVAL_FLAGS = {
  ID: 'idApproved',
  ADDRESS: 'addressApproved',
  ID_WITH_PHOTO: 'photoWithIdApproved',
} as const satisfies Record<KycDocumentName, keyof KycRecord>;

/** The record's document of a type, if uploaded. */
export function findKycDocument(record: KycRecord | null | undefined, name: KycDocumentName): KycDocument | undefined {
  return record?.documents.find((doc) => doc.name === name);
}

/**
 * Status of one document (spec point 4): rejected when reviewed and rejected; expired when
 * reviewed, not rejected and expired; approved when reviewed and the record's flag for its
 * type is set; pending otherwise (including no document at all).
 */
export function kycDocumentStatus(
  doc: KycDocument | null | undefined,
  record: KycRecord | null | undefined,
): KycDocumentStatus {
  if (!doc?.isReviewed) return 'pending';
  if (doc.rejected) return 'rejected';
  if (doc.isExpired) return 'expired';
  if (record?.[KYC_APPROVAL_FLAGS[doc.name]] === true) return 'approved';
  return 'pending';
}

/** 'YYYY-MM-DD' of an expiry date or timestamp, in the local calendar; null when unreadable. */
function expiryDate(expiryTime: string | null | undefined): string | null {
  if (!expiryTime) return null;
  const dateOnly = parseIsoDate(expiryTime);
  if (dateOnly) return expiryTime;
  const date = new Date(expiryTime);
  return Number.isNaN(date.getTime()) ? null : formatIsoDate(date);
}

/** 'Review Pending', 'rejected due to {reason}', 'expired on {YYYY-MM-DD}' or 'Approved'. */
export function kycDocumentStatusText(
  doc: KycDocument | null | undefined,
  record: KycRecord | null | undefined,
): string {
  switch (kycDocumentStatus(doc, record)) {
    case 'rejected':
      return kycRejectedText(doc?.rejectionReason);
    case 'expired':
      return kycExpiredText(expiryDate(doc?.expiryTime));
    case 'approved':
      return KYC_APPROVED_TEXT;
    case 'pending':
      return KYC_REVIEW_PENDING_TEXT;
  }
}

/** 'Verified' when the record is approved, otherwise 'Verification Pending'; null until documents exist. */
export function kycOverallStatus(record: KycRecord | null | undefined): KycOverallStatus | null {
  if (!record || record.documents.length === 0) return null;
  return record.approved ? KYC_VERIFIED_TEXT : KYC_VERIFICATION_PENDING_TEXT;
}
