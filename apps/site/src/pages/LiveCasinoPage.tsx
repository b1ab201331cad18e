import { MARKET_PROFILES } from '@casino/rules';
import { useTranslation } from 'react-i18next';
import { ofType, withTag } from '../casino/categories';
import { useFavourites, useGames } from '../data/casino';
import { LiveTables } from '../casino/LiveTables';
import { Lobby, type LobbyCategory } from '../casino/Lobby';
import { usePlayer } from '../player/PlayerProvider';

/**
 * `/live-casino`: live-first, the live tables with their state (dealer, players, stakes) on top,
 * then the lobby of the second design (spec point 2), its categories driven by the games' tags
 * (DESIGN.md).
 */
export default function LiveCasinoPage() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const games = useGames();
  // A market without table games or jackpots (Germany) has no such category: the platform lists it none.
  const { playerDetails } = usePlayer();
  const market = playerDetails ? MARKET_PROFILES[playerDetails.market] : undefined;
  const byTag = (value: string, key: string, tag: Parameters<typeof withTag>[1]): LobbyCategory => ({
    value,
    label: t(key),
    heading: t(key),
    select: (games) => withTag(games, tag),
  });
  const byType = (value: string, key: string, type: string): LobbyCategory => ({
    value,
    label: t(key),
    heading: t(key),
    select: (games) => ofType(games, type),
  });
  const favorites: LobbyCategory = {
    value: 'favorites',
    label: t('lobby.categoryFavorites'),
    heading: t('lobby.categoryFavorites'),
    select: (_games, favs) => favs,
  };
  const categories: LobbyCategory[] = [
    {
      value: 'all',
      label: t('lobby.categoryAllGames'),
      heading: t('lobby.categoryAllGames'),
      select: (games) => games,
    },
    byTag('top', 'lobby.categoryTop', 'top'),
    byTag('new', 'lobby.categoryNew', 'new'),
    byTag('popular', 'lobby.categoryPopular', 'popular'),
    byType('slots', 'lobby.categorySlots', 'Slots'),
    ...(market?.tableGames === false ? [] : [byType('table', 'lobby.categoryTable', 'Table Games')]),
    ...(market?.jackpots === false ? [] : [byTag('jackpots', 'lobby.categoryJackpots', 'jackpot')]),
    byTag('live', 'lobby.categoryLiveGames', 'live'),
    { value: 'search', label: t('lobby.tabSearch'), search: true },
    byType('instant', 'lobby.categoryInstant', 'Instant'),
    ...(favourites.data?.length ? [favorites] : []),
  ];
  // Live-first: the live tables with their state, then the rest of the lobby.
  return <Lobby title={t('menu.liveCasino')} categories={categories} intro={<LiveTables games={games.data ?? []} />} />;
}
