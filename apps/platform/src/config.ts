import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_GAME_COUNT } from './db/seed/games';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Secrets that ship with the code for local use only; production refuses to start with them. */
const DEV_SECRETS = {
  jwtSecret: 'local-development-jwt-secret-change-me-please-32b',
  operatorToken: 'local-operator-token',
  cryptoPayWebhookSecret: 'local-cryptopay-webhook-secret',
  gameSessionSecret: 'local-game-session-secret-change-me',
} as const;

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Public origin of the site and API, used in links (e-mails, payment pages, game URLs). */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Key prefix for Redis streams, so parallel runs never see each other's events. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  siteDistDir: string;
  /** The built first-party sportsbook widget, served at /sportsbook-widget/ (SPORTSBOOK_WIDGET_DIST_DIR). */
  sportsbookWidgetDistDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  operatorToken: string;
  cryptoPayWebhookSecret: string;
  gameSessionSecret: string;
  logLevel: string;
  /** Seed the demo catalogue, bonuses and content on first start. */
  seed: boolean;
  /**
   * Games in the seeded catalogue (SEED_GAMES): 300, the demo catalogue, unless set; more for load
   * tests (the 300 followed by generated ones), fewer for a small lobby.
   */
  seedGames: number;
  /** Sportsbook simulator step in ms (SPORTSBOOK_TICK_MS, default 5000, 0 in tests; 0 stops the clock: events move only by operator calls). */
  sportsbookTickMs: number;
  /** Real length of a simulated match in seconds (SPORTSBOOK_MATCH_SECONDS, default 1800). */
  sportsbookMatchSeconds: number;
  /** Random odds drift and live repricing over time (SPORTSBOOK_ODDS_MOVES, default true). */
  sportsbookOddsMoves: boolean;
  /** Seed of the simulator's random numbers (SPORTSBOOK_SEED); unset: a fresh random sportsbook. */
  sportsbookSeed: number | undefined;
}

/** The largest catalogue SEED_GAMES may ask for: a typo must not fill the disk at startup. */
export const MAX_SEED_GAMES = 100_000;

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function count(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = integer(env.PORT, 3000, 'PORT');
  const config: Config = {
    env: mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    // 'memory://' keeps the embedded database in memory (tests, journeys).
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR ?? path.join(platformDir, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'casino',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Casino <no-reply@casino.local>',
    siteDistDir: path.resolve(env.SITE_DIST_DIR ?? path.join(platformDir, '../site/dist')),
    sportsbookWidgetDistDir: path.resolve(
      env.SPORTSBOOK_WIDGET_DIST_DIR ?? path.join(platformDir, '../sportsbook-widget/dist'),
    ),
    jwtSecret: env.JWT_SECRET ?? DEV_SECRETS.jwtSecret,
    accessTokenTtlSeconds: integer(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: integer(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    operatorToken: env.OPERATOR_TOKEN ?? DEV_SECRETS.operatorToken,
    cryptoPayWebhookSecret: env.CRYPTOPAY_WEBHOOK_SECRET ?? DEV_SECRETS.cryptoPayWebhookSecret,
    gameSessionSecret: env.GAME_SESSION_SECRET ?? DEV_SECRETS.gameSessionSecret,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    seed: env.SEED !== 'false',
    seedGames: count(env.SEED_GAMES, BASE_GAME_COUNT, MAX_SEED_GAMES, 'SEED_GAMES'),
    sportsbookTickMs: integer(env.SPORTSBOOK_TICK_MS, mode === 'test' ? 0 : 5_000, 'SPORTSBOOK_TICK_MS'),
    sportsbookMatchSeconds: count(env.SPORTSBOOK_MATCH_SECONDS, 1_800, 7 * 24 * 3600, 'SPORTSBOOK_MATCH_SECONDS'),
    sportsbookOddsMoves: env.SPORTSBOOK_ODDS_MOVES !== 'false',
    sportsbookSeed:
      env.SPORTSBOOK_SEED === undefined || env.SPORTSBOOK_SEED === ''
        ? undefined
        : integer(env.SPORTSBOOK_SEED, 0, 'SPORTSBOOK_SEED'),
  };
  assertSafeForProduction(config);
  return config;
}

/** Production must not run with a secret that is printed in this file. */
export function assertSafeForProduction(config: Config): void {
  if (config.env !== 'production') return;
  const defaults: string[] = [];
  if (config.jwtSecret === DEV_SECRETS.jwtSecret) defaults.push('JWT_SECRET');
  if (config.operatorToken === DEV_SECRETS.operatorToken) defaults.push('OPERATOR_TOKEN');
  if (config.cryptoPayWebhookSecret === DEV_SECRETS.cryptoPayWebhookSecret) defaults.push('CRYPTOPAY_WEBHOOK_SECRET');
  if (config.gameSessionSecret === DEV_SECRETS.gameSessionSecret) defaults.push('GAME_SESSION_SECRET');
  if (config.jwtSecret.length < 32) defaults.push('JWT_SECRET (at least 32 characters)');
  if (defaults.length) {
    throw new Error(`Refusing to start in production with default or weak secrets: set ${defaults.join(', ')}`);
  }
}
