import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    /** The gamertag; equal to the e-mail at sign-up (spec point 7), changeable later. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    /**
     * Place of birth and family name at birth, as given at sign-up (required in Germany, whose
     * OASIS and LUGAS identify a player by them: GlüStV 2021 § 6h (2), § 8a); null when not given.
     */
    placeOfBirth: text('place_of_birth'),
    birthName: text('birth_name'),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    locale: text('locale').notNull(),
    currencyCode: text('currency_code').notNull(),
    consent: boolean('consent').notNull().default(false),
    marketingTag: text('marketing_tag'),
    isVerified: boolean('is_verified').notNull().default(false),
    kycStatus: text('kyc_status'),
    profilePicture: text('profile_picture'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * When the national exclusion register of the player's market last found the player not
     * registered (docs/registers.md): a UK player is checked again at least every 24 hours.
     */
    registerCheckedAt: timestamp('register_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('players_username_lower').on(sql`lower(${t.username})`),
    /** The business report's new players of a day. */
    index('players_created').on(t.createdAt),
    /**
     * The back office's player search (services/playerSearch.ts): prefix LIKE on each, any case;
     * text_pattern_ops makes `like 'abc%'` (and `order by ... using ~<~`) an index range whatever
     * the database's collation.
     */
    index('players_email_prefix').on(sql`lower(${t.email}) text_pattern_ops`),
    index('players_username_prefix').on(sql`lower(${t.username}) text_pattern_ops`),
    index('players_first_name_prefix').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('players_last_name_prefix').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('players_full_name_prefix').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
  ],
);

/** A signed-in session: access tokens carry its id; refresh tokens rotate inside its family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The client at sign-in (request.ip and User-Agent), for the player's list of sessions. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** Last use of the session, moved at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_player').on(t.playerId)],
);

/** Every refresh token ever issued; one use each. A reused one revokes its session (the family). */
export const refreshTokens = pgTable('refresh_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tokens sent by e-mail: e-mail verification and password reset. */
export const playerTokens = pgTable('player_tokens', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
