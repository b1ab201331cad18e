import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { platformPath } from '../src/paths';

/**
 * The databases every platform suite runs against: PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL (or DATABASE_URL) points at a server (CI has one on 127.0.0.1:5432).
 */
export const databaseKinds: ('pglite' | 'postgres')[] =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const defaultServerUrl = () => process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** A hash of the migrations: names the migrated PostgreSQL template (and so a new migration gets a new one). */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = platformPath('drizzle');
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const pgCode = (error: unknown) => (error as { code?: string }).code;

const templates = new Map<string, Promise<string>>();

/**
 * A PostgreSQL database with every migration applied, made once per set of migrations and shared by
 * every worker and run (as pgliteTemplate is for PGlite): migrating a new database takes seconds,
 * copying one a fraction of that. It is migrated under a name of its own by the platform's own
 * openDatabase, then renamed: a database called casino_template_<hash> is always complete, and of two
 * workers making it at once one keeps its copy and the other drops its own.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = (async () => {
      const name = `casino_template_${migrationsHash()}`;
      const exists = await withAdmin(serverUrl, async (admin) => {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        return found.rowCount === 1;
      });
      if (exists) return name;
      const partial = `${name}_${randomBytes(4).toString('hex')}`;
      await withAdmin(serverUrl, (admin) => admin.query(`create database ${partial}`));
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, partial), dataDir: 'memory://' });
      await database.close();
      await withAdmin(serverUrl, async (admin) => {
        try {
          await admin.query(`alter database ${partial} rename to ${name}`);
        } catch (error) {
          // 42P04: another worker renamed its complete copy first.
          if (pgCode(error) !== '42P04') throw error;
          await admin.query(`drop database if exists ${partial} with (force)`);
        }
      });
      return name;
    })();
    template.catch(() => templates.delete(serverUrl));
    templates.set(serverUrl, template);
  }
  return template;
}

/**
 * A throwaway PostgreSQL database with a random name, dropped afterwards: empty, or with
 * `migrated` a copy of the migrated template (what a platform would make of an empty one on start;
 * suites that test that start itself keep an empty one).
 */
export async function createScratchDatabase(
  serverUrl = defaultServerUrl(),
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to run against PostgreSQL');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedTemplate(serverUrl) : undefined;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        return;
      } catch (error) {
        // 55006: the template is being copied by another worker's create at this very moment.
        if (pgCode(error) !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
