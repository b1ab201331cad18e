import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * A player's limit of one kind and period (issue 16). `amount` is in minor units of the account's
 * currency (whole minutes for kind 'time'); null: no limit in force. A loosening change (a higher
 * amount, or a removal: pendingAmount null) waits in the pending columns until the player confirms
 * it after `pendingConfirmableAt`.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'time'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    pendingConfirmableAt: timestamp('pending_confirmable_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('player_limits_player_kind_period').on(t.playerId, t.kind, t.period)],
);

/**
 * A player's protection settings and exclusions: the reality-check interval, a time-out, a
 * self-exclusion (ends null: permanent), the request to play again after one, and closure.
 */
export const playerProtection = pgTable('player_protection', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  realityCheckMinutes: smallint('reality_check_minutes').notNull().default(0),
  timeOutPeriod: text('time_out_period'),
  timeOutStartedAt: timestamp('time_out_started_at', { withTimezone: true }),
  timeOutEndsAt: timestamp('time_out_ends_at', { withTimezone: true }),
  selfExclusionPeriod: text('self_exclusion_period'),
  selfExclusionStartedAt: timestamp('self_exclusion_started_at', { withTimezone: true }),
  selfExclusionEndsAt: timestamp('self_exclusion_ends_at', { withTimezone: true }),
  resumeRequestedAt: timestamp('resume_requested_at', { withTimezone: true }),
  resumeAt: timestamp('resume_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A play session: from the first real-money round or bet after sign-in (or after 30 minutes
 * without play) to its last one. Stakes and winnings in minor units; the reality check is due at
 * `nextRealityCheckAt`.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /** Set when the player left at a reality check (otherwise a session ends at its last activity). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    stakes: bigint('stakes', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winnings: bigint('winnings', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    nextRealityCheckAt: timestamp('next_reality_check_at', { withTimezone: true }),
    realityCheckAnsweredAt: timestamp('reality_check_answered_at', { withTimezone: true }),
  },
  (t) => [index('play_sessions_player_started').on(t.playerId, t.startedAt)],
);

/** Every change of a player's protection: who made it, when it was asked for and when it took effect. */
export const protectionAudit = pgTable(
  'protection_audit',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actor: text('actor', { enum: ['player', 'operator', 'system'] }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
  },
  (t) => [index('protection_audit_player').on(t.playerId, t.id)],
);
