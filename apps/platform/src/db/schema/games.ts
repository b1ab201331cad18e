import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players, sessions } from './players';
import { SPORTSBOOK_BET_REFERENCE_TYPE, sportsbookBets } from './sportsbook';
import { accounts, currencies, ledgerEntries } from './wallet';

/** A game studio. 'databet' is the sportsbook's provider (the lobby's provider filter leaves it out). */
export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lobby sections: Slots, Table Games, Instant. `engine` names the demo provider's game engine. */
export const gameTypes = pgTable('game_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  engine: text('engine', { enum: ['slot', 'roulette', 'dice'] }).notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const GAME_TAG_VALUES = ['top', 'new', 'popular', 'jackpot', 'live'] as const;

/**
 * A game of the catalogue. `gameId` is the provider's own code of the game (opaque text), unique
 * per provider; `tags` carries the lobby categories, `isLive` equals tags containing 'live'.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    gameId: text('game_id').notNull(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => gameTypes.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isLive: boolean('is_live').notNull().default(false),
    /** The studio's release date (the lobby's New category); null when unknown (never New). */
    releasedOn: date('released_on', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_provider_game_id').on(t.providerId, t.gameId),
    index('games_type').on(t.typeId),
    index('games_name_lower').on(sql`lower(${t.name})`),
  ],
);

/** Images of a game, in order (position 1 and 2); the lobby tile shows the second one. */
export const gameImages = pgTable(
  'game_images',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    link: text('link').notNull(),
  },
  (t) => [uniqueIndex('game_images_game_position').on(t.gameId, t.position)],
);

/** A player's favourite games. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourites_player_game').on(t.playerId, t.gameId)],
);

/**
 * A launched game: the opaque token of the game page (stored hashed) bound to the game and, for
 * real-money play, to the player and the sign-in session that launched it (signing out ends it).
 * Demo sessions hold their play balance here and never touch the ledger.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    authSessionId: uuid('auth_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    demo: boolean('demo').notNull(),
    /** Play money of a demo session, in minor units; null for real-money sessions. */
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    exitUrl: text('exit_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the last real-money round of a paced market was played (the market's slot speed). */
    lastRoundAt: timestamp('last_round_at', { withTimezone: true }),
  },
  (t) => [
    index('game_sessions_player').on(t.playerId),
    check('game_sessions_demo_balance', sql`${t.demoBalance} is null or ${t.demoBalance} >= 0`),
  ],
);

export const ROUND_SOURCES = ['casino', 'sportsbook'] as const;
export const ROUND_STATUSES = ['settled', 'open', 'void'] as const;

/**
 * One game round or sportsbook bet. Real-money rounds move money through the ledger with
 * entries whose reference is ('game-round', uuid); demo rounds never do. game and session are
 * null for sportsbook bets.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => gameSessions.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
    currencyCode: text('currency_code').references(() => currencies.code),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The request (choice) and the drawn result, as the engine describes them. */
    outcome: jsonb('outcome').notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull().default('settled'),
    source: text('source', { enum: ROUND_SOURCES }).notNull().default('casino'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('game_rounds_player_created').on(t.playerId, t.createdAt),
    index('game_rounds_session').on(t.sessionId),
    // The lobby's Top and Popular count the rounds of a recent window.
    index('game_rounds_created').on(t.createdAt),
    // The bets view joins ledger references (text) to rounds.
    index('game_rounds_uuid_text').on(sql`(${t.uuid}::text)`),
    check('game_rounds_amounts', sql`${t.stake} >= 0 and ${t.payout} >= 0`),
  ],
);

/** Ledger reference type of the entries of a round (bet and win). */
export const ROUND_REFERENCE_TYPE = 'game-round';

/**
 * Bet History: every bet and win entry of the ledger, with its round and game when the entry
 * references a round ('game-round', round uuid). Entries of other references (a sportsbook that
 * posts without a round) still appear; their source is 'sportsbook' when the reference type
 * starts with 'sportsbook'. A sportsbook bet's entries show the bet's description (the match, or
 * "Multiple (3)") as the game name and the bet's uuid. Otherwise the uuid is derived from the entry.
 * A sportsbook cash-out is a 'win' entry in the ledger (money and limits count it as one); Bet
 * History names it 'cash_out' ("Cashed out"), read from its key (`sportsbook-bet:<uuid>:cash-out:<id>`).
 */
export const bets = pgView('bets', {
  id: bigint('id', { mode: 'number' }).notNull(),
  uuid: uuid('uuid').notNull(),
  playerId: integer('player_id').notNull(),
  accountId: integer('account_id').notNull(),
  roundId: bigint('round_id', { mode: 'number' }),
  gameName: text('game_name'),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currencyCode: text('currency_code').notNull(),
  decimals: smallint('decimals').notNull(),
  type: text('type').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(
  sql`select ${ledgerEntries.id} as id,
    coalesce(${gameRounds.uuid}, ${sportsbookBets.uuid}, md5('ledger-entry:' || ${ledgerEntries.id}::text)::uuid) as uuid,
    ${accounts.playerId} as player_id,
    ${ledgerEntries.accountId} as account_id,
    ${gameRounds.id} as round_id,
    coalesce(${games.name}, ${sportsbookBets.description}) as game_name,
    abs(${ledgerEntries.balanceDelta}) as amount,
    ${accounts.currencyCode} as currency_code,
    ${currencies.decimals} as decimals,
    case when ${ledgerEntries.type} = 'win' and ${ledgerEntries.idempotencyKey} like 'sportsbook-bet:%:cash-out:%' then 'cash_out' else ${ledgerEntries.type} end as type,
    coalesce(${gameRounds.source}, case when ${ledgerEntries.referenceType} like 'sportsbook%' then 'sportsbook' else 'casino' end) as source,
    ${ledgerEntries.createdAt} as created_at
  from ${ledgerEntries}
  join ${accounts} on ${accounts.id} = ${ledgerEntries.accountId}
  join ${currencies} on ${currencies.code} = ${accounts.currencyCode}
  left join ${gameRounds} on ${ledgerEntries.referenceType} = 'game-round' and (${gameRounds.uuid}::text) = ${ledgerEntries.referenceId}
  left join ${games} on ${games.id} = ${gameRounds.gameId}
  left join ${sportsbookBets} on ${ledgerEntries.referenceType} = ${sql.raw(`'${SPORTSBOOK_BET_REFERENCE_TYPE}'`)} and (${sportsbookBets.uuid}::text) = ${ledgerEntries.referenceId}
  where ${ledgerEntries.type} in ('bet', 'win')`,
);

/**
 * The pooled jackpot of the demo provider's jackpot game, one pool per currency: `amount` grows by
 * a share of every real-money stake on the game and goes back to `seed` when it is won.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    currencyCode: text('currency_code')
      .primaryKey()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    seed: bigint('seed', { mode: 'bigint' }).notNull(),
    lastWonAt: timestamp('last_won_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('jackpot_pools_amount_at_least_seed', sql`${t.amount} >= ${t.seed} and ${t.seed} > 0`)],
);
