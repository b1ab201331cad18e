import type { Server as HttpServer } from 'node:http';
import {
  CASINO_SOCKET_NAMESPACE,
  JACKPOT_UPDATE_EVENT,
  type JackpotUpdate,
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_REFUSALS,
  SPORTSBOOK_FEED_EVENT,
  SPORTSBOOK_SOCKET_NAMESPACE,
  type SportsbookFeedUpdate,
} from '@casino/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { WarnLog } from '../db/client';
import { innermostReason, isDatabaseUnavailable } from '../db/unavailable';
import type { PlayerDetailsCache } from '../services/players/detailsCache';
import type { Identity, SessionService } from '../services/sessions';
import type { AccountView } from '../services/wallet';
import { createDetailsRelay, type DetailsRelay } from './detailsRelay';

export interface Realtime {
  io: Server;
  /**
   * Sends the player's accounts to that player's sockets only, on every platform process ('here':
   * on this one). Answers whether the other processes were told: not while the Redis link is down,
   * when only this process's sockets get it (see services/balancePushes.ts).
   */
  pushBalances(playerUuid: string, accounts: AccountView[], scope?: 'everywhere' | 'here'): boolean;
  /** Sends a sportsbook feed change to every socket of the public sportsbook namespace. */
  pushSportsbook(update: SportsbookFeedUpdate): void;
  /** Sends a jackpot pool's new amount to every socket of the public casino namespace. */
  pushJackpot(update: JackpotUpdate): void;
  /** False while the Redis link (when configured) is down. */
  redisReady(): boolean;
  /**
   * Whether the other processes can be told now: no Redis (one process), or its links up and
   * answering their heartbeat (detailsRelay.ts). Its changes go to `onLink` listeners.
   */
  linked(): boolean;
  onLink(listener: (linked: boolean) => void): void;
  /** The players with a socket on this process. */
  localPlayers(): number[];
  /**
   * Lets players' sockets in: a handshake's token is checked by `sessions`, and an ended session's
   * sockets are closed on every process. Until this is called every handshake is refused (the
   * composition root calls it once the services exist, before the server listens).
   */
  admit(deps: SocketAdmission): void;
  /**
   * Keeps the players' details kept by each process true across processes: with Redis, a change
   * here is dropped everywhere before `changed` resolves, and the cache is used only while the link
   * is up (see detailsRelay.ts). Without Redis there is one process and nothing to relay.
   */
  relayPlayerChanges(cache: PlayerDetailsCache): void;
  close(): Promise<void>;
}

/** What the wallet feed needs of the services to let a socket in. */
export interface SocketAdmission {
  sessions: SessionService;
  accountsOf(identity: Identity): Promise<AccountView[]>;
}

/** The connect_error message of a handshake refused because the database is out of reach (the contract's). */
export const SOCKET_UNAVAILABLE_MESSAGE = SOCKET_REFUSALS.unavailable;

/** How long a revocation waits for the other processes to say they have forgotten the sessions. */
export const REVOCATION_ACK_TIMEOUT_MS = 2_000;
/** How often a revocation that waits checks whether the Redis link has gone down meanwhile. */
const LINK_WATCH_MS = 50;
/** The server-side event (between platform processes) that tells them sessions have ended. */
const SESSIONS_REVOKED = 'sessionsRevoked';

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
    redisUrl?: string | undefined;
    redisPrefix: string;
    log: WarnLog;
  },
): Promise<Realtime> {
  const { log } = deps;
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
  let redis: ReturnType<typeof createClient> | undefined;
  let detailsRelay: DetailsRelay | undefined;
  if (deps.redisUrl) {
    redis = createClient({ url: deps.redisUrl });
    // The streams adapter sends some messages (serverSideEmit) by PUBLISH and never looks at the
    // answer: one rejected by a link that breaks would be an unhandled rejection, which ends the
    // process. Every PUBLISH is marked handled; its callers still get it as it is.
    const publish = redis.publish.bind(redis) as (...args: unknown[]) => Promise<number>;
    (redis as unknown as { publish: typeof publish }).publish = (...args) => {
      const sent = publish(...args);
      sent.catch(() => undefined);
      return sent;
    };
    // Without a listener a lost link's 'error' kills the process; with one the client reconnects
    // by itself (redisReady() is false meanwhile, so /api/ready says so).
    redis.on('error', (error: unknown) => log.warn({ reason: innermostReason(error) }, 'Redis link error'));
    await redis.connect();
    io.adapter(createAdapter(redis, { streamName: `${deps.redisPrefix}:socket.io` }));
    detailsRelay = await createDetailsRelay(redis, { prefix: deps.redisPrefix, log });
  }

  let admission: SocketAdmission | undefined;
  io.use(async (socket, next) => {
    const admitted = admission;
    if (!admitted) {
      next(new Error(SOCKET_UNAVAILABLE_MESSAGE));
      return;
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    let identity: Identity;
    try {
      identity = await admitted.sessions.verify(typeof token === 'string' ? token : undefined);
    } catch (error) {
      // A database outage is not a bad token: the client must not renew its session over it.
      if (isDatabaseUnavailable(error)) {
        log.warn({ reason: innermostReason(error) }, 'socket refused: database unavailable');
        next(new Error(SOCKET_UNAVAILABLE_MESSAGE));
      } else next(new Error(SOCKET_REFUSALS.unauthorized));
      return;
    }
    try {
      // The login's accounts are read in the handshake: a session the cache vouches for while the
      // database is away is still refused as unavailable (a wallet with no balance to show would
      // otherwise connect and say nothing). Not a token's fault: never 'Unauthorized'.
      socket.data.accounts = await admitted.accountsOf(identity);
      socket.data.identity = identity;
      next();
    } catch (error) {
      log.warn({ reason: innermostReason(error) }, 'socket refused: accounts unavailable');
      next(new Error(SOCKET_UNAVAILABLE_MESSAGE));
    }
  });

  // The sportsbook feed is public (visitors see odds move): its namespace asks for no token.
  const sportsbook = io.of(SPORTSBOOK_SOCKET_NAMESPACE);
  // So is the casino feed (visitors watch the jackpot grow).
  const casino = io.of(CASINO_SOCKET_NAMESPACE);

  io.on('connection', async (socket) => {
    const identity = socket.data.identity as Identity;
    try {
      await socket.join([roomOf(identity.playerUuid), sessionRoomOf(identity.sessionId)]);
      socket.emit(SOCKET_EVENTS.login, { uuid: identity.playerUuid, accounts: socket.data.accounts as AccountView[] });
    } catch (error) {
      // A rejection here would be unhandled (socket.io does not await listeners) and end the
      // process. The socket stays connected and gets the next balanceUpdate.
      log.warn({ player: identity.playerUuid, reason: innermostReason(error) }, 'socket login skipped');
    }
  });

  const linked = () => !detailsRelay || detailsRelay.linked();
  /** Sessions ended while the link was down: their sockets elsewhere are closed when it is back. */
  const unrevoked = new Set<string>();

  return {
    io,
    // Sent across processes, the adapter emits even to this process's own sockets only after Redis
    // has taken the message: while the link is down, this process's sockets are served at once.
    pushBalances(playerUuid, accounts, scope = 'everywhere') {
      const everywhere = scope === 'everywhere' && linked();
      (everywhere ? io : io.local).to(roomOf(playerUuid)).emit(SOCKET_EVENTS.balanceUpdate, accounts);
      return everywhere || !redis;
    },
    pushSportsbook(update) {
      sportsbook.emit(SPORTSBOOK_FEED_EVENT, update);
    },
    pushJackpot(update) {
      casino.emit(JACKPOT_UPDATE_EVENT, update);
    },
    redisReady: () => Boolean(redis?.isReady),
    linked,
    onLink(listener) {
      detailsRelay?.onLink(listener);
    },
    localPlayers() {
      const players = new Set<number>();
      for (const socket of io.sockets.sockets.values()) {
        const identity = socket.data.identity as Identity | undefined;
        if (identity) players.add(identity.playerId);
      }
      return [...players];
    },
    admit(deps) {
      if (admission) throw new Error('The wallet feed admits sockets already');
      admission = deps;
      const { sessions } = deps;
      // A session that ends (sign-out, password change, reuse of a refresh token) closes its
      // sockets at once, on every process: they would otherwise go on receiving the wallet's
      // changes. The other processes also forget it among their recently verified sessions, and
      // the revoking call answers only once they all have (or REVOCATION_ACK_TIMEOUT_MS has
      // passed: a process that does not answer forgets it within SESSION_CACHE_TTL_MS anyway).
      // While the Redis link is down nothing is waited for: this process's sockets close at once,
      // the others' when the link is back (their session caches forget within seconds anyway).
      sessions.onRevoked(async (sessionIds) => {
        // This process's sockets first, without waiting for Redis to carry the message (the
        // adapter would close even those only once Redis has taken it), then the others'.
        for (const sessionId of sessionIds) io.local.in(sessionRoomOf(sessionId)).disconnectSockets(true);
        if (!redis) return;
        if (!linked()) {
          for (const sessionId of sessionIds) unrevoked.add(sessionId);
          return;
        }
        for (const sessionId of sessionIds) io.in(sessionRoomOf(sessionId)).disconnectSockets(true);
        let timer: NodeJS.Timeout | undefined;
        let watch: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            io.serverSideEmitWithAck(SESSIONS_REVOKED, sessionIds),
            new Promise((_resolve, reject) => {
              timer = setTimeout(
                () => reject(new Error(`no answer within ${REVOCATION_ACK_TIMEOUT_MS} ms`)),
                REVOCATION_ACK_TIMEOUT_MS,
              );
              watch = setInterval(() => {
                if (!linked()) {
                  for (const sessionId of sessionIds) unrevoked.add(sessionId);
                  reject(new Error('the Redis link is down'));
                }
              }, LINK_WATCH_MS);
            }),
          ]);
        } catch (error) {
          log.warn(
            { sessions: sessionIds.length, reason: innermostReason(error) },
            'revocation not confirmed by every process',
          );
        } finally {
          clearTimeout(timer);
          clearInterval(watch);
        }
      });
      detailsRelay?.onLink((up) => {
        if (!up || unrevoked.size === 0) return;
        const sessionIds = [...unrevoked];
        unrevoked.clear();
        // Their sessions have left the other processes' caches by now (SESSION_CACHE_TTL_MS).
        for (const sessionId of sessionIds) io.in(sessionRoomOf(sessionId)).disconnectSockets(true);
      });
      io.on(SESSIONS_REVOKED, (sessionIds: unknown, acknowledge: unknown) => {
        if (Array.isArray(sessionIds)) sessions.forget(sessionIds.filter((id) => typeof id === 'string'));
        if (typeof acknowledge === 'function') acknowledge(true);
      });
    },
    relayPlayerChanges(cache) {
      detailsRelay?.attach(cache);
    },
    async close() {
      // The HTTP server is closed by Fastify; here only the sockets and the Redis links end.
      io.disconnectSockets(true);
      sportsbook.disconnectSockets(true);
      await detailsRelay?.close();
      // QUIT would wait in the client's queue for a link that is down.
      if (redis?.isReady) await redis.quit();
      else if (redis?.isOpen) redis.destroy();
    },
  };
}
