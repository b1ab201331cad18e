import { visibleLobbyTabs, type CasinoTabName } from '@casino/rules';
import { useTranslation } from 'react-i18next';
import { ofType, slug } from '../casino/categories';
import { useFavourites, useGameTypes } from '../data/casino';
import { Lobby, type LobbyCategory } from '../casino/Lobby';

const TAB_TEXT: Record<CasinoTabName, string> = {
  All: 'lobby.tabAll',
  Slots: 'lobby.tabSlots',
  'Table Games': 'lobby.tabTableGames',
  Instant: 'lobby.tabInstant',
  Favourites: 'lobby.tabFavourites',
  Search: 'lobby.tabSearch',
};

/** `/casino`: the casino lobby with the spec's tab rules. */
export default function CasinoPage() {
  const { t } = useTranslation();
  const types = useGameTypes();
  const favourites = useFavourites();
  const headings = {
    Slots: t('lobby.headingSlots'),
    'Table Games': t('lobby.headingTableGames'),
    Instant: t('lobby.headingInstantGames'),
  };

  const categories: LobbyCategory[] = visibleLobbyTabs(types.data, Boolean(favourites.data?.length)).map(({ name }) => {
    const base = { value: slug(name), label: t(TAB_TEXT[name]) };
    switch (name) {
      case 'All':
        return {
          ...base,
          sections: (games) =>
            (['Slots', 'Table Games', 'Instant'] as const)
              .map((type) => ({ title: headings[type], games: ofType(games, type), tab: slug(type) }))
              .filter((section) => section.games.length > 0),
        };
      case 'Favourites':
        return { ...base, heading: t('lobby.headingFavorites'), select: (_games, favs) => favs };
      case 'Search':
        return { ...base, search: true };
      default:
        return { ...base, heading: headings[name], select: (games) => ofType(games, name) };
    }
  });

  return <Lobby title={t('menu.casino')} categories={categories} />;
}
