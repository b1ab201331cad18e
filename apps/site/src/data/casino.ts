import type { Game, LiveTableState, LobbyRankings } from '@casino/contract';
import { gpApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { apiUrl, callApi } from '../api/client';
import { gamesQuery } from '../casino/queries';
import { usePlayer } from '../player/PlayerProvider';
import { keys } from './keys';
import { orEmpty, swrConfig, type DataQuery } from './swr';

// Failures to load games, types or providers are only logged (spec point 8): the lists stay empty.

/** The whole catalogue with types, images and providers; personalised (isFavourite) for a player. */
export const gamesData = (playerUuid?: string): DataQuery<Game[]> => ({
  key: keys.games(playerUuid),
  fetch: orEmpty<Game[]>('Games', () => callApi(gpApi.listGames, { query: gamesQuery(playerUuid) }), []),
  url: apiUrl(gpApi.listGames, { query: gamesQuery(playerUuid) }),
});

/**
 * The live tables' state (dealer, players or seats, stake limits) of the Live Casino page's first
 * row: rendered by the server with the page, so the row does not push the lobby down once the
 * browser has read it (issue 33: a layout shift of 0.35 and the largest paint at 4.3 s).
 */
export const liveTablesData = (playerUuid?: string): DataQuery<LiveTableState[]> => ({
  key: ['liveTables', playerUuid ?? null] as const,
  fetch: orEmpty<LiveTableState[]>('Live tables', () => callApi(gpApi.listLiveTables), []),
});

/** The game types (the lobby's categories); a player's market may leave some out. */
export const gameTypesData = (playerUuid?: string) => ({
  key: keys.gameTypes(playerUuid),
  fetch: orEmpty('Game types', () => callApi(gpApi.listGameTypes), []),
});

/** The game providers (the lobby's provider filter). */
export const providersData = () => ({
  key: keys.gameProviders(),
  fetch: orEmpty('Game providers', () => callApi(gpApi.listProviders), []),
});

export function useGames() {
  const { key, fetch } = gamesData(usePlayer().playerDetails?.uuid);
  return useSWR(key, fetch, swrConfig);
}

export function useGameTypes() {
  const { key, fetch } = gameTypesData(usePlayer().playerDetails?.uuid);
  return useSWR(key, fetch, swrConfig);
}

export function useProviders() {
  const { key, fetch } = providersData();
  return useSWR(key, fetch, swrConfig);
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

const noRankings: LobbyRankings = { top: [], popular: [], new: [], recentlyPlayed: [], computedAt: '' };

/** The lobby's computed categories (ids of catalogue games) for a player, or a visitor. */
export const lobbyRankingsData = (playerUuid?: string): DataQuery<LobbyRankings> => ({
  key: keys.lobbyRankings(playerUuid),
  fetch: orEmpty<LobbyRankings>('Lobby rankings', () => callApi(gpApi.lobbyRankings), noRankings),
});

/**
 * The lobby's computed categories. Read again each time a lobby mounts, so a player back from a
 * game sees it under Recently played; a failure leaves the rows out.
 */
export function useLobbyRankings() {
  const { key, fetch } = lobbyRankingsData(usePlayer().playerDetails?.uuid);
  return useSWR(key, fetch, { ...swrConfig, revalidateOnMount: true });
}
