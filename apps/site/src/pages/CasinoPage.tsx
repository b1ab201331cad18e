import type { Game } from '@casino/contract';
import { visibleLobbyTabs, type CasinoTabName } from '@casino/rules';
import { useTranslation } from 'react-i18next';
import { byIds, ofType, slug, withTag } from '../casino/categories';
import { Lobby, type LobbyCategory } from '../casino/Lobby';
import { PromoHero } from '../casino/PromoHero';
import { useFavourites, useGames, useGameTypes, useLobbyRankings } from '../data/casino';

const TAB_TEXT: Record<CasinoTabName, string> = {
  All: 'lobby.tabAll',
  Slots: 'lobby.tabSlots',
  'Table Games': 'lobby.tabTableGames',
  Instant: 'lobby.tabInstant',
  Favourites: 'lobby.tabFavourites',
  Search: 'lobby.tabSearch',
};

/**
 * `/casino`: the casino lobby. The spec's tabs (All, Slots, Table Games, Instant, Favourites,
 * Search, with its rules) and the second design's categories computed by the platform: Top (most
 * rounds over 7 days), New (release dates), Popular (most players over 30 days), Jackpots and Live
 * Games (the catalogue's tags), and a signed-in player's Recently played. All opens with the
 * promotions carousel and a row per category, each with 'View all' to its tab; Top, New, Popular,
 * Jackpots and Live Games page through their games, the game-type tabs are virtual lists.
 */
export default function CasinoPage() {
  const { t } = useTranslation();
  const types = useGameTypes();
  const favourites = useFavourites();
  const rankings = useLobbyRankings().data;
  const catalogue = useGames().data;
  const headings = {
    Slots: t('lobby.headingSlots'),
    'Table Games': t('lobby.headingTableGames'),
    Instant: t('lobby.headingInstantGames'),
  };

  // The platform's lists, as games of the catalogue the lobby shows.
  const ranked = {
    top: (games: readonly Game[]) => byIds(games, rankings?.top ?? []),
    new: (games: readonly Game[]) => byIds(games, rankings?.new ?? []),
    popular: (games: readonly Game[]) => byIds(games, rankings?.popular ?? []),
    recent: (games: readonly Game[]) => byIds(games, rankings?.recentlyPlayed ?? []),
    jackpots: (games: readonly Game[]) => withTag(games, 'jackpot'),
    live: (games: readonly Game[]) => withTag(games, 'live'),
  };
  const extra = (value: string, label: string, heading: string, select: (games: readonly Game[]) => Game[]) =>
    ({ value, label, heading, select, paginate: true }) satisfies LobbyCategory;
  const top = extra('top', t('lobby.categoryTop'), t('lobby.topGames'), ranked.top);
  const fresh = extra('new', t('lobby.categoryNew'), t('lobby.newGames'), ranked.new);
  const popular = extra('popular', t('lobby.categoryPopular'), t('lobby.popularGames'), ranked.popular);
  const jackpots = extra('jackpots', t('lobby.categoryJackpots'), t('lobby.jackpotGames'), ranked.jackpots);
  const live = extra('live-games', t('lobby.categoryLiveGames'), t('lobby.categoryLiveGames'), ranked.live);
  // A category the player's catalogue has no game of (a German player: no jackpots) has no tab.
  const has = (category: { select: (games: readonly Game[]) => Game[] }) =>
    catalogue === undefined || category.select(catalogue).length > 0;

  const categories: LobbyCategory[] = visibleLobbyTabs(types.data, Boolean(favourites.data?.length)).flatMap(
    ({ name }): LobbyCategory[] => {
      const base = { value: slug(name), label: t(TAB_TEXT[name]) };
      switch (name) {
        case 'All':
          return [
            {
              ...base,
              sections: (games) => [
                { title: t('lobby.recentlyPlayed'), games: ranked.recent(games) },
                { title: top.heading, games: ranked.top(games), tab: top.value },
                { title: fresh.heading, games: ranked.new(games), tab: fresh.value },
                { title: headings.Slots, games: ofType(games, 'Slots'), tab: slug('Slots') },
                { title: popular.heading, games: ranked.popular(games), tab: popular.value },
                { title: jackpots.heading, games: ranked.jackpots(games), tab: jackpots.value },
                { title: headings['Table Games'], games: ofType(games, 'Table Games'), tab: slug('Table Games') },
                { title: live.heading, games: ranked.live(games), tab: live.value },
                { title: headings.Instant, games: ofType(games, 'Instant'), tab: slug('Instant') },
              ],
            },
            ...[top, fresh, popular].filter(has),
          ];
        case 'Table Games':
          return [
            { ...base, heading: headings[name], select: (games) => ofType(games, name) },
            ...[jackpots, live].filter(has),
          ];
        case 'Favourites':
          return [{ ...base, heading: t('lobby.headingFavorites'), select: (_games, favs) => favs }];
        case 'Search':
          return [{ ...base, search: true }];
        default:
          return [{ ...base, heading: headings[name], select: (games) => ofType(games, name) }];
      }
    },
  );
  // Without table games (a German player) Jackpots and Live Games follow Slots instead.
  if (!categories.some((category) => category.value === slug('Table Games'))) {
    const at = categories.findIndex((category) => category.value === slug('Slots')) + 1;
    categories.splice(at > 0 ? at : categories.length, 0, ...[jackpots, live].filter(has));
  }

  return <Lobby title={t('menu.casino')} hero={<PromoHero />} categories={categories} />;
}
