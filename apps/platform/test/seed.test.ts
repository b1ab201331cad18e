import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { games, seedState } from '../src/db/schema';
import { seedDatabase, seedFingerprint } from '../src/db/seed';
import { pgliteTemplate } from './harness';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SITE_DIST_DIR: '/nonexistent', ...env });

describe('the seed on a restart', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'casino-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(path.join(dist, 'main.js'), 'console.log("build 1")');
  writeFileSync(path.join(dist, 'chunk-a.js'), 'export const seed = 1;');
  const moduleUrl = pathToFileURL(path.join(dist, 'main.js')).href;

  it('has no fingerprint when the platform runs from TypeScript: there it always seeds', () => {
    expect(seedFingerprint(config(), pathToFileURL('/somewhere/src/db/seed/index.ts').href)).toBeNull();
  });

  it('fingerprints the built code and the settings the seed reads', () => {
    const first = seedFingerprint(config(), moduleUrl);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint(config(), moduleUrl)).toBe(first);
    expect(seedFingerprint(config({ SEED_GAMES: '1000' }), moduleUrl)).not.toBe(first);
    expect(seedFingerprint(config({ NODE_ENV: 'development' }), moduleUrl)).not.toBe(first);
    writeFileSync(path.join(dist, 'chunk-a.js'), 'export const seed = 2;');
    expect(seedFingerprint(config(), moduleUrl)).not.toBe(first);
  });

  it('skips when the database was seeded by the same build and settings, and seeds again after a change', async () => {
    const database = await openDatabase({ dataDir: 'memory://', memoryTemplate: await pgliteTemplate() });
    try {
      const settings = config();
      expect(await seedDatabase(database.db, settings, 'build-1')).toBe('seeded');
      const [seeded] = await database.db.select({ n: count() }).from(games);
      expect(seeded?.n).toBeGreaterThan(0);
      expect(await seedDatabase(database.db, settings, 'build-1')).toBe('up to date');
      expect(await seedDatabase(database.db, settings, 'build-2')).toBe('seeded');
      const states = await database.db.select().from(seedState);
      expect(states.map((state) => state.fingerprint)).toEqual(['build-2']);
      // Idempotent steps: seeding again added nothing.
      const [after] = await database.db.select({ n: count() }).from(games);
      expect(after?.n).toBe(seeded?.n);
    } finally {
      await database.close();
    }
  });
});
