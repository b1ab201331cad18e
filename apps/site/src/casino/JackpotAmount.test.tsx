import type { JackpotUpdate } from '@casino/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import { JackpotAmount } from './JackpotAmount';
import { withUpdate } from './jackpots';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
const player = vi.hoisted(() => ({
  details: null as null | { uuid: string; accounts: { currency: { code: string } }[] },
}));
vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: player.details }) }));
// The casino socket: the test pushes what the platform would.
const socket = vi.hoisted(() => ({
  opened: 0,
  handlers: new Map<string, (payload: unknown) => void>(),
  onceHandlers: new Map<string, () => void>(),
  connected: true,
  closed: 0,
}));
vi.mock('socket.io-client', () => ({
  io: () => {
    socket.opened += 1;
    return {
      on: (event: string, handler: (payload: unknown) => void) => socket.handlers.set(event, handler),
      once: (event: string, handler: () => void) => socket.onceHandlers.set(event, handler),
      get connected() {
        return socket.connected;
      },
      io: { on: vi.fn() },
      close: () => {
        socket.closed += 1;
      },
    };
  },
}));

const Texts = withTexts({ 'jackpot.label': 'Jackpot' });
const pools = [
  { gameId: 7, currency: 'EUR', amount: '10000.00' },
  { gameId: 7, currency: 'GBP', amount: '12000.50' },
];

beforeEach(() => {
  api.callApi.mockResolvedValue(pools);
  player.details = null;
});
afterEach(() => {
  vi.clearAllMocks();
  socket.handlers.clear();
  socket.onceHandlers.clear();
  socket.connected = true;
  socket.closed = 0;
  socket.opened = 0;
});

describe('withUpdate', () => {
  it("replaces one currency's amount and leaves the others", () => {
    expect(withUpdate(pools, { currency: 'GBP', amount: '12000.60' })).toEqual([
      pools[0],
      { gameId: 7, currency: 'GBP', amount: '12000.60' },
    ]);
    expect(withUpdate(undefined, { currency: 'EUR', amount: '1.00' })).toBeUndefined();
  });
});

describe('JackpotAmount', () => {
  it('shows the pool in euros to a visitor and follows the casino socket', async () => {
    const { unmount } = render(
      <Texts>
        <JackpotAmount gameId={7} />
      </Texts>,
    );
    const amount = await screen.findByTestId('jackpot-amount-7');
    expect(amount).toHaveTextContent('Jackpot €10,000.00');
    act(() => socket.handlers.get('jackpotUpdate')?.({ currency: 'EUR', amount: '10000.37' } satisfies JackpotUpdate));
    expect(amount).toHaveTextContent('Jackpot €10,000.37');
    expect(amount).toHaveAttribute('data-amount', '10000.37');
    // Another currency's pool moving changes nothing here.
    act(() => socket.handlers.get('jackpotUpdate')?.({ currency: 'GBP', amount: '99999.00' }));
    expect(amount).toHaveTextContent('Jackpot €10,000.37');
    unmount();
    expect(socket.closed).toBe(1);
  });

  it('closes a socket still connecting only once it has connected (no browser error on a page left at once)', async () => {
    socket.connected = false;
    const { unmount } = render(
      <Texts>
        <JackpotAmount gameId={7} />
      </Texts>,
    );
    await screen.findByTestId('jackpot-amount-7');
    unmount();
    expect(socket.closed).toBe(0);
    socket.onceHandlers.get('connect')?.();
    expect(socket.closed).toBe(1);
  });

  it('opens no socket at all when the page leaves before the socket client has loaded', async () => {
    const { unmount } = render(
      <Texts>
        <JackpotAmount gameId={7} />
      </Texts>,
    );
    // The client loads after the first render (a dynamic import): leaving at once opens nothing.
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.opened).toBe(0);
    expect(socket.closed).toBe(0);
  });

  it("shows a signed-in player the pool of their own currency, and nothing on another game's tile", async () => {
    player.details = { uuid: 'p-1', accounts: [{ currency: { code: 'GBP' } }] };
    render(
      <Texts>
        <JackpotAmount gameId={7} />
        <JackpotAmount gameId={8} />
      </Texts>,
    );
    expect(await screen.findByTestId('jackpot-amount-7')).toHaveTextContent('Jackpot £12,000.50');
    expect(screen.queryByTestId('jackpot-amount-8')).toBeNull();
  });

  it('shows nothing where the market lists no jackpot (Germany)', async () => {
    api.callApi.mockResolvedValue([]);
    render(
      <Texts>
        <JackpotAmount gameId={7} />
      </Texts>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('jackpot-amount-7')).toBeNull();
  });
});
