import type { KycDocumentName } from '../constants';

/** KYC record and documents (spec point 3). */

export interface KycFile {
  filePath: string;
  mimeType: string;
}

export interface KycDocument {
  name: KycDocumentName;
  isReviewed: boolean;
  rejected: boolean;
  rejectionReason?: string | null;
  /** A final rejection: the document may not be uploaded again. */
  rejectionFinal?: boolean;
  isExpired: boolean;
  /** Date or timestamp text, e.g. '2026-01-31' or '2026-01-31T12:00:00.000Z'. */
  expiryTime?: string | null;
  files: KycFile[];
}

export interface KycRecord {
  approved: boolean;
  documents: KycDocument[];
  idApproved: boolean;
  addressApproved: boolean;
  photoWithIdApproved: boolean;
}
