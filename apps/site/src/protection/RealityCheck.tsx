import { ApiError, playersApi } from '@casino/contract/routes';
import { RealityCheckDialog } from '@casino/ui/RealityCheckDialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../api/client';
import { toBcp47 } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { usePlayer } from '../player/PlayerProvider';
import { duration, signedMoney } from './format';
import { announcePlayResumed, PROTECTION_REFUSAL_EVENT, type ProtectionRefusal } from './refusals';
import { BALANCE_UPDATE_EVENT } from '../wallet/useWalletFeed';
import { useResponsibleGaming } from '../data/protection';
import { useProtectionUpdates } from './state';
import { errorMessage } from '../data/errors';

/** How often the state is read again while playing, besides at the check's own time and after each round. */
const PLAYING_REFRESH_MS = 60_000;
/** Margin after `nextAt` before asking, so the platform's clock has passed it too. */
const DUE_MARGIN_MS = 1_000;

export interface RealityCheckProps {
  /** Where Leave goes once the session is ended. */
  lobbyHref: string;
  /** Where Bet history goes. */
  historyHref: string;
}

/**
 * The reality check during play (issue 16), for the game page and the sportsbook: shown when the
 * platform says a check is due, asked for at the check's `nextAt`, after every balance change
 * (a round or bet) and when a round or bet is refused with `reality_check_due`. Continue and
 * Leave answer it; Leave ends the session and goes to the lobby.
 */
export function RealityCheck({ lobbyHref, historyHref }: RealityCheckProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { playerDetails } = usePlayer();
  const state = useResponsibleGaming({ refreshInterval: PLAYING_REFRESH_MS });
  const { show, refresh } = useProtectionUpdates();
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = state.data;
  const nextAt = data?.realityCheck.nextAt ?? null;

  // At the check's time, ask the platform whether it is due.
  useEffect(() => {
    if (!nextAt) return;
    const wait = Math.max(0, Date.parse(nextAt) - Date.now()) + DUE_MARGIN_MS;
    const timer = window.setTimeout(() => void refresh(), wait);
    return () => window.clearTimeout(timer);
  }, [nextAt, refresh]);

  // A round or a bet moved the balance: the session's figures (and maybe the check) changed.
  // The event comes with every update: equal figures (a round that pays back its stake) leave the
  // accounts unchanged, but the session's time and net position moved all the same.
  useEffect(() => {
    const onBalance = () => void refresh();
    window.addEventListener(BALANCE_UPDATE_EVENT, onBalance);
    return () => window.removeEventListener(BALANCE_UPDATE_EVENT, onBalance);
  }, [refresh]);

  // A round or a bet was refused because a check is due.
  useEffect(() => {
    const onRefusal = (event: Event) => {
      if ((event as CustomEvent<ProtectionRefusal>).detail.reason !== 'reality_check_due') return;
      setRefused(true);
      void refresh();
    };
    window.addEventListener(PROTECTION_REFUSAL_EVENT, onRefusal);
    return () => window.removeEventListener(PROTECTION_REFUSAL_EVENT, onRefusal);
  }, [refresh]);

  const answer = async (action: 'continue' | 'leave') => {
    setBusy(true);
    try {
      const next = await callApi(playersApi.answerRealityCheck, { body: { action } });
      await show(next);
      setRefused(false);
      if (action === 'leave') void navigate(lobbyHref);
      else announcePlayResumed();
    } catch (error) {
      // No check is due after all (answered in another tab): the dialog goes, the state is read again.
      if (error instanceof ApiError && error.status === 409) {
        setRefused(false);
        void refresh();
      } else notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  };

  if (!data) return null;
  const open = data.realityCheck.due || (refused && data.realityCheck.minutes > 0);
  const currency = playerDetails?.accounts[0]?.currency.code ?? '';
  const session = data.session;
  return (
    <RealityCheckDialog
      open={open}
      timePlayed={duration(session?.minutes ?? 0, t)}
      net={signedMoney(session?.net ?? '0.00', currency, toBcp47(i18n.language))}
      historyHref={historyHref}
      onContinue={() => void answer('continue')}
      onLeave={() => void answer('leave')}
      busy={busy}
      messages={{
        title: t('rg.checkTitle'),
        description: t('rg.checkDescription'),
        timePlayed: t('rg.checkTime'),
        net: t('rg.checkNet'),
        continue: t('rg.checkContinue'),
        history: t('rg.checkHistory'),
        leave: t('rg.checkLeave'),
      }}
    />
  );
}
