/* Players, games and sign-in: lists of the vocabulary, schema-free (see vocabulary/index.ts). */

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Lobby categories carried by games (DESIGN.md: the second design's categories are tags). */
export const GAME_TAGS = ['top', 'new', 'popular', 'jackpot', 'live'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/**
 * Why sign-in (or a sensitive change) wants a two-factor code: the envelope's `error.reason` of a
 * 403 (never 401, which signs the site out). `two_factor_required`: no code was sent;
 * `two_factor_invalid`: the code sent is wrong, already used or expired.
 */
export const TWO_FACTOR_REASONS = ['two_factor_required', 'two_factor_invalid'] as const;
export type TwoFactorReason = (typeof TWO_FACTOR_REASONS)[number];

export const SIGN_IN_OUTCOMES = ['success', 'wrong_password', 'code_required', 'wrong_code'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
