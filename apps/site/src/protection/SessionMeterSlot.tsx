import { SessionMeter } from '@casino/ui/SessionMeter';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../i18n/i18n';
import { usePlayer } from '../player/PlayerProvider';
import { duration, signedMoney } from './format';
import { useResponsibleGaming } from '../data/protection';

/** The session's time played and net position in the header while the player plays (issue 16). */
export function SessionMeterSlot({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { playerDetails } = usePlayer();
  const session = useResponsibleGaming().data?.session;
  if (!session) return null;
  const currency = playerDetails?.accounts[0]?.currency.code ?? '';
  return (
    <SessionMeter
      className={className}
      timePlayed={duration(session.minutes, t)}
      net={signedMoney(session.net, currency, toBcp47(i18n.language))}
      messages={{ label: t('rg.sessionLabel'), time: t('rg.sessionTime'), net: t('rg.sessionNet') }}
    />
  );
}
