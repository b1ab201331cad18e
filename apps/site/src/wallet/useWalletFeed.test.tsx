import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../api/session';
import { retryDelay, SERVICE_UNAVAILABLE, useWalletFeed } from './useWalletFeed';

type Handler = (...args: unknown[]) => void;

/** A socket.io client stand-in: records connects and lets the test fire the server's events. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connects = 0;
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {}
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const merge = vi.fn();
const reload = vi.fn(async () => undefined);
vi.mock('../player/PlayerProvider', () => ({
  usePlayer: () => ({
    isLoggedIn: true,
    playerDetails: { uuid: 'player-1', accounts: [{ id: 1 }] },
    merge,
    reload,
  }),
}));

const account = {
  id: 1,
  type: 'combined',
  value: '30.00',
  cash: '20.00',
  bonus: '10.00',
  held: '0.00',
  currency: { code: 'EUR', symbolNative: '€' },
};

async function openFeed() {
  const hook = renderHook(() => useWalletFeed());
  // socket.io-client is imported lazily.
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  return { hook, socket: sockets[0]! };
}

describe('useWalletFeed', () => {
  beforeEach(() => {
    sockets.length = 0;
    merge.mockClear();
    reload.mockClear();
    writeSession({ playerId: 'player-1', token: 'access', refreshToken: 'refresh', email: 'ada@example.com' });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('replaces the accounts with every balance update', async () => {
    const { socket } = await openFeed();
    socket.emit('balanceUpdate', [account]);
    expect(merge).toHaveBeenCalledWith({ accounts: [account] });
  });

  it('re-reads the player when the platform closes the socket (a session ended elsewhere), then connects again', async () => {
    const { socket } = await openFeed();
    socket.emit('disconnect', 'io server disconnect');
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    // A lost connection is socket.io's to retry: no extra read.
    socket.emit('disconnect', 'transport close');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not connect again once the re-read finds the session gone', async () => {
    const { socket } = await openFeed();
    reload.mockImplementationOnce(async () => {
      clearSession();
      return undefined;
    });
    socket.emit('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(socket.connects).toBe(0);
  });

  it('knocks again with a growing delay while the platform answers Service unavailable, then reads the player', async () => {
    const { socket, hook } = await openFeed();
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    socket.emit('connect');
    act(() => socket.emit('connect_error', new Error(SERVICE_UNAVAILABLE)));
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(1);
    act(() => socket.emit('connect_error', new Error(SERVICE_UNAVAILABLE)));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(socket.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    // Back: the missed balance is read over HTTP.
    socket.emit('connect');
    expect(reload).toHaveBeenCalledOnce();
    random.mockRestore();
    hook.unmount();
  });

  it('stops knocking once the player leaves', async () => {
    const { socket, hook } = await openFeed();
    vi.useFakeTimers();
    socket.emit('connect_error', new Error(SERVICE_UNAVAILABLE));
    hook.unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(0);
  });

  it('waits 1, 2, 4, 8, 16 then at most 30 seconds, spread by up to a fifth', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 12].map((attempt) => retryDelay(attempt, none))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelay(6, () => 0.999)).toBeLessThanOrEqual(36_000);
    expect(retryDelay(1, () => 0.5)).toBe(1_100);
  });
});
