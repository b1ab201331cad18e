/*
 * Markers of harm (issue 36, docs/harmMarkers.md): the kinds the platform computes as play
 * happens, the states of an alert and the steps staff take on one. Schema-free.
 */

/**
 * The markers, after the MGA Player Protection Directive's markers of harm (as amended in
 * January 2023) and the Ksa's Beleidsregel verantwoord spelen:
 * - `depositRise`: deposits rising in amount or frequency over the player's own baseline;
 * - `paymentMethods`: several payment methods (coins) or payout addresses in the window;
 * - `limitsHit`: the player's limits hit repeatedly (deposits held over a limit);
 * - `reversedWithdrawals`: withdrawals the player cancelled and then played away;
 * - `nightPlay`: play at night;
 * - `longPlay`: play over six hours in a day;
 * - `lossChasing`: deposits soon after losses;
 * - `exclusionElsewhere`: another account of the same person in the brand self-excluded.
 */
export const HARM_MARKER_KINDS = [
  'depositRise',
  'paymentMethods',
  'limitsHit',
  'reversedWithdrawals',
  'nightPlay',
  'longPlay',
  'lossChasing',
  'exclusionElsewhere',
] as const;
export type HarmMarkerKind = (typeof HARM_MARKER_KINDS)[number];

/** An alert's state: open (nobody has looked), acknowledged, contacted, actioned, closed. */
export const HARM_ALERT_STATES = ['open', 'acknowledged', 'contacted', 'actioned', 'closed'] as const;
export type HarmAlertState = (typeof HARM_ALERT_STATES)[number];

/** A staff step on an alert. */
export const HARM_ALERT_ACTION_KINDS = ['acknowledge', 'contact', 'act', 'close'] as const;
export type HarmAlertActionKind = (typeof HARM_ALERT_ACTION_KINDS)[number];

/** What "act" does, through the player desk's own actions: a limit, a time-out, a lock for an account review. */
export const HARM_ACTS = ['limit', 'timeOut', 'review'] as const;
export type HarmAct = (typeof HARM_ACTS)[number];

/** The Dutch rule: a marker is acted on within an hour. */
export const HARM_ACTION_TARGET_MINUTES = 60;
