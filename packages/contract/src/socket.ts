import Type, { type Static } from 'typebox';
import { Account } from './entities/account';
import { SportsbookEvent, SportsbookSport } from './entities/sportsbook';
import { Uuid } from './scalars';

import { SOCKET_EVENTS } from './vocabulary/socket';

export {
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_REFUSALS,
  SPORTSBOOK_FEED_EVENT,
  SPORTSBOOK_SOCKET_NAMESPACE,
  CASINO_SOCKET_NAMESPACE,
  JACKPOT_UPDATE_EVENT,
  type SocketRefusal,
} from './vocabulary/socket';

/** The `auth` payload of the socket.io handshake. */
export const SocketAuth = Type.Object({ token: Type.String({ minLength: 1 }) });
export type SocketAuth = Static<typeof SocketAuth>;

/** Sent once right after the connection is accepted: who is connected and their wallet. */
export const LoginEvent = Type.Object({ uuid: Uuid(), accounts: Type.Array(Account) });
export type LoginEvent = Static<typeof LoginEvent>;

/** Sent after every change of a balance: the whole wallet (it replaces the list the site holds). */
export const BalanceUpdateEvent = Type.Array(Account);
export type BalanceUpdateEvent = Static<typeof BalanceUpdateEvent>;

/** Payload schema of each server event, for validation and docs. */
export const SERVER_EVENT_SCHEMAS = {
  [SOCKET_EVENTS.login]: LoginEvent,
  [SOCKET_EVENTS.balanceUpdate]: BalanceUpdateEvent,
} as const;

/** Server-to-client events, for `Server<ClientToServerEvents, ServerToClientEvents>` and `Socket<ServerToClientEvents, ClientToServerEvents>`. */
export interface ServerToClientEvents {
  login: (payload: LoginEvent) => void;
  balanceUpdate: (payload: BalanceUpdateEvent) => void;
}

/** Client-to-server events: none; the feed is one-way. */
export type ClientToServerEvents = Record<never, never>;

/**
 * Payload of the sportsbook feed's `feedUpdate` (namespace SPORTSBOOK_SOCKET_NAMESPACE): the
 * events that changed (ended ones with status 'ended') and the sports with their counts.
 */
export const SportsbookFeedUpdate = Type.Object({
  events: Type.Array(SportsbookEvent),
  sports: Type.Array(SportsbookSport),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type SportsbookFeedUpdate = Static<typeof SportsbookFeedUpdate>;

/** Payload of the casino feed's `jackpotUpdate` (namespace CASINO_SOCKET_NAMESPACE): a pool's amount now. */
export const JackpotUpdate = Type.Object({
  currency: Type.String({ minLength: 1 }),
  amount: Type.String({ pattern: '^\\d+(\\.\\d+)?$' }),
});
export type JackpotUpdate = Static<typeof JackpotUpdate>;
