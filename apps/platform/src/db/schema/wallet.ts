import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  symbolNative: text('symbol_native').notNull(),
  /** Digits after the decimal point; amounts are stored as integers of this many minor units. */
  decimals: smallint('decimals').notNull(),
  available: integer('available').notNull().default(1),
});

/**
 * A player's wallet account. Amounts are integer minor units (bigint): `balance` is what the
 * player can use (cash and bonus together), `bonus` the part of it that is bonus money (only
 * wagering turns it into cash; it can never be withdrawn), `held` is blocked for pending
 * withdrawals. Cash is `balance - bonus`. Only the ledger changes them. `hasActiveBonus` says whether
 * the owner has a bonus in progress (player_bonuses.status 'active'); a trigger on player_bonuses
 * keeps it (migration 0028), so a stake that locks the account reads it from the row's latest
 * version and skips reading the bonus when there is none.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('combined'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    held: bigint('held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonus: bigint('bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    hasActiveBonus: boolean('has_active_bonus').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_player_type').on(t.playerId, t.type),
    check('accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check('accounts_held_not_negative', sql`${t.held} >= 0`),
    check('accounts_bonus_within_balance', sql`${t.bonus} >= 0 and ${t.bonus} <= ${t.balance}`),
  ],
);

export const LEDGER_ENTRY_TYPES = [
  'deposit',
  'withdrawal',
  'block',
  'unblock',
  'bet',
  'win',
  /** Bonus money granted (a deposit's match). */
  'bonus',
  /** Wagering met: bonus money becomes cash up to the offer's conversion limit, the rest is removed. */
  'bonus_conversion',
  /** The bonus's clearing period ended: its remaining bonus money is removed. */
  'bonus_expiry',
  /** The player gave the bonus up (to withdraw, or by choice): its bonus money is removed. */
  'bonus_forfeit',
  /**
   * A deposit that arrived over a deposit limit or during an exclusion: its money is kept apart in
   * `held` (never playable) until it is returned or released. A release is a 'deposit' entry that
   * moves the amount from `held` to the balance.
   */
  'deposit_held',
  /** A held deposit returned through the payment provider: it leaves `held`. */
  'deposit_refund',
  /**
   * A manual balance adjustment by staff (the back office, four eyes: services/desk/adjustments.ts):
   * cash only, either way, never below zero; its reference is the balance_adjustments row.
   */
  'adjustment',
] as const;
/** The entries that start, convert or end bonus money: rows of Transaction History. */
export const BONUS_LEDGER_ENTRY_TYPES = ['bonus', 'bonus_conversion', 'bonus_expiry', 'bonus_forfeit'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/**
 * The append-only ledger: every change of an account's balance or held amount is one row, and
 * the account's figures always equal the sums of these deltas.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    balanceDelta: bigint('balance_delta', { mode: 'bigint' }).notNull(),
    heldDelta: bigint('held_delta', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    heldAfter: bigint('held_after', { mode: 'bigint' }).notNull(),
    /** The part of balanceDelta that was bonus money (cash moved by balanceDelta - bonusDelta). */
    bonusDelta: bigint('bonus_delta', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAfter: bigint('bonus_after', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What caused it: 'payment', 'game-round', 'sportsbook-bet', 'bonus', ... and that thing's id. */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    /** One entry per key and account: a repeated request does not move money twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency').on(t.accountId, t.idempotencyKey),
    index('ledger_entries_account_created').on(t.accountId, t.createdAt),
    /** The business report's days (services/reports.ts): the entries of a day, across accounts. */
    index('ledger_entries_created').on(t.createdAt),
    /** The markers of harm's deposit figures (services/harm/markers.ts): an account's deposits only. */
    index('ledger_entries_account_deposits')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.type} in ('deposit', 'deposit_held')`),
  ],
);
