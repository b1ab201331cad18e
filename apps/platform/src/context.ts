import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LimitStore } from './http/limits';
import type { RegisterEndpoint } from './http/routing';
import type { BonusService } from './services/bonuses';
import type { BonusWallet } from './services/bonusWallet';
import type { Realtime } from './realtime/socket';
import type { ProtectionService } from './services/protection';
import type { SessionService } from './services/sessions';
import type { SportsbookService } from './services/sportsbook';
import type { TwoFactorService } from './services/twoFactor';
import type { WalletService } from './services/wallet';

/** What every route module gets: the app, settings, database and the shared services. */
export interface PlatformContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  sessions: SessionService;
  wallet: WalletService;
  /** Bonus offers, grants and the player's bonuses. */
  bonuses: BonusService;
  /** The money side of bonuses: stakes cash first, winnings by funding, conversion, expiry, forfeit. */
  bonusWallet: BonusWallet;
  /** Registers a contract endpoint with its handler. */
  route: RegisterEndpoint;
  /** The sportsbook: feed, simulator clock, bets. */
  sportsbook: SportsbookService;
  /** The platform's time (a hand-moved clock in tests). */
  clock: Clock;
  /** Player protection: limits, reality checks, exclusions; consulted by every money path. */
  protection: ProtectionService;
  /** Two-factor sign-in (TOTP and recovery codes): enrolment, and the code check of sign-in and sensitive changes. */
  twoFactor: TwoFactorService;
  /** The wallet feed (socket.io on the same server). */
  realtime: Realtime;
  /** Counters of the rate limits and throttles (shared through Redis when REDIS_URL is set). */
  limits: LimitStore;
}
