import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.env).toBe('development');
  });

  it('refuses to start in production with the secrets printed in the code', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET, OPERATOR_TOKEN, CRYPTOPAY_WEBHOOK_SECRET, GAME_SESSION_SECRET/,
    );
  });

  it('refuses a short JWT secret in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'short',
        OPERATOR_TOKEN: 'o'.repeat(40),
        CRYPTOPAY_WEBHOOK_SECRET: 'c'.repeat(40),
        GAME_SESSION_SECRET: 'g'.repeat(40),
      }),
    ).toThrow(/JWT_SECRET \(at least 32 characters\)/);
  });

  it('starts in production when every secret is set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      OPERATOR_TOKEN: 'o'.repeat(40),
      CRYPTOPAY_WEBHOOK_SECRET: 'c'.repeat(40),
      GAME_SESSION_SECRET: 'g'.repeat(40),
    });
    expect(config.env).toBe('production');
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
