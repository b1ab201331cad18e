import type { Account, ClientToServerEvents, ServerToClientEvents } from '@casino/contract';
import { SOCKET_PATH } from '@casino/contract/routes';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { API_BASE_URL, refreshSession } from '../api/client';
import { readSession } from '../api/session';
import { usePlayer } from '../player/PlayerProvider';

type WalletSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The live wallet (spec point 4): while the player has accounts, a socket at
 * `/api/players/sockets` carries `login` and `balanceUpdate`; each replaces the accounts. A
 * reconnect presents the current token (renewing it when refused) and re-reads the player over
 * HTTP, since events may have been missed. Signing out closes the socket.
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
    const replace = (accounts: Account[]) => merge({ accounts });

    // socket.io-client loads only for a signed-in player, keeping it out of the first paint.
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      socket = io(API_BASE_URL || window.location.origin, {
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
        auth: (send) => send({ token: readSession()?.token ?? '' }),
      });
      socket.on('login', (payload) => replace(payload.accounts));
      socket.on('balanceUpdate', (accounts) => replace(accounts));
      socket.on('connect', () => {
        if (connectedBefore) void reload();
        connectedBefore = true;
      });
      socket.on('connect_error', (error) => {
        // A refused handshake usually means an expired access token: renew it and try again.
        if (error.message === 'Unauthorized') {
          void refreshSession().then((ok) => {
            if (ok && !closed) socket?.connect();
          });
        }
      });
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [isLoggedIn, hasAccounts, playerUuid, merge, reload]);
}
