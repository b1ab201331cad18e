import type { KycQueueDocument } from '@casino/contract';
import type { BackofficeTextCode } from '@casino/contract/texts';
import type { ChipProps } from '@casino/ui';
import type { Text } from '../../i18n';

/** Each document's name as staff read it. */
export const DOCUMENT_TEXTS = {
  ID: 'bo.kyc.doc.id',
  ADDRESS: 'bo.kyc.doc.address',
  ID_WITH_PHOTO: 'bo.kyc.doc.idWithPhoto',
} as const satisfies Record<KycQueueDocument['name'], BackofficeTextCode>;

/** A document's state: its text and chip tone (a final rejection says so). */
export function documentState(document: KycQueueDocument, text: Text): { label: string; tone: ChipProps['tone'] } {
  switch (document.status) {
    case 'pending':
      return { label: text('bo.kyc.state.pending'), tone: 'warning' };
    case 'approved':
      return { label: text('bo.kyc.state.approved'), tone: 'success' };
    case 'rejected':
      return {
        label: document.rejectionFinal ? text('bo.kyc.state.rejectedFinal') : text('bo.kyc.state.rejected'),
        tone: 'danger',
      };
    case 'expired':
      return { label: text('bo.kyc.state.expired'), tone: 'neutral' };
  }
}

/** How long something has waited: '12 min', '3 h 5 min', '2 d 4 h'. */
export function ageText(since: string, now: number, text: Text): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return text('bo.kyc.ageMinutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return text('bo.kyc.ageHours', { hours, minutes: minutes % 60 });
  return text('bo.kyc.ageDays', { days: Math.floor(hours / 24), hours: hours % 24 });
}
