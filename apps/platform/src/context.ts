import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LimitStore } from './http/limits';
import type { RegisterEndpoint } from './http/routing';
import type { Realtime } from './realtime/socket';
import type { Services } from './services';

/** What every route module gets: the app, settings, database and the platform's services. */
export interface PlatformContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  /** Every service, built once by the composition root (`createServices` in services/index.ts). */
  services: Services;
  /** Registers a contract endpoint with its handler (and its checks before the schema's). */
  route: RegisterEndpoint;
  /** The platform's time (a hand-moved clock in tests). */
  clock: Clock;
  /** The wallet feed (socket.io on the same server). */
  realtime: Realtime;
  /** Counters of the rate limits and throttles (shared through Redis when REDIS_URL is set). */
  limits: LimitStore;
}
