import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { currencies } from './wallet';

export const BONUS_CONDITION_NAMES = ['ftd', 'reload'] as const;
export type BonusConditionName = (typeof BONUS_CONDITION_NAMES)[number];
export const BONUS_OFFER_STATUS_NAMES = ['active', 'inactive', 'expired'] as const;
export type BonusOfferStatusName = (typeof BONUS_OFFER_STATUS_NAMES)[number];
/** What a bonus is for: casino games, sportsbook bets, or both (the contract's BONUS_PRODUCTS). */
export const BONUS_PRODUCT_NAMES = ['casino', 'sports', 'mixed'] as const;
export type BonusProductName = (typeof BONUS_PRODUCT_NAMES)[number];
export const PLAYER_BONUS_STATUS_NAMES = ['active', 'completed', 'expired', 'forfeited'] as const;
export type PlayerBonusStatusName = (typeof PLAYER_BONUS_STATUS_NAMES)[number];

/** An offer's name and terms in one of the site's other languages. */
export interface StoredOfferText {
  name: string;
  description: string;
}
/** An offer's translations by language code ('de_DE', 'es_ES'); a language left out has none. */
export type StoredOfferTexts = Partial<Record<string, StoredOfferText>>;

/**
 * A deposit-match offer with a promo code. Offers are per currency: the same code may exist once
 * per currency (a player takes the offer of their own currency). Money in minor units of
 * `currencyCode`.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    /** A link set by the operator; null: the platform's generated image of the offer. */
    image: text('image'),
    code: text('code').notNull(),
    /** Match percentage, exact (e.g. 100.00, 50.50). */
    percentage: numeric('percentage', { precision: 7, scale: 2 }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    condition: text('condition', { enum: BONUS_CONDITION_NAMES }).notNull(),
    description: text('description').notNull(),
    /** Days to clear the bonus once granted. */
    duration: integer('duration').notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    maxConversionLimit: bigint('max_conversion_limit', { mode: 'bigint' }).notNull(),
    /** First instant the offer can be taken (a scheduled campaign); null: from its creation. */
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    status: text('status', { enum: BONUS_OFFER_STATUS_NAMES }).notNull().default('active'),
    /** Where its bonus money is staked and its wagering counted; 'mixed': games and sports bets. */
    product: text('product', { enum: BONUS_PRODUCT_NAMES }).notNull().default('mixed'),
    /**
     * The name and terms in the site's other languages (migration 0027); `name` and `description`
     * are the default (English) text, which a language without a text here shows.
     */
    texts: jsonb('texts').$type<StoredOfferTexts>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_offers_code_currency').on(sql`lower(${t.code})`, t.currencyCode),
    check('bonus_offers_texts_object', sql`jsonb_typeof(${t.texts}) = 'object'`),
  ],
);

/**
 * A bonus granted to a player by a confirmed deposit with a promo code. Money in minor units of
 * the player's currency. At most one active bonus per player; wagering (bet stakes) clears it.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    /** The deposit (payments.id) that granted it: one bonus per deposit. */
    paymentId: integer('payment_id'),
    status: text('status', { enum: PLAYER_BONUS_STATUS_NAMES }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
    matchedAmount: bigint('matched_amount', { mode: 'bigint' }).notNull(),
    wageringRequirement: bigint('wagering_requirement', { mode: 'bigint' }).notNull(),
    amountWagered: bigint('amount_wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bonus money turned into cash so far (at most the offer's maxConversionLimit). */
    convertedAmount: bigint('converted_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** amountWagered / wageringRequirement x 100, cut down to the hundredth, at most 100. */
    percentageCleared: numeric('percentage_cleared', { precision: 5, scale: 2 }).notNull().default('0'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** The offer's product when granted (a bonus keeps its terms when the offer changes). */
    product: text('product', { enum: BONUS_PRODUCT_NAMES }).notNull().default('mixed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('player_bonuses_player_created').on(t.playerId, t.createdAt),
    uniqueIndex('player_bonuses_payment').on(t.paymentId),
    uniqueIndex('player_bonuses_one_active')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
  ],
);
