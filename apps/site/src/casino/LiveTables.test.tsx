import type { Game, LiveTableState } from '@casino/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import { LiveTables, liveTablesOf } from './LiveTables';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: null }) }));

const Texts = withTexts({
  'liveCasino.liveTables': 'Live tables',
  'liveCasino.dealer': 'Dealer: {{name}}',
  'liveCasino.players': '{{count}} players',
  'liveCasino.seats': '{{taken}}/{{total}} seats',
  'liveCasino.stakes': 'Stakes {{min}} – {{max}}',
  'liveCasino.play': 'Play {{name}}',
  'lobby.live': 'Live',
});

const game = (id: number, name: string, isLive: boolean): Game => ({
  id,
  gameId: `g-${id}`,
  name,
  gameType: { id: 2, name: 'Table Games' },
  gameProvider: { id: 6, name: 'Arena Live' },
  images: [{ link: `/img/${id}/1.webp` }, { link: `/img/${id}/2.webp` }],
  isFavourite: false,
  tags: isLive ? ['live'] : [],
  isLive,
});
const state = (id: number, extra: Partial<LiveTableState> = {}): LiveTableState => ({
  id,
  dealer: 'Anna',
  players: 42,
  seats: null,
  minStake: '0.50',
  maxStake: '5000.00',
  currency: 'EUR',
  ...extra,
});

afterEach(() => vi.clearAllMocks());

describe('liveTablesOf', () => {
  it('keeps the live games that have a state, in the catalogue order', () => {
    const games = [game(1, 'A Live Roulette', true), game(2, 'Slot', false), game(3, 'B Live Roulette', true)];
    expect(liveTablesOf(games, [state(3), state(1), state(2)]).map((table) => table.game.id)).toEqual([1, 3]);
    expect(liveTablesOf(games, [])).toEqual([]);
  });
});

describe('LiveTables', () => {
  it('shows each live table with its dealer, players or seats and stake limits, linking to the game', async () => {
    api.callApi.mockResolvedValue([state(1), state(3, { dealer: 'Marco', seats: { taken: 5, total: 7 } })]);
    render(
      <Texts>
        <MemoryRouter>
          <LiveTables games={[game(1, 'Monte Carlo Live Roulette', true), game(3, 'Live Blackjack', true)]} />
        </MemoryRouter>
      </Texts>,
    );
    const cards = await screen.findAllByTestId('live-table');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Live tables' })).toBeInTheDocument();
    const [roulette, blackjack] = cards as [HTMLElement, HTMLElement];
    expect(within(roulette).getByTestId('live-table-dealer')).toHaveTextContent('Dealer: Anna');
    expect(within(roulette).getByTestId('live-table-occupancy')).toHaveTextContent('42 players');
    expect(within(roulette).getByTestId('live-table-stakes')).toHaveTextContent('Stakes €0.50 – €5,000.00');
    expect(within(roulette).getByRole('link', { name: 'Play Monte Carlo Live Roulette' })).toHaveAttribute(
      'href',
      '/play-game?id=1&gameId=g-1&gameProviderId=6',
    );
    expect(within(blackjack).getByTestId('live-table-occupancy')).toHaveTextContent('5/7 seats');
    expect(within(blackjack).getByTestId('live-table-dealer')).toHaveTextContent('Dealer: Marco');
  });

  it('shows nothing without live tables (a market without table games)', async () => {
    api.callApi.mockResolvedValue([]);
    const { container } = render(
      <Texts>
        <MemoryRouter>
          <LiveTables games={[]} />
        </MemoryRouter>
      </Texts>,
    );
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});
