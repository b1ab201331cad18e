import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the seed last wrote (one row): the fingerprint of the built platform and the seed's
 * settings. A start whose fingerprint matches skips the seed.
 */
export const seedState = pgTable('seed_state', {
  id: integer('id').primaryKey().default(1),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
