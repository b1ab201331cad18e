import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import {
  LimitKind,
  LimitPeriod,
  ProtectionAuditEntry,
  ResponsibleGaming,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '../entities/responsibleGaming';
import { Nullable, StringEnum, Uuid } from '../scalars';
import { TwoFactorCode } from '../entities/accountSecurity';
import { EXCLUSION_TYPES, MARKETING_LISTS } from '../vocabulary/responsibleGaming';

export { MARKETING_LISTS };

/** A limit amount: money in the one grammar of amounts, or whole minutes for kind time. */
export const LimitAmount = Type.String({
  pattern: '^\\d+(\\.\\d{1,2})?$',
  maxLength: 20,
  description:
    'Money limits: digits with at most 2 decimals in the account currency ("50.00"); time: whole minutes ("90"). Must be above 0.',
});

const PasswordConfirmation = Type.String({ minLength: 1, description: "The player's password, to confirm." });

/** Player protection of the signed-in player (issue 16). Part of `api.players`. */
export const responsibleGamingEndpoints = {
  getResponsibleGaming: defineEndpoint({
    method: 'GET',
    path: '/api/players/responsible-gaming',
    tag: 'players',
    access: 'player',
    summary: "The player's limits, pending changes, reality check, exclusions and activity statement.",
    result: ResponsibleGaming,
  }),

  setLimit: defineEndpoint({
    method: 'PUT',
    path: '/api/players/responsible-gaming/limits',
    tag: 'players',
    access: 'player',
    summary: 'Set, lower, raise or remove a limit.',
    description:
      'A new limit or a lower one takes effect at once. A higher one or a removal (amount null) becomes a pending change: the old limit applies until its 24-hour cooling-off has passed and the player confirms it (POST .../limits/confirm). Setting again replaces a pending change. Answers the whole state.',
    body: Type.Object({ kind: LimitKind, period: LimitPeriod, amount: Nullable(LimitAmount) }),
    result: ResponsibleGaming,
  }),

  confirmLimit: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/limits/confirm',
    tag: 'players',
    access: 'player',
    summary: 'Confirm a pending increase or removal once its cooling-off has passed.',
    description:
      'No pending change answers 404; one still in its cooling-off answers 409 with the time it can be confirmed. Answers the whole state.',
    body: Type.Object({ kind: LimitKind, period: LimitPeriod }),
    result: ResponsibleGaming,
  }),

  setRealityCheck: defineEndpoint({
    method: 'PUT',
    path: '/api/players/responsible-gaming/reality-check',
    tag: 'players',
    access: 'player',
    summary: 'Choose the reality-check interval (0 turns it off).',
    body: Type.Object({ minutes: Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(60)]) }),
    result: ResponsibleGaming,
  }),

  answerRealityCheck: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/reality-check/answer',
    tag: 'players',
    access: 'player',
    summary: 'Answer a due reality check: continue playing, or leave (ends the play session).',
    body: Type.Object({ action: Type.Union([Type.Literal('continue'), Type.Literal('leave')]) }),
    result: ResponsibleGaming,
  }),

  takeTimeOut: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/time-out',
    tag: 'players',
    access: 'player',
    summary: 'Take a time-out: no deposits, play, bets or offers until it ends.',
    description:
      'Needs the password (400 with fields.password when wrong), and with two-factor sign-in on a code (`twoFactorCode`; 403 two_factor_required or two_factor_invalid). Cannot be shortened or lifted; a longer one replaces a shorter one. An active bonus is forfeited. Withdrawals stay possible. An e-mail confirms it. Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits).',
    body: Type.Object({
      period: TimeOutPeriod,
      password: PasswordConfirmation,
      twoFactorCode: Type.Optional(TwoFactorCode),
    }),
    result: ResponsibleGaming,
  }),

  panicButton: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/panic',
    tag: 'players',
    access: 'player',
    summary: 'The panic button: a 24-hour time-out at once, without a password.',
    description:
      "Offered on the game page and the sportsbook where the player's market requires it (Germany: GlüStV 2021 § 6i, the short-term block). Starts a 24-hour time-out at once (open game and play sessions end; no deposits, play or bets until it ends). A longer exclusion already in force answers 409 and stays.",
    result: ResponsibleGaming,
  }),

  selfExclude: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/self-exclusion',
    tag: 'players',
    access: 'player',
    summary: 'Self-exclude: as a time-out, for 6 months to permanently.',
    description:
      'Needs the password, and with two-factor sign-in on a code (`twoFactorCode`, as for a time-out). Cannot be shortened or lifted; after it ends, play resumes only after the player asks (POST .../self-exclusion/resume) and 24 hours pass. An e-mail confirms it. Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits).',
    body: Type.Object({
      period: SelfExclusionPeriod,
      password: PasswordConfirmation,
      twoFactorCode: Type.Optional(TwoFactorCode),
    }),
    result: ResponsibleGaming,
  }),

  requestResume: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/self-exclusion/resume',
    tag: 'players',
    access: 'player',
    summary: 'After a self-exclusion has ended, ask to play again: play resumes 24 hours later.',
    description:
      'A self-exclusion still in force (or permanent) answers 403 self_excluded. Needs the password. Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits).',
    body: Type.Object({ password: PasswordConfirmation }),
    result: ResponsibleGaming,
  }),

  closeAccount: defineEndpoint({
    method: 'POST',
    path: '/api/players/responsible-gaming/close-account',
    tag: 'players',
    access: 'player',
    summary: 'Close the account for good (the money rules of a permanent self-exclusion).',
    description:
      'Needs the password. The player can still sign in to see history and withdraw their cash; nothing else. An e-mail confirms it. Wrong passwords and codes count as failed sign-ins of the account and the client address (429 with Retry-After once over the sign-in limits).',
    body: Type.Object({ password: PasswordConfirmation }),
    result: ResponsibleGaming,
  }),
} as const;

/** The operator's side of player protection. Part of `api.admin`. */
export const responsibleGamingAdminEndpoints = {
  listMarketingRecipients: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/marketing-recipients',
    tag: 'admin',
    access: 'operator',
    summary: 'The addresses a marketing e-mail may go to now (`pnpm admin marketing <list>`), for the mailing tool.',
    description:
      'newsletter: the footer subscribers; bonus-club: players who chose bonus club e-mails in Contact Preferences. Players on a time-out, self-excluded (until play resumes) or with a closed account are left out, whichever list holds them; the answer says how many. Sorted by address.',
    query: Type.Object({ list: StringEnum(MARKETING_LISTS) }),
    result: Type.Object({
      recipients: Type.Array(Type.String({ description: 'An e-mail address, as stored.' })),
      excluded: Type.Integer({ minimum: 0, description: 'Addresses of the list left out by player protection.' }),
    }),
  }),

  findPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/lookup',
    tag: 'admin',
    access: 'operator',
    summary: 'Find a player by e-mail address (any case), for the operator tool (`pnpm admin protection <email>`).',
    description: 'No player with that address answers 404.',
    query: Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) }),
    result: Type.Object({
      uuid: Uuid(),
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
    }),
  }),

  getPlayerProtection: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/:playerUuid/responsible-gaming',
    tag: 'admin',
    access: 'operator',
    summary: "A player's protection state and its audit trail (every change, who made it, requested and effective).",
    params: Type.Object({ playerUuid: Uuid() }),
    result: Type.Object({ state: ResponsibleGaming, audit: Type.Array(ProtectionAuditEntry) }),
  }),

  setPlayerLimit: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/players/:playerUuid/responsible-gaming/limits',
    tag: 'admin',
    access: 'operator',
    summary: "Set or lower a player's limit (takes effect at once).",
    description:
      'An operator can tighten protection at once; an increase or a removal waits the same cooling-off and the player’s own confirmation as the player’s.',
    params: Type.Object({ playerUuid: Uuid() }),
    body: Type.Object({ kind: LimitKind, period: LimitPeriod, amount: Nullable(LimitAmount) }),
    result: ResponsibleGaming,
  }),

  recordAffordabilityCheck: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/:playerUuid/affordability-check',
    tag: 'admin',
    access: 'operator',
    summary: "Record an affordability check: the player's monthly net deposit cap becomes its amount.",
    description:
      "For a market with a monthly cap on net deposits (the Netherlands): the cap becomes the amount the operator's affordability check found (in the account currency), from now on. Audited as automation. Answers the player's state.",
    params: Type.Object({ playerUuid: Uuid() }),
    body: Type.Object({
      amount: LimitAmount,
      note: Type.String({ minLength: 1, maxLength: 500, description: 'What the check found and on what evidence.' }),
    }),
    result: ResponsibleGaming,
  }),

  recordContactMoment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/:playerUuid/contact-moment',
    tag: 'admin',
    access: 'operator',
    summary: 'Record a personal contact with the player: deposits and deposit limits past the first amount open.',
    description:
      "For a market that asks for one (the Netherlands): trained staff talked with the player about the risks of gambling and the national exclusion register before the player deposits more than the market's amount a month or raises a deposit limit past it. Audited as automation. Answers the player's state.",
    params: Type.Object({ playerUuid: Uuid() }),
    body: Type.Object({
      note: Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'Who talked with the player, how, and what was said.',
      }),
    }),
    result: ResponsibleGaming,
  }),

  excludePlayer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/:playerUuid/responsible-gaming/exclusion',
    tag: 'admin',
    access: 'operator',
    summary: 'Put a player on a time-out or a self-exclusion (e.g. at their request by phone).',
    description: 'The same rules as the player’s own: nobody can shorten or lift one early.',
    params: Type.Object({ playerUuid: Uuid() }),
    body: Type.Object({
      type: StringEnum(EXCLUSION_TYPES),
      period: Type.Union([TimeOutPeriod, SelfExclusionPeriod]),
    }),
    result: ResponsibleGaming,
  }),
} as const;
