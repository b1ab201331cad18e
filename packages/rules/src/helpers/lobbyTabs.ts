import { CASINO_GAME_TYPE_TABS, CASINO_TAB_IDS, type CasinoTabName } from '../constants';
import type { GameTypeCount } from '../types/game';

export interface LobbyTab {
  id: (typeof CASINO_TAB_IDS)[CasinoTabName];
  name: CasinoTabName;
}

const tab = (name: CasinoTabName): LobbyTab => ({ id: CASINO_TAB_IDS[name], name });

/**
 * The casino lobby's tab strip (spec point 2), in order All, Slots, Table Games, Instant,
 * Favourites, Search: All and Search always; a game-type tab only when its type (name
 * compared case-insensitively) has at least one game; Favourites only when the player has
 * favourites.
 */
export function visibleLobbyTabs(
  types: readonly GameTypeCount[] | null | undefined,
  hasFavourites: boolean,
): LobbyTab[] {
  const withGames = new Set(
    (types ?? []).filter((type) => type.gameCount > 0).map((type) => type.name.trim().toLowerCase()),
  );
  return [
    tab('All'),
    ...CASINO_GAME_TYPE_TABS.filter((name) => withGames.has(name.toLowerCase())).map(tab),
    ...(hasFavourites ? [tab('Favourites')] : []),
    tab('Search'),
  ];
}
