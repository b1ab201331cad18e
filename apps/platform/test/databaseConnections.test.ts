import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createScratchDatabase } from './databases';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("the platform's PostgreSQL connections", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl, { migrated: true });
    // An operator's own startup options in the URL.
    const url = new URL(scratch.url);
    url.searchParams.set('options', '-c statement_timeout=7000');
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  });

  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it("plan the hot paths' named statements once per connection, and keep the URL's own options", async () => {
    const valueOf = (result: unknown) => (result as { rows: { value: string }[] }).rows[0]?.value;
    const setting = async (name: string) =>
      valueOf(await handle.db.execute(sql`select current_setting(${name}) as value`));
    expect(await setting('plan_cache_mode')).toBe('force_generic_plan');
    expect(await setting('statement_timeout')).toBe('7s');
    // Inside a transaction too (another connection of the pool).
    const inTransaction = await handle.db.transaction(async (tx) =>
      valueOf(await tx.execute(sql`select current_setting('plan_cache_mode') as value`)),
    );
    expect(inTransaction).toBe('force_generic_plan');
  });
});
