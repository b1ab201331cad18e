import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Two-factor sign-in (TOTP) of a player. The secret is stored encrypted (AES-256-GCM, key derived
 * from JWT_SECRET). `enabledAt` null: an enrolment not yet confirmed by a first code.
 * `lastTimeStep`: the 30-second step of the last accepted code, so no code is accepted twice.
 */
export const playerTwoFactor = pgTable('player_two_factor', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes (hashes only): each works once in place of a code. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_player_code').on(t.playerId, t.codeHash)],
);

/** Every sign-in attempt on an existing account (the player's sign-in history). */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['success', 'wrong_password', 'code_required', 'wrong_code'] }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_player_time').on(t.playerId, t.createdAt)],
);

/**
 * A requested e-mail change: the new address becomes the sign-in only when the link sent to it is
 * opened (`verifyTokenHash`); the old address gets a link that cancels it (`cancelTokenHash`).
 * `addressTaken`: the new address belonged to another account when asked (it is never switched).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    verifyTokenHash: text('verify_token_hash').notNull().unique(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_player').on(t.playerId)],
);
