import { playersApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { usePlayer } from '../player/PlayerProvider';
import { keys } from './keys';
import { swrConfig } from './swr';

/**
 * The signed-in player's protection state (GET /api/players/responsible-gaming): the tab, the
 * header's session meter and the reality check share it. It is read again when the window regains
 * focus (limits and sessions move elsewhere), and every `refreshInterval` if given.
 */
export function useResponsibleGaming(options: { refreshInterval?: number } = {}) {
  const playerUuid = usePlayer().playerDetails?.uuid;
  return useSWR(keys.responsibleGaming(playerUuid), () => callApi(playersApi.getResponsibleGaming), {
    ...swrConfig,
    revalidateOnFocus: true,
    ...options,
  });
}
