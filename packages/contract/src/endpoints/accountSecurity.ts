import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import {
  PlayerSession,
  RecoveryCodes,
  SignInAttempt,
  TwoFactorCode,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../entities/accountSecurity';
import { MessageResult } from '../entities/messageResult';
import { Uuid } from '../scalars';

const Password = Type.String({ maxLength: 200, description: "The player's password, to confirm." });

/** The player's side of account security (issue 17): two-factor sign-in, sessions, sign-in history. Part of `api.players`. */
export const accountSecurityEndpoints = {
  getTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/players/2fa',
    tag: 'players',
    access: 'player',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left.',
    result: TwoFactorStatus,
  }),

  setupTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/players/2fa/setup',
    tag: 'players',
    access: 'player',
    summary: 'Start two-factor enrolment: a new TOTP secret (QR code, manual key, otpauth URL).',
    description:
      'Needs the password (400 with fields.password when wrong). Nothing changes at sign-in until POST .../2fa/enable confirms a first code; a new setup replaces an unconfirmed one. Already on: 409. Rate-limited per player (429). Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits).',
    body: Type.Object({ password: Password }),
    result: TwoFactorSetup,
  }),

  enableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/players/2fa/enable',
    tag: 'players',
    access: 'player',
    summary: 'Confirm enrolment with a first code: two-factor sign-in is on; answers the ten recovery codes.',
    description:
      'The recovery codes are shown this once (the platform keeps only their hashes); each works once in place of a code. A wrong code: 400 with fields.code. No setup started: 404; already on: 409. Rate-limited per player (429). Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits). The other sessions of the player are ended (this one stays). An e-mail confirms it.',
    body: Type.Object({ code: TwoFactorCode }),
    result: RecoveryCodes,
  }),

  disableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/players/2fa/disable',
    tag: 'players',
    access: 'player',
    summary: 'Turn two-factor sign-in off (password and a code or a recovery code).',
    description:
      'Wrong password: 400 with fields.password; wrong code: 400 with fields.code. Not on: 409. Rate-limited per player (429). Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits). An e-mail confirms it.',
    body: Type.Object({ password: Password, code: TwoFactorCode }),
    result: MessageResult,
  }),

  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/players/sessions',
    tag: 'players',
    access: 'player',
    summary: "The player's open sessions, the most recently used first; `current` marks the caller's.",
    result: Type.Array(PlayerSession),
  }),

  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/sessions/:id',
    tag: 'players',
    access: 'player',
    summary: 'End one session: its access and refresh tokens stop working and its sockets close at once.',
    description: "Another player's session, or one already ended: 404. Ending the caller's own session signs it out.",
    params: Type.Object({ id: Uuid() }),
    result: MessageResult,
  }),

  endOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/sessions',
    tag: 'players',
    access: 'player',
    summary: "End every session of the player but the caller's (End all other sessions).",
    result: Type.Object({ message: Type.String(), ended: Type.Integer({ minimum: 0 }) }),
  }),

  listSignIns: defineEndpoint({
    method: 'GET',
    path: '/api/players/sign-ins',
    tag: 'players',
    access: 'player',
    summary: 'The last 20 sign-in attempts on the account (right password or not), newest first.',
    description:
      'Outcomes: success, wrong_password, code_required (right password, no two-factor code sent), wrong_code. Attempts for an address that has no account are not recorded anywhere a player sees.',
    result: Type.Array(SignInAttempt),
  }),

  cancelEmailChange: defineEndpoint({
    method: 'GET',
    path: '/api/players/email-change/cancel/:token',
    tag: 'players',
    access: 'public',
    summary: 'Cancel a pending e-mail change (the link of the notice sent to the old address).',
    description:
      "A caller that accepts text/html gets 302 to the site's SITE_LINKS.emailVerification page with query emailVerified=false and message. Others get JSON: 200 { message }, or 400 for an unknown, used or expired link.",
    params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
    result: MessageResult,
  }),
} as const;
