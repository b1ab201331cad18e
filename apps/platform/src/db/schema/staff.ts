import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_KINDS, STAFF_ROLES } from '@casino/contract';

/**
 * The operator's staff (the back office, issue 30): apart from players. `email` is kept in lower
 * case (unique). No password until the set-up link is used; the TOTP secret is stored encrypted as
 * the players' (services/twoFactor.ts), `totpEnrolledAt` null until the first sign-in's first code.
 * `failedSignIns` counts wrong answers in a row; `lockedUntil` refuses sign-in until then.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The 30-second step of the last accepted code: no code works twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * A signed-in staff browser. The cookie holds a random token; only its hash is kept. It ends
 * after 15 minutes without a call (`lastSeenAt`), at `expiresAt` (12 h after sign-in), or when
 * `endedAt` is set (sign-out, ended from the list, role changed, deactivated).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId, t.endedAt)],
);

/** A set-up link (invitation or CLI): works once, until `expiresAt`; only the token's hash is kept. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_invites_staff').on(t.staffId)],
);

/**
 * The audit trail: append-only (a trigger of migration 0008 refuses UPDATE, DELETE and TRUNCATE)
 * and hash-chained: `hash` = sha256(prevHash + canonical JSON of the entry's fields), see
 * services/audit. `id` is given under the chain's lock (the last id + 1): a deleted row shows as
 * a gap. `playerUuid`: the player the entry concerns, for the audit of a player.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    playerUuid: uuid('player_uuid'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    clientAddress: text('client_address'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_actor').on(t.actorId, t.id),
    index('audit_log_player').on(t.playerUuid, t.id),
    index('audit_log_target').on(t.targetKind, t.targetId, t.id),
    index('audit_log_action').on(t.action, t.id),
  ],
);
