import type { JackpotPool, JackpotUpdate } from '@casino/contract';
import { CASINO_SOCKET_NAMESPACE, gpApi, JACKPOT_UPDATE_EVENT, SOCKET_PATH } from '@casino/contract/routes';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import useSWR from 'swr';
import { API_BASE_URL, callApi } from '../api/client';
import { liveTablesData } from '../data/casino';
import { orEmpty, swrConfig } from '../data/swr';
import { usePlayer } from '../player/PlayerProvider';

/** The currency a visitor sees the jackpot in (the platform's default pool). */
export const DEFAULT_JACKPOT_CURRENCY = 'EUR';

const jackpotsKey = (playerUuid: string | undefined) => ['jackpots', playerUuid ?? null] as const;

/** A pool list with one currency's amount replaced (a pushed update), or the list as it was. */
export function withUpdate(
  pools: readonly JackpotPool[] | undefined,
  update: JackpotUpdate,
): JackpotPool[] | undefined {
  if (!pools) return pools;
  if (!pools.some((pool) => pool.currency === update.currency)) return [...pools];
  return pools.map((pool) => (pool.currency === update.currency ? { ...pool, amount: update.amount } : pool));
}

/**
 * One socket to the public casino feed for the whole page, open while a component listens. The
 * socket client loads when the first component listens, after the page's first render: it is not
 * part of the lobby's first script (issue 33).
 */
let feed: { socket: Socket | null; closed: boolean } | null = null;
const listeners = new Set<(update: JackpotUpdate | null) => void>();

/** Listens to the casino feed's jackpot updates (null: reconnected, read again); answers the unsubscribe. */
export function listenToCasinoFeed(listener: (update: JackpotUpdate | null) => void): () => void {
  listeners.add(listener);
  if (!feed) {
    const opening: { socket: Socket | null; closed: boolean } = { socket: null, closed: false };
    feed = opening;
    void import('socket.io-client').then(({ io }) => {
      // Every listener left before the client loaded: no socket at all.
      if (opening.closed) return;
      const socket = io(`${API_BASE_URL || window.location.origin}${CASINO_SOCKET_NAMESPACE}`, {
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
      });
      opening.socket = socket;
      socket.on(JACKPOT_UPDATE_EVENT, (update: JackpotUpdate) => {
        for (const each of listeners) each(update);
      });
      // Pushes missed while disconnected are read back.
      socket.io.on('reconnect', () => {
        for (const each of listeners) each(null);
      });
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && feed) {
      const closing = feed;
      feed = null;
      closing.closed = true;
      const socket = closing.socket;
      if (!socket) return;
      // A WebSocket closed while it is still connecting makes the browser log an error (a page left
      // at once): close it once it is open, or once it failed.
      if (socket.connected) socket.close();
      else {
        socket.once('connect', () => socket.close());
        socket.once('connect_error', () => socket.close());
      }
    }
  };
}

/**
 * The pooled jackpot game and its pool in the player's currency (EUR for a visitor), kept live by the
 * casino socket. Undefined while loading and for a market without jackpots (Germany: none listed).
 */
export function useJackpot(): JackpotPool | undefined {
  const { playerDetails } = usePlayer();
  const playerUuid = playerDetails?.uuid;
  const currency = playerDetails?.accounts[0]?.currency.code ?? DEFAULT_JACKPOT_CURRENCY;
  const { data, mutate } = useSWR(
    jackpotsKey(playerUuid),
    orEmpty<JackpotPool[]>('Jackpots', () => callApi(gpApi.listJackpots), []),
    swrConfig,
  );
  useEffect(
    () =>
      listenToCasinoFeed((update) => {
        if (update) void mutate((pools) => withUpdate(pools, update), { revalidate: false });
        else void mutate();
      }),
    [mutate],
  );
  return (
    data?.find((pool) => pool.currency === currency) ?? data?.find((pool) => pool.currency === DEFAULT_JACKPOT_CURRENCY)
  );
}

/** How often the Live Casino page reads the live tables' state again (players change every 15 s). */
export const LIVE_TABLES_REFRESH_MS = 15_000;

/** The live tables' state (dealer, players or seats, stake limits), read again every 15 seconds. */
export function useLiveTables() {
  const playerUuid = usePlayer().playerDetails?.uuid;
  const { key, fetch } = liveTablesData(playerUuid);
  return useSWR(key, fetch, { ...swrConfig, refreshInterval: LIVE_TABLES_REFRESH_MS });
}
