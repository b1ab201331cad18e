import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The databases every platform suite runs against: PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL (or DATABASE_URL) points at a server (CI has one on 127.0.0.1:5432).
 */
export const databaseKinds: ('pglite' | 'postgres')[] =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A throwaway PostgreSQL database with a random name, dropped afterwards. */
export async function createScratchDatabase(
  serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to run against PostgreSQL');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
