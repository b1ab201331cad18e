import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import {
  SPORTSBOOK_EVENT_STATUSES,
  SPORTSBOOK_MARKET_KINDS,
  SPORTSBOOK_SELECTION_RESULTS,
  SPORTSBOOK_BET_TYPES,
  SPORTSBOOK_ODDS_CHANGE_POLICIES,
  SPORTSBOOK_BET_STATUSES,
  SPORTSBOOK_CASH_OUT_REASONS,
} from '../vocabulary/bets';

export {
  SPORTSBOOK_CASH_OUT_REASONS,
  SPORTSBOOK_EVENT_STATUSES,
  SPORTSBOOK_MARKET_KINDS,
  SPORTSBOOK_SELECTION_RESULTS,
  SPORTSBOOK_BET_TYPES,
  SPORTSBOOK_ODDS_CHANGE_POLICIES,
  SPORTSBOOK_BET_STATUSES,
};

/*
 * The sportsbook feed and bets of the platform's first-party sportsbook (DESIGN.md: the widget
 * contract). Odds are decimal odds as decimal strings ("1.85"), money as decimal strings.
 */

export const SportsbookEventStatus = StringEnum([...SPORTSBOOK_EVENT_STATUSES]);
export type SportsbookEventStatus = Static<typeof SportsbookEventStatus>;

export const SportsbookMarketKind = StringEnum([...SPORTSBOOK_MARKET_KINDS]);
export type SportsbookMarketKind = Static<typeof SportsbookMarketKind>;

export const SportsbookSelectionResult = StringEnum([...SPORTSBOOK_SELECTION_RESULTS]);
export type SportsbookSelectionResult = Static<typeof SportsbookSelectionResult>;

/** A sport of the navigation with its number of live and prematch events. */
export const SportsbookSport = Type.Object(
  {
    id: Id(),
    slug: Type.String({ description: 'URL name, e.g. "soccer", "table-tennis".' }),
    name: Type.String(),
    liveCount: Type.Integer({ minimum: 0 }),
    prematchCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'SportsbookSport' },
);
export type SportsbookSport = Static<typeof SportsbookSport>;

export const SportsbookTournament = Type.Object(
  {
    id: Id(),
    sportId: Id(),
    name: Type.String(),
    country: Type.String(),
    featured: Type.Boolean({ description: 'Shown among the popular events.' }),
  },
  { title: 'SportsbookTournament' },
);
export type SportsbookTournament = Static<typeof SportsbookTournament>;

/** One pick of a market (e.g. "1", "X", "Over 2.5") with its current decimal odds. */
export const SportsbookSelection = Type.Object(
  {
    id: Id(),
    name: Type.String({ description: 'The pick as the betslip shows it, e.g. "Arsenal", "Draw", "Over 2.5".' }),
    odds: DecimalString({ description: 'Decimal odds, e.g. "1.85".' }),
    result: Nullable(SportsbookSelectionResult, { description: 'Set when the market is settled.' }),
  },
  { title: 'SportsbookSelection' },
);
export type SportsbookSelection = Static<typeof SportsbookSelection>;

export const SportsbookMarket = Type.Object(
  {
    id: Id(),
    kind: SportsbookMarketKind,
    name: Type.String({
      description:
        'Market label: "1x2", "Winner", "Total 2.5", "Double chance", "Both teams to score", "Handicap -1.5", "Correct score", "First goalscorer"; a basketball quarter\'s market is prefixed with its quarter: "Quarter 2 - Winner", "Quarter 2 - Total 52.5".',
    }),
    status: StringEnum(['open', 'suspended', 'settled']),
    selections: Type.Array(SportsbookSelection),
  },
  { title: 'SportsbookMarket' },
);
export type SportsbookMarket = Static<typeof SportsbookMarket>;

/** A goal of a live or ended event: who scored, at which minute, and the score after it. */
export const SportsbookIncident = Type.Object(
  {
    minute: Type.Integer({ minimum: 0 }),
    side: StringEnum(['home', 'away']),
    scorer: Type.Optional(
      Nullable(Type.String(), {
        description: 'The player who scored (a first-goalscorer pick settles on the first one); null when not known.',
      }),
    ),
    score: Type.Object({ home: Type.Integer({ minimum: 0 }), away: Type.Integer({ minimum: 0 }) }),
  },
  { title: 'SportsbookIncident' },
);
export type SportsbookIncident = Static<typeof SportsbookIncident>;

export const SportsbookEvent = Type.Object(
  {
    id: Id(),
    sportId: Id(),
    tournamentId: Id(),
    name: Type.String({ description: 'Match name, "Home vs Away".' }),
    home: Type.String(),
    away: Type.String(),
    status: SportsbookEventStatus,
    startsAt: IsoDateTime(),
    score: Nullable(Type.Object({ home: Type.Integer({ minimum: 0 }), away: Type.Integer({ minimum: 0 }) }), {
      description: 'Goals or points; in tennis the sets won.',
    }),
    /** Match time of a live event in minutes (simulated); null in tennis, which shows sets and games. */
    minute: Nullable(Type.Integer({ minimum: 0 })),
    games: Type.Optional(
      Nullable(Type.Object({ home: Type.Integer({ minimum: 0 }), away: Type.Integer({ minimum: 0 }) }), {
        description: 'Tennis while live: the games of the set in play (score counts the sets); null otherwise.',
      }),
    ),
    periods: Type.Optional(
      Type.Array(Type.Object({ home: Type.Integer({ minimum: 0 }), away: Type.Integer({ minimum: 0 }) }), {
        description:
          'Basketball once live: the score of each quarter played or in play, then overtime (a fifth entry) when the fourth ended level.',
      }),
    ),
    round: Type.Optional(
      Nullable(Type.String(), {
        description:
          'A knockout tournament\'s round (tennis draws): "Round of 16", "Quarter-finals", "Semi-finals", "Final"; null in league play.',
      }),
    ),
    markets: Type.Array(SportsbookMarket),
    timeline: Type.Optional(
      Type.Array(SportsbookIncident, { description: 'Goals of a live or ended event, in the order they fell.' }),
    ),
  },
  { title: 'SportsbookEvent' },
);
export type SportsbookEvent = Static<typeof SportsbookEvent>;

export const SportsbookFeed = Type.Object(
  {
    sports: Type.Array(SportsbookSport),
    tournaments: Type.Array(SportsbookTournament),
    events: Type.Array(SportsbookEvent, { description: 'Live and prematch events, live first, then by start.' }),
    updatedAt: IsoDateTime(),
  },
  { title: 'SportsbookFeed' },
);
export type SportsbookFeed = Static<typeof SportsbookFeed>;

export const SportsbookBetType = StringEnum([...SPORTSBOOK_BET_TYPES]);
export type SportsbookBetType = Static<typeof SportsbookBetType>;

export const SportsbookOddsChangePolicy = StringEnum([...SPORTSBOOK_ODDS_CHANGE_POLICIES]);
export type SportsbookOddsChangePolicy = Static<typeof SportsbookOddsChangePolicy>;

export const SportsbookBetStatus = StringEnum([...SPORTSBOOK_BET_STATUSES]);
export type SportsbookBetStatus = Static<typeof SportsbookBetStatus>;

export const SportsbookBetLeg = Type.Object(
  {
    selectionId: Id(),
    eventId: Id(),
    eventName: Type.String(),
    marketName: Type.String(),
    pickName: Type.String(),
    odds: DecimalString({ description: 'The odds the bet was placed at.' }),
    result: Nullable(SportsbookSelectionResult),
  },
  { title: 'SportsbookBetLeg' },
);
export type SportsbookBetLeg = Static<typeof SportsbookBetLeg>;

export const SportsbookCashOutReason = StringEnum([...SPORTSBOOK_CASH_OUT_REASONS]);
export type SportsbookCashOutReason = Static<typeof SportsbookCashOutReason>;

/** What cashing the bet out would pay now (docs/cash-out.md): the platform's value from the current prices. */
export const SportsbookCashOut = Type.Object(
  {
    value: DecimalString({ description: 'What a cash-out of the whole bet pays now ("0.00" when not available).' }),
    available: Type.Boolean(),
    reason: Nullable(SportsbookCashOutReason, { description: 'Why it is not available; null when it is.' }),
    partial: Type.Boolean({ description: 'Whether a part of the value may be cashed out (singles).' }),
  },
  { title: 'SportsbookCashOut' },
);
export type SportsbookCashOut = Static<typeof SportsbookCashOut>;

export const SportsbookBet = Type.Object(
  {
    id: Id(),
    uuid: Uuid(),
    type: SportsbookBetType,
    systemSize: Nullable(Type.Integer({ minimum: 2 }), { description: 'Size of the combinations of a system bet.' }),
    description: Type.String({ description: 'What Bet History shows, e.g. "Arsenal vs Chelsea" or "Multiple (3)".' }),
    stake: DecimalString({ description: 'Everything the bet debited.' }),
    potentialPayout: DecimalString({ description: 'The payout if every leg wins.' }),
    payout: DecimalString({
      description:
        'What settlement credited (0 while open or lost); for a cashed-out bet, what its cash-outs credited.',
    }),
    cashedOut: DecimalString({
      description: 'What cash-outs of this bet credited so far (a partial cash-out leaves the bet open).',
    }),
    cashOut: Type.Optional(SportsbookCashOut),
    currency: Type.Object({ code: CurrencyCode() }),
    status: SportsbookBetStatus,
    legs: Type.Array(SportsbookBetLeg),
    createdAt: IsoDateTime(),
    settledAt: Nullable(IsoDateTime()),
  },
  { title: 'SportsbookBet' },
);
export type SportsbookBet = Static<typeof SportsbookBet>;
