import type { Preferences, PreferencesUpdate } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { useCallback } from 'react';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import { quiet } from '../../data/reference';

/** The player's contact and notification preferences, and a save that stores the platform's answer. */
export function usePreferences(playerUuid: string | undefined) {
  const swr = useSWR(playerUuid ? ['preferences', playerUuid] : null, () => callApi(playersApi.getPreferences), quiet);
  const { mutate } = swr;
  const save = useCallback(
    async (change: PreferencesUpdate): Promise<Preferences> => {
      const saved = await callApi(playersApi.updatePreferences, { body: change });
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
  return { ...swr, save };
}
