import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BalanceAdjustment } from '../entities/desk';
import {
  LimitKind,
  LimitPeriod,
  ResponsibleGaming,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '../entities/responsibleGaming';
import { LimitAmount } from './responsibleGaming';
import { AuditReason } from '../entities/staff';
import { Nullable, StringEnum, Uuid } from '../scalars';
import { EXCLUSION_TYPES } from '../vocabulary/responsibleGaming';

/*
 * The player 360's actions (issue 30): lock and unlock, reset two-factor sign-in, a limit or an
 * exclusion set by the operator, and manual balance adjustments (four eyes). `staff` endpoints:
 * the session cookie, the CSRF header, the endpoint's permission; each is an audit entry with the
 * state before and after and the reason.
 */

const PlayerParams = Type.Object({ uuid: Uuid({ description: "The player's uuid." }) });
const AdjustmentParams = Type.Object({ id: Uuid({ description: "The adjustment's id." }) });
const Reason = Type.Object({ reason: AuditReason });
const LockState = Type.Object({ locked: Type.Boolean(), lockedUntil: Nullable(Type.String()) });

/** Part of `backofficeApi`. */
export const playerDeskEndpoints = {
  lockPlayer: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/lock',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.security',
    summary: "Lock a player's account: sign-in refused until a staff member unlocks it; every session ends.",
    description: 'Already locked by staff: 409.',
    params: PlayerParams,
    body: Reason,
    result: LockState,
  }),

  unlockPlayer: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/unlock',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.security',
    summary: "Unlock a player's account.",
    description: 'Not locked: 409.',
    params: PlayerParams,
    body: Reason,
    result: LockState,
  }),

  resetPlayerTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/two-factor/reset',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.security',
    summary: "Switch a player's two-factor sign-in off (lost authenticator); the player is e-mailed the reason.",
    description: 'Two-factor sign-in not on: 409.',
    params: PlayerParams,
    body: Reason,
    result: Type.Object({ twoFactorEnabled: Type.Boolean() }),
  }),

  setPlayerLimitByStaff: defineEndpoint({
    method: 'PUT',
    path: '/api/backoffice/players/:uuid/limits',
    tag: 'backoffice',
    access: 'staff',
    permission: 'protection.manage',
    summary:
      "Set a player's limit as the operator (a new or lower one at once; higher or removed after the cooling-off).",
    params: PlayerParams,
    body: Type.Object({ kind: LimitKind, period: LimitPeriod, amount: Nullable(LimitAmount), reason: AuditReason }),
    result: ResponsibleGaming,
  }),

  recordAffordabilityCheckByStaff: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/affordability-check',
    tag: 'backoffice',
    access: 'staff',
    permission: 'protection.manage',
    summary: "Record an affordability check: the player's monthly cap on net deposits becomes its amount.",
    description:
      'For a market with a monthly cap on net deposits (the Netherlands); another market: 409. The reason is what the check found and on what evidence.',
    params: PlayerParams,
    body: Type.Object({ amount: LimitAmount, reason: AuditReason }),
    result: ResponsibleGaming,
  }),

  recordContactMomentByStaff: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/contact-moment',
    tag: 'backoffice',
    access: 'staff',
    permission: 'protection.manage',
    summary: 'Record a personal contact with the player about the risks of gambling and the exclusion register.',
    description:
      'For a market that asks for one before larger deposits (the Netherlands: past €350 a month, €150 for 18 to 23); another market: 409. The reason says how the talk went.',
    params: PlayerParams,
    body: Reason,
    result: ResponsibleGaming,
  }),

  excludePlayerByStaff: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/exclusion',
    tag: 'backoffice',
    access: 'staff',
    permission: 'protection.manage',
    summary: 'Start a time-out or a self-exclusion for a player (e.g. at their request by phone).',
    description: 'The same rules as the player’s own: nobody can shorten or lift one early (409).',
    params: PlayerParams,
    body: Type.Object({
      type: StringEnum(EXCLUSION_TYPES),
      period: Type.Union([TimeOutPeriod, SelfExclusionPeriod]),
      reason: AuditReason,
    }),
    result: ResponsibleGaming,
  }),

  requestBalanceAdjustment: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/adjustments',
    tag: 'backoffice',
    access: 'staff',
    permission: 'balance.adjust',
    summary:
      "Ask for a manual adjustment of a player's cash (negative takes money away); a second staff member approves.",
    description: 'More taken away than the cash there is, zero, or not an amount of the currency: 400 (fields.amount).',
    params: PlayerParams,
    body: Type.Object({
      amount: Type.String({ minLength: 1, maxLength: 40, pattern: '^-?[0-9]+(\\.[0-9]+)?$' }),
      reason: AuditReason,
    }),
    result: BalanceAdjustment,
  }),

  approveBalanceAdjustment: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/adjustments/:id/approve',
    tag: 'backoffice',
    access: 'staff',
    permission: 'balance.adjust',
    summary: "Approve another staff member's adjustment: an 'adjustment' ledger entry moves the cash.",
    description:
      'The requester approving: 409. Already approved or rejected (also by a concurrent call): 409. The cash would go below zero by now: 400. Unknown: 404.',
    params: AdjustmentParams,
    body: Type.Object({ reason: Type.Optional(AuditReason) }),
    result: BalanceAdjustment,
  }),

  rejectBalanceAdjustment: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/adjustments/:id/reject',
    tag: 'backoffice',
    access: 'staff',
    permission: 'balance.adjust',
    summary: 'Reject (or withdraw) a pending adjustment, with a reason.',
    description: 'Already decided: 409. Unknown: 404.',
    params: AdjustmentParams,
    body: Reason,
    result: BalanceAdjustment,
  }),
} as const;
