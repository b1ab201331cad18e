import { PAYMENT_TRANSACTION_STATUSES } from '@casino/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bonusOffers } from './bonuses';
import { players } from './players';
import { accounts, currencies } from './wallet';

/** A crypto coin a withdrawal can be received in (GET crypto-pay/coins). */
export const coins = pgTable('coins', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
});

/** A network a coin can be sent on, e.g. USDT on TRC20. */
export const coinNetworks = pgTable(
  'coin_networks',
  {
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coinCode, t.network] })],
);

export const NETWORK_FEE_LEVEL_NAMES = ['low', 'medium', 'high'] as const;
export type NetworkFeeLevelName = (typeof NETWORK_FEE_LEVEL_NAMES)[number];

/**
 * Network fee of a withdrawal per coin, network and level. `fee` is in minor units at two
 * decimals and is the same figure in every player currency (a flat fee in the player's money).
 */
export const networkFees = pgTable(
  'network_fees',
  {
    coinCode: text('coin_code').notNull(),
    network: text('network').notNull(),
    level: text('level', { enum: NETWORK_FEE_LEVEL_NAMES }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.coinCode, t.network, t.level] }),
    foreignKey({ columns: [t.coinCode, t.network], foreignColumns: [coinNetworks.coinCode, coinNetworks.network] })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

export const PAYMENT_TYPE_NAMES = ['deposit', 'withdrawal'] as const;
export type PaymentType = (typeof PAYMENT_TYPE_NAMES)[number];
/** The statuses a payment row may hold: the contract's list, written once. */
export const PAYMENT_STATUS_NAMES = PAYMENT_TRANSACTION_STATUSES;
export type PaymentStatus = (typeof PAYMENT_STATUS_NAMES)[number];

/**
 * A deposit or withdrawal through CryptoPay. Amounts are minor units of the account's currency.
 * Deposit: pending (link made) -> completed | failed | cancelled | expired; money that arrives over
 * a deposit limit or during an exclusion (whatever the link's status) -> held -> refunded (returned
 * through the provider: refunding while the provider is asked) | completed (released by staff where the limits allow). Withdrawal: requested (amount
 * plus fee held) -> completed (approved) | rejected | cancelled. The ledger moves the money; this
 * row records the payment's life.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('CRYPTOPAY'),
    type: text('type', { enum: PAYMENT_TYPE_NAMES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUS_NAMES }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** Deposit with a promo code: the offer taken when the link was made, granted on confirmation. */
    bonusOfferId: integer('bonus_offer_id').references(() => bonusOffers.id, { onDelete: 'set null' }),
    /** Withdrawal destination. */
    address: text('address'),
    network: text('network'),
    networkFeeLevel: text('network_fee_level', { enum: NETWORK_FEE_LEVEL_NAMES }),
    receivedCurrency: text('received_currency'),
    rejectionReason: text('rejection_reason'),
    /** Deposit: the provider's invoice id (CryptoPay API), once the provider has made the invoice. */
    providerReference: text('provider_reference'),
    /** Deposit: the provider's page the player pays on; null until the invoice is made. */
    checkoutUrl: text('checkout_url'),
    /** Deposit: the link's end; the provider's invoice expires then too (PAYMENT_LINK_TTL_MINUTES). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Held deposit: the rule that held it (a responsible-gaming reason, e.g. deposit_limit). */
    holdReason: text('hold_reason'),
    /** Held deposit returned: the provider's id of the refund. */
    refundReference: text('refund_reference'),
    /** The caller's Idempotency-Key of a withdrawal request: one payment per key and player. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * A German player's credited deposit and LUGAS's limit file (docs/lugas.md): 'due' from the
     * credit until LUGAS took the report, then 'done'; null for every other payment.
     */
    lugasReport: text('lugas_report', { enum: ['due', 'done'] }),
  },
  (t) => [
    index('payments_player_created').on(t.playerId, t.createdAt),
    index('payments_type_status_created').on(t.type, t.status, t.createdAt),
    /** The business report's days: the payments completed on a day. */
    index('payments_completed')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    /** The sweep's work: links past their end, held deposits not yet returned. */
    index('payments_deposit_sweep')
      .on(t.status, t.expiresAt)
      .where(sql`${t.type} = 'deposit' and ${t.status} in ('pending', 'held', 'refunding')`),
    /** The back office's search by payout address (whole): the withdrawals to it. */
    index('payments_withdrawal_address')
      .on(t.address)
      .where(sql`${t.type} = 'withdrawal'`),
    uniqueIndex('payments_player_idempotency').on(t.playerId, t.idempotencyKey),
    /** Deposits LUGAS has not taken the report of yet: the sweep's work, and counted by the limit check. */
    index('payments_lugas_due')
      .on(t.playerId)
      .where(sql`${t.lugasReport} = 'due'`),
    /** At most one unfinished deposit link per player. */
    uniqueIndex('payments_one_pending_deposit')
      .on(t.playerId)
      .where(sql`${t.type} = 'deposit' and ${t.status} = 'pending'`),
  ],
);

/** Every CryptoPay webhook event processed, by the provider's event id: a repeated one changes nothing. */
export const cryptoPayEvents = pgTable('crypto_pay_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  paymentUuid: uuid('payment_uuid').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
