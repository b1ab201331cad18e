import { Button, ButtonLink } from '@casino/ui/Button';
import { Inline } from '@casino/ui/Inline';
import { MessagePage } from '@casino/ui/MessagePage';
import { Notice } from '@casino/ui/Notice';
import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from './refusalText';
import type { ProtectionRefusal } from './refusals';
import { RESPONSIBLE_GAMING_PATH } from './state';
import { paths } from '../paths';

/**
 * The refusals after which the game page offers the same game for fun (demo play, which the platform
 * never refuses). Not after a time-out, a self-exclusion or a closure: the player chose to stop, and
 * the site does not invite them to keep spinning, even for play money. Not for a due reality check:
 * answering it is the way on. There are no markets in code yet; a market's rules would decide here.
 */
const DEMO_OFFERED_AFTER: readonly string[] = ['time_limit'];

export interface GameRefusedProps {
  refusal: ProtectionRefusal;
  /** Launches the game in demo mode (offered after the refusals of DEMO_OFFERED_AFTER). */
  onPlayForFun?: () => void;
}

/**
 * The game page when the real-money launch was refused by a protection rule: why, in the player's
 * words, and the ways on (the Responsible Gaming settings, the game for fun where offered, the
 * casino), instead of an error toast and a blank frame.
 */
export function GameRefused({ refusal, onPlayForFun }: GameRefusedProps) {
  const { t } = useTranslation();
  const why = useRefusalText(refusal);
  const demo = onPlayForFun && DEMO_OFFERED_AFTER.includes(refusal.reason);
  return (
    <MessagePage
      live
      tone="neutral"
      title={t('rg.playPaused')}
      description={why}
      data-reason={refusal.reason}
      action={
        <Inline gap="sm" justify="center">
          <ButtonLink href={RESPONSIBLE_GAMING_PATH}>{t('dashboard.responsibleGaming')}</ButtonLink>
          {demo && (
            <Button variant="secondary" onClick={onPlayForFun}>
              {t('rg.playForFun')}
            </Button>
          )}
          <ButtonLink href={paths.casino()} variant="ghost">
            {t('rg.backToCasino')}
          </ButtonLink>
        </Inline>
      }
    />
  );
}

/**
 * Above the sportsbook when the player's token was refused by a protection rule: betting is paused
 * and why; the events and odds below stay browsable.
 */
export function BettingPaused({ refusal, className }: { refusal: ProtectionRefusal; className?: string }) {
  const { t } = useTranslation();
  const why = useRefusalText(refusal);
  return (
    <Notice
      tone="warning"
      role="status"
      title={t('rg.bettingPaused')}
      headingLevel={2}
      data-reason={refusal.reason}
      className={className}
      actions={
        <ButtonLink href={RESPONSIBLE_GAMING_PATH} variant="secondary" size="sm">
          {t('dashboard.responsibleGaming')}
        </ButtonLink>
      }
    >
      <Text>{why}</Text>
      <Text>{t('rg.oddsStayOpen')}</Text>
    </Notice>
  );
}

/** The betslip's line where the bet button was: 'Betting is paused. You are on a time-out until …'. */
export function useBettingPausedText(refusal: ProtectionRefusal | null): string {
  const { t } = useTranslation();
  const why = useRefusalText(refusal);
  return refusal ? t('rg.bettingPausedSlip', { why }) : '';
}
