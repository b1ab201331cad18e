import type { Server as HttpServer } from 'node:http';
import {
  SOCKET_PATH,
  SPORTSBOOK_FEED_EVENT,
  SPORTSBOOK_SOCKET_NAMESPACE,
  type SportsbookFeedUpdate,
} from '@casino/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { WarnLog } from '../db/client';
import { innermostReason, isDatabaseUnavailable } from '../db/unavailable';
import type { Identity, SessionService } from '../services/sessions';
import type { AccountView } from '../services/wallet';

export interface Realtime {
  io: Server;
  /** Sends the player's accounts to that player's sockets only, on every platform process. */
  pushBalances(playerUuid: string, accounts: AccountView[]): void;
  /** Sends a sportsbook feed change to every socket of the public sportsbook namespace. */
  pushSportsbook(update: SportsbookFeedUpdate): void;
  /** False while the Redis link (when configured) is down. */
  redisReady(): boolean;
  close(): Promise<void>;
}

/** The connect_error message of a handshake refused because the database is out of reach. */
export const SOCKET_UNAVAILABLE_MESSAGE = 'Service unavailable';

const roomOf = (playerUuid: string) => `player:${playerUuid}`;
const sessionRoomOf = (sessionId: string) => `session:${sessionId}`;

/**
 * The wallet feed: socket.io on the platform's HTTP server at `/api/players/sockets`. A socket
 * must present a valid access token (`auth: { token }`); it joins its player's room, receives
 * `login` with its accounts, then `balanceUpdate` on every balance change. With Redis, the
 * streams adapter carries events between platform processes.
 */
export async function createRealtime(
  server: HttpServer,
  deps: {
    sessions: SessionService;
    accountsOf(identity: Identity): Promise<AccountView[]>;
    redisUrl?: string | undefined;
    redisPrefix: string;
    log: WarnLog;
  },
): Promise<Realtime> {
  const { log } = deps;
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
  let redis: ReturnType<typeof createClient> | undefined;
  if (deps.redisUrl) {
    redis = createClient({ url: deps.redisUrl });
    // Without a listener a lost link's 'error' kills the process; with one the client reconnects
    // by itself (redisReady() is false meanwhile, so /api/ready says so).
    redis.on('error', (error: unknown) => log.warn({ reason: innermostReason(error) }, 'Redis link error'));
    await redis.connect();
    io.adapter(createAdapter(redis, { streamName: `${deps.redisPrefix}:socket.io` }));
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      socket.data.identity = await deps.sessions.verify(typeof token === 'string' ? token : undefined);
      next();
    } catch (error) {
      // A database outage is not a bad token: the client must not renew its session over it.
      if (isDatabaseUnavailable(error)) {
        log.warn({ reason: innermostReason(error) }, 'socket refused: database unavailable');
        next(new Error(SOCKET_UNAVAILABLE_MESSAGE));
      } else next(new Error('Unauthorized'));
    }
  });

  // The sportsbook feed is public (visitors see odds move): its namespace asks for no token.
  const sportsbook = io.of(SPORTSBOOK_SOCKET_NAMESPACE);

  io.on('connection', async (socket) => {
    const identity = socket.data.identity as Identity;
    try {
      await socket.join([roomOf(identity.playerUuid), sessionRoomOf(identity.sessionId)]);
      socket.emit('login', { uuid: identity.playerUuid, accounts: await deps.accountsOf(identity) });
    } catch (error) {
      // A rejection here would be unhandled (socket.io does not await listeners) and end the
      // process. The socket stays connected and gets the next balanceUpdate.
      log.warn({ player: identity.playerUuid, reason: innermostReason(error) }, 'socket login skipped');
    }
  });

  // A session that ends (sign-out, password change, reuse of a refresh token) closes its sockets
  // at once, on every process: they would otherwise go on receiving the wallet's changes.
  deps.sessions.onRevoked((sessionIds) => {
    for (const sessionId of sessionIds) io.in(sessionRoomOf(sessionId)).disconnectSockets(true);
  });

  return {
    io,
    pushBalances(playerUuid, accounts) {
      io.to(roomOf(playerUuid)).emit('balanceUpdate', accounts);
    },
    pushSportsbook(update) {
      sportsbook.emit(SPORTSBOOK_FEED_EVENT, update);
    },
    redisReady: () => Boolean(redis?.isReady),
    async close() {
      // The HTTP server is closed by Fastify; here only the sockets and the Redis link end.
      io.disconnectSockets(true);
      sportsbook.disconnectSockets(true);
      if (redis?.isOpen) await redis.quit();
    },
  };
}
