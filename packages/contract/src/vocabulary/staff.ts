/*
 * The back office's staff: roles, permissions and the matrix between them, the session's cookie
 * and CSRF header, and the audit trail's words. Schema-free (see vocabulary/index.ts).
 *
 * The platform checks a permission on every back-office endpoint (each endpoint names the one it
 * needs); the back-office app only hides what `permissions` of the signed-in staff member lacks.
 */

/** The roles of the operator's staff (issue 30). Every staff member has exactly one. */
export const STAFF_ROLES = ['admin', 'compliance', 'payments', 'marketing', 'support', 'trader'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a back-office endpoint may need. `*.read` permissions let a role see; the others let it
 * change something (and every change is an audit entry).
 */
export const STAFF_PERMISSIONS = [
  // The staff accounts and the platform's settings (admin).
  'staff.read',
  'staff.manage',
  'settings.read',
  'settings.manage',
  // The audit trail: the whole log and a staff member's (audit.read), verifying the chain (audit.verify).
  'audit.read',
  'audit.verify',
  // Queues' counts and the day's figures.
  'dashboard.read',
  // The player 360: search and read; the audit of one player; notes and tags; lock/unlock and two-factor reset.
  'players.read',
  'players.audit',
  'players.notes',
  'players.security',
  // KYC documents: see them (every view of a document is audited) and decide.
  'kyc.read',
  'kyc.review',
  // Limits, exclusions and their audit.
  'protection.read',
  'protection.manage',
  // Harm markers (part 2).
  'harmMarkers.read',
  'harmMarkers.manage',
  // Withdrawals: see them and approve or reject.
  'withdrawals.read',
  'withdrawals.decide',
  // Deposits held over a limit or during an exclusion: see them and release or return.
  'deposits.read',
  'deposits.decide',
  // Manual balance adjustments (four eyes).
  'balance.adjust',
  // Bonus campaigns and offers.
  'bonuses.read',
  'bonuses.manage',
  // The business's reports (GGR, NGR, payments, players by day).
  'reports.read',
  // The sportsbook trading desk: see events, markets and open bets (sportsbook.read); suspend,
  // resume, settle, void and resettle (sportsbook.trade).
  'sportsbook.read',
  'sportsbook.trade',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const READ_EVERYTHING = STAFF_PERMISSIONS.filter((permission) => permission.endsWith('.read'));

/**
 * The permission matrix: what each role may do. admin runs staff and settings, verifies the audit
 * and reads everything (changes nothing of a player); compliance: KYC, protection and harm markers
 * and the reads they need (the player, payments, the audit); payments: withdrawals, held deposits
 * and balance adjustments, reading the KYC and protection state and bonuses a payout depends on;
 * marketing: bonus campaigns, reading players and their protection (never market to an excluded
 * player); support: reads the player 360 and writes notes; trader: the sportsbook trading desk
 * (suspend, resume, settle, void, resettle) and the player reads every role has.
 */
export const STAFF_ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: [...READ_EVERYTHING, 'staff.manage', 'settings.manage', 'audit.verify', 'players.audit'],
  compliance: [
    'dashboard.read',
    'audit.read',
    'players.read',
    'players.audit',
    'players.notes',
    'players.security',
    'kyc.read',
    'kyc.review',
    'protection.read',
    'protection.manage',
    'harmMarkers.read',
    'harmMarkers.manage',
    'withdrawals.read',
    'deposits.read',
    'bonuses.read',
  ],
  payments: [
    'dashboard.read',
    'players.read',
    'players.audit',
    'players.notes',
    'kyc.read',
    'protection.read',
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'deposits.decide',
    'balance.adjust',
    'bonuses.read',
    'reports.read',
  ],
  marketing: ['dashboard.read', 'players.read', 'protection.read', 'bonuses.read', 'bonuses.manage', 'reports.read'],
  support: [
    'dashboard.read',
    'players.read',
    'players.audit',
    'players.notes',
    'kyc.read',
    'protection.read',
    'withdrawals.read',
    'deposits.read',
    'bonuses.read',
  ],
  trader: ['dashboard.read', 'players.read', 'sportsbook.read', 'sportsbook.trade'],
};

/** Whether a role has a permission (the platform's check; the app's hiding of what a role cannot do). */
export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return STAFF_ROLE_PERMISSIONS[role].includes(permission);
}

/** The staff session's cookie: HttpOnly, SameSite=Strict, path /api/backoffice (Secure on https). */
export const STAFF_SESSION_COOKIE = 'casino_staff_session';
/** Request header every non-GET back-office call carries: the session's CSRF token (403 without it). */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** A staff session ends after this long without a call. */
export const STAFF_SESSION_IDLE_MINUTES = 15;
/** A staff session ends this long after sign-in, used or not. */
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** An invitation's (or the CLI's) set-up link works this long. */
export const STAFF_SET_UP_HOURS = 72;

/** Pages of the back office the platform links to (the set-up link it mails and answers). */
export const BACKOFFICE_LINKS = {
  /** Where the back office is served. */
  base: '/backoffice',
  /** The set-up page of an invitation, under `base`; query `token`. */
  setUp: '/set-up',
} as const;
/** The password step's ticket is good for the code step this long. */
export const STAFF_SIGN_IN_TICKET_MINUTES = 5;

/**
 * The second step of a staff sign-in: `enrol` (no authenticator yet: scan the secret, then send
 * a first code) or `code` (send the authenticator's code).
 */
export const STAFF_SIGN_IN_STEPS = ['enrol', 'code'] as const;
export type StaffSignInStep = (typeof STAFF_SIGN_IN_STEPS)[number];

/**
 * Who wrote an audit entry: a signed-in staff member, `automation` (a call with OPERATOR_TOKEN:
 * the CLI, scripts) or the platform itself (`system`: scheduled work).
 */
export const AUDIT_ACTOR_KINDS = ['staff', 'automation', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What an audit entry is about. */
export const AUDIT_TARGET_KINDS = [
  'staff',
  'staffSession',
  'player',
  'kycDocument',
  'withdrawal',
  'deposit',
  'protection',
  'bonusOffer',
  'page',
  'settings',
  'balanceAdjustment',
  'harmAlert',
  'sportsbookEvent',
  'sportsbookMarket',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** Every action the audit trail records (part 2 adds its own). */
export const AUDIT_ACTIONS = [
  // Staff accounts and sessions.
  'staff.create',
  'staff.invite',
  'staff.setUp',
  'staff.enrolTwoFactor',
  'staff.signIn',
  'staff.signOut',
  'staff.endSession',
  'staff.changeRole',
  'staff.deactivate',
  'staff.reactivate',
  // KYC.
  'kyc.review',
  'kyc.viewDocument',
  // Payments.
  'withdrawal.approve',
  'withdrawal.reject',
  'deposit.release',
  'deposit.refund',
  // Protection (limits, exclusions, account closure and resumption by the operator).
  'protection.change',
  'protection.affordabilityCheck',
  'protection.contactMoment',
  // The player 360: notes, tags, sign-in lock, two-factor reset, manual balance adjustments (four eyes).
  'player.note',
  'player.tags',
  'player.lock',
  'player.unlock',
  'player.resetTwoFactor',
  'balance.requestAdjustment',
  'balance.approveAdjustment',
  'balance.rejectAdjustment',
  // Content and offers.
  'bonusOffer.create',
  'bonusOffer.update',
  'bonusOffer.end',
  'page.update',
  // Markers of harm: the steps on an alert.
  'harmAlert.acknowledge',
  'harmAlert.contact',
  'harmAlert.act',
  'harmAlert.close',
  // The sportsbook trading desk.
  'sportsbook.suspend',
  'sportsbook.resume',
  'sportsbook.settle',
  'sportsbook.void',
  'sportsbook.resettle',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
