import type { Config } from '../../config';
import type { Database } from '../client';
import { seedCurrencies } from './currencies';
import { seedContent } from './content';
import { seedGames } from './games';
import { seedBonuses } from './bonuses';
import { seedPayments } from './payments';
import { seedPlayers } from './players';
import { seedSportsbook } from './sportsbook';

/**
 * Seed data for a new database. Every step is idempotent (it inserts what is missing), so it
 * runs on every start and a restart never duplicates anything.
 */
export async function seedDatabase(db: Database, config: Config): Promise<void> {
  await seedCurrencies(db);
  await seedContent(db);
  await seedGames(db, { count: config.seedGames });
  await seedPayments(db);
  await seedBonuses(db);
  await seedPlayers(db, config);
  await seedSportsbook(db);
}
