import type { KycRecord } from '@casino/contract';
import { KYC_DOCUMENT_TEXTS, KYC_DOCUMENT_TYPES } from '@casino/contract/routes';
import {
  findKycDocument,
  formatIsoDate,
  KYC_DOCUMENT_KINDS,
  kycDocumentStatus,
  parseIsoDate,
  type KycDocumentName,
} from '@casino/rules';
import type { KycDocumentCardStatus } from '@casino/ui/KycDocumentCard';
import { API_BASE_URL } from '../../api/client';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The three document cards in the spec's order: text keys of the title and of each accepted kind. */
export const KYC_CARDS: readonly { name: KycDocumentName; title: string; kinds: readonly string[] }[] =
  KYC_DOCUMENT_TYPES.map((name) => ({ name, ...KYC_DOCUMENT_TEXTS[name] }));

/** English kinds of @casino/rules, the fallback texts of the kind keys above (same order). */
export const kindFallbacks = (name: KycDocumentName): readonly string[] => KYC_DOCUMENT_KINDS[name];

/** 'YYYY-MM-DD' of an expiry date or timestamp, in the player's calendar; null when unreadable. */
export function expiryDay(expiryTime: string | null | undefined): string | null {
  if (!expiryTime) return null;
  if (parseIsoDate(expiryTime)) return expiryTime;
  const date = new Date(expiryTime);
  return Number.isNaN(date.getTime()) ? null : formatIsoDate(date);
}

/** A stored file's link: paths are on the API's origin. */
export function fileLink(filePath: string | undefined): string | undefined {
  if (!filePath) return undefined;
  return filePath.startsWith('/') ? `${API_BASE_URL}${filePath}` : filePath;
}

export interface KycCardState {
  status: KycDocumentCardStatus;
  /** 'Review Pending', 'rejected due to {reason}', 'expired on {YYYY-MM-DD}' or 'Approved'; none when missing. */
  statusText?: string;
  fileHref?: string;
  /** A final rejection: why the document cannot be uploaded again (no file controls then). */
  finalText?: string;
}

/** How one document's card looks for the record (spec point 4's status rules, from @casino/rules). */
export function kycCardState(record: KycRecord | null | undefined, name: KycDocumentName, t: Translate): KycCardState {
  const doc = findKycDocument(record, name);
  if (!doc) return { status: 'missing' };
  const status = kycDocumentStatus(doc, record);
  const fileHref = fileLink(doc.files[0]?.filePath);
  switch (status) {
    case 'rejected': {
      const reason = doc.rejectionReason?.trim();
      const statusText = reason ? t('kyc.rejectedDueTo', { reason }) : t('kyc.rejected');
      return doc.rejectionFinal
        ? { status, fileHref, statusText, finalText: t('kyc.rejectedFinal') }
        : { status, fileHref, statusText };
    }
    case 'expired': {
      const date = expiryDay(doc.expiryTime);
      return { status, fileHref, statusText: date ? t('kyc.expiredOn', { date }) : t('kyc.expired') };
    }
    case 'approved':
      return { status, fileHref, statusText: t('kyc.approved') };
    case 'pending':
      return { status, fileHref, statusText: t('kyc.reviewPending') };
  }
}
