import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BonusOffer } from '../entities/bonusOffer';
import { HistoryQuery } from '../entities/historyQuery';
import { MessageResult, ResultMessageCode } from '../entities/messageResult';
import { Pagination } from '../entities/pagination';
import { PreviousPaymentLink } from '../entities/paymentLink';
import { PaymentTransaction } from '../entities/paymentTransaction';
import { PlayerBonus } from '../entities/playerBonus';
import { Gender, PlayerDetails } from '../entities/playerDetails';
import { Preferences, PreferencesUpdate } from '../entities/preferences';
import { SessionTokens, SignInResult } from '../entities/session';
import { CurrencyCode, Link, Uuid } from '../scalars';
import { BonusListQuery, OfferLanCode } from './auth';
import { TwoFactorCode } from '../entities/accountSecurity';
import { accountSecurityEndpoints } from './accountSecurity';
import { responsibleGamingEndpoints } from './responsibleGaming';

/*
 * Field rules of the forms (lengths, letters, e-mail, ages, passwords matching: spec point 5)
 * are those of @casino/rules. The schemas here fix shapes and types; the platform applies the
 * same rules and answers a break with 400 and the spec's message in `error.fields`.
 */

/** Sign-up payload (spec point 7, POST /new). */
export const SignUpBody = Type.Object({
  email: Type.String(),
  password: Type.String(),
  confirmPassword: Type.Optional(Type.String({ description: 'When sent, must equal password.' })),
  firstName: Type.String(),
  lastName: Type.String(),
  sex: Gender,
  dob: Type.String({ description: 'Date of birth, YYYY-MM-DD; at least 18 and under 150 years old.' }),
  placeOfBirth: Type.Optional(
    Type.String({
      description:
        "Place of birth, 2 to 50 characters once trimmed: letters in words joined by single spaces, hyphens, apostrophes or dots ('St. Ingbert'). Required when `country` is in Germany's market and the brand is licensed for it (GlüStV 2021 § 6h (2), § 8a: OASIS and LUGAS identify a player by it): left out, 400 with fields.placeOfBirth 'Enter your place of birth: players in Germany need it for the national player protection systems.' Optional elsewhere, and kept when given. Read-only after sign-up.",
    }),
  ),
  birthName: Type.Optional(
    Type.String({
      description:
        'The family name at birth, when it differs from `lastName` (same rules as `placeOfBirth`, always optional; empty is none). Sent to OASIS and LUGAS in Germany. Read-only after sign-up.',
    }),
  ),
  phoneNumber: Type.String(),
  address: Type.String(),
  city: Type.String(),
  country: Type.String(),
  currency: CurrencyCode({ description: 'One of GET /api/auth/master/currency/avaliable.' }),
  locale: Type.String({ description: 'Language code, e.g. "en_GB".' }),
  username: Type.String({
    description: "Not read: the platform generates the initial gamertag ('player' and random base-36 digits).",
  }),
  marketingTag: Type.Optional(Type.String({ description: 'Campaign tag (the spec sends a fixed placeholder).' })),
  consent: Type.Optional(Type.Boolean({ description: 'Terms consent; the spec sends true.' })),
});
export type SignUpBody = Static<typeof SignUpBody>;

/** Identity details (dashboard "Identity Details"); consent must be true to save. */
export const IdentityDetailsBody = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  dob: Type.String({ description: 'YYYY-MM-DD.' }),
  phoneNumber: Type.String(),
  address: Type.String(),
  city: Type.String(),
  country: Type.String(),
  consent: Type.Boolean({
    description: "Must be true; false answers 400 with fields.consent 'Consent is required to edit details'.",
  }),
});
export type IdentityDetailsBody = Static<typeof IdentityDetailsBody>;

/** One account change, chosen by `action`. */
export const PlayerUpdateBody = Type.Union([
  Type.Object(
    {
      action: Type.Literal('password'),
      currentPassword: Type.String(),
      newPassword: Type.String(),
      confirmPassword: Type.String(),
      twoFactorCode: Type.Optional(TwoFactorCode),
    },
    { title: 'PasswordChange' },
  ),
  Type.Object({ action: Type.Literal('username'), username: Type.String() }, { title: 'UsernameChange' }),
  Type.Object(
    {
      action: Type.Literal('email'),
      email: Type.String(),
      password: Type.Optional(
        Type.String({ description: "Required: the player's password (400 with fields.password)." }),
      ),
      twoFactorCode: Type.Optional(TwoFactorCode),
    },
    { title: 'EmailChange' },
  ),
  Type.Object(
    {
      action: Type.Literal('locale'),
      locale: Type.String({
        maxLength: 10,
        description: "The site language the player reads (e.g. 'de_DE'): their e-mails are written in it.",
      }),
    },
    { title: 'LanguageChange' },
  ),
]);
export type PlayerUpdateBody = Static<typeof PlayerUpdateBody>;

/** Answer of e-mail verification to a JSON caller. */
export const EmailVerificationResult = Type.Object({
  emailVerified: Type.Boolean(),
  message: Type.String(),
  messageCode: ResultMessageCode,
});
export type EmailVerificationResult = Static<typeof EmailVerificationResult>;

export const playersApi = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/players/new',
    tag: 'players',
    access: 'public',
    summary: 'Sign up: create a player account.',
    description:
      'Answers 200 on success (the site then signs in with the same e-mail and password) and sends the verification e-mail. A rule break answers 400 with field messages; `currency` must be one of the available currencies. An e-mail already registered gets the very same 200 answer (the answer never tells whether an address is registered) and its owner is e-mailed a notice instead. `username` is not read: the initial gamertag is generated ("player" and random base-36 digits), so it reveals nothing about the player.',
    body: SignUpBody,
    result: MessageResult,
  }),

  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/players/signin',
    tag: 'players',
    access: 'public',
    summary: 'Sign in with e-mail and password.',
    description:
      "Starts a session. With two-factor sign-in on, the right password alone answers 403 with error.reason 'two_factor_required' (send it again with `twoFactorCode`: the app's 6-digit code or a recovery code); a wrong, expired or already used code answers 403 with reason 'two_factor_invalid' and fields.twoFactorCode. A code is never accepted twice. Players without two-factor sign-in get the same answers as before. " +
      'Wrong e-mail or password answers 401 with one message that does not say which was wrong. Failed attempts (a wrong password, or a wrong code after the right password; a missing code is none) slow down who fails, not the account for everybody: the pair (account, client address) is refused after 5 failures for the rest of 15 minutes (429 with Retry-After, also for the right password); one address failing on any accounts after 50; an account failing from addresses it was never signed in from after 30, while its usual addresses (a success within 14 days) still get in. Wrong passwords and codes sent to the calls of a signed-in player that check them count alike. `meta` is accepted for the spec client; the platform takes the address from the connection, not from the body.',
    body: Type.Object({
      email: Type.String(),
      password: Type.String(),
      twoFactorCode: Type.Optional(TwoFactorCode),
      meta: Type.Optional(
        Type.Object(
          { ip: Type.Optional(Type.String()), country: Type.Optional(Type.String()) },
          {
            description: "Client-claimed context (the spec's client sends fixed placeholders); informational only.",
          },
        ),
      ),
    }),
    result: SignInResult,
  }),

  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/players/refresh',
    tag: 'players',
    access: 'public',
    summary: 'Refresh the session: trade a refresh token for a new token pair.',
    description:
      'Refresh tokens rotate: each is exchanged once, for one successor. Within 30 seconds of that exchange the same token answers the same successor again (with an access token of the same session), so an answer lost on the way signs nobody out and no second chain of tokens ever starts. A token reused later ends the whole session family; a reused, expired or revoked one answers 401 (the site shows "Token expired, please login again").',
    body: Type.Object({ refreshToken: Type.String({ minLength: 1 }) }),
    result: SessionTokens,
  }),

  getDetails: defineEndpoint({
    method: 'GET',
    path: '/api/players/details',
    tag: 'players',
    access: 'player',
    summary: 'Get the signed-in player (current user after sign-in).',
    result: PlayerDetails,
  }),

  updateDetails: defineEndpoint({
    method: 'PUT',
    path: '/api/players/details/update',
    tag: 'players',
    access: 'player',
    summary: "Save the player's identity details.",
    description: 'Answers the whole updated player, which the site merges into its details.',
    body: IdentityDetailsBody,
    result: PlayerDetails,
  }),

  update: defineEndpoint({
    method: 'PUT',
    path: '/api/players/update',
    tag: 'players',
    access: 'player',
    summary: "Change the player's password, gamertag or e-mail (by `action`).",
    description:
      "password: currentPassword must be right (else 400 with fields.currentPassword); the player's other sessions are ended. username: lowercase letters and digits, 5 to 250; taken answers 409 with fields.username. email: needs the password (400 with fields.password) and must differ from the current one (else 400 'Cannot update with same email'); the change waits until the new address is verified through the link e-mailed to it (`pendingEmail` meanwhile; once it is, the player's other sessions are ended, the one that asked stays): until then the old address stays the sign-in and receives a notice with a link that cancels the change; a gamertag still equal to the old address becomes the new one. A taken address gets the very same answer (its owner is e-mailed instead, and the change can never complete). With two-factor sign-in on, password and e-mail changes also need `twoFactorCode` (403 with error.reason 'two_factor_required' or 'two_factor_invalid'). Password and e-mail changes are rate-limited per player (429). Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits). Answers the whole updated player.",
    body: PlayerUpdateBody,
    result: PlayerDetails,
  }),

  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/players/reset-password/:hash',
    tag: 'players',
    access: 'public',
    summary: 'Set a new password with the hash of a reset link.',
    description:
      'The hash is the `token` of the e-mailed /reset-password link: one use, time-limited. An unknown, used or expired hash answers 400. On success every session of the player is ended.',
    params: Type.Object({ hash: Type.String({ minLength: 1 }) }),
    body: Type.Object({ newPassword: Type.String(), confirmPassword: Type.String() }),
    result: MessageResult,
  }),

  requestResetPassword: defineEndpoint({
    method: 'GET',
    path: '/api/players/request-reset-password/:email',
    tag: 'players',
    access: 'public',
    summary: 'Send a password reset link to an e-mail address.',
    description:
      'Always answers 200 with the same message (RESULT_MESSAGES.resetLinkSent) whether or not the address has an account; a link is e-mailed only when it has. The e-mail is a URL-encoded path segment. Rate-limited (429).',
    params: Type.Object({ email: Type.String({ minLength: 1 }) }),
    result: MessageResult,
  }),

  resendEmail: defineEndpoint({
    method: 'GET',
    path: '/api/players/resend-email/:token',
    tag: 'players',
    access: 'player',
    summary: 'Send the e-mail verification link again.',
    description:
      "Authorised by the bearer header only. The path segment is kept for the spec's client, which repeats its access token there; the site sends its access token, the platform does not read it beyond requiring it. An already verified e-mail answers 400. Rate-limited (429).",
    params: Type.Object({ token: Type.String({ minLength: 1 }) }),
    result: MessageResult,
  }),

  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/api/players/verify-email/:token',
    tag: 'players',
    access: 'public',
    summary: 'Verify an e-mail address (the link of the verification e-mail).',
    description:
      "A caller that accepts text/html (a browser following the e-mail link) gets 302 to the site's SITE_LINKS.emailVerification page with query emailVerified=true|false and message. Any other caller gets JSON: 200 with { emailVerified: true, message }, or 400 for an unknown, used or expired token.",
    params: Type.Object({ token: Type.String({ minLength: 1 }) }),
    result: EmailVerificationResult,
  }),

  uploadProfilePicture: defineEndpoint({
    method: 'POST',
    path: '/api/players/upload-profile',
    tag: 'players',
    access: 'player',
    summary: 'Upload a new profile picture (multipart field `file`).',
    description:
      "JPEG or PNG, checked by content, at most 512KB (524288 bytes). No file: 400 'No file selected.'; other type or size: 400 with the rules' message.",
    files: ['file'],
    result: Type.Object({ profilePicture: Link({ description: 'URL of the new picture.' }) }),
  }),

  listBonuses: defineEndpoint({
    method: 'GET',
    path: '/api/players/bonuses',
    tag: 'players',
    access: 'player',
    summary: 'List the active bonus offers available to the player (dashboard Bonuses and Offers).',
    description: "Same offers and query as GET /api/auth/bonuses/get-all, always personalised for the bearer's player.",
    query: BonusListQuery,
    result: Type.Array(BonusOffer),
  }),

  getSelfBonuses: defineEndpoint({
    method: 'GET',
    path: '/api/players/bonuses/get-self',
    tag: 'players',
    access: 'player',
    summary: "Get the player's bonus in progress, or with history=true the used ones.",
    description:
      "Without `history` (or history=false): the player's single active bonus, or null. With history=true: the list of the player's bonuses that are no longer active, newest first.",
    query: Type.Object({
      history: Type.Optional(Type.Boolean({ default: false })),
      lanCode: Type.Optional(OfferLanCode),
    }),
    result: Type.Union([PlayerBonus, Type.Null(), Type.Array(PlayerBonus)]),
  }),

  forfeitBonus: defineEndpoint({
    method: 'POST',
    path: '/api/players/bonuses/forfeit',
    tag: 'players',
    access: 'player',
    summary: 'Give up the bonus in progress: its bonus money is removed, its winnings with it.',
    description:
      "Names the active bonus by uuid, so a stale screen cannot forfeit a newer one; no active bonus of that uuid answers 404. The removal is a 'bonus_forfeit' row of Transaction History. Answers the forfeited bonus.",
    body: Type.Object({ uuid: Uuid({ description: 'The active player bonus (get-self).' }) }),
    result: PlayerBonus,
  }),

  lookupBonus: defineEndpoint({
    method: 'GET',
    path: '/api/players/bonuses/lookup',
    tag: 'players',
    access: 'optionalPlayer',
    summary: 'Find an active bonus offer by promo code or by uuid (its name and terms in `lanCode` where it has them).',
    description:
      'Send exactly one of bonusCode (promo code at deposit, case-insensitive) and bonusId (the offer uuid of /bonus-details); neither or both answers 400. No active offer answers 404.',
    query: Type.Object({
      bonusCode: Type.Optional(Type.String({ minLength: 1 })),
      bonusId: Type.Optional(Uuid({ description: 'The offer uuid.' })),
      lanCode: Type.Optional(OfferLanCode),
    }),
    result: BonusOffer,
  }),

  listTransactions: defineEndpoint({
    method: 'GET',
    path: '/api/players/transactions',
    tag: 'players',
    access: 'player',
    summary: "List the player's deposits and withdrawals (Transaction History), newest first.",
    query: HistoryQuery,
    result: Type.Object({ transactions: Type.Array(PaymentTransaction), pagination: Pagination }),
  }),

  checkPreviousPaymentLink: defineEndpoint({
    method: 'GET',
    path: '/api/players/check-previous-payment-link',
    tag: 'players',
    access: 'player',
    summary: 'Tell whether an unfinished deposit link exists, to reopen it.',
    result: PreviousPaymentLink,
  }),

  cancelPreviousPaymentLink: defineEndpoint({
    method: 'POST',
    path: '/api/players/cancel-previous-payment-link',
    tag: 'players',
    access: 'player',
    summary: 'Cancel the unfinished deposit link (Cancel Transaction).',
    description:
      'Send no body (or {}). Idempotent: answers 200 also when there is no unfinished link. The pending deposit becomes cancelled.',
    result: MessageResult,
  }),

  dataBetToken: defineEndpoint({
    method: 'POST',
    path: '/api/players/data-bet/token',
    tag: 'players',
    access: 'player',
    summary: 'Get a sportsbook widget token for the player.',
    description:
      "playerId must be the bearer's player uuid (else 403). While every bet would be refused, so is the token: 403 with error.reason 'time_out', 'self_excluded', 'account_closed', 'reality_check_due' or 'time_limit' (the odds stay readable without a token).",
    body: Type.Object({
      playerId: Uuid({ description: "The player's uuid." }),
      currency: CurrencyCode({ description: 'Sportsbook currency; the spec sends EUR.' }),
      locale: Type.String({ description: 'Sportsbook language; the spec sends en.' }),
    }),
    result: Type.Object({ token: Type.String({ minLength: 1 }) }),
  }),

  getPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/players/preferences',
    tag: 'players',
    access: 'player',
    summary: "Get the player's contact and notification preferences.",
    result: Preferences,
  }),

  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/players/preferences',
    tag: 'players',
    access: 'player',
    summary: "Change the player's contact and notification preferences.",
    description: 'Fields left out keep their value; billingAndAccount cannot be changed. Answers all preferences.',
    body: PreferencesUpdate,
    result: Preferences,
  }),

  ...responsibleGamingEndpoints,
  ...accountSecurityEndpoints,
} as const;
