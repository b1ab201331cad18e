import type { Game, GameProvider } from '@casino/contract';
import { createGameSearch, providerOptions } from '@casino/rules';
import { GameGrid, GameSection } from '@casino/ui/GameGrid';
import { GameSearchPanel } from '@casino/ui/GameSearchPanel';
import { Heading } from '@casino/ui/Heading';
import { LobbySkeleton } from '@casino/ui/LobbySkeleton';
import { LobbyTabs, type LobbyTab } from '@casino/ui/LobbyTabs';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePlayer } from '../player/PlayerProvider';
import { useFavourites, useGames, useProviders } from '../data/casino';
import { useFavouriteToggle } from './data';
import { LobbyTile } from './LobbyTile';

/** One category of a lobby: its tab, and either game sections, one grid, or the search panel. */
export interface LobbyCategory {
  value: string;
  label: string;
  /** The games of this category; `undefined` for the search category. */
  select?: (games: readonly Game[], favourites: readonly Game[]) => readonly Game[];
  /** Several sections (the All tab of the casino): heading, games, and the tab its View all opens. */
  sections?: (games: readonly Game[]) => { title: string; games: readonly Game[]; tab?: string }[];
  /** Heading above the grid (e.g. 'Favorites'). */
  heading?: string;
  search?: boolean;
}

/** Stands for a game's name in a translated text until the name is put in. */
const NAME_SLOT = '\u0000';

/** Games shown per section on the All tab before 'View all'. */
const SECTION_PREVIEW = 8;

export interface LobbyProps {
  title: string;
  /** The categories offered, in tab order (the page decides which are visible). */
  categories: readonly LobbyCategory[];
  /** Shown under the title, above the categories (the Live Casino's live tables). */
  intro?: ReactNode;
}

/**
 * A casino lobby (spec point 2): the tab strip, the selected category's games (virtualised for
 * large catalogues), the search panel, favourites for a signed-in player, and the placeholder
 * lobby as the loading skeleton.
 */
export function Lobby({ title, categories, intro }: LobbyProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = usePlayer();
  const games = useGames();
  const favourites = useFavourites();
  const providers = useProviders();
  const { toggle, locked } = useFavouriteToggle();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [provider, setProvider] = useState('');

  const selected = categories.find((category) => category.value === params.get('tab')) ?? categories[0];
  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === categories[0]?.value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  // The catalogue's arrival swaps the skeleton for the lobby as a transition: the browser keeps
  // painting and answering input while the tiles render.
  const catalogue = useDeferredValue(games.data);
  const all = useMemo(() => catalogue ?? [], [catalogue]);
  const favouriteGames = useMemo(() => favourites.data ?? [], [favourites.data]);
  // Each keystroke filters at once, in the frame that shows it: the names are normalised once per
  // catalogue and typing on narrows the previous results (the grid renders only the visible rows).
  const search = useMemo(() => createGameSearch(all), [all]);
  const searchResults = useMemo(() => search({ text: query, provider }), [search, query, provider]);
  // The search's names are lowercased while the page is idle, not on the first keystroke.
  const searching = Boolean(selected?.search);
  useEffect(() => {
    if (!searching) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => search.prepare());
    return () => cancel(id);
  }, [search, searching]);

  const providerChoices = useMemo(
    () => providerOptions(providers.data as GameProvider[] | undefined).map((name) => ({ value: name, label: name })),
    [providers.data],
  );

  // Each tile names its link and favourite button: the texts are translated once per language and
  // the game's name put in, rather than asking i18next for every tile of every search keystroke.
  const tileMessages = useMemo(() => {
    const play = t('lobby.playGame', { name: NAME_SLOT });
    const add = t('lobby.addFavourite');
    const remove = t('lobby.removeFavourite');
    return {
      live: t('lobby.live'),
      // A function, so that a '$' in a name is never read as a replacement pattern.
      play: (name: string) => play.replace(NAME_SLOT, () => name),
      addFavourite: (name: string) => `${add}: ${name}`,
      removeFavourite: (name: string) => `${remove}: ${name}`,
    };
  }, [t]);
  // Translated once per language, not on every keystroke.
  const searchMessages = useMemo(
    () => ({
      label: t('lobby.searchLabel'),
      provider: t('lobby.providerFilter'),
      allProviders: t('lobby.allProviders'),
      results: (count: number) => t('lobby.gamesFound', { count }),
      noOptions: t('lobby.noOptions'),
      placeholder: t('lobby.searchPlaceholder'),
      query: t('common.search'),
      clear: t('lobby.clearSearch'),
    }),
    [t],
  );
  // The tiles get one stable toggle that calls the latest one.
  const latestToggle = useRef(toggle);
  useLayoutEffect(() => {
    latestToggle.current = toggle;
  });
  const stableToggle = useCallback((game: Game) => void latestToggle.current(game), []);
  const onToggle = isLoggedIn ? stableToggle : undefined;

  // The first row of the first grid is what the page paints first: those images load at once. Search
  // results change on every key: their images load lazily, after the frame that shows the results.
  const grid = (list: readonly Game[], label: string, first = true, virtualize?: boolean) => (
    <GameGrid
      items={list}
      virtualize={virtualize}
      getKey={(game) => game.id}
      renderItem={(game, index) => (
        <LobbyTile
          game={game}
          priority={first && index < 4}
          locked={locked.has(game.id)}
          onToggle={onToggle}
          messages={tileMessages}
        />
      )}
      label={label}
    />
  );
  const viewAllMessages = {
    viewAll: t('lobby.viewAll'),
    viewAllLabel: (title: string) => t('lobby.viewAllLabel', { title }),
  };
  const empty = <Text tone="secondary">{t('lobby.noGamesFound')}</Text>;

  const tabs: LobbyTab[] = categories.map(({ value, label }) => ({ value, label }));
  let panel;
  if (catalogue === undefined || !selected) {
    panel = (
      <LobbySkeleton
        messages={{
          loading: t('common.loading'),
          top: t('lobby.topGames'),
          new: t('lobby.newGames'),
          popular: t('lobby.popularGames'),
          slots: t('lobby.categorySlots'),
          jackpots: t('lobby.categoryJackpots'),
          live: t('lobby.categoryLiveGames'),
          all: t('lobby.categoryAllGames'),
        }}
      />
    );
  } else if (selected.search) {
    panel = (
      <GameSearchPanel
        query={query}
        provider={provider}
        providers={providerChoices}
        onQueryChange={setQuery}
        onProviderChange={setProvider}
        onClear={() => {
          setQuery('');
          setProvider('');
        }}
        resultCount={searchResults.length}
        messages={searchMessages}
      >
        {/* Virtual however few the results: a keystroke that crosses the grid's threshold would
            otherwise swap one grid for another and rebuild every tile. */}
        {searchResults.length ? grid(searchResults, t('lobby.tabSearch'), false, true) : empty}
      </GameSearchPanel>
    );
  } else if (selected.sections) {
    panel = (
      <Stack gap="xl">
        {selected.sections(all).map((section, sectionIndex) => (
          <GameSection
            key={section.title}
            title={section.title}
            messages={viewAllMessages}
            onViewAll={
              section.tab && section.games.length > SECTION_PREVIEW ? () => setTab(section.tab ?? '') : undefined
            }
          >
            {grid(section.games.slice(0, SECTION_PREVIEW), section.title, sectionIndex === 0)}
          </GameSection>
        ))}
      </Stack>
    );
  } else {
    const list = selected.select?.(all, favouriteGames) ?? all;
    panel = (
      <Stack gap="md">
        {selected.heading && <Heading level={2}>{selected.heading}</Heading>}
        {list.length ? grid(list, selected.heading ?? selected.label) : empty}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      {intro}
      <LobbyTabs
        tabs={tabs}
        value={selected?.value ?? ''}
        onValueChange={setTab}
        messages={{ label: t('lobby.categoriesLabel') }}
      >
        {panel}
      </LobbyTabs>
    </Stack>
  );
}
