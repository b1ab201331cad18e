import Type, { type Static } from 'typebox';
import { DecimalString, IsoDateTime, Nullable, StringEnum } from '../scalars';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  TIME_OUT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  RESPONSIBLE_GAMING_REASONS,
} from '../vocabulary/responsibleGaming';

export {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  TIME_OUT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  RESPONSIBLE_GAMING_REASONS,
};

/*
 * Player protection (issue 16; UKGC RTS 12-14, MGA player protection). Limits are rolling
 * windows over the ledger; loosening a limit waits a 24-hour cooling-off and a second
 * confirmation; time-outs and self-exclusions cannot be shortened. Every refusal a rule causes is
 * a 403 whose `error.reason` is one of RESPONSIBLE_GAMING_REASONS.
 */

export const LimitKind = StringEnum([...LIMIT_KINDS]);
export type LimitKind = Static<typeof LimitKind>;

export const LimitPeriod = StringEnum([...LIMIT_PERIODS]);
export type LimitPeriod = Static<typeof LimitPeriod>;

export const TimeOutPeriod = StringEnum([...TIME_OUT_PERIODS]);
export type TimeOutPeriod = Static<typeof TimeOutPeriod>;

export const SelfExclusionPeriod = StringEnum([...SELF_EXCLUSION_PERIODS]);
export type SelfExclusionPeriod = Static<typeof SelfExclusionPeriod>;

export type ResponsibleGamingReason = (typeof RESPONSIBLE_GAMING_REASONS)[number];

/** A change that loosens a limit (an increase or a removal), waiting for its cooling-off and confirmation. */
export const PendingLimitChange = Type.Object(
  {
    amount: Nullable(DecimalString(), { description: 'The new limit; null removes the limit.' }),
    requestedAt: IsoDateTime(),
    confirmableAt: IsoDateTime({
      description: 'When the cooling-off ends; from then the player confirms it (POST .../limits/confirm).',
    }),
    confirmable: Type.Boolean({
      description: "Whether the cooling-off has ended by the platform's clock (a client's clock may differ).",
    }),
  },
  { title: 'PendingLimitChange' },
);
export type PendingLimitChange = Static<typeof PendingLimitChange>;

/** One limit of a kind and period, with how much of its window is used. */
export const PlayerLimit = Type.Object(
  {
    kind: LimitKind,
    period: LimitPeriod,
    amount: Nullable(DecimalString(), {
      description: 'The limit in force in the account currency ("50.00"), minutes for time ("90"); null: none.',
    }),
    used: DecimalString({ description: 'What the rolling window holds now (amount, or minutes for time).' }),
    left: Nullable(DecimalString(), { description: 'amount - used, never below 0; null without a limit.' }),
    effectiveFrom: Nullable(IsoDateTime(), { description: 'When the limit in force took effect.' }),
    pending: Nullable(PendingLimitChange),
  },
  { title: 'PlayerLimit' },
);
export type PlayerLimit = Static<typeof PlayerLimit>;

/** Figures of one window of the activity statement. */
export const ActivityFigures = Type.Object(
  {
    window: StringEnum(['day', 'week', 'month', 'all'], {
      description: 'Last 24 hours, 7 days, 30 days, or since the account opened.',
    }),
    deposits: DecimalString(),
    withdrawals: DecimalString(),
    stakes: DecimalString(),
    winnings: DecimalString(),
    net: DecimalString({ description: 'winnings - stakes (negative: the player lost).' }),
  },
  { title: 'ActivityFigures' },
);
export type ActivityFigures = Static<typeof ActivityFigures>;

/** The play session in progress: what the header and the reality check show. */
export const PlaySession = Type.Object(
  {
    startedAt: IsoDateTime({ description: 'First round or bet of the session.' }),
    minutes: Type.Integer({ minimum: 0, description: 'Whole minutes played so far.' }),
    stakes: DecimalString(),
    winnings: DecimalString(),
    net: DecimalString({ description: 'winnings - stakes this session.' }),
  },
  { title: 'PlaySession' },
);
export type PlaySession = Static<typeof PlaySession>;

export const RealityCheck = Type.Object(
  {
    minutes: Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(60)], {
      description: 'Interval; 0 is off.',
    }),
    nextAt: Nullable(IsoDateTime(), {
      description: 'When the next check is due in the session in progress; null when off or not playing.',
    }),
    due: Type.Boolean({ description: 'A check is due: rounds and bets are refused until it is answered.' }),
    maxMinutes: Type.Optional(
      Nullable(Type.Integer({ minimum: 1 }), {
        description:
          "The longest interval the player's market allows (the Netherlands: 30); off is not offered then. null: any.",
      }),
    ),
  },
  { title: 'RealityCheck' },
);
export type RealityCheck = Static<typeof RealityCheck>;

export const ExclusionState = Type.Object(
  {
    period: Type.String({ description: 'The period chosen (a TimeOutPeriod or SelfExclusionPeriod).' }),
    startedAt: IsoDateTime(),
    endsAt: Nullable(IsoDateTime(), { description: 'null: permanent.' }),
  },
  { title: 'ExclusionState' },
);
export type ExclusionState = Static<typeof ExclusionState>;

/**
 * A market's cap on net deposits per calendar month (the Netherlands: deposits less paid-out
 * withdrawals, in Europe/Amsterdam's calendar month; docs/markets.md).
 */
export const DepositCap = Type.Object(
  {
    cap: DecimalString({
      description: "The cap this month: the market's for the player's age, or an affordability check's.",
    }),
    used: DecimalString({ description: 'Net deposits this calendar month (never below 0).' }),
    left: DecimalString({ description: 'cap - used, never below 0.' }),
    until: IsoDateTime({ description: 'When the month ends and the cap starts again.' }),
    affordabilityChecked: Type.Boolean({
      description: 'An operator recorded an affordability check that sets the cap.',
    }),
    reached: Type.Boolean({ description: 'The cap is reached: deposits and play are paused until `until`.' }),
    untilContact: Nullable(
      Type.Object({
        limit: DecimalString({
          description:
            "Deposits this calendar month allowed until the operator has talked with the player (the market's amount for the player's age).",
        }),
        used: DecimalString({ description: 'Deposits this calendar month.' }),
        left: DecimalString({ description: 'limit - used, never below 0.' }),
      }),
      {
        description:
          'The Netherlands: until the operator records a personal contact with the player, deposits stop at this amount a month and a deposit limit cannot be raised past it; null once the contact is recorded.',
      },
    ),
  },
  { title: 'DepositCap' },
);
export type DepositCap = Static<typeof DepositCap>;

/** An alert at 50% or 100% of a deposit limit or of the market's monthly cap (e-mailed and shown). */
export const LimitAlert = Type.Object(
  {
    limit: StringEnum(['cap', 'day', 'week', 'month'], {
      description: "cap: the market's monthly cap; day, week, month: the player's deposit limit of that window.",
    }),
    threshold: Type.Union([Type.Literal(50), Type.Literal(100)]),
    at: IsoDateTime(),
    cap: DecimalString({ description: 'The limit or cap when the alert was raised.' }),
    used: DecimalString({ description: 'What its window held then.' }),
    until: Nullable(IsoDateTime(), { description: 'The cap reached: play is paused until then.' }),
  },
  { title: 'LimitAlert' },
);
export type LimitAlert = Static<typeof LimitAlert>;

/** GET /api/players/responsible-gaming. */
export const ResponsibleGaming = Type.Object(
  {
    limits: Type.Array(PlayerLimit, {
      description: 'Every kind × period, with or without a limit, in LIMIT_KINDS × LIMIT_PERIODS order.',
    }),
    realityCheck: RealityCheck,
    session: Nullable(PlaySession, { description: 'The play session in progress, if any.' }),
    timeOut: Nullable(ExclusionState, { description: 'A time-out in force.' }),
    selfExclusion: Nullable(ExclusionState, { description: 'A self-exclusion in force.' }),
    resume: Nullable(
      Type.Object({
        requestedAt: IsoDateTime(),
        at: IsoDateTime({ description: 'When play resumes (24 hours after the request).' }),
      }),
      { description: 'After a self-exclusion ended: the player asked to play again, and when that takes effect.' },
    ),
    closedAt: Nullable(IsoDateTime(), {
      description: 'When the player closed the account (for good: history and cash withdrawals only); null: open.',
    }),
    canPlay: Type.Boolean({ description: 'No exclusion, closure or resume wait stops deposits and play now.' }),
    activity: Type.Array(ActivityFigures, { description: 'day, week, month, all.' }),
    depositCap: Type.Optional(
      Nullable(DepositCap, { description: "The market's monthly cap on net deposits; null: the market has none." }),
    ),
    crossOperatorDeposits: Type.Optional(
      Nullable(
        Type.Object({
          limit: DecimalString({ description: "The player's monthly deposit limit across every licensed operator." }),
          used: DecimalString({
            description: 'Deposited this month at every operator, with the open payment links here.',
          }),
          left: DecimalString(),
          until: IsoDateTime({ description: 'When the month ends (German time) and the whole limit is there again.' }),
        }),
        {
          description:
            "Germany's LUGAS limit file (docs/lugas.md) as it stands for a German player; null: not a German player, or LUGAS out of reach just now.",
        },
      ),
    ),
    limitIncreaseWaitHours: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          "How long a higher limit (or a removal) waits before the player can confirm it, by the player's market: 24 in the UK and Malta, 168 (7 days) in Germany and the Netherlands.",
      }),
    ),
    alerts: Type.Optional(
      Type.Array(LimitAlert, {
        description: 'Alerts of limits and the cap still current (within their window), newest first.',
      }),
    ),
  },
  { title: 'ResponsibleGaming' },
);
export type ResponsibleGaming = Static<typeof ResponsibleGaming>;

/** One line of a player's protection audit trail (operator API). */
export const ProtectionAuditEntry = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String({
      description:
        "e.g. 'limit_set', 'limit_decreased', 'limit_increase_requested', 'limit_increase_confirmed', 'reality_check_set', 'time_out', 'self_exclusion', 'resume_requested', 'account_closed'.",
    }),
    actor: StringEnum(['player', 'operator', 'system']),
    details: Type.Record(Type.String(), Type.Unknown()),
    requestedAt: IsoDateTime(),
    effectiveAt: Nullable(IsoDateTime(), { description: 'When it took effect; null while pending.' }),
  },
  { title: 'ProtectionAuditEntry' },
);
export type ProtectionAuditEntry = Static<typeof ProtectionAuditEntry>;
