import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../client';
import { seedState } from '../schema';
import { seedCurrencies } from './currencies';
import { seedContent } from './content';
import { seedGames } from './games';
import { seedBonuses } from './bonuses';
import { seedPayments } from './payments';
import { seedPlayers } from './players';
import { seedSportsbook } from './sportsbook';

/**
 * What a seed run depends on: the built platform (its code holds the seed data) and the settings
 * the seed reads. Null when the platform runs from TypeScript (tsx, tests): there the seed always
 * runs. `moduleUrl` is this module's URL (a file of dist/ once built).
 */
export function seedFingerprint(config: Config, moduleUrl: string = import.meta.url): string | null {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.js')) return null;
  const dist = path.dirname(file);
  const hash = createHash('sha256');
  for (const name of readdirSync(dist)
    .filter((entry) => entry.endsWith('.js'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(dist, name)));
  }
  hash.update(JSON.stringify({ env: config.env, seedGames: config.seedGames }));
  return hash.digest('hex');
}

/**
 * Seed data for a new database. Every step is idempotent (it inserts what is missing), so a
 * restart never duplicates anything; a start of the same build with the same settings on a
 * database it already seeded skips the seed (`seed_state`).
 */
export async function seedDatabase(
  db: Database,
  config: Config,
  fingerprint: string | null = seedFingerprint(config),
): Promise<'seeded' | 'up to date'> {
  if (fingerprint) {
    const [state] = await db.select().from(seedState).where(eq(seedState.id, 1));
    if (state?.fingerprint === fingerprint) return 'up to date';
  }
  await seedCurrencies(db);
  await seedContent(db);
  await seedGames(db, { count: config.seedGames });
  await seedPayments(db);
  await seedBonuses(db);
  await seedPlayers(db, config);
  await seedSportsbook(db);
  if (fingerprint) {
    await db
      .insert(seedState)
      .values({ id: 1, fingerprint })
      .onConflictDoUpdate({ target: seedState.id, set: { fingerprint, seededAt: new Date() } });
  }
  return 'seeded';
}
