import { playersApi } from '@casino/contract/routes';
import { MARKET_PROFILES } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../api/client';
import { errorMessage } from '../data/errors';
import { notify } from '../notify/notify';
import { paths } from '../paths';
import { usePlayer } from '../player/PlayerProvider';

/**
 * The panic button of the game page and the sportsbook, where the player's market requires one
 * (Germany): one press blocks play, bets and deposits for 24 hours at once, no password asked
 * (POST /api/players/responsible-gaming/panic), then leaves the game for the home page.
 */
export function PanicButton() {
  const { t } = useTranslation();
  const { playerDetails } = usePlayer();
  const navigate = useNavigate();
  const [pressing, setPressing] = useState(false);
  // Details from before markets (a cached answer) carry none: no button then.
  const market = playerDetails ? MARKET_PROFILES[playerDetails.market] : undefined;
  if (!market?.panicButton) return null;

  const press = async () => {
    setPressing(true);
    try {
      await callApi(playersApi.panicButton);
      notify.success(t('panic.done'));
      navigate(paths.home());
    } catch (error) {
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setPressing(false);
    }
  };

  return (
    <Button variant="danger" size="sm" loading={pressing} onClick={() => void press()}>
      {t('panic.button')}
    </Button>
  );
}
