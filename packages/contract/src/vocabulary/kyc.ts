/* KYC: lists of the vocabulary, schema-free (see vocabulary/index.ts). */

import type { MessageCode } from '../texts/en_GB';

/** The three KYC documents, also the multipart field names of the first upload. */
export const KYC_DOCUMENT_TYPES = ['ID', 'ADDRESS', 'ID_WITH_PHOTO'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** An operator's decision on one KYC document. */
export const KYC_DECISIONS = ['approve', 'reject', 'expire'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

/** Overall KYC state of a player; null until the first documents are submitted. */
export const KYC_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The catalogue texts of each document: its title and the kinds of file it accepts (the site's cards, e-mails). */
export const KYC_DOCUMENT_TEXTS = {
  ID: { title: 'kyc.identification', kinds: ['kyc.kindPhotoId', 'kyc.kindPassport', 'kyc.kindIdCard'] },
  ADDRESS: { title: 'kyc.address', kinds: ['kyc.kindUtilityBill'] },
  ID_WITH_PHOTO: { title: 'kyc.idWithPhoto', kinds: ['kyc.kindSelfieWithId', 'kyc.kindSelfieWithPassport'] },
} as const satisfies Record<KycDocumentType, { title: MessageCode; kinds: readonly MessageCode[] }>;

/** A staff member's decision on one KYC document in the back office's queue (expiring stays with automation). */
export const KYC_STAFF_DECISIONS = ['approve', 'reject'] as const;
export type KycStaffDecision = (typeof KYC_STAFF_DECISIONS)[number];

/** A back-office claim on a KYC queue item lasts this long (renewed by each decision, ended when nothing is left). */
export const KYC_CLAIM_MINUTES = 10;
