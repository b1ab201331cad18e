import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** Production secrets that pass, so a test sees only the refusal it is about. */
const STRONG_SECRETS = {
  JWT_SECRET: 'j'.repeat(40),
  OPERATOR_TOKEN: 'o'.repeat(40),
  CRYPTOPAY_WEBHOOK_SECRET: 'c'.repeat(40),
  GAME_SESSION_SECRET: 'g'.repeat(40),
};
/** A real provider and mail server. */
const PROVIDERS = {
  CRYPTOPAY_API_URL: 'https://api.cryptopay.example/v1',
  CRYPTOPAY_API_KEY: 'k'.repeat(40),
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
};
/** Where players reach it and where the money is kept. */
const DEPLOYMENT = {
  PUBLIC_URL: 'https://casino.example',
  DATABASE_URL: 'postgres://casino:secret@db.example:5432/casino',
};
/** A production start that passes, so a test sees only the refusal it is about. */
const PRODUCTION = { NODE_ENV: 'production', ...STRONG_SECRETS, ...PROVIDERS, ...DEPLOYMENT };
const ADVICE = 'set a random secret of at least 32 characters (openssl rand -hex 32)';

/** The message loadConfig throws with these settings. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.env).toBe('development');
  });

  it('reads the cash-out margin as a percentage in basis points (5% unless set)', () => {
    expect(loadConfig({}).sportsbookCashOutMarginBasisPoints).toBe(500);
    expect(loadConfig({ SPORTSBOOK_CASH_OUT_MARGIN: '2.5' }).sportsbookCashOutMarginBasisPoints).toBe(250);
    expect(loadConfig({ SPORTSBOOK_CASH_OUT_MARGIN: '0' }).sportsbookCashOutMarginBasisPoints).toBe(0);
    for (const bad of ['-1', '50.01', '5%', '1.234', 'five']) {
      expect(refusal({ SPORTSBOOK_CASH_OUT_MARGIN: bad })).toBe(
        `SPORTSBOOK_CASH_OUT_MARGIN must be a percentage from 0 to 50 with at most 2 decimals, got "${bad}"`,
      );
    }
  });

  it('refuses to start in production with the secrets printed in the code', () => {
    const local = loadConfig({});
    const message = refusal({
      ...PRODUCTION,
      JWT_SECRET: local.jwtSecret,
      OPERATOR_TOKEN: local.operatorToken,
      CRYPTOPAY_WEBHOOK_SECRET: local.cryptoPayWebhookSecret,
      GAME_SESSION_SECRET: local.gameSessionSecret,
    });
    expect(message.split('\n')).toEqual([
      'Refusing to start in production:',
      `- JWT_SECRET is the local default printed in the code: ${ADVICE}`,
      `- OPERATOR_TOKEN is the local default printed in the code: ${ADVICE}`,
      `- CRYPTOPAY_WEBHOOK_SECRET is the local default printed in the code: ${ADVICE}`,
      `- GAME_SESSION_SECRET is the local default printed in the code: ${ADVICE}`,
    ]);
  });

  it('names every missing setting of a bare production start at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message.split('\n')).toEqual([
      'Refusing to start in production:',
      `- JWT_SECRET is not set: ${ADVICE}`,
      `- OPERATOR_TOKEN is not set: ${ADVICE}`,
      `- CRYPTOPAY_WEBHOOK_SECRET is not set: ${ADVICE}`,
      `- GAME_SESSION_SECRET is not set: ${ADVICE}`,
      '- no payment provider: set CRYPTOPAY_API_URL and CRYPTOPAY_API_KEY, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
      '- no mail server: set SMTP_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
      '- PUBLIC_URL is not set: set the https:// address players reach',
      '- no DATABASE_URL: set DATABASE_URL (PostgreSQL), or EMBEDDED_DATABASE_IN_PRODUCTION=true for one process on the embedded database in DATA_DIR (see README)',
    ]);
  });

  // Issue 28: CRYPTOPAY_WEBHOOK_SECRET= started production, and a webhook signed with the empty key
  // credited 1,000,000.00; OPERATOR_TOKEN=a and GAME_SESSION_SECRET=a started too.
  it('refuses an empty, blank or short secret in production, naming each on its own line', () => {
    const message = refusal({
      ...PRODUCTION,
      JWT_SECRET: 'j'.repeat(31),
      OPERATOR_TOKEN: 'a',
      CRYPTOPAY_WEBHOOK_SECRET: '',
      GAME_SESSION_SECRET: '   ',
    });
    expect(message.split('\n')).toEqual([
      'Refusing to start in production:',
      `- JWT_SECRET has 31 characters: ${ADVICE}`,
      `- OPERATOR_TOKEN has 1 character: ${ADVICE}`,
      `- CRYPTOPAY_WEBHOOK_SECRET is empty: ${ADVICE}`,
      `- GAME_SESSION_SECRET is empty: ${ADVICE}`,
    ]);
    expect(loadConfig({ ...PRODUCTION, OPERATOR_TOKEN: 'o'.repeat(32) }).operatorToken).toBe('o'.repeat(32));
  });

  it('never takes an empty value as a key: outside production it is the local default', () => {
    const local = loadConfig({});
    const empty = loadConfig({
      JWT_SECRET: '',
      OPERATOR_TOKEN: '',
      CRYPTOPAY_WEBHOOK_SECRET: '',
      GAME_SESSION_SECRET: ' ',
    });
    expect(empty).toMatchObject({
      jwtSecret: local.jwtSecret,
      operatorToken: local.operatorToken,
      cryptoPayWebhookSecret: local.cryptoPayWebhookSecret,
      gameSessionSecret: local.gameSessionSecret,
    });
    expect(local.cryptoPayWebhookSecret).not.toBe('');
  });

  it("refuses a short CRYPTOPAY_API_KEY of a real provider in production, and the sandbox's needs none", () => {
    expect(refusal({ ...PRODUCTION, CRYPTOPAY_API_KEY: 'k'.repeat(10) })).toBe(
      'Refusing to start in production:\n- CRYPTOPAY_API_KEY has 10 characters: set the key the provider gave you (at least 32 characters)',
    );
    const staging = { NODE_ENV: 'production', ...STRONG_SECRETS, SANDBOX_PROVIDERS: 'true' };
    expect(loadConfig(staging).cryptoPayApiKey).toBeUndefined();
  });

  it('refuses production without an https PUBLIC_URL', () => {
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: 'http://casino.example' })).toBe(
      'Refusing to start in production:\n- PUBLIC_URL is http: set the https:// address players reach',
    );
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: '' })).toContain('- PUBLIC_URL is not set');
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://casino.example/' }).publicUrl).toBe(
      'https://casino.example',
    );
    for (const value of ['casino.example', 'ftp://casino.example', 'not a url']) {
      expect(refusal({ PUBLIC_URL: value }), value).toBe('PUBLIC_URL must be a URL starting with https:// or http://');
    }
  });

  it('refuses production on the embedded database unless EMBEDDED_DATABASE_IN_PRODUCTION=true says so', () => {
    const noDatabase = { ...PRODUCTION, DATABASE_URL: '' };
    expect(refusal(noDatabase)).toBe(
      'Refusing to start in production:\n- no DATABASE_URL: set DATABASE_URL (PostgreSQL), or EMBEDDED_DATABASE_IN_PRODUCTION=true for one process on the embedded database in DATA_DIR (see README)',
    );
    const embedded = loadConfig({
      ...noDatabase,
      EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
      DATA_DIR: '/var/lib/casino',
    });
    expect(embedded).toMatchObject({ databaseUrl: undefined, embeddedDatabaseInProduction: true });
    expect(refusal({ ...noDatabase, EMBEDDED_DATABASE_IN_PRODUCTION: 'true', DATA_DIR: 'memory://' })).toBe(
      'Refusing to start in production:\n- DATA_DIR=memory:// keeps nothing across a restart: set DATABASE_URL (PostgreSQL)',
    );
    expect(refusal({ ...PRODUCTION, EMBEDDED_DATABASE_IN_PRODUCTION: 'true' })).toBe(
      'Refusing to start in production:\n- EMBEDDED_DATABASE_IN_PRODUCTION=true and DATABASE_URL are both set: unset one',
    );
    expect(refusal({ EMBEDDED_DATABASE_IN_PRODUCTION: 'yes' })).toBe(
      'EMBEDDED_DATABASE_IN_PRODUCTION must be true or false, got "yes"',
    );
  });

  it('lets a staging deployment use http on this machine and the embedded database, never weak secrets', () => {
    const staging = { NODE_ENV: 'production', ...STRONG_SECRETS, SANDBOX_PROVIDERS: 'true' };
    for (const publicUrl of ['', 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(loadConfig({ ...staging, PUBLIC_URL: publicUrl, DATA_DIR: 'memory://' }).env, publicUrl).toBe(
        'production',
      );
    }
    expect(refusal({ ...staging, PUBLIC_URL: 'http://127.attacker.example' })).toContain('- PUBLIC_URL is http');
    expect(refusal({ ...staging, PUBLIC_URL: 'http://staging.example' })).toBe(
      'Refusing to start in production:\n- PUBLIC_URL is http: set the https:// address players reach (a staging deployment may use http on localhost only)',
    );
    expect(refusal({ ...staging, CRYPTOPAY_WEBHOOK_SECRET: '' })).toBe(
      `Refusing to start in production:\n- CRYPTOPAY_WEBHOOK_SECRET is empty: ${ADVICE}`,
    );
  });

  it('refuses a DATABASE_URL or REDIS_URL that is not such a URL, without printing it', () => {
    expect(refusal({ REDIS_URL: 'notaurl' })).toBe('REDIS_URL must be a URL starting with redis:// or rediss://');
    expect(refusal({ REDIS_URL: 'http://127.0.0.1:6379' })).toBe(
      'REDIS_URL must be a URL starting with redis:// or rediss://',
    );
    const database = refusal({ DATABASE_URL: 'mysql://casino:hunter2@db.example/casino' });
    expect(database).toBe('DATABASE_URL must be a URL starting with postgres:// or postgresql://');
    expect(database).not.toContain('hunter2');
    expect(
      loadConfig({ DATABASE_URL: DEPLOYMENT.DATABASE_URL, REDIS_URL: 'rediss://cache.example:6380' }),
    ).toMatchObject({
      databaseUrl: DEPLOYMENT.DATABASE_URL,
      redisUrl: 'rediss://cache.example:6380',
    });
  });

  it('refuses production without a payment provider, naming CRYPTOPAY_API_URL', () => {
    const message = refusal({ NODE_ENV: 'production', ...STRONG_SECRETS, ...DEPLOYMENT, SMTP_URL: PROVIDERS.SMTP_URL });
    expect(message).toContain('no payment provider: set CRYPTOPAY_API_URL and CRYPTOPAY_API_KEY');
    expect(message).not.toContain('SMTP_URL');
    expect(message).not.toContain('secrets');
  });

  it('refuses production without SMTP, naming SMTP_URL', () => {
    const message = refusal({ ...PRODUCTION, SMTP_URL: '' });
    expect(message).toContain('no mail server: set SMTP_URL');
    expect(message).not.toContain('CRYPTOPAY');
  });

  it('refuses CRYPTOPAY_API_URL without CRYPTOPAY_API_KEY in production', () => {
    const message = refusal({ ...PRODUCTION, CRYPTOPAY_API_KEY: '' });
    expect(message).toBe(
      'Refusing to start in production:\n- CRYPTOPAY_API_URL is set without its key: set CRYPTOPAY_API_KEY',
    );
  });

  it('refuses production without the national exclusion register of each licensed market, naming its setting', () => {
    // docs/registers.md: GAMSTOP for the UK, CRUKS for the Netherlands, OASIS for Germany.
    expect(refusal({ ...PRODUCTION, MARKETS: 'uk,nl,de,mt' }).split('\n')).toEqual([
      'Refusing to start in production:',
      '- no GAMSTOP register for MARKETS uk: set GAMSTOP_API_URL and GAMSTOP_API_KEY, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
      '- no CRUKS register for MARKETS nl: set CRUKS_API_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
      '- no OASIS register for MARKETS de: set OASIS_API_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
      '- no LUGAS for MARKETS de: set LUGAS_API_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
    ]);
    expect(refusal({ ...PRODUCTION, MARKETS: 'nl', CRUKS_API_URL: '' })).toBe(
      'Refusing to start in production:\n- no CRUKS register for MARKETS nl: set CRUKS_API_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
    );
    expect(refusal({ ...PRODUCTION, MARKETS: 'uk', GAMSTOP_API_URL: 'https://api.gamstop.example/v2' })).toBe(
      'Refusing to start in production:\n- GAMSTOP_API_URL is set without its key: set GAMSTOP_API_KEY',
    );
    const registers = {
      GAMSTOP_API_URL: 'https://api.gamstop.example/v2',
      GAMSTOP_API_KEY: 'gamstop-key',
      CRUKS_API_URL: 'https://cruks.gateway.example/v1',
      OASIS_API_URL: 'https://oasis.gateway.example/v1',
      LUGAS_API_URL: 'https://lugas.gateway.example/v1',
    };
    expect(loadConfig({ ...PRODUCTION, MARKETS: 'uk,nl,de,mt', ...registers }).registers).toEqual({
      gamstop: { apiUrl: 'https://api.gamstop.example/v2', apiKey: 'gamstop-key' },
      cruks: { apiUrl: 'https://cruks.gateway.example/v1', apiKey: undefined },
      oasis: { apiUrl: 'https://oasis.gateway.example/v1', apiKey: undefined },
    });
    // Malta has no national register; a staging deployment asks the sandboxes.
    expect(loadConfig({ ...PRODUCTION, MARKETS: 'mt' }).markets).toEqual(['mt']);
    expect(
      loadConfig({ NODE_ENV: 'production', ...STRONG_SECRETS, SANDBOX_PROVIDERS: 'true', MARKETS: 'uk,nl,de' }).markets,
    ).toEqual(['uk', 'nl', 'de']);
    // Outside production too, sandboxes off need the registers.
    expect(
      refusal({ SANDBOX_PROVIDERS: 'false', ...PROVIDERS, MARKETS: 'de', LUGAS_API_URL: 'https://lugas.example' }),
    ).toBe(
      'Refusing to start with SANDBOX_PROVIDERS=false:\n- no OASIS register for MARKETS de: set OASIS_API_URL, or SANDBOX_PROVIDERS=true for the local sandbox',
    );
  });

  it('turns the sandbox providers off in production and on elsewhere, unless SANDBOX_PROVIDERS says', () => {
    expect(loadConfig({}).sandboxProviders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxProviders).toBe(true);
    expect(loadConfig(PRODUCTION).sandboxProviders).toBe(false);
    expect(loadConfig({ SANDBOX_PROVIDERS: 'false', ...PROVIDERS }).sandboxProviders).toBe(false);
    expect(loadConfig({ SANDBOX_PROVIDERS: '' }).sandboxProviders).toBe(true);
  });

  it('starts a staging deployment: production with SANDBOX_PROVIDERS=true needs no provider nor SMTP', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...STRONG_SECRETS, SANDBOX_PROVIDERS: 'true' });
    expect(config).toMatchObject({
      env: 'production',
      sandboxProviders: true,
      cryptoPayApiUrl: undefined,
      smtpUrl: undefined,
    });
    // The secrets are still required there.
    expect(refusal({ NODE_ENV: 'production', SANDBOX_PROVIDERS: 'true' }).split('\n')).toEqual([
      'Refusing to start in production:',
      `- JWT_SECRET is not set: ${ADVICE}`,
      `- OPERATOR_TOKEN is not set: ${ADVICE}`,
      `- CRYPTOPAY_WEBHOOK_SECRET is not set: ${ADVICE}`,
      `- GAME_SESSION_SECRET is not set: ${ADVICE}`,
    ]);
  });

  it('refuses SANDBOX_PROVIDERS=false outside production without a provider and SMTP', () => {
    expect(refusal({ SANDBOX_PROVIDERS: 'false' }).split('\n')).toEqual([
      'Refusing to start with SANDBOX_PROVIDERS=false:',
      '- no payment provider: set CRYPTOPAY_API_URL, or SANDBOX_PROVIDERS=true for the local sandbox',
      '- no mail server: set SMTP_URL, or SANDBOX_PROVIDERS=true for the local sandbox',
    ]);
    expect(refusal({ SANDBOX_PROVIDERS: 'false', SMTP_URL: PROVIDERS.SMTP_URL })).not.toContain('SMTP_URL');
  });

  it('refuses a SANDBOX_PROVIDERS (or another switch) that is not true or false', () => {
    for (const name of ['SANDBOX_PROVIDERS', 'SEED', 'SPORTSBOOK_ODDS_MOVES']) {
      for (const value of ['maybe', 'TRUE', '1', '0', 'yes', ' true']) {
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
          `${name} must be true or false, got "${value}"`,
        );
      }
    }
    expect(loadConfig({ SEED: 'false', SPORTSBOOK_ODDS_MOVES: 'false' })).toMatchObject({
      seed: false,
      sportsbookOddsMoves: false,
    });
  });

  it('reads the provider settings and refuses URLs of the wrong kind without printing them', () => {
    const config = loadConfig({ ...PROVIDERS, CRYPTOPAY_API_URL: 'https://api.cryptopay.example/v1/' });
    expect(config.cryptoPayApiUrl).toBe('https://api.cryptopay.example/v1');
    expect(config.cryptoPayApiKey).toBe(PROVIDERS.CRYPTOPAY_API_KEY);
    expect(config.smtpUrl).toBe(PROVIDERS.SMTP_URL);
    expect(loadConfig({}).cryptoPayApiUrl).toBeUndefined();
    for (const value of ['api.cryptopay.example', 'ftp://api.cryptopay.example', 'not a url']) {
      expect(() => loadConfig({ CRYPTOPAY_API_URL: value }), value).toThrow(
        'CRYPTOPAY_API_URL must be a URL starting with https:// or http://',
      );
    }
    const smtp = refusal({ SMTP_URL: 'http://mailer:hunter2@smtp.example' });
    expect(smtp).toBe('SMTP_URL must be a URL starting with smtp:// or smtps://');
    expect(smtp).not.toContain('hunter2');
  });

  it('starts in production when every secret, the payment provider, SMTP, PUBLIC_URL and DATABASE_URL are set', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.env).toBe('production');
    expect(config.sandboxProviders).toBe(false);
    expect(config.publicUrl).toBe('https://casino.example');
  });

  it('refuses the operator-moved test clock in production, and has it off elsewhere unless asked', () => {
    expect(refusal({ ...PRODUCTION, TEST_CLOCK: 'true' })).toBe(
      'Refusing to start in production:\n- TEST_CLOCK=true lets the operator move time: unset it',
    );
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
  });

  it('believes no forwarding header unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    // Trusting everybody (or a hop count, which cannot tell a proxy from a client) is refused.
    for (const value of ['true', '1', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/2', ',']) {
      expect(refusal({ TRUST_PROXY: value })).toMatch(/^TRUST_PROXY must be false or the proxies' addresses/);
    }
  });

  it('lets any address reach the back office unless BACKOFFICE_ALLOWED_IPS lists addresses or ranges', () => {
    expect(loadConfig({}).backofficeAllowedIps).toBeUndefined();
    expect(loadConfig({ BACKOFFICE_ALLOWED_IPS: ' ' }).backofficeAllowedIps).toBeUndefined();
    expect(
      loadConfig({ BACKOFFICE_ALLOWED_IPS: '203.0.113.7, 10.0.0.0/8,2001:db8::/32' }).backofficeAllowedIps,
    ).toEqual(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32']);
    // A typo refuses the start and names the entry, rather than opening or closing the back office.
    expect(refusal({ BACKOFFICE_ALLOWED_IPS: '10.0.0.1,office.example,10.0.0.0/33' })).toBe(
      'BACKOFFICE_ALLOWED_IPS must be IP addresses or CIDR ranges separated by commas (e.g. 203.0.113.7,10.0.0.0/8), got "10.0.0.1,office.example,10.0.0.0/33": "office.example", "10.0.0.0/33" are not an address or range',
    );
    expect(refusal({ BACKOFFICE_ALLOWED_IPS: ',' })).toMatch(/got ",": it names no address$/);
    expect(refusal({ BACKOFFICE_ALLOWED_IPS: 'loopback' })).toMatch(/"loopback" is not an address or range$/);
  });

  it('plays up to 16 rounds a transaction in 2 transactions at once unless ROUND_BATCH_ROUNDS and ROUND_BATCHES say', () => {
    expect(loadConfig({})).toMatchObject({ roundBatchRounds: 16, roundBatches: 2 });
    expect(loadConfig({ ROUND_BATCH_ROUNDS: '1', ROUND_BATCHES: '4' })).toMatchObject({
      roundBatchRounds: 1,
      roundBatches: 4,
    });
    expect(refusal({ ROUND_BATCH_ROUNDS: '0' })).toMatch(/^ROUND_BATCH_ROUNDS must be a whole number from 1/);
    expect(refusal({ ROUND_BATCHES: 'two' })).toMatch(/^ROUND_BATCHES must be a whole number from 1/);
  });

  it('limits sign-ups to 20 per address and hour unless SIGN_UP_LIMIT_PER_HOUR says', () => {
    expect(loadConfig({}).signUpLimitPerHour).toBe(20);
    expect(loadConfig({ SIGN_UP_LIMIT_PER_HOUR: '500' }).signUpLimitPerHour).toBe(500);
    expect(refusal({ SIGN_UP_LIMIT_PER_HOUR: '0' })).toMatch(/^SIGN_UP_LIMIT_PER_HOUR must be a whole number/);
  });

  it('asks a second staff member to approve withdrawals from 1000 unless WITHDRAWAL_FOUR_EYES_AMOUNT says, in the money grammar', () => {
    expect(loadConfig({}).withdrawalFourEyesAmount).toBe('1000');
    expect(loadConfig({ WITHDRAWAL_FOUR_EYES_AMOUNT: '2500.50' }).withdrawalFourEyesAmount).toBe('2500.50');
    for (const value of ['0', '-5', '1e3', '10.001', 'lots', '1,000']) {
      expect(refusal({ WITHDRAWAL_FOUR_EYES_AMOUNT: value }), value).toBe(
        `WITHDRAWAL_FOUR_EYES_AMOUNT must be an amount above 0 such as 1000 or 250.50, got "${value}"`,
      );
    }
  });

  it('rejects a port that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number, got "eighty"');
  });

  it('seeds the 300-game demo catalogue unless SEED_GAMES asks for another size', () => {
    expect(loadConfig({}).seedGames).toBe(300);
    expect(loadConfig({ SEED_GAMES: '' }).seedGames).toBe(300);
    expect(loadConfig({ SEED_GAMES: '10000' }).seedGames).toBe(10_000);
    expect(loadConfig({ SEED_GAMES: '1' }).seedGames).toBe(1);
  });

  it('refuses a SEED_GAMES that is not a whole number from 1 to 100000, naming the setting', () => {
    for (const value of ['0', '-5', '1.5', '10k', 'ten', ' 300', '1e4', '100001']) {
      expect(() => loadConfig({ SEED_GAMES: value }), value).toThrow(
        `SEED_GAMES must be a whole number from 1 to 100000, got "${value}"`,
      );
    }
  });
});
