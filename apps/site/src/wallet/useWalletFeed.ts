import type { Account, ClientToServerEvents, ServerToClientEvents } from '@casino/contract';
import { SOCKET_EVENTS, SOCKET_PATH, SOCKET_REFUSALS } from '@casino/contract/routes';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { API_BASE_URL, refreshSession } from '../api/client';
import { readSession } from '../api/session';
import { usePlayer } from '../player/PlayerProvider';

type WalletSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Dispatched on `window` for every `balanceUpdate`, even one that leaves the figures as they were
 * (a round that pays back its stake): what depends on play itself, not on the balance, listens.
 */
export const BALANCE_UPDATE_EVENT = 'casino:balance-update';

/** The platform refuses the handshake so while its database is away (docs/platform-conventions.md). */
export const SERVICE_UNAVAILABLE = SOCKET_REFUSALS.unavailable;

/**
 * How long to wait before the attempt-th new handshake after a 'Service unavailable' refusal:
 * 1, 2, 4, 8, 16, then 30 seconds, with up to a fifth more at random so that many players do not
 * knock at the same moment when the database comes back.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, attempt - 1), 30_000);
  return Math.round(base * (1 + random() / 5));
}

/**
 * The live wallet (spec point 4): while the player has accounts, a socket at
 * `/api/players/sockets` carries `login` and `balanceUpdate`; each replaces the accounts. A
 * reconnect presents the current token (renewing it when refused) and re-reads the player over
 * HTTP, since events may have been missed. A handshake refused while the platform's database is
 * away ('Service unavailable') is tried again with a growing delay, so the balance comes back by
 * itself. A socket the platform closes (the session was ended elsewhere) signs the player out at
 * once. Signing out closes the socket.
 */
export function useWalletFeed(): void {
  const { isLoggedIn, playerDetails, merge, reload } = usePlayer();
  const hasAccounts = Boolean(playerDetails?.accounts.length);
  const playerUuid = playerDetails?.uuid;

  useEffect(() => {
    if (!isLoggedIn || !hasAccounts || !playerUuid) return;
    if (!readSession()?.token) {
      console.warn('JWT token is missing.');
      return;
    }
    let socket: WalletSocket | undefined;
    let closed = false;
    let connectedBefore = false;
    let failedAttempts = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const replace = (accounts: Account[]) => merge({ accounts });

    // socket.io-client loads only for a signed-in player, keeping it out of the first paint.
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      socket = io(API_BASE_URL || window.location.origin, {
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
        auth: (send) => send({ token: readSession()?.token ?? '' }),
      });
      socket.on(SOCKET_EVENTS.login, (payload) => replace(payload.accounts));
      socket.on(SOCKET_EVENTS.balanceUpdate, (accounts) => {
        replace(accounts);
        window.dispatchEvent(new Event(BALANCE_UPDATE_EVENT));
      });
      socket.on('connect', () => {
        failedAttempts = 0;
        if (connectedBefore) void reload();
        connectedBefore = true;
      });
      socket.on('disconnect', (reason) => {
        // socket.io reconnects by itself after a lost connection, not after the platform closed
        // the socket. It does that when the session ends (End session on another device, a
        // password change) or when its process goes away: re-reading the player tells which. A
        // refused session signs out here at once; a live one connects again (to another process).
        if (reason !== 'io server disconnect') return;
        void reload()
          .catch(() => undefined)
          .then(() => {
            if (!closed && readSession()?.token) socket?.connect();
          });
      });
      socket.on('connect_error', (error) => {
        // A refused handshake usually means an expired access token: renew it and try again.
        // socket.io does not retry a handshake the server refused: knock again later.
        const knockLater = () => {
          failedAttempts += 1;
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => {
            if (!closed) socket?.connect();
          }, retryDelay(failedAttempts));
        };
        if (error.message === SOCKET_REFUSALS.unauthorized) {
          void refreshSession().then((renewal) => {
            if (closed) return;
            if (renewal === 'renewed') socket?.connect();
            else if (renewal === 'unheard') knockLater();
          });
        } else if (error.message === SERVICE_UNAVAILABLE) {
          knockLater();
        }
      });
    });
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      socket?.disconnect();
    };
  }, [isLoggedIn, hasAccounts, playerUuid, merge, reload]);
}
