import Type, { type Static } from 'typebox';
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { TWO_FACTOR_REASONS, SIGN_IN_OUTCOMES } from '../vocabulary/players';

export { TWO_FACTOR_REASONS, SIGN_IN_OUTCOMES };

export type TwoFactorReason = (typeof TWO_FACTOR_REASONS)[number];

/** How many recovery codes enrolment hands out (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** Whether two-factor sign-in is on. */
export const TwoFactorStatus = Type.Object(
  {
    enabled: Type.Boolean(),
    recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'Unused recovery codes (0 when off).' }),
  },
  { title: 'TwoFactorStatus' },
);
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** A started enrolment: the secret as a QR code, a manual key and an otpauth:// URL. */
export const TwoFactorSetup = Type.Object(
  {
    otpauthUrl: Type.String({ description: 'otpauth://totp/... URL (RFC 6238: SHA-1, 6 digits, 30 s).' }),
    secret: Type.String({ description: 'The key in base32, for typing into an authenticator app.' }),
    qrCode: Type.String({ description: 'The otpauth URL as a PNG data URL (data:image/png;base64,...).' }),
  },
  { title: 'TwoFactorSetup' },
);
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** The recovery codes, shown once: the platform keeps only their hashes. */
export const RecoveryCodes = Type.Object(
  { recoveryCodes: Type.Array(Type.String(), { minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT }) },
  { title: 'RecoveryCodes' },
);
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** A code field: six digits from the app, or a recovery code (`xxxxx-xxxxx`). */
export const TwoFactorCode = Type.String({
  maxLength: 32,
  description: 'A 6-digit code of the authenticator app or one of the recovery codes.',
});

/** An open session of the player (a signed-in browser or app). */
export const PlayerSession = Type.Object(
  {
    id: Uuid(),
    browser: Nullable(Type.String({ description: 'Browser name and major version from the user agent.' })),
    os: Nullable(Type.String({ description: 'Operating system from the user agent.' })),
    device: Nullable(Type.String({ description: "'mobile', 'tablet', 'desktop'... when known." })),
    address: Nullable(Type.String({ description: 'Client address at sign-in.' })),
    startedAt: IsoDateTime(),
    lastSeenAt: IsoDateTime({ description: 'Last use (updated at most once a minute).' }),
    current: Type.Boolean({ description: 'True for the session of the bearer token.' }),
  },
  { title: 'PlayerSession' },
);
export type PlayerSession = Static<typeof PlayerSession>;

export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** One sign-in attempt on the account. */
export const SignInAttempt = Type.Object(
  {
    outcome: StringEnum([...SIGN_IN_OUTCOMES]),
    at: IsoDateTime(),
    address: Nullable(Type.String()),
    browser: Nullable(Type.String()),
    os: Nullable(Type.String()),
  },
  { title: 'SignInAttempt' },
);
export type SignInAttempt = Static<typeof SignInAttempt>;
