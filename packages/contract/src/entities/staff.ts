import Type, { type Static } from 'typebox';
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_TARGET_KINDS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  STAFF_SIGN_IN_STEPS,
} from '../vocabulary/staff';
import { TwoFactorSetup } from './accountSecurity';
import { Pagination } from './pagination';

export const StaffRole = StringEnum([...STAFF_ROLES], { description: "The staff member's role." });
export type StaffRole = Static<typeof StaffRole>;
export const StaffPermission = StringEnum([...STAFF_PERMISSIONS]);
export type StaffPermission = Static<typeof StaffPermission>;

/** A staff e-mail address (kept in lower case; unique). */
export const StaffEmail = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** A staff member's name as colleagues see it. */
export const StaffName = Type.String({ minLength: 1, maxLength: 100 });
/** Why a staff member did something: required for changes that a regulator may ask about. */
export const AuditReason = Type.String({ minLength: 1, maxLength: 1000 });

/** One member of the operator's staff. */
export const StaffMember = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    name: Type.String(),
    role: StaffRole,
    active: Type.Boolean({ description: 'False once deactivated: cannot sign in, sessions ended.' }),
    setUp: Type.Boolean({ description: 'A password is set (the set-up link was used).' }),
    twoFactorEnrolled: Type.Boolean({ description: 'The authenticator is enrolled (first sign-in done).' }),
    lockedUntil: Nullable(IsoDateTime({ description: 'Sign-in refused until then after failed attempts.' })),
    lastSignInAt: Nullable(IsoDateTime()),
    createdAt: IsoDateTime(),
  },
  { title: 'StaffMember' },
);
export type StaffMember = Static<typeof StaffMember>;

/** The signed-in staff member as the back office needs it: who, what the role may do, the CSRF token. */
export const StaffSelf = Type.Object(
  {
    staff: StaffMember,
    permissions: Type.Array(StaffPermission, { description: 'What the role may do (STAFF_ROLE_PERMISSIONS).' }),
    csrfToken: Type.String({ description: 'Send as the x-csrf-token header on every non-GET back-office call.' }),
    sessionId: Uuid({ description: 'The current session (as listed by sessions).' }),
    idleExpiresAt: IsoDateTime({ description: 'The session ends then unless a call is made before.' }),
    expiresAt: IsoDateTime({ description: 'The session ends then whatever happens (12 h after sign-in).' }),
  },
  { title: 'StaffSelf' },
);
export type StaffSelf = Static<typeof StaffSelf>;

/** The password step's answer: what the code step needs. */
export const StaffSignInStepResult = Type.Object(
  {
    step: StringEnum([...STAFF_SIGN_IN_STEPS], {
      description: "enrol: scan `enrolment` and send a first code; code: send the authenticator's code.",
    }),
    ticket: Type.String({ description: 'Send with the code step; good for 5 minutes.' }),
    enrolment: Nullable(TwoFactorSetup, { description: 'For step enrol: the new secret (QR, key, otpauth URL).' }),
  },
  { title: 'StaffSignInStep' },
);
export type StaffSignInStepResult = Static<typeof StaffSignInStepResult>;

/** An open staff session. */
export const StaffSession = Type.Object(
  {
    id: Uuid(),
    address: Nullable(Type.String({ description: 'Client address at sign-in.' })),
    userAgent: Nullable(Type.String()),
    startedAt: IsoDateTime(),
    lastSeenAt: IsoDateTime(),
    expiresAt: IsoDateTime({ description: 'Absolute end (12 h after sign-in).' }),
    current: Type.Boolean({ description: 'The session of this call.' }),
  },
  { title: 'StaffSession' },
);
export type StaffSession = Static<typeof StaffSession>;

/** A set-up link made by an invitation or the CLI. */
export const StaffSetUpLink = Type.Object(
  {
    staff: StaffMember,
    setUpLink: Type.String({ description: '${PUBLIC_URL}/backoffice/set-up?token=...: works once, for 72 hours.' }),
    expiresAt: IsoDateTime(),
  },
  { title: 'StaffSetUpLink' },
);
export type StaffSetUpLink = Static<typeof StaffSetUpLink>;

/** What the set-up page shows before the password is chosen. */
export const StaffSetUpInfo = Type.Object(
  { email: Type.String(), name: Type.String(), role: StaffRole, expiresAt: IsoDateTime() },
  { title: 'StaffSetUpInfo' },
);
export type StaffSetUpInfo = Static<typeof StaffSetUpInfo>;

/** One entry of the audit trail: who did what to what, when, from where, before and after. */
export const AuditEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Position in the chain (1, 2, ...).' }),
    at: IsoDateTime(),
    actorKind: StringEnum([...AUDIT_ACTOR_KINDS]),
    actorId: Nullable(Type.String({ description: "The staff member's uuid for actor staff." })),
    actorName: Nullable(Type.String({ description: "The staff member's name (now) for actor staff." })),
    actorRole: Nullable(StaffRole),
    action: StringEnum([...AUDIT_ACTIONS]),
    targetKind: Nullable(StringEnum([...AUDIT_TARGET_KINDS])),
    targetId: Nullable(Type.String()),
    playerUuid: Nullable(Uuid({ description: 'The player the entry concerns, when one does.' })),
    before: Type.Unknown({ description: 'The state before (JSON), null when created.' }),
    after: Type.Unknown({ description: 'The state after (JSON), null when deleted.' }),
    reason: Nullable(Type.String()),
    clientAddress: Nullable(Type.String()),
    prevHash: Type.String({ description: 'Hash of the previous entry (64 zeros for the first).' }),
    hash: Type.String({ description: 'sha256 hex over prevHash and the canonical JSON of this entry.' }),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object(
  { entries: Type.Array(AuditEntry), pagination: Pagination },
  { title: 'AuditPage' },
);
export type AuditPage = Static<typeof AuditPage>;

/** What walking the chain found. */
export const AuditVerification = Type.Object(
  {
    ok: Type.Boolean(),
    checked: Type.Integer({ minimum: 0, description: 'Entries walked (up to the first broken one).' }),
    lastId: Nullable(Type.Integer({ description: 'The last entry checked.' })),
    broken: Nullable(
      Type.Object({
        id: Type.Integer(),
        at: IsoDateTime(),
        action: Type.String(),
        problem: StringEnum(['hash', 'link', 'gap'], {
          description:
            "hash: the entry's fields do not give its hash (altered); link: its prevHash is not the previous entry's hash; gap: an entry is missing before it.",
        }),
      }),
      { description: 'The first broken entry; null when ok.' },
    ),
  },
  { title: 'AuditVerification' },
);
export type AuditVerification = Static<typeof AuditVerification>;
