import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { staff } from './staff';
import { accounts, ledgerEntries } from './wallet';

/**
 * A note a staff member wrote about a player (the player 360, issue 30): kept as written, never
 * edited or deleted (the service has no such path; the audit trail records every one).
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_notes_player_created').on(t.playerId, t.createdAt)],
);

/** A player's tags: a set of short labels per player (vip, chargeback, ...), replaced whole by staff. */
export const playerTags = pgTable(
  'player_tags',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => staff.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.tag] }), index('player_tags_tag').on(t.tag)],
);

export const BALANCE_ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;

/**
 * A manual balance adjustment (four eyes): requested by one staff member with a reason, posted to
 * the ledger (an 'adjustment' entry, cash only) only when a second, distinct staff member
 * approves; or rejected. `status` moves from 'pending' once, by a conditional update, so two
 * approvals at the same time never post twice.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Minor units of the account's currency; negative takes money away. Never zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: BALANCE_ADJUSTMENT_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (t) => [
    index('balance_adjustments_player_requested').on(t.playerId, t.requestedAt),
    index('balance_adjustments_pending')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('balance_adjustments_ledger_entry').on(t.ledgerEntryId),
  ],
);
