import Type, { type Static, type TSchema } from 'typebox';
import {
  AmountString,
  CurrencyCode,
  DecimalString,
  Id,
  IsoDateTime,
  Link,
  Nullable,
  StringEnum,
  Uuid,
} from '../scalars';
import {
  BONUS_CONDITIONS,
  BONUS_OFFER_STATUSES,
  BONUS_PRODUCTS,
  OFFER_NAME_MAX_LENGTH,
  OFFER_TERMS_MAX_LENGTH,
  OFFER_TEXT_LANGUAGES,
  OFFER_TRANSLATED_LANGUAGES,
} from '../vocabulary/bonuses';

export { BONUS_CONDITIONS, BONUS_OFFER_STATUSES, BONUS_PRODUCTS };

export const BonusCondition = StringEnum([...BONUS_CONDITIONS]);
export type BonusCondition = Static<typeof BonusCondition>;

export const BonusOfferStatus = StringEnum([...BONUS_OFFER_STATUSES]);
export type BonusOfferStatus = Static<typeof BonusOfferStatus>;

/**
 * What the bonus money is for: the casino's games, the sportsbook's bets, or both ('mixed').
 * Staking on the other product takes cash only, and only stakes on its product count towards the
 * wagering.
 */
export const BonusProduct = StringEnum([...BONUS_PRODUCTS], {
  description:
    'What the bonus is for: casino (games), sports (sportsbook bets) or mixed (both). Its bonus money is staked, and stakes count towards its wagering, only on its product.',
});
export type BonusProduct = Static<typeof BonusProduct>;

/** A bonus offer (spec point 3): a deposit match with a promo code. */
export const BonusOffer = Type.Object(
  {
    id: Id(),
    uuid: Uuid({ description: 'Public id of the offer (the bonusId of /bonus-details and of bonus lookup).' }),
    name: Type.String({ description: 'In `textLanguage`.' }),
    image: Nullable(Link()),
    code: Type.String({ description: 'Promo code, entered at deposit.' }),
    percentage: DecimalString({ description: 'Match percentage as a decimal string, e.g. "100" or "50.5".' }),
    maxAmount: DecimalString({ description: 'Largest bonus amount, in `currency`, as a decimal string.' }),
    currency: Type.Object({ code: CurrencyCode(), symbol: Type.String({ examples: ['€'] }) }),
    condition: Type.Object({ name: BonusCondition }),
    description: Type.String({ description: 'Terms of the offer, as HTML, in `textLanguage`.' }),
    textLanguage: Type.Optional(
      StringEnum([...OFFER_TEXT_LANGUAGES], {
        description:
          'The language `name` and `description` are written in: the one asked for (`lanCode`) when the offer has a text in it, else the default (en_GB). Left out by the admin API (the default text).',
      }),
    ),
    duration: Type.Integer({ minimum: 1, description: 'Days the player has to clear the bonus once granted.' }),
    wageringMultiplier: Type.Integer({
      minimum: 0,
      description: 'Wagering requirement as a multiple of the matched amount (0: no wagering).',
    }),
    maxConversionLimit: DecimalString({
      description: 'Largest amount the cleared bonus converts to withdrawable money, as a decimal string.',
    }),
    endDate: Nullable(IsoDateTime(), { description: 'Last instant the offer can be taken; null: no end.' }),
    status: BonusOfferStatus,
    product: BonusProduct,
  },
  { title: 'BonusOffer' },
);
export type BonusOffer = Static<typeof BonusOffer>;

/** What an operator writes to create an offer (the platform sets id, uuid and the currency symbol). */
export const BonusOfferInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: OFFER_NAME_MAX_LENGTH }),
  image: Type.Optional(Nullable(Link())),
  code: Type.String({
    minLength: 1,
    maxLength: 50,
    description: 'Promo code (letters, digits, - and _); unique, in any case, among the offers of its currency.',
  }),
  percentage: AmountString({ description: 'Match percentage, decimal string greater than 0.' }),
  maxAmount: AmountString(),
  currency: CurrencyCode(),
  condition: BonusCondition,
  description: Type.String({ description: 'Terms, as HTML.' }),
  duration: Type.Integer({ minimum: 1 }),
  wageringMultiplier: Type.Integer({ minimum: 0 }),
  maxConversionLimit: AmountString(),
  endDate: Type.Optional(Nullable(IsoDateTime())),
  status: Type.Optional(BonusOfferStatus),
  product: Type.Optional(
    StringEnum([...BONUS_PRODUCTS], {
      description:
        'What the bonus is for (casino, sports or mixed). Left out on create: mixed (the behaviour of offers before products), except in a currency that reaches a licensed market banning mixed offers (GBP with the UK licensed): casino. A mixed offer in such a currency is refused (400, fields.product). Left out on change: unchanged.',
    }),
  ),
});
export type BonusOfferInput = Static<typeof BonusOfferInput>;

/**
 * An offer's name and terms in one language other than the default (issue 36): the site shows
 * them to players of that language; a language without them shows the default text.
 */
export const OfferText = Type.Object(
  {
    // Lengths are checked by the platform (400 naming the field, e.g. fields['texts.de_DE.name']).
    name: Type.String({
      description: `The offer's name in the language (at most ${OFFER_NAME_MAX_LENGTH} characters).`,
    }),
    description: Type.String({
      description: `Its terms in the language, as HTML (at most ${OFFER_TERMS_MAX_LENGTH} characters).`,
    }),
  },
  { title: 'OfferText' },
);
export type OfferText = Static<typeof OfferText>;

const translated = <T extends TSchema>(schema: T) =>
  Object.fromEntries(OFFER_TRANSLATED_LANGUAGES.map((language) => [language, schema])) as Record<
    (typeof OFFER_TRANSLATED_LANGUAGES)[number],
    T
  >;

/** An offer's translations, by language: null where it has none (the default text is shown). */
export const OfferTexts = Type.Object(translated(Nullable(OfferText)), {
  title: 'OfferTexts',
  description: 'The name and terms in each language besides the default (en_GB); null: none, English is shown.',
});
export type OfferTexts = Static<typeof OfferTexts>;

/** Translations to write: a language sent is set (null, or a blank name and terms: removed); one left out is kept. */
export const OfferTextsInput = Type.Object(translated(Type.Optional(Nullable(OfferText))), {
  description:
    'Per language besides the default (en_GB): its name and terms, or null to remove them. A language left out keeps its text. Both the name and the terms are needed (blank both: removed).',
});
export type OfferTextsInput = Static<typeof OfferTextsInput>;
