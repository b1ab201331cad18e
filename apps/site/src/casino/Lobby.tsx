import type { Game, GameProvider } from '@casino/contract';
import { createGameSearch, providerOptions } from '@casino/rules';
import { GameGrid, GameSection } from '@casino/ui/GameGrid';
import { GameTileSkeleton } from '@casino/ui/GameTile';
import { GameSearchPanel } from '@casino/ui/GameSearchPanel';
import { Heading } from '@casino/ui/Heading';
import { LobbySkeleton } from '@casino/ui/LobbySkeleton';
import { LobbyTabs, type LobbyTab } from '@casino/ui/LobbyTabs';
import { Pagination } from '@casino/ui/Pagination';
import { ScrollRow } from '@casino/ui/ScrollRow';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePlayer } from '../player/PlayerProvider';
import { useFavourites, useGames, useProviders } from '../data/casino';
import { useNearViewport } from '../app/useNearViewport';
import { useFavouriteToggle } from './data';
import * as styles from './Lobby.css';
import { LobbyTile } from './LobbyTile';

/** One category of a lobby: its tab, and either game sections, one grid, or the search panel. */
export interface LobbyCategory {
  value: string;
  label: string;
  /** The games of this category; `undefined` for the search category. */
  select?: (games: readonly Game[], favourites: readonly Game[]) => readonly Game[];
  /**
   * Several sections (the All tab of the casino), each a row that scrolls sideways: heading, games,
   * and the tab its View all opens. A section without games is left out.
   */
  sections?: (games: readonly Game[]) => { title: string; games: readonly Game[]; tab?: string }[];
  /** Shows the games a page at a time (LOBBY_PAGE_SIZE), the page in the URL's `page`. */
  paginate?: boolean;
  /** Heading above the grid (e.g. 'Favorites'). */
  heading?: string;
  search?: boolean;
}

/** Stands for a game's name in a translated text until the name is put in. */
const NAME_SLOT = '\u0000';

/** Games a row of the All tab holds; 'View all' opens the category with the rest. */
export const ROW_SIZE = 16;
/** Games per page of a paginated category. */
export const LOBBY_PAGE_SIZE = 24;
/**
 * Rows of the All tab whose games the server renders (and the page hydrates): the first screen on a
 * phone or a desktop. The rows below show their heading and View all at once, and their games once the
 * player scrolls (or tabs) near them (useNearViewport): a page that is only opened never lays them out.
 */
export const FIRST_SECTIONS = 3;

/** The page of a paginated category: the URL's `page`, within 1..pages. */
export function pageOf(value: string | null, pages: number): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), Math.max(pages, 1)) : 1;
}

export interface LobbyProps {
  title: string;
  /** Shown above the tabs while the first (default) category is open, e.g. the promotions carousel. */
  hero?: ReactNode;
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
export function Lobby({ title, hero, categories, intro }: LobbyProps) {
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
        next.delete('page');
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
  const setPage = (page: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      },
      { replace: false },
    );
  const empty = <Text tone="secondary">{t('lobby.noGamesFound')}</Text>;
  const sections =
    catalogue !== undefined && selected?.sections
      ? selected.sections(all).filter((section) => section.games.length > 0)
      : [];

  // The last row the player came near: every row above it shows its games too (a jump down the page
  // passes rows without their ever being near the viewport).
  const [shownUpTo, setShownUpTo] = useState(FIRST_SECTIONS - 1);

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
        {sections.map((section, sectionIndex) => (
          <LobbyRow
            key={section.title}
            title={section.title}
            later={sectionIndex >= FIRST_SECTIONS && sectionIndex > shownUpTo}
            onNear={() => setShownUpTo((upTo) => Math.max(upTo, sectionIndex))}
            messages={viewAllMessages}
            onViewAll={section.tab ? () => setTab(section.tab ?? '') : undefined}
          >
            <ScrollRow
              items={section.games.slice(0, ROW_SIZE)}
              getKey={(game) => game.id}
              label={section.title}
              messages={{
                previous: t('lobby.scrollBack', { title: section.title }),
                next: t('lobby.scrollOn', { title: section.title }),
              }}
              renderItem={(game, index) => (
                <LobbyTile
                  game={game}
                  priority={sectionIndex === 0 && index < 4}
                  locked={locked.has(game.id)}
                  onToggle={onToggle}
                  messages={tileMessages}
                />
              )}
            />
          </LobbyRow>
        ))}
      </Stack>
    );
  } else {
    const list = selected.select?.(all, favouriteGames) ?? all;
    const label = selected.heading ?? selected.label;
    if (selected.paginate && list.length > 0) {
      const pages = Math.ceil(list.length / LOBBY_PAGE_SIZE);
      const page = pageOf(params.get('page'), pages);
      panel = (
        <Stack gap="md">
          {selected.heading && <Heading level={2}>{selected.heading}</Heading>}
          {grid(list.slice((page - 1) * LOBBY_PAGE_SIZE, page * LOBBY_PAGE_SIZE), label, true, false)}
          {pages > 1 && (
            <Pagination
              page={page}
              totalPages={pages}
              onPageChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
              messages={{
                label: t('lobby.pagesOf', { title: label }),
                first: t('pagination.first'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                last: t('pagination.last'),
                pageOf: (current, total) => t('pagination.pageOf', { page: current, total }),
              }}
            />
          )}
        </Stack>
      );
    } else {
      panel = (
        <Stack gap="md">
          {selected.heading && <Heading level={2}>{selected.heading}</Heading>}
          {list.length ? grid(list, label) : empty}
        </Stack>
      );
    }
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      {intro}
      {selected === categories[0] && hero}
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

/** Placeholder tiles of a row whose games are not rendered yet. */
const PLACEHOLDER_TILES = [0, 1, 2, 3];

/**
 * A section of the All tab: its heading and View all, and its games (`children`); a `later` row (below the
 * first screen) shows placeholder tiles until the player comes near it.
 */
function LobbyRow({
  title,
  later,
  onNear,
  messages,
  onViewAll,
  children,
}: {
  title: string;
  later: boolean;
  /** Called once a `later` row has come near the viewport. */
  onNear: () => void;
  messages: { viewAll: string; viewAllLabel: (title: string) => string };
  onViewAll?: () => void;
  children: ReactNode;
}) {
  const ref = useNearViewport<HTMLElement>(later, onNear);
  return (
    <GameSection ref={ref} title={title} messages={messages} onViewAll={onViewAll}>
      {later ? (
        <GameGrid
          items={PLACEHOLDER_TILES}
          getKey={(index) => index}
          renderItem={() => <GameTileSkeleton />}
          label={title}
          layout="row"
          virtualize={false}
          className={styles.waitingRow}
          aria-hidden="true"
        />
      ) : (
        children
      )}
    </GameSection>
  );
}
