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

  it('refuses to start in production with the secrets printed in the code', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...PROVIDERS })).toThrow(
      /JWT_SECRET, OPERATOR_TOKEN, CRYPTOPAY_WEBHOOK_SECRET, GAME_SESSION_SECRET/,
    );
  });

  it('names every missing setting of a bare production start at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message.split('\n')).toEqual([
      'Refusing to start in production:',
      '- default or weak secrets: set JWT_SECRET, OPERATOR_TOKEN, CRYPTOPAY_WEBHOOK_SECRET, GAME_SESSION_SECRET',
      '- no payment provider: set CRYPTOPAY_API_URL and CRYPTOPAY_API_KEY, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
      '- no mail server: set SMTP_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
    ]);
  });

  it('refuses production without a payment provider, naming CRYPTOPAY_API_URL', () => {
    const message = refusal({ NODE_ENV: 'production', ...STRONG_SECRETS, SMTP_URL: PROVIDERS.SMTP_URL });
    expect(message).toContain('no payment provider: set CRYPTOPAY_API_URL and CRYPTOPAY_API_KEY');
    expect(message).not.toContain('SMTP_URL');
    expect(message).not.toContain('secrets');
  });

  it('refuses production without SMTP, naming SMTP_URL', () => {
    const message = refusal({ NODE_ENV: 'production', ...STRONG_SECRETS, ...PROVIDERS, SMTP_URL: '' });
    expect(message).toContain('no mail server: set SMTP_URL');
    expect(message).not.toContain('CRYPTOPAY');
  });

  it('refuses CRYPTOPAY_API_URL without CRYPTOPAY_API_KEY in production', () => {
    const message = refusal({ NODE_ENV: 'production', ...STRONG_SECRETS, ...PROVIDERS, CRYPTOPAY_API_KEY: '' });
    expect(message).toBe(
      'Refusing to start in production:\n- CRYPTOPAY_API_URL is set without its key: set CRYPTOPAY_API_KEY',
    );
  });

  it('turns the sandbox providers off in production and on elsewhere, unless SANDBOX_PROVIDERS says', () => {
    expect(loadConfig({}).sandboxProviders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxProviders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...STRONG_SECRETS, ...PROVIDERS }).sandboxProviders).toBe(false);
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
    expect(refusal({ NODE_ENV: 'production', SANDBOX_PROVIDERS: 'true' })).toBe(
      'Refusing to start in production:\n- default or weak secrets: set JWT_SECRET, OPERATOR_TOKEN, CRYPTOPAY_WEBHOOK_SECRET, GAME_SESSION_SECRET',
    );
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

  it('refuses a short JWT secret in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PROVIDERS,
        JWT_SECRET: 'short',
        OPERATOR_TOKEN: 'o'.repeat(40),
        CRYPTOPAY_WEBHOOK_SECRET: 'c'.repeat(40),
        GAME_SESSION_SECRET: 'g'.repeat(40),
      }),
    ).toThrow(/JWT_SECRET \(at least 32 characters\)/);
  });

  it('starts in production when every secret, the payment provider and SMTP are set', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...STRONG_SECRETS, ...PROVIDERS });
    expect(config.env).toBe('production');
    expect(config.sandboxProviders).toBe(false);
  });

  it('refuses the operator-moved test clock in production, and has it off elsewhere unless asked', () => {
    expect(refusal({ NODE_ENV: 'production', ...STRONG_SECRETS, ...PROVIDERS, TEST_CLOCK: 'true' })).toBe(
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

  it('limits sign-ups to 20 per address and hour unless SIGN_UP_LIMIT_PER_HOUR says', () => {
    expect(loadConfig({}).signUpLimitPerHour).toBe(20);
    expect(loadConfig({ SIGN_UP_LIMIT_PER_HOUR: '500' }).signUpLimitPerHour).toBe(500);
    expect(refusal({ SIGN_UP_LIMIT_PER_HOUR: '0' })).toMatch(/^SIGN_UP_LIMIT_PER_HOUR must be a whole number/);
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
