/* KYC: lists of the vocabulary, schema-free (see vocabulary/index.ts). */

/** The three KYC documents, also the multipart field names of the first upload. */
export const KYC_DOCUMENT_TYPES = ['ID', 'ADDRESS', 'ID_WITH_PHOTO'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** An operator's decision on one KYC document. */
export const KYC_DECISIONS = ['approve', 'reject', 'expire'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

/** Overall KYC state of a player; null until the first documents are submitted. */
export const KYC_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
