import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { HarmAlert, HarmAlertQueue } from '../entities/harm';
import { LimitKind, LimitPeriod, TimeOutPeriod } from '../entities/responsibleGaming';
import { AuditReason } from '../entities/staff';
import { StringEnum, Uuid } from '../scalars';
import { HARM_ACTS, HARM_MARKER_KINDS } from '../vocabulary/harm';
import { LimitAmount } from './responsibleGaming';

/*
 * Markers of harm (issue 36, docs/harmMarkers.md): the compliance queue of alerts and the steps on
 * one. `staff` endpoints; every step is an audit entry (harmAlert.*), and the first one sets the
 * alert's time to first action.
 */

const AlertParams = Type.Object({ id: Uuid({ description: "The alert's id." }) });

/** Part of `backofficeApi`. */
export const harmEndpoints = {
  harmAlerts: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/harm-alerts',
    tag: 'backoffice',
    access: 'staff',
    permission: 'harmMarkers.read',
    summary: 'The alerts of markers of harm, oldest first, with the time staff took to a first step.',
    description:
      'Default: the alerts not closed. `state=closed` the closed ones (newest first), `playerUuid` one player’s.',
    query: Type.Object({
      state: Type.Optional(StringEnum(['active', 'closed'])),
      kind: Type.Optional(StringEnum([...HARM_MARKER_KINDS])),
      playerUuid: Type.Optional(Uuid()),
    }),
    result: HarmAlertQueue,
  }),

  harmAlert: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/harm-alerts/:id',
    tag: 'backoffice',
    access: 'staff',
    permission: 'harmMarkers.read',
    summary: 'One alert with its evidence and the staff steps so far.',
    params: AlertParams,
    result: HarmAlert,
  }),

  acknowledgeHarmAlert: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/harm-alerts/:id/acknowledge',
    tag: 'backoffice',
    access: 'staff',
    permission: 'harmMarkers.manage',
    summary: 'Acknowledge an open alert (someone is on it).',
    description: 'Not open: 409. Closed: 409.',
    params: AlertParams,
    body: Type.Object({}),
    result: HarmAlert,
  }),

  contactHarmAlert: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/harm-alerts/:id/contact',
    tag: 'backoffice',
    access: 'staff',
    permission: 'harmMarkers.manage',
    summary: 'Record a contact with the player about the alert: the note of the interaction.',
    description: 'Closed: 409.',
    params: AlertParams,
    body: Type.Object({ note: Type.String({ minLength: 1, maxLength: 4000 }) }),
    result: HarmAlert,
  }),

  actOnHarmAlert: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/harm-alerts/:id/act',
    tag: 'backoffice',
    access: 'staff',
    permission: 'harmMarkers.manage',
    summary:
      'Act on the alert through the player desk’s own actions: set a limit, start a time-out, or lock the account for a review.',
    description:
      'Each act is the desk’s action with its own audit entry (protection.change, player.lock) plus harmAlert.act. `limit` needs `limit`, `timeOut` needs `timeOutPeriod`: 400 otherwise. Closed: 409. The protection rules answer as on the desk (409).',
    params: AlertParams,
    body: Type.Object({
      act: StringEnum([...HARM_ACTS]),
      limit: Type.Optional(Type.Object({ kind: LimitKind, period: LimitPeriod, amount: LimitAmount })),
      timeOutPeriod: Type.Optional(TimeOutPeriod),
      reason: AuditReason,
    }),
    result: HarmAlert,
  }),

  closeHarmAlert: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/harm-alerts/:id/close',
    tag: 'backoffice',
    access: 'staff',
    permission: 'harmMarkers.manage',
    summary: 'Close the alert, with the reason (the marker may raise a new alert afterwards).',
    description: 'Already closed: 409.',
    params: AlertParams,
    body: Type.Object({ reason: AuditReason }),
    result: HarmAlert,
  }),
} as const;
