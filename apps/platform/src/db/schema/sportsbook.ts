import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { accounts, currencies } from './wallet';

/*
 * The first-party sportsbook: the feed (sports, tournaments, events, markets, selections) that the
 * simulator plays out, and the players' bets. Odds are integer hundredths (185 is 1.85): exact, and
 * what payout maths multiplies; money is integer minor units.
 */

export const sportsbookSports = pgTable('sportsbook_sports', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** Whether the sport has a draw (1x2 market) or a winner market. */
  hasDraw: boolean('has_draw').notNull(),
});

export const sportsbookTournaments = pgTable(
  'sportsbook_tournaments',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sportsbookSports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    country: text('country').notNull(),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [uniqueIndex('sportsbook_tournaments_sport_name').on(t.sportId, t.name)],
);

export const SPORTSBOOK_EVENT_STATUS_VALUES = ['prematch', 'live', 'ended'] as const;

export const sportsbookEvents = pgTable(
  'sportsbook_events',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => sportsbookTournaments.id, { onDelete: 'cascade' }),
    home: text('home').notNull(),
    away: text('away').notNull(),
    status: text('status', { enum: SPORTSBOOK_EVENT_STATUS_VALUES }).notNull().default('prematch'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When a live event ends (its start plus the simulated match length). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The home side's share of the play, in per mille (500 is even): drives scores and prices. */
    homeStrength: smallint('home_strength').notNull().default(500),
    scoreHome: smallint('score_home').notNull().default(0),
    scoreAway: smallint('score_away').notNull().default(0),
    /** Tennis: games of the set in play (the score counts sets); 0 in other sports. */
    gamesHome: smallint('games_home').notNull().default(0),
    gamesAway: smallint('games_away').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The round of the tournament's season the fixture belongs to (0 is the first). */
    round: smallint('round').notNull().default(0),
    /**
     * Basketball: the score of each quarter played or in play, then overtime when the fourth
     * quarter ends level (quarter markets settle on their quarter alone); empty in other sports.
     */
    periods: jsonb('periods').$type<{ home: number; away: number }[]>().notNull().default([]),
    /** Tennis: the match's place in its round of the tournament's draw (0 is the top); null in other sports. */
    slot: smallint('slot'),
    /** Markets stay suspended until then after a goal, then reopen at new prices (null: not suspended). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** A trader suspended the whole event (the trading desk): its markets stay suspended until a trader resumes it. */
    traderSuspended: boolean('trader_suspended').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sportsbook_events_status_start').on(t.status, t.startsAt)],
);

export const SPORTSBOOK_MARKET_KIND_VALUES = [
  '1x2',
  'winner',
  'total',
  'double-chance',
  'btts',
  'handicap',
  'correct-score',
  'first-goalscorer',
] as const;
export const SPORTSBOOK_MARKET_STATUS_VALUES = ['open', 'suspended', 'settled'] as const;

export const sportsbookMarkets = pgTable(
  'sportsbook_markets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsbookEvents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SPORTSBOOK_MARKET_KIND_VALUES }).notNull(),
    /** The goal line of a totals market in tenths (25 is 2.5), the home side's handicap of a handicap market (-15 is -1.5); null for the others. */
    lineTenths: smallint('line_tenths'),
    status: text('status', { enum: SPORTSBOOK_MARKET_STATUS_VALUES }).notNull().default('open'),
    /** A basketball quarter's market (1 to 4): it settles on that quarter's score when the quarter ends; null: the match. */
    period: smallint('period'),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** A trader suspended the market (the trading desk): it stays suspended until a trader resumes it. */
    traderSuspended: boolean('trader_suspended').notNull().default(false),
    /** Why a trader voided the market (its selections are void); null: not voided by a trader. */
    voidReason: text('void_reason'),
  },
  (t) => [index('sportsbook_markets_event').on(t.eventId)],
);

/**
 * What a selection backs: a side or the draw (1x2, winner, handicap), two results (double chance:
 * 'home-draw', 'home-away', 'draw-away'), a totals side, both teams scoring or not ('yes', 'no'),
 * a correct score ('score', with its score) or any score not offered ('other'), a first goalscorer
 * ('player', the selection's name is the player) or no goal at all ('no-goal').
 */
export const SPORTSBOOK_PICK_VALUES = [
  'home',
  'draw',
  'away',
  'over',
  'under',
  'home-draw',
  'home-away',
  'draw-away',
  'yes',
  'no',
  'score',
  'other',
  'player',
  'no-goal',
] as const;
export type SportsbookPick = (typeof SPORTSBOOK_PICK_VALUES)[number];

export const SPORTSBOOK_RESULT_VALUES = ['won', 'lost', 'void'] as const;

export const sportsbookSelections = pgTable(
  'sportsbook_selections',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsbookMarkets.id, { onDelete: 'cascade' }),
    /** What it backs: see SPORTSBOOK_PICK_VALUES. */
    pick: text('pick', { enum: SPORTSBOOK_PICK_VALUES }).notNull(),
    name: text('name').notNull(),
    /** Decimal odds in hundredths: 185 is 1.85. */
    oddsHundredths: integer('odds_hundredths').notNull(),
    result: text('result', { enum: SPORTSBOOK_RESULT_VALUES }),
    /** A correct-score pick's score; null for the other picks. */
    scoreHome: smallint('score_home'),
    scoreAway: smallint('score_away'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('sportsbook_selections_market').on(t.marketId),
    check('sportsbook_selections_odds', sql`${t.oddsHundredths} > 100`),
  ],
);

/** A goal (or point) of a live event with its match minute and the score after it: the event page's timeline. */
export const sportsbookIncidents = pgTable(
  'sportsbook_incidents',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsbookEvents.id, { onDelete: 'cascade' }),
    minute: smallint('minute').notNull(),
    side: text('side', { enum: ['home', 'away'] }).notNull(),
    /** Who scored the goal (a player of the side's squad, catalogue.ts); null for goals recorded before scorers were. */
    scorer: text('scorer'),
    scoreHome: smallint('score_home').notNull(),
    scoreAway: smallint('score_away').notNull(),
  },
  (t) => [index('sportsbook_incidents_event').on(t.eventId, t.id)],
);

export const SPORTSBOOK_BET_TYPE_VALUES = ['single', 'multiple', 'system'] as const;
/** 'cashed_out': the player took the cash-out value before the bet was decided (docs/cash-out.md). */
export const SPORTSBOOK_BET_STATUS_VALUES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;

/**
 * A placed bet. Its stake was debited by a ledger entry ('sportsbook-bet', uuid) and its payout,
 * when it wins, credited by another. `requestKey` is the placement's idempotency key: the same
 * key answers the same bets.
 */
export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    requestKey: text('request_key').notNull(),
    /** Position of this bet among the bets of one placement (singles make one per selection). */
    position: smallint('position').notNull().default(0),
    type: text('type', { enum: SPORTSBOOK_BET_TYPE_VALUES }).notNull(),
    systemSize: smallint('system_size'),
    description: text('description').notNull(),
    /** Everything the bet debited: unitStake, times C(n, k) for a system. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Stake of each bet the rules price: the single, the multiple, each system combination. */
    unitStake: bigint('unit_stake', { mode: 'bigint' }).notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    /** The part of `stake` paid with bonus money, and the bonus it came from: winnings follow it. */
    bonusStake: bigint('bonus_stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    playerBonusId: integer('player_bonus_id'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What cash-outs of this bet credited so far (a partial one leaves the bet open with a smaller stake). */
    cashedOut: bigint('cashed_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: SPORTSBOOK_BET_STATUS_VALUES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sportsbook_bets_request').on(t.playerId, t.requestKey, t.position),
    index('sportsbook_bets_player_created').on(t.playerId, t.createdAt),
    index('sportsbook_bets_status').on(t.status),
    check('sportsbook_bets_amounts', sql`${t.stake} > 0 and ${t.payout} >= 0 and ${t.potentialPayout} >= 0`),
  ],
);

export const sportsbookBetLegs = pgTable(
  'sportsbook_bet_legs',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => sportsbookBets.id, { onDelete: 'cascade' }),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => sportsbookSelections.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsbookEvents.id),
    eventName: text('event_name').notNull(),
    marketName: text('market_name').notNull(),
    pickName: text('pick_name').notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
  },
  (t) => [index('sportsbook_bet_legs_bet').on(t.betId), index('sportsbook_bet_legs_selection').on(t.selectionId)],
);

/**
 * One cash-out of a bet (docs/cash-out.md): `amount` was credited by a 'win' ledger entry keyed
 * `sportsbook-bet:<uuid>:cash-out:<id>`; `stakeReturned` is the part of the stake it closed (all of
 * it for a full cash-out). `requestKey` is the request's Idempotency-Key: the same key answers the
 * same cash-out.
 */
export const sportsbookCashOuts = pgTable(
  'sportsbook_cash_outs',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => sportsbookBets.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    /** The bet's whole cash-out value when it was taken. */
    value: bigint('value', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    stakeReturned: bigint('stake_returned', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sportsbook_cash_outs_request').on(t.betId, t.requestKey),
    check(
      'sportsbook_cash_outs_amounts',
      sql`${t.amount} > 0 and ${t.amount} <= ${t.value} and ${t.stakeReturned} > 0`,
    ),
  ],
);

/** Ledger reference type of a sportsbook bet's stake and win entries (reference id: the bet uuid). */
export const SPORTSBOOK_BET_REFERENCE_TYPE = 'sportsbook-bet';
