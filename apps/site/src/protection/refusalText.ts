import type { ResponsibleGaming } from '@casino/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useResponsibleGaming } from '../data/protection';
import { toBcp47 } from '../i18n/i18n';
import { dateTime } from './format';
import type { ProtectionRefusal } from './refusals';

/** What stops play now, one sentence each: a closure, a time-out, a self-exclusion, a resume wait. */
export function exclusionLines(data: ResponsibleGaming, t: TFunction, when: (iso: string) => string): string[] {
  const lines: string[] = [];
  if (data.closedAt) lines.push(t('rg.closed', { at: when(data.closedAt) }));
  if (data.timeOut?.endsAt) lines.push(t('rg.timeOutActive', { until: when(data.timeOut.endsAt) }));
  if (data.selfExclusion)
    lines.push(
      data.selfExclusion.endsAt
        ? t('rg.selfExclusionActive', { until: when(data.selfExclusion.endsAt) })
        : t('rg.selfExclusionPermanent'),
    );
  if (data.resume) lines.push(t('rg.resumeAt', { at: when(data.resume.at) }));
  return lines;
}

/** An exclusion that has ended, with play not resumed and not asked for yet. */
const awaitingRequest = (data: ResponsibleGaming) =>
  !data.canPlay && !data.closedAt && !data.selfExclusion && !data.timeOut && !data.resume;

/**
 * Why a protection rule refused a launch or a token, in the player's language: the Responsible
 * Gaming tab's own sentences (with the time-out's end, the self-exclusion's, ...) where the state has
 * them, else the platform's message (English) as it came.
 */
export function useRefusalText(refusal: ProtectionRefusal | null | undefined): string {
  const { t, i18n } = useTranslation();
  const { data } = useResponsibleGaming();
  if (!refusal) return '';
  const locale = toBcp47(i18n.language);
  switch (refusal.reason) {
    case 'reality_check_due':
      return t('rg.realityCheckDueLaunch');
    case 'time_limit':
      return t('rg.timeLimitReached');
    case 'time_out':
    case 'self_excluded':
    case 'account_closed': {
      if (!data) return refusal.message;
      if (refusal.reason === 'self_excluded' && awaitingRequest(data)) return t('rg.resumeHelp');
      const lines = exclusionLines(data, t, (iso) => dateTime(iso, locale));
      return lines.length ? lines.join(' ') : refusal.message;
    }
    default:
      return refusal.message;
  }
}
