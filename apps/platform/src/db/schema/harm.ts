import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HARM_ALERT_ACTION_KINDS, HARM_ALERT_STATES, HARM_MARKER_KINDS } from '@casino/contract';
import { players } from './players';
import { staff } from './staff';

/**
 * A marker of harm raised for a player (issue 36, docs/harmMarkers.md): its kind, the evidence
 * (the figures and the window they were taken over), when it was raised and where staff have got
 * with it. At most one alert of a kind is open per player (`harm_alerts_one_open`): a marker seen
 * again while its alert is open raises nothing new. `firstActionAt` is the first staff step
 * (acknowledge, contact, act or close): the time to it is what the Dutch rule measures.
 */
export const harmAlerts = pgTable(
  'harm_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HARM_MARKER_KINDS }).notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: HARM_ALERT_STATES }).notNull().default('open'),
    firstActionAt: timestamp('first_action_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('harm_alerts_one_open')
      .on(t.playerId, t.kind)
      .where(sql`${t.state} <> 'closed'`),
    index('harm_alerts_state_raised').on(t.state, t.raisedAt),
    index('harm_alerts_player_raised').on(t.playerId, t.raisedAt),
  ],
);

/** A staff step on an alert: acknowledged, a contact (the note of the interaction), an action taken, closed. */
export const harmAlertActions = pgTable(
  'harm_alert_actions',
  {
    /** In the order written: steps of one millisecond keep their order. */
    id: serial('id').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => harmAlerts.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    kind: text('kind', { enum: HARM_ALERT_ACTION_KINDS }).notNull(),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('harm_alert_actions_alert_at').on(t.alertId, t.at)],
);
