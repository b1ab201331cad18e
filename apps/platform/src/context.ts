import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { RegisterEndpoint } from './http/routing';
import type { Realtime } from './realtime/socket';
import type { SessionService } from './services/sessions';
import type { SportsbookService } from './services/sportsbook';
import type { WalletService } from './services/wallet';

/** What every route module gets: the app, settings, database and the shared services. */
export interface PlatformContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  sessions: SessionService;
  wallet: WalletService;
  /** Registers a contract endpoint with its handler. */
  route: RegisterEndpoint;
  /** The sportsbook: feed, simulator clock, bets. */
  sportsbook: SportsbookService;
  /** The wallet feed (socket.io on the same server). */
  realtime: Realtime;
}
