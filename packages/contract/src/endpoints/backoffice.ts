import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { deskEndpoints } from './desk';
import { playerDeskEndpoints } from './playerDesk';
import { reportsEndpoints } from './reports';
import { campaignEndpoints } from './campaigns';
import { harmEndpoints } from './harm';
import { tradingEndpoints } from './trading';
import { kycQueueEndpoints } from './kycQueue';
import { TwoFactorCode } from '../entities/accountSecurity';
import { MessageResult } from '../entities/messageResult';
import { pageQueryProperties } from '../entities/pagination';
import {
  AuditPage,
  AuditReason,
  AuditVerification,
  StaffEmail,
  StaffMember,
  StaffName,
  StaffRole,
  StaffSelf,
  StaffSession,
  StaffSetUpInfo,
  StaffSetUpLink,
  StaffSignInStepResult,
} from '../entities/staff';
import { IsoDateTime, StringEnum, Uuid } from '../scalars';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '../vocabulary/staff';

/*
 * The back office (issue 30): the operator's staff, each with an account, a role and a two-factor
 * sign-in. Every `staff` endpoint needs the staff session cookie (401 without a live one), the
 * session's CSRF token in the x-csrf-token header on every non-GET call and the endpoint's
 * `permission` in the role's matrix (403 otherwise); both are checked before the body is read.
 */

const Password = Type.String({ maxLength: 200 });
const StaffParams = Type.Object({ id: Uuid({ description: "The staff member's id." }) });
const SetUpToken = Type.String({ minLength: 1, maxLength: 200 });

const auditFilters = {
  actorKind: Type.Optional(StringEnum([...AUDIT_ACTOR_KINDS])),
  actorId: Type.Optional(Uuid({ description: 'A staff member: the entries they wrote.' })),
  playerUuid: Type.Optional(Uuid({ description: 'The entries about this player.' })),
  action: Type.Optional(StringEnum([...AUDIT_ACTIONS])),
  from: Type.Optional(IsoDateTime({ description: 'Entries at or after.' })),
  to: Type.Optional(IsoDateTime({ description: 'Entries before.' })),
  ...pageQueryProperties,
};

export const backofficeApi = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sign-in',
    tag: 'backoffice',
    access: 'public',
    summary: 'Staff sign-in, first step: e-mail and password; answers the two-factor step to take.',
    description:
      "A wrong e-mail or password answers 400 (the same text for both). Failed sign-ins count per account and client address as for players: 429 with Retry-After over the limits; the account is locked after repeated failures. A deactivated or not yet set-up account answers as a wrong password. step enrol (no authenticator yet): enrolment holds a new secret; step code: send the authenticator's code. Either way send ticket with POST .../sign-in/code within 5 minutes.",
    body: Type.Object({ email: Type.String({ maxLength: 254 }), password: Password }),
    result: StaffSignInStepResult,
  }),

  signInCode: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sign-in/code',
    tag: 'backoffice',
    access: 'public',
    summary: "Staff sign-in, second step: the authenticator's code; opens the session (cookie) and answers me.",
    description:
      'A wrong code: 400 with fields.code (counts as a failed sign-in). An expired or unknown ticket: 400 (start again). For step enrol the first right code enrols the authenticator. On success the HttpOnly, SameSite=Strict session cookie is set (path /api/backoffice; 15 minutes idle, 12 hours absolute).',
    body: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 1000 }), code: TwoFactorCode }),
    result: StaffSelf,
  }),

  me: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/me',
    tag: 'backoffice',
    access: 'staff',
    summary: "The signed-in staff member, the role's permissions and the session's CSRF token.",
    result: StaffSelf,
  }),

  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sign-out',
    tag: 'backoffice',
    access: 'staff',
    summary: 'End the current staff session and clear its cookie.',
    result: MessageResult,
  }),

  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/sessions',
    tag: 'backoffice',
    access: 'staff',
    summary: "The signed-in staff member's open sessions, most recently used first.",
    result: Type.Array(StaffSession),
  }),

  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/backoffice/sessions/:id',
    tag: 'backoffice',
    access: 'staff',
    summary: "End one of the staff member's own sessions (the current one signs out).",
    description: "Another staff member's session or one already ended: 404.",
    params: Type.Object({ id: Uuid() }),
    result: MessageResult,
  }),

  getSetUp: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/set-up/:token',
    tag: 'backoffice',
    access: 'public',
    summary: 'What a set-up link is for (e-mail, name, role, until when); 400 when unknown, used or expired.',
    params: Type.Object({ token: SetUpToken }),
    result: StaffSetUpInfo,
  }),

  setUp: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/set-up',
    tag: 'backoffice',
    access: 'public',
    summary: 'Use a set-up link: choose the password. The first sign-in then enrols the authenticator.',
    description:
      'Password rules as for players (400 with fields.password). An unknown, used or expired link: 400. The link works once.',
    body: Type.Object({ token: SetUpToken, password: Password }),
    result: MessageResult,
  }),

  listStaff: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/staff',
    tag: 'backoffice',
    access: 'staff',
    permission: 'staff.read',
    summary: 'Every staff member, active first, by name.',
    result: Type.Array(StaffMember),
  }),

  inviteStaff: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/staff',
    tag: 'backoffice',
    access: 'staff',
    permission: 'staff.manage',
    summary: 'Invite a staff member: the account is made and a set-up link (72 hours, once) is mailed and answered.',
    description: 'An e-mail already used by a staff member: 409 with fields.email.',
    body: Type.Object({ email: StaffEmail, name: StaffName, role: StaffRole }),
    result: StaffSetUpLink,
  }),

  changeStaffRole: defineEndpoint({
    method: 'PUT',
    path: '/api/backoffice/staff/:id/role',
    tag: 'backoffice',
    access: 'staff',
    permission: 'staff.manage',
    summary: "Change a staff member's role (their sessions end: they sign in again).",
    description: "One's own role: 409 (another admin changes it). Unknown id: 404.",
    params: StaffParams,
    body: Type.Object({ role: StaffRole, reason: AuditReason }),
    result: StaffMember,
  }),

  deactivateStaff: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/staff/:id/deactivate',
    tag: 'backoffice',
    access: 'staff',
    permission: 'staff.manage',
    summary: 'Deactivate a staff member: sign-in refused, every session ended.',
    description: 'Oneself: 409. Already inactive: 409. Unknown id: 404.',
    params: StaffParams,
    body: Type.Object({ reason: AuditReason }),
    result: StaffMember,
  }),

  reactivateStaff: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/staff/:id/reactivate',
    tag: 'backoffice',
    access: 'staff',
    permission: 'staff.manage',
    summary: 'Reactivate a deactivated staff member.',
    description: 'Already active: 409. Unknown id: 404.',
    params: StaffParams,
    body: Type.Object({ reason: AuditReason }),
    result: StaffMember,
  }),

  listAudit: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/audit',
    tag: 'backoffice',
    access: 'staff',
    permission: 'audit.read',
    summary: 'The audit log, newest first, with filters (actor, player, action, from/to), paged.',
    query: Type.Object(auditFilters),
    result: AuditPage,
  }),

  playerAudit: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/audit/players/:uuid',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.audit',
    summary: 'The audit of one player: every entry about them, newest first, paged.',
    params: Type.Object({ uuid: Uuid({ description: 'The player uuid.' }) }),
    query: Type.Object(pageQueryProperties),
    result: AuditPage,
  }),

  staffAudit: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/audit/staff/:id',
    tag: 'backoffice',
    access: 'staff',
    permission: 'audit.read',
    summary: 'The audit of one staff member: what they did and what was done to their account, newest first, paged.',
    params: StaffParams,
    query: Type.Object(pageQueryProperties),
    result: AuditPage,
  }),

  verifyAudit: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/audit/verify',
    tag: 'backoffice',
    access: 'staff',
    permission: 'audit.verify',
    summary: 'Walk the whole audit chain: ok, or the first broken entry.',
    result: AuditVerification,
  }),

  // The daily work: dashboard, queues, player 360 (endpoints/desk.ts).
  ...deskEndpoints,
  ...playerDeskEndpoints,
  ...harmEndpoints,
  // The KYC queue (endpoints/kycQueue.ts).
  ...kycQueueEndpoints,
  // Reports (endpoints/reports.ts).
  ...reportsEndpoints,
  // Bonus campaigns (endpoints/campaigns.ts).
  ...campaignEndpoints,
  // The sportsbook trading desk (endpoints/trading.ts).
  ...tradingEndpoints,
} as const;

/** The operator token's (automation's) side: the CLI's `staff create` and `audit verify`. Part of `adminApi`. */
export const backofficeAdminEndpoints = {
  createStaff: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/staff',
    tag: 'admin',
    access: 'operator',
    summary: 'Make a staff member (e.g. the first admin) and answer a one-time set-up link (72 hours).',
    description:
      "Recorded in the audit as automation. An e-mail already used by a staff member: 409 with fields.email. name defaults to the e-mail's local part.",
    body: Type.Object({ email: StaffEmail, role: StaffRole, name: Type.Optional(StaffName) }),
    result: StaffSetUpLink,
  }),

  verifyAudit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/audit/verify',
    tag: 'admin',
    access: 'operator',
    summary: 'Walk the whole audit chain: ok, or the first broken entry (pnpm admin audit verify).',
    result: AuditVerification,
  }),
} as const;
