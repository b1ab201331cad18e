import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { currencies } from './wallet';

/**
 * The business report's closed days (services/reports.ts), one row per UTC day and currency, in
 * minor units: a day's figures are summed from the ledger once the day is closed (the ledger is
 * append-only and its entries are dated when written, so a closed day never changes) and read
 * from here afterwards; today's and a just-ended day's are summed live.
 */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    casinoGgr: bigint('casino_ggr', { mode: 'bigint' }).notNull(),
    sportsGgr: bigint('sports_ggr', { mode: 'bigint' }).notNull(),
    casinoBonusCost: bigint('casino_bonus_cost', { mode: 'bigint' }).notNull(),
    sportsBonusCost: bigint('sports_bonus_cost', { mode: 'bigint' }).notNull(),
    bonusCost: bigint('bonus_cost', { mode: 'bigint' }).notNull(),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull(),
    activePlayers: integer('active_players').notNull(),
    newPlayers: integer('new_players').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currencyCode] })],
);
