import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import {
  DashboardFigures,
  HeldDepositItem,
  Player360,
  PlayerNote,
  PlayerSearchHit,
  WithdrawalQueueItem,
} from '../entities/desk';
import { PaymentTransaction } from '../entities/paymentTransaction';
import { AuditReason } from '../entities/staff';
import { Uuid } from '../scalars';

/*
 * The back office's daily work (issue 30): the dashboard, the withdrawal queue and the player
 * 360. `staff` endpoints as the rest of the back office (endpoints/backoffice.ts): the session
 * cookie, the CSRF header on every non-GET call, and the endpoint's permission; every change is
 * an audit entry.
 */

const PlayerParams = Type.Object({ uuid: Uuid({ description: "The player's uuid." }) });
const WithdrawalParams = Type.Object({ uuid: Uuid({ description: "The withdrawal's uuid." }) });
const DepositParams = Type.Object({ uuid: Uuid({ description: "The held deposit's uuid." }) });

/** Part of `backofficeApi`. */
export const deskEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/dashboard',
    tag: 'backoffice',
    access: 'staff',
    permission: 'dashboard.read',
    summary: "Every queue's size and oldest item, and today's deposits, payouts and GGR per currency.",
    result: DashboardFigures,
  }),

  searchPlayers: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/players',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.read',
    summary: 'Find players by uuid, e-mail, gamertag, name (from their start, any case) or payout address.',
    description: 'At most 20, best matches first; a text shorter than 2 characters finds nobody.',
    query: Type.Object({ q: Type.String({ maxLength: 200 }) }),
    result: Type.Array(PlayerSearchHit),
  }),

  player: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:uuid',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.read',
    summary:
      'The player 360: identity, KYC, wallet, latest payments, rounds and bets, sessions and sign-ins, protection and its audit, notes and tags.',
    description: 'Unknown player: 404.',
    params: PlayerParams,
    result: Player360,
  }),

  addPlayerNote: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:uuid/notes',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.notes',
    summary: 'Write a note about a player (kept; never edited or deleted).',
    params: PlayerParams,
    body: Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) }),
    result: PlayerNote,
  }),

  setPlayerTags: defineEndpoint({
    method: 'PUT',
    path: '/api/backoffice/players/:uuid/tags',
    tag: 'backoffice',
    access: 'staff',
    permission: 'players.notes',
    summary: "Replace a player's tags (short labels staff filter by, e.g. vip, chargeback).",
    params: PlayerParams,
    body: Type.Object({
      tags: Type.Array(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$' }), {
        maxItems: 20,
        uniqueItems: true,
      }),
    }),
    result: Type.Array(Type.String()),
  }),

  withdrawalQueue: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/withdrawals',
    tag: 'backoffice',
    access: 'staff',
    permission: 'withdrawals.read',
    summary:
      "Withdrawals waiting for approval, oldest first (at most 50), with the player's balance and recent activity, risk flags with their figures and approvals so far.",
    result: Type.Array(WithdrawalQueueItem),
  }),

  approveWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:uuid/approve',
    tag: 'backoffice',
    access: 'staff',
    permission: 'withdrawals.decide',
    summary:
      'Approve a withdrawal: paid out, or at or over the four-eyes amount, approved once and waiting for a second staff member.',
    description:
      'approvalsNeeded: how many more approvals it waits for (0: paid out). The same staff member approving twice: 409. A withdrawal no longer requested (paid, rejected, cancelled): 409. Unknown: 404.',
    params: WithdrawalParams,
    body: Type.Object({ reason: Type.Optional(AuditReason) }),
    result: Type.Object({ withdrawal: PaymentTransaction, approvalsNeeded: Type.Integer({ minimum: 0 }) }),
  }),

  rejectWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:uuid/reject',
    tag: 'backoffice',
    access: 'staff',
    permission: 'withdrawals.decide',
    summary: 'Reject a withdrawal with a reason the player sees: the held money returns to the balance.',
    params: WithdrawalParams,
    body: Type.Object({ reason: AuditReason }),
    result: PaymentTransaction,
  }),

  heldDepositQueue: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/held-deposits',
    tag: 'backoffice',
    access: 'staff',
    permission: 'deposits.read',
    summary:
      'Deposits held by player protection (status held), oldest first (at most 50), with the rule that held them.',
    result: Type.Array(HeldDepositItem),
  }),

  releaseHeldDeposit: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/held-deposits/:uuid/release',
    tag: 'backoffice',
    access: 'staff',
    permission: 'deposits.decide',
    summary: "Credit a held deposit to the player's balance, where their limits and exclusions allow it now.",
    description:
      "Refused (403, with the protection's text) while a limit or exclusion still refuses the money; not held (any more): 409; unknown: 404.",
    params: DepositParams,
    body: Type.Object({ reason: Type.Optional(AuditReason) }),
    result: PaymentTransaction,
  }),

  returnHeldDeposit: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/held-deposits/:uuid/return',
    tag: 'backoffice',
    access: 'staff',
    permission: 'deposits.decide',
    summary: 'Return a held deposit to the player through the payment provider (refunding, then refunded).',
    description: 'Not held (any more): 409; unknown: 404.',
    params: DepositParams,
    body: Type.Object({ reason: Type.Optional(AuditReason) }),
    result: PaymentTransaction,
  }),
} as const;
