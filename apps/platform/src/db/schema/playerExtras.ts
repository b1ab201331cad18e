import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Mail written while SMTP_URL is not set: the local mailbox (GET /mailbox, GET /api/mailbox)
 * shows it, so verification and reset links work on a machine with no mail server.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_lower').on(sql`lower(${t.to})`), index('outbox_created').on(t.createdAt)],
);

/**
 * A player's contact and notification preferences (dashboard "Contact Preferences" and
 * "Notification"). A player without a row has the defaults: contact all off, notifications on.
 */
export const playerPreferences = pgTable('player_preferences', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  bonusClubSms: boolean('bonus_club_sms').notNull().default(false),
  bonusClubEmail: boolean('bonus_club_email').notNull().default(false),
  winNotificationsEmail: boolean('win_notifications_email').notNull().default(false),
  regionalAnnouncementsEmail: boolean('regional_announcements_email').notNull().default(false),
  announcements: boolean('announcements').notNull().default(true),
  feedbackRequests: boolean('feedback_requests').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter subscribers (footer box): one row per address, case-insensitive. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * No longer used (failed sign-ins are throttled per account and address, see routes/players.ts);
 * the table stays, as migrations only add. Failed sign-ins per e-mail address, whether or not an account has it (so a lockout tells
 * nothing about who is registered). The key is a hash of the lower-cased address: typed
 * addresses of strangers are not stored in clear.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
