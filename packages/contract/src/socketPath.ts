/**
 * The wallet feed: a socket.io connection to the API origin (or the configured socket server
 * URL) at this path. The client connects with `auth: { token }` (the player's access token); a
 * missing, expired or revoked token is refused with a `connect_error` whose message is
 * 'unauthorized'. The server never expects events from the client.
 *
 * Kept apart from the event schemas so that a client can import it without TypeBox
 * (`@casino/contract/routes`).
 */
export const SOCKET_PATH = '/api/players/sockets';
