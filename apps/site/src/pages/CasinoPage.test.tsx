import type { Game, GameTag, LobbyRankings } from '@casino/contract';
import { authApi, gpApi } from '@casino/contract/routes';
import { enGB } from '@casino/contract/texts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import CasinoPage from './CasinoPage';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
const player = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../player/PlayerProvider', () => ({
  usePlayer: () =>
    player.signedIn
      ? { playerDetails: { uuid: 'p-1', accounts: [] }, loginLoader: false, isLoggedIn: true, playerCurrency: 'EUR' }
      : { playerDetails: null, loginLoader: false, isLoggedIn: false, playerCurrency: null },
}));

const game = (id: number, type: string, tags: GameTag[] = []): Game => ({
  id,
  gameId: `g-${id}`,
  name: `${type} ${String(id).padStart(2, '0')}`,
  gameType: { id: type === 'Slots' ? 1 : 2, name: type },
  gameProvider: { id: 1, name: 'Studio' },
  images: [],
  isFavourite: false,
  tags,
  isLive: tags.includes('live'),
});

/** 40 slots (the first three with a jackpot) and a live table; Top ranks 30 of them. */
const catalogue: Game[] = [
  ...Array.from({ length: 40 }, (_, index) => game(index + 1, 'Slots', index < 3 ? ['jackpot'] : [])),
  game(41, 'Table Games', ['live']),
];
const rankings: LobbyRankings = {
  top: Array.from({ length: 30 }, (_, index) => 30 - index),
  popular: [5, 4],
  new: [41, 7],
  recentlyPlayed: [9, 999],
  computedAt: '2026-11-27T10:00:00.000Z',
};

function platform(answer: LobbyRankings = rankings) {
  api.callApi.mockImplementation((endpoint: unknown) => {
    if (endpoint === gpApi.listGames) return Promise.resolve(catalogue);
    if (endpoint === gpApi.listGameTypes)
      return Promise.resolve([
        { id: 1, name: 'Slots', gameCount: 40 },
        { id: 2, name: 'Table Games', gameCount: 1 },
      ]);
    if (endpoint === gpApi.listProviders) return Promise.resolve([{ id: 1, name: 'Studio' }]);
    if (endpoint === gpApi.listFavourites) return Promise.resolve([]);
    if (endpoint === gpApi.lobbyRankings) return Promise.resolve(answer);
    if (endpoint === authApi.listBonuses) return Promise.resolve([]);
    return Promise.reject(new Error(`unexpected call ${JSON.stringify(endpoint)}`));
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

function renderLobby(url = '/casino') {
  const Texts = withTexts(enGB as unknown as Record<string, string>);
  return render(
    <Texts>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/casino"
            element={
              <>
                <CasinoPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Texts>,
  );
}

const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) =>
      within(item)
        .getByRole('link')
        .getAttribute('aria-label')
        ?.replace(/^Play /, ''),
    );

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  api.callApi.mockReset();
  player.signedIn = true;
});

describe('the casino lobby', () => {
  it("shows the platform's rankings as rows, Recently played first, each leading to its own tab", async () => {
    platform();
    renderLobby();
    const recent = await screen.findByRole('list', { name: 'Recently played' });
    // A ranked game the catalogue does not hold (999) is left out.
    expect(namesIn(recent)).toEqual(['Slots 09']);
    const top = screen.getByRole('list', { name: 'Top Games' });
    // A row holds 16 games, in the platform's order.
    expect(namesIn(top)).toEqual(Array.from({ length: 16 }, (_, index) => `Slots ${String(30 - index)}`));
    expect(namesIn(screen.getByRole('list', { name: 'New Games' }))).toEqual(['Table Games 41', 'Slots 07']);
    // The rows after the first screen's come a row per task (FIRST_SECTIONS, useGrowingCount).
    expect(namesIn(await screen.findByRole('list', { name: 'Jackpot Games' }))).toEqual([
      'Slots 01',
      'Slots 02',
      'Slots 03',
    ]);
    expect(namesIn(await screen.findByRole('list', { name: 'Live Games' }))).toEqual(['Table Games 41']);
    const tabs = screen.getByRole('tablist', { name: 'Game categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Top', 'New', 'Popular', 'Slots', 'Table Games', 'Jackpots', 'Live Games', 'Search']);
    // Recently played has no page of its own.
    expect(screen.queryByRole('button', { name: 'View all Recently played' })).toBeNull();
  });

  it('opens a ranked category with View all and pages through it', async () => {
    platform();
    const user = userEvent.setup();
    renderLobby();
    await user.click(await screen.findByRole('button', { name: 'View all Top Games' }));
    expect(screen.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Top Games' })).toBeInTheDocument();
    const page = () => screen.getByRole('list', { name: 'Top Games' });
    expect(namesIn(page())).toHaveLength(24);
    expect(namesIn(page())[0]).toBe('Slots 30');
    const pages = screen.getByRole('navigation', { name: 'Pages of Top Games' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(namesIn(page())).toEqual(['Slots 06', 'Slots 05', 'Slots 04', 'Slots 03', 'Slots 02', 'Slots 01']),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows a visitor no Recently played, and a category without games no tab', async () => {
    player.signedIn = false;
    platform({ ...rankings, popular: [], recentlyPlayed: [] });
    renderLobby();
    await screen.findByRole('list', { name: 'Top Games' });
    expect(screen.queryByRole('list', { name: 'Recently played' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Popular' })).toBeNull();
  });
});
