import { isIP } from 'node:net';
import { type MarketCode, parseMarkets, parseMoney } from '@casino/rules';
import path from 'node:path';
import { BASE_GAME_COUNT } from './db/seed/games';
import { platformDir } from './paths';

/** Secrets that ship with the code for local use only; production refuses to start with them. */
const DEV_SECRETS = {
  jwtSecret: 'local-development-jwt-secret-change-me-please-32b',
  operatorToken: 'local-operator-token',
  cryptoPayWebhookSecret: 'local-cryptopay-webhook-secret',
  gameSessionSecret: 'local-game-session-secret-change-me',
} as const;

/** The shortest secret production accepts: 32 characters, the size of an HMAC-SHA256 key. */
export const MIN_SECRET_LENGTH = 32;

/** The secrets every production start needs, by setting. */
const SECRETS = [
  ['JWT_SECRET', 'jwtSecret'],
  ['OPERATOR_TOKEN', 'operatorToken'],
  ['CRYPTOPAY_WEBHOOK_SECRET', 'cryptoPayWebhookSecret'],
  ['GAME_SESSION_SECRET', 'gameSessionSecret'],
] as const;

/** The markers of harm's thresholds (docs/harmMarkers.md names each with its source). */
export interface HarmSettings {
  /** HARM_ENABLED (default true): markers are computed after every posting. */
  enabled: boolean;
  /**
   * HARM_PLAYER_GAP_MS (500): a player's markers are evaluated at most once in this many
   * milliseconds; the player's postings meanwhile are evaluated together when it has passed
   * (0: after every posting).
   */
  playerGapMs: number;
  /** HARM_WINDOW_DAYS (7): the recent window most markers look at. */
  windowDays: number;
  /** HARM_BASELINE_DAYS (28): the player's own baseline, the days before the recent window. */
  baselineDays: number;
  /** HARM_DEPOSIT_RISE_PERCENT (200): recent deposits (amount or count) at this share of the baseline's weekly average. */
  depositRisePercent: number;
  /** HARM_DEPOSIT_RISE_MIN_COUNT (3): fewer recent deposits than this never raise a rise. */
  depositRiseMinCount: number;
  /** HARM_DEPOSIT_STREAK (4): this many deposits in a row, each larger than the one before, in the window. */
  depositStreak: number;
  /** HARM_METHODS_DAYS (30) and HARM_PAYMENT_METHODS (3): distinct deposit coins or payout addresses in those days. */
  methodsDays: number;
  paymentMethods: number;
  /** HARM_LIMIT_HITS (3): deposits held over a limit or an exclusion in HARM_METHODS_DAYS. */
  limitHits: number;
  /** HARM_REVERSED_WITHDRAWALS (2): withdrawals the player cancelled in HARM_METHODS_DAYS, then staked away. */
  reversedWithdrawals: number;
  /** HARM_NIGHT_START_HOUR (0), HARM_NIGHT_END_HOUR (6), UTC; HARM_NIGHT_PLAY_NIGHTS (3) nights with stakes in the window. */
  nightStartHour: number;
  nightEndHour: number;
  nightPlayNights: number;
  /** HARM_LONG_PLAY_MINUTES (360): play sessions' minutes in one UTC day (the Ksa's six hours). */
  longPlayMinutes: number;
  /** HARM_CHASE_MINUTES (30) and HARM_CHASE_DEPOSITS (3): deposits within that long after a net loss, in the window. */
  chaseMinutes: number;
  chaseDeposits: number;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Public origin of the site and API, used in links (e-mails, payment pages, game URLs). */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A production on the embedded database in DATA_DIR (EMBEDDED_DATABASE_IN_PRODUCTION=true): one
   * process on one machine. Production without it needs DATABASE_URL.
   */
  embeddedDatabaseInProduction: boolean;
  redisUrl: string | undefined;
  /** Key prefix for Redis streams, so parallel runs never see each other's events. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The local sandbox providers (SANDBOX_PROVIDERS): the CryptoPay sandbox (its invoice API and
   * checkout page), the mail outbox pages and the national exclusion registers' sandboxes. On by default outside production, off in production;
   * a production process with it on is a staging deployment.
   */
  sandboxProviders: boolean;
  /** Base URL of the CryptoPay HTTP API (CRYPTOPAY_API_URL); unset: the platform's own sandbox. */
  cryptoPayApiUrl: string | undefined;
  /** Bearer key of the CryptoPay API (CRYPTOPAY_API_KEY); unset: the sandbox's local key. */
  cryptoPayApiKey: string | undefined;
  /**
   * The national exclusion registers (docs/registers.md): each one's API base URL
   * (GAMSTOP_API_URL, CRUKS_API_URL, OASIS_API_URL; unset: the platform's own sandbox while
   * SANDBOX_PROVIDERS is on) and key (GAMSTOP_API_KEY, sent as X-API-Key and required with its URL
   * in production; CRUKS_API_KEY and OASIS_API_KEY, bearer keys sent when set). A brand licensed
   * for the UK, the Netherlands or Germany without sandboxes refuses to start without its register.
   */
  registers: {
    gamstop: { apiUrl: string | undefined; apiKey: string | undefined };
    cruks: { apiUrl: string | undefined; apiKey: string | undefined };
    oasis: { apiUrl: string | undefined; apiKey: string | undefined };
  };
  /**
   * LUGAS, Germany's cross-operator limit and activity system (docs/lugas.md): its API base URL
   * (LUGAS_API_URL, the operator's gateway; unset: the platform's own sandbox while
   * SANDBOX_PROVIDERS is on) and an optional bearer key (LUGAS_API_KEY). A brand licensed for
   * Germany without sandboxes refuses to start without it.
   */
  lugas: { apiUrl: string | undefined; apiKey: string | undefined };
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
  /** A withdrawal needs a verified e-mail address (WITHDRAWAL_REQUIRES_VERIFIED_EMAIL, default true). */
  withdrawalRequiresVerifiedEmail: boolean;
  /** A withdrawal needs approved KYC documents (WITHDRAWAL_REQUIRES_KYC, default true). */
  withdrawalRequiresKyc: boolean;
  /**
   * Games in the seeded catalogue (SEED_GAMES): 300, the demo catalogue, unless set; more for load
   * tests (the 300 followed by generated ones), fewer for a small lobby.
   */
  seedGames: number;
  /**
   * How often the closed days of the business report are summed and kept (REPORTS_ROLLUP_MS,
   * default 15 minutes, 0 in tests: 0 leaves them to the first report that asks).
   */
  reportsRollupMs: number;
  /** Sportsbook simulator step in ms (SPORTSBOOK_TICK_MS, default 5000, 0 in tests; 0 stops the clock: events move only by operator calls). */
  sportsbookTickMs: number;
  /** Real length of a simulated match in seconds (SPORTSBOOK_MATCH_SECONDS, default 1800). */
  sportsbookMatchSeconds: number;
  /** Prices move on their own (SPORTSBOOK_ODDS_MOVES, default true): prematch ones drift about every 15 minutes, live ones follow the clock; live prices move on a score either way. */
  sportsbookOddsMoves: boolean;
  /** Seed of the simulator's random numbers (SPORTSBOOK_SEED); unset: a fresh random sportsbook. */
  sportsbookSeed: number | undefined;
  /**
   * The book's margin on a cash-out, in basis points (SPORTSBOOK_CASH_OUT_MARGIN, a percentage with
   * at most 2 decimals from 0 to 50, default 5: 500). See docs/cash-out.md.
   */
  sportsbookCashOutMarginBasisPoints: number;
  /**
   * A clock the operator can move forward (TEST_CLOCK, default false): journeys reach a reality
   * check or a cooling-off's end without waiting. Production refuses to start with it.
   */
  testClock: boolean;
  /**
   * Which proxies' forwarding headers (X-Forwarded-For, -Proto, -Host) are believed (TRUST_PROXY):
   * false (unset, the default) ignores them, so the client address is the connection's; a list of
   * addresses or CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal) trusts those
   * proxies only (the nearest hops that are trusted are skipped, the first untrusted one is the
   * client). A bare hop count is refused: it cannot tell a proxy from a client that sends the header.
   */
  trustProxy: false | string[];
  /** Sign-ups one client address may make per hour (SIGN_UP_LIMIT_PER_HOUR, default 20). */
  signUpLimitPerHour: number;
  /**
   * Connections of the PostgreSQL pool (DATABASE_POOL_SIZE, default 20): each request in a
   * transaction holds one from its BEGIN to its COMMIT, so the pool bounds the money moved at once.
   */
  databasePoolSize: number;
  /**
   * Real-money rounds in one transaction at most (ROUND_BATCH_ROUNDS, default 16; 1: each round in
   * its own): rounds that arrive while others are being written share a BEGIN and a COMMIT
   * (services/roundBatches.ts).
   */
  roundBatchRounds: number;
  /**
   * Transactions of rounds written at once (ROUND_BATCHES, default 2, at most the pool's size): a
   * round waits for a free one. About the database server's cores: more run the same statements
   * side by side in smaller batches (measured in docs/performance.md).
   */
  roundBatches: number;
  /** How long a payment link (and its invoice at the provider) takes payments (PAYMENT_LINK_TTL_MINUTES, default 30). */
  paymentLinkTtlMinutes: number;
  /**
   * What happens to a deposit that arrives over a deposit limit or during an exclusion
   * (HELD_DEPOSITS): 'return' (default) sends it back through the provider at once; 'review' keeps
   * it held for staff, who release it where the limits then allow or return it.
   */
  heldDeposits: 'return' | 'review';
  /**
   * A withdrawal of at least this much, in the wallet's currency (WITHDRAWAL_FOUR_EYES_AMOUNT,
   * default 1000, an amount in the money grammar): flagged as a large amount in the back office's
   * queue, and approved only by a second staff member distinct from the first (four eyes).
   */
  withdrawalFourEyesAmount: string;
  /**
   * The thresholds of the markers of harm (HARM_*, docs/harmMarkers.md): what the platform compares
   * each player's recent play with as it happens. Defaults from the MGA's markers of harm and the
   * Ksa's Beleidsregel verantwoord spelen (six hours a day, night play, one hour to act).
   */
  harm: HarmSettings;
  /**
   * The markets the brand is licensed for (MARKETS, default `mt`, e.g. `uk,mt`): a player's market
   * is that of the country of registration (@casino/rules `marketOfCountry`); a sign-up from a
   * country of another market is refused, and each market's profile is enforced for its players.
   */
  markets: MarketCode[];
  /** The built back office (apps/backoffice/dist), served at /backoffice (BACKOFFICE_DIST_DIR). */
  backofficeDistDir: string;
  /**
   * Who may reach the back office (BACKOFFICE_ALLOWED_IPS): unset, any client address; else only
   * the listed addresses and CIDR ranges, and every other client gets 404 for /backoffice and
   * /api/backoffice. The client address is request.ip (the connection's, or what the proxies
   * TRUST_PROXY names forward).
   */
  backofficeAllowedIps: string[] | undefined;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The entries of a comma-separated list, trimmed, empty ones dropped. */
const listEntries = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** An IP address, or a CIDR range ('10.0.0.0/8', '2001:db8::/32'). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: unset or false, or a comma-separated list of addresses / CIDR ranges. */
function trustedProxies(value: string | undefined): false | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  const entries = listEntries(value);
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrRange(entry));
  if (value === 'true' || !entries.length || bad.length) {
    throw new Error(
      `TRUST_PROXY must be false or the proxies' addresses or CIDR ranges separated by commas (or loopback, linklocal, uniquelocal), got "${value}"`,
    );
  }
  return entries;
}

/**
 * BACKOFFICE_ALLOWED_IPS: unset or empty (anybody may reach the back office), or a comma-separated
 * list of addresses and CIDR ranges. An entry that is neither refuses the start, naming it: a typo
 * must not leave the back office open, nor lock every member of staff out without saying why.
 */
function allowedAddresses(value: string | undefined): string[] | undefined {
  if (value === undefined || !value.trim()) return undefined;
  const entries = listEntries(value);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length || !entries.length) {
    const what = bad.length
      ? `${bad.map((entry) => `"${entry}"`).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not an address or range`
      : 'it names no address';
    throw new Error(
      `BACKOFFICE_ALLOWED_IPS must be IP addresses or CIDR ranges separated by commas (e.g. 203.0.113.7,10.0.0.0/8), got "${value}": ${what}`,
    );
  }
  return entries;
}

/** The largest catalogue SEED_GAMES may ask for: a typo must not fill the disk at startup. */
export const MAX_SEED_GAMES = 100_000;

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/**
 * An absolute URL with one of `schemes`, or undefined when unset; a trailing slash is dropped. The
 * message does not repeat the value: such URLs often carry a password.
 */
function url(value: string | undefined, schemes: string[], name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const scheme = URL.canParse(value) ? new URL(value).protocol.replace(/:$/, '') : undefined;
  if (!scheme || !schemes.includes(scheme)) {
    throw new Error(`${name} must be a URL starting with ${schemes.map((name) => `${name}://`).join(' or ')}`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * A secret's setting, or the local default when unset or empty: an empty value is never a key (a
 * webhook signed with the empty key would be believed).
 */
function secret(value: string | undefined, fallback: string): string {
  return value?.trim() ? value : fallback;
}

function count(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return parsed;
}

/** A percentage with at most 2 decimals ('5', '2.5') in basis points (500, 250), from 0 to `max`. */
function percentBasisPoints(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value.trim());
  const points = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(points >= 0 && points <= max)) {
    throw new Error(`${name} must be a percentage from 0 to ${max / 100} with at most 2 decimals, got "${value}"`);
  }
  return points;
}

function oneOf<T extends string>(value: string | undefined, choices: readonly T[], fallback: T, name: string): T {
  if (value === undefined || value === '') return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be ${choices.join(' or ')}, got "${value}"`);
}

/** An amount in the one money grammar (@casino/rules parseMoney), cents at most as every wallet currency: '1000', '250.50'; above zero. */
function money(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  const parsed = parseMoney(value, 2);
  if (parsed === null || !/[1-9]/.test(parsed))
    throw new Error(`${name} must be an amount above 0 such as 1000 or 250.50, got "${value}"`);
  return parsed;
}

/** HARM_* settings (docs/harmMarkers.md). */
function harmSettings(env: NodeJS.ProcessEnv): HarmSettings {
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const value = integer(env[name], fallback, name);
    if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got "${value}"`);
    return value;
  };
  return {
    enabled: flag(env.HARM_ENABLED, true, 'HARM_ENABLED'),
    playerGapMs: whole('HARM_PLAYER_GAP_MS', 500, 0, 60_000),
    windowDays: whole('HARM_WINDOW_DAYS', 7, 1, 90),
    baselineDays: whole('HARM_BASELINE_DAYS', 28, 7, 365),
    depositRisePercent: whole('HARM_DEPOSIT_RISE_PERCENT', 200, 101, 10_000),
    depositRiseMinCount: whole('HARM_DEPOSIT_RISE_MIN_COUNT', 3, 1, 1_000),
    depositStreak: whole('HARM_DEPOSIT_STREAK', 4, 2, 100),
    methodsDays: whole('HARM_METHODS_DAYS', 30, 1, 365),
    paymentMethods: whole('HARM_PAYMENT_METHODS', 3, 2, 100),
    limitHits: whole('HARM_LIMIT_HITS', 3, 1, 1_000),
    reversedWithdrawals: whole('HARM_REVERSED_WITHDRAWALS', 2, 1, 1_000),
    nightStartHour: whole('HARM_NIGHT_START_HOUR', 0, 0, 23),
    nightEndHour: whole('HARM_NIGHT_END_HOUR', 6, 1, 24),
    nightPlayNights: whole('HARM_NIGHT_PLAY_NIGHTS', 3, 1, 90),
    longPlayMinutes: whole('HARM_LONG_PLAY_MINUTES', 360, 30, 1_440),
    chaseMinutes: whole('HARM_CHASE_MINUTES', 30, 1, 1_440),
    chaseDeposits: whole('HARM_CHASE_DEPOSITS', 3, 1, 1_000),
  };
}

/** The brand's licensed markets (@casino/rules parseMarkets). */
function markets(value: string | undefined): MarketCode[] {
  const parsed = parseMarkets(value);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.markets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = integer(env.PORT, 3000, 'PORT');
  const config: Config = {
    env: mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl: url(env.PUBLIC_URL, ['https', 'http'], 'PUBLIC_URL') ?? `http://localhost:${port}`,
    // 'memory://' keeps the embedded database in memory (tests, journeys).
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR ?? path.join(platformDir, '.data')),
    databaseUrl: url(env.DATABASE_URL, ['postgres', 'postgresql'], 'DATABASE_URL'),
    embeddedDatabaseInProduction: flag(env.EMBEDDED_DATABASE_IN_PRODUCTION, false, 'EMBEDDED_DATABASE_IN_PRODUCTION'),
    redisUrl: url(env.REDIS_URL, ['redis', 'rediss'], 'REDIS_URL'),
    redisPrefix: env.REDIS_PREFIX ?? 'casino',
    smtpUrl: url(env.SMTP_URL, ['smtp', 'smtps'], 'SMTP_URL'),
    mailFrom: env.MAIL_FROM ?? 'Casino <no-reply@casino.local>',
    sandboxProviders: flag(env.SANDBOX_PROVIDERS, mode !== 'production', 'SANDBOX_PROVIDERS'),
    cryptoPayApiUrl: url(env.CRYPTOPAY_API_URL, ['https', 'http'], 'CRYPTOPAY_API_URL'),
    cryptoPayApiKey: env.CRYPTOPAY_API_KEY || undefined,
    registers: {
      gamstop: {
        apiUrl: url(env.GAMSTOP_API_URL, ['https', 'http'], 'GAMSTOP_API_URL'),
        apiKey: env.GAMSTOP_API_KEY || undefined,
      },
      cruks: {
        apiUrl: url(env.CRUKS_API_URL, ['https', 'http'], 'CRUKS_API_URL'),
        apiKey: env.CRUKS_API_KEY || undefined,
      },
      oasis: {
        apiUrl: url(env.OASIS_API_URL, ['https', 'http'], 'OASIS_API_URL'),
        apiKey: env.OASIS_API_KEY || undefined,
      },
    },
    lugas: {
      apiUrl: url(env.LUGAS_API_URL, ['https', 'http'], 'LUGAS_API_URL'),
      apiKey: env.LUGAS_API_KEY || undefined,
    },
    siteDistDir: path.resolve(env.SITE_DIST_DIR ?? path.join(platformDir, '../site/dist')),
    sportsbookWidgetDistDir: path.resolve(
      env.SPORTSBOOK_WIDGET_DIST_DIR ?? path.join(platformDir, '../sportsbook-widget/dist'),
    ),
    jwtSecret: secret(env.JWT_SECRET, DEV_SECRETS.jwtSecret),
    accessTokenTtlSeconds: integer(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: integer(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    operatorToken: secret(env.OPERATOR_TOKEN, DEV_SECRETS.operatorToken),
    cryptoPayWebhookSecret: secret(env.CRYPTOPAY_WEBHOOK_SECRET, DEV_SECRETS.cryptoPayWebhookSecret),
    gameSessionSecret: secret(env.GAME_SESSION_SECRET, DEV_SECRETS.gameSessionSecret),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    seed: flag(env.SEED, true, 'SEED'),
    withdrawalRequiresVerifiedEmail: flag(
      env.WITHDRAWAL_REQUIRES_VERIFIED_EMAIL,
      true,
      'WITHDRAWAL_REQUIRES_VERIFIED_EMAIL',
    ),
    withdrawalRequiresKyc: flag(env.WITHDRAWAL_REQUIRES_KYC, true, 'WITHDRAWAL_REQUIRES_KYC'),
    seedGames: count(env.SEED_GAMES, BASE_GAME_COUNT, MAX_SEED_GAMES, 'SEED_GAMES'),
    reportsRollupMs: integer(env.REPORTS_ROLLUP_MS, mode === 'test' ? 0 : 15 * 60_000, 'REPORTS_ROLLUP_MS'),
    sportsbookTickMs: integer(env.SPORTSBOOK_TICK_MS, mode === 'test' ? 0 : 5_000, 'SPORTSBOOK_TICK_MS'),
    sportsbookMatchSeconds: count(env.SPORTSBOOK_MATCH_SECONDS, 1_800, 7 * 24 * 3600, 'SPORTSBOOK_MATCH_SECONDS'),
    sportsbookOddsMoves: flag(env.SPORTSBOOK_ODDS_MOVES, true, 'SPORTSBOOK_ODDS_MOVES'),
    sportsbookSeed:
      env.SPORTSBOOK_SEED === undefined || env.SPORTSBOOK_SEED === ''
        ? undefined
        : integer(env.SPORTSBOOK_SEED, 0, 'SPORTSBOOK_SEED'),
    sportsbookCashOutMarginBasisPoints: percentBasisPoints(
      env.SPORTSBOOK_CASH_OUT_MARGIN,
      500,
      5_000,
      'SPORTSBOOK_CASH_OUT_MARGIN',
    ),
    testClock: flag(env.TEST_CLOCK, false, 'TEST_CLOCK'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    signUpLimitPerHour: count(env.SIGN_UP_LIMIT_PER_HOUR, 20, 1_000_000, 'SIGN_UP_LIMIT_PER_HOUR'),
    databasePoolSize: count(env.DATABASE_POOL_SIZE, 20, 1_000, 'DATABASE_POOL_SIZE'),
    roundBatchRounds: count(env.ROUND_BATCH_ROUNDS, 16, 1_000, 'ROUND_BATCH_ROUNDS'),
    roundBatches: count(env.ROUND_BATCHES, 2, 1_000, 'ROUND_BATCHES'),
    paymentLinkTtlMinutes: count(env.PAYMENT_LINK_TTL_MINUTES, 30, 7 * 24 * 60, 'PAYMENT_LINK_TTL_MINUTES'),
    heldDeposits: oneOf(env.HELD_DEPOSITS, ['return', 'review'] as const, 'return', 'HELD_DEPOSITS'),
    withdrawalFourEyesAmount: money(env.WITHDRAWAL_FOUR_EYES_AMOUNT, '1000', 'WITHDRAWAL_FOUR_EYES_AMOUNT'),
    harm: harmSettings(env),
    markets: markets(env.MARKETS),
    backofficeDistDir: path.resolve(env.BACKOFFICE_DIST_DIR ?? path.join(platformDir, '../backoffice/dist')),
    backofficeAllowedIps: allowedAddresses(env.BACKOFFICE_ALLOWED_IPS),
  };
  assertProvidersConfigured(config);
  assertSafeForProduction(config, env);
  return config;
}

/** Settings that leave payments or mail with nowhere to go. */
function providerProblems(config: Config): string[] {
  if (config.sandboxProviders) return [];
  const production = config.env === 'production';
  const orSandbox = production
    ? 'or SANDBOX_PROVIDERS=true for a staging deployment (no real money)'
    : 'or SANDBOX_PROVIDERS=true for the local sandbox';
  const key = production && !config.cryptoPayApiKey ? ' and CRYPTOPAY_API_KEY' : '';
  const problems: string[] = [];
  if (!config.cryptoPayApiUrl) problems.push(`no payment provider: set CRYPTOPAY_API_URL${key}, ${orSandbox}`);
  if (!config.smtpUrl) problems.push(`no mail server: set SMTP_URL, ${orSandbox}`);
  for (const [market, register, setting, name] of REGISTER_SETTINGS) {
    if (!config.markets.includes(market) || config.registers[register].apiUrl) continue;
    const gamstopKey =
      register === 'gamstop' && production && !config.registers.gamstop.apiKey ? ' and GAMSTOP_API_KEY' : '';
    problems.push(`no ${name} register for MARKETS ${market}: set ${setting}${gamstopKey}, ${orSandbox}`);
  }
  // Germany's cross-operator deposit limit and activity file (docs/lugas.md).
  if (config.markets.includes('de') && !config.lugas.apiUrl) {
    problems.push(`no LUGAS for MARKETS de: set LUGAS_API_URL, ${orSandbox}`);
  }
  return problems;
}

/** The national exclusion register each licensed market needs (docs/registers.md). */
const REGISTER_SETTINGS = [
  ['uk', 'gamstop', 'GAMSTOP_API_URL', 'GAMSTOP'],
  ['nl', 'cruks', 'CRUKS_API_URL', 'CRUKS'],
  ['de', 'oasis', 'OASIS_API_URL', 'OASIS'],
] as const;

/**
 * Outside production too, turning the sandboxes off without a real provider cannot work: deposits
 * would have no checkout and mail would be written where nobody can read it.
 */
function assertProvidersConfigured(config: Config): void {
  if (config.env === 'production') return;
  const problems = providerProblems(config);
  if (problems.length) throw new Error(['Refusing to start with SANDBOX_PROVIDERS=false:', ...problems].join('\n- '));
}

/** What is wrong with a secret production was given, or undefined when it will do. */
function secretProblem(
  name: string,
  value: string | undefined,
  local?: string,
  advice = `set a random secret of at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32)`,
): string | undefined {
  if (value === undefined) return `${name} is not set: ${advice}`;
  if (!value.trim()) return `${name} is empty: ${advice}`;
  if (value === local) return `${name} is the local default printed in the code: ${advice}`;
  if (value.length < MIN_SECRET_LENGTH) {
    return `${name} has ${value.length} character${value.length === 1 ? '' : 's'}: ${advice}`;
  }
  return undefined;
}

/** A loopback host (localhost, 127.x.x.x, ::1): nobody but this machine reaches it. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    (isIP(host) === 4 && host.startsWith('127.'))
  );
}

/**
 * Where players reach the site: https in production. A staging deployment may use http on this
 * machine only (a loopback address), where nothing crosses a network in the clear.
 */
function publicUrlProblem(config: Config, env: NodeJS.ProcessEnv): string | undefined {
  const { protocol, hostname } = new URL(config.publicUrl);
  if (protocol === 'https:') return undefined;
  if (config.sandboxProviders && isLoopback(hostname)) return undefined;
  const staging = config.sandboxProviders ? ' (a staging deployment may use http on localhost only)' : '';
  const what = env.PUBLIC_URL ? 'is http' : 'is not set';
  return `PUBLIC_URL ${what}: set the https:// address players reach${staging}`;
}

/** Production keeps its money in PostgreSQL, or says it runs on the embedded database on purpose. */
function databaseProblem(config: Config): string | undefined {
  if (config.sandboxProviders) return undefined;
  if (config.databaseUrl) {
    return config.embeddedDatabaseInProduction
      ? 'EMBEDDED_DATABASE_IN_PRODUCTION=true and DATABASE_URL are both set: unset one'
      : undefined;
  }
  if (config.dataDir === 'memory://') {
    return 'DATA_DIR=memory:// keeps nothing across a restart: set DATABASE_URL (PostgreSQL)';
  }
  if (config.embeddedDatabaseInProduction) return undefined;
  return 'no DATABASE_URL: set DATABASE_URL (PostgreSQL), or EMBEDDED_DATABASE_IN_PRODUCTION=true for one process on the embedded database in DATA_DIR (see README)';
}

/**
 * Production must not run with a secret that is printed in this file, empty or short, nor with a
 * sandbox standing in for a provider unless asked to (SANDBOX_PROVIDERS=true: a staging
 * deployment), nor with links in the clear or money in a database it did not ask for. The message
 * names every problem at once, one line each.
 */
export function assertSafeForProduction(config: Config, env: NodeJS.ProcessEnv): void {
  if (config.env !== 'production') return;
  const secrets = SECRETS.map(([name, key]) => secretProblem(name, env[name], DEV_SECRETS[key]));
  const apiKey = config.cryptoPayApiUrl
    ? config.cryptoPayApiKey
      ? secretProblem(
          'CRYPTOPAY_API_KEY',
          config.cryptoPayApiKey,
          undefined,
          `set the key the provider gave you (at least ${MIN_SECRET_LENGTH} characters)`,
        )
      : 'CRYPTOPAY_API_URL is set without its key: set CRYPTOPAY_API_KEY'
    : undefined;
  const gamstopKey =
    config.registers.gamstop.apiUrl && !config.registers.gamstop.apiKey
      ? 'GAMSTOP_API_URL is set without its key: set GAMSTOP_API_KEY'
      : undefined;
  const problems = [
    ...secrets,
    ...providerProblems(config),
    apiKey,
    gamstopKey,
    publicUrlProblem(config, env),
    databaseProblem(config),
    config.testClock ? 'TEST_CLOCK=true lets the operator move time: unset it' : undefined,
  ].filter((problem): problem is string => problem !== undefined);
  if (problems.length) throw new Error(['Refusing to start in production:', ...problems].join('\n- '));
}
