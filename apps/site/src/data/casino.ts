import type { Game } from '@casino/contract';
import { gpApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { gamesQuery } from '../casino/queries';
import { usePlayer } from '../player/PlayerProvider';
import { keys } from './keys';
import { orEmpty, swrConfig } from './swr';

// Failures to load games, types or providers are only logged (spec point 8): the lists stay empty.

/** The whole catalogue with types, images and providers; personalised (isFavourite) for a player. */
export function useGames() {
  const playerUuid = usePlayer().playerDetails?.uuid;
  return useSWR(
    keys.games(playerUuid),
    orEmpty<Game[]>('Games', () => callApi(gpApi.listGames, { query: gamesQuery(playerUuid) }), []),
    swrConfig,
  );
}

/** The game types (the lobby's categories). */
export function useGameTypes() {
  return useSWR(
    keys.gameTypes(),
    orEmpty('Game types', () => callApi(gpApi.listGameTypes), []),
    swrConfig,
  );
}

/** The game providers (the lobby's provider filter). */
export function useProviders() {
  return useSWR(
    keys.gameProviders(),
    orEmpty('Game providers', () => callApi(gpApi.listProviders), []),
    swrConfig,
  );
}

/** The signed-in player's favourite games (none for a visitor). */
export function useFavourites() {
  const playerUuid = usePlayer().playerDetails?.uuid;
  return useSWR(
    keys.favourites(playerUuid),
    orEmpty<Game[]>('Favourites', () => callApi(gpApi.listFavourites), []),
    swrConfig,
  );
}
