/*
 * The socket protocol, schema-free: the path, namespaces, event names and the handshake's refusal
 * messages. The platform (apps/platform/src/realtime) refuses with these texts and the clients
 * (the site's wallet feed, the widget's odds feed) compare with them: both import them from here.
 * The payload schemas stay in socket.ts (main entry).
 */

/**
 * The wallet feed: a socket.io connection to the API origin (or the configured socket server
 * URL) at this path. The client connects with `auth: { token }` (the player's access token); a
 * missing, expired or revoked token is refused with a `connect_error` whose message is
 * SOCKET_REFUSALS.unauthorized. The server never expects events from the client.
 */
export const SOCKET_PATH = '/api/players/sockets';

/** Event names of the wallet feed. */
export const SOCKET_EVENTS = { login: 'login', balanceUpdate: 'balanceUpdate' } as const;

/**
 * The `connect_error` messages of a refused handshake of the wallet feed. `unauthorized`: the
 * token is missing, expired or revoked (the client renews its session and connects again);
 * `unavailable`: the platform's database is out of reach (not the token's fault: the client knocks
 * again later, and must not renew its session over it).
 */
export const SOCKET_REFUSALS = { unauthorized: 'Unauthorized', unavailable: 'Service unavailable' } as const;
export type SocketRefusal = (typeof SOCKET_REFUSALS)[keyof typeof SOCKET_REFUSALS];

/**
 * The sportsbook feed: a public socket.io namespace on the same path (no token), so visitors see
 * odds move too; its one event carries the events that changed and the sports with their counts.
 */
export const SPORTSBOOK_SOCKET_NAMESPACE = '/sportsbook';
export const SPORTSBOOK_FEED_EVENT = 'feedUpdate';

/**
 * The casino feed: a public socket.io namespace on the same path (no token); its one event carries
 * a jackpot pool's new amount ({ currency, amount }) after a stake or a win changed it.
 */
export const CASINO_SOCKET_NAMESPACE = '/casino';
export const JACKPOT_UPDATE_EVENT = 'jackpotUpdate';
