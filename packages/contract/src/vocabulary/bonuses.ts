/* Bonuses: lists of the vocabulary, schema-free (see vocabulary/index.ts). */

/** Condition of a bonus: first-time deposit or any later (reload) deposit. */
export const BONUS_CONDITIONS = ['ftd', 'reload'] as const;
export type BonusCondition = (typeof BONUS_CONDITIONS)[number];

/**
 * The product a bonus is for: its bonus money is staked, and its wagering counted, only there —
 * the casino's games or the sportsbook's bets; 'mixed' for both. A market may ban mixed offers
 * (the UK, docs/markets.md).
 */
export const BONUS_PRODUCTS = ['casino', 'sports', 'mixed'] as const;
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

/** Status of an offer: only active offers are shown to players. */
export const BONUS_OFFER_STATUSES = ['active', 'inactive', 'expired'] as const;
export type BonusOfferStatus = (typeof BONUS_OFFER_STATUSES)[number];

/**
 * Status of a bonus granted to a player: active is "In Progress"; the others are history
 * ("Used"): completed (wagering met), expired (duration passed), forfeited (ended early, e.g.
 * by the player, to withdraw).
 */
export const PLAYER_BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited'] as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

/**
 * The languages an offer's name and terms are written in: the site's languages. The offer's own
 * name and terms are its default text, in the first (English); the others are optional
 * translations, and a language without one shows the default (issue 36, docs/backoffice.md).
 */
export const OFFER_TEXT_LANGUAGES = ['en_GB', 'de_DE', 'es_ES'] as const;
export type OfferTextLanguage = (typeof OFFER_TEXT_LANGUAGES)[number];
/** The language of an offer's own name and terms: the one every other falls back to. */
export const OFFER_DEFAULT_LANGUAGE = 'en_GB' satisfies OfferTextLanguage;
/** The languages an offer may have a translation of its name and terms in. */
export const OFFER_TRANSLATED_LANGUAGES = ['de_DE', 'es_ES'] as const satisfies readonly OfferTextLanguage[];
export type OfferTranslatedLanguage = (typeof OFFER_TRANSLATED_LANGUAGES)[number];
/** The longest offer name and terms (characters), the same for every language. */
export const OFFER_NAME_MAX_LENGTH = 250;
export const OFFER_TERMS_MAX_LENGTH = 20_000;
