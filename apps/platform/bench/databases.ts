// The databases a bench runs on: the embedded one, and PostgreSQL (a scratch database, dropped
// afterwards) when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names a server.
import { openDatabase, type Database } from '../src/db/client';
import { createScratchDatabase } from '../test/databases';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** Runs `bench` on a fresh embedded database, then on a PostgreSQL scratch database when one is named. */
export async function onEachDatabase(bench: (label: string, db: Database) => Promise<void>): Promise<void> {
  const embedded = await openDatabase({ dataDir: 'memory://' });
  try {
    await bench('embedded', embedded.db);
  } finally {
    await embedded.close();
  }
  if (!databaseUrl) return;
  const scratch = await createScratchDatabase(databaseUrl);
  const server = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
  try {
    await bench('PostgreSQL', server.db);
  } finally {
    await server.close();
    await scratch.drop();
  }
}
