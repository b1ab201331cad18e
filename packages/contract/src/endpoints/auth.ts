import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BonusOffer } from '../entities/bonusOffer';
import { Currency } from '../entities/currency';
import { Language } from '../entities/language';
import { LocaleTexts } from '../entities/localeTexts';
import { MessageResult } from '../entities/messageResult';
import { PageDescription } from '../entities/pageDescription';
import { PlayerBonus, PlayerBonusStatus } from '../entities/playerBonus';
import { CurrencyCode, Id, LanCode, Uuid } from '../scalars';

/**
 * Query of the public bonus lists. Only active offers are ever listed to players, so `status`
 * accepts only 'active' (the spec's client sends it). Personalisation comes from the bearer
 * token; `playerUUID` is accepted because the spec's client sends it, and never gives access
 * to another player's data.
 */
/**
 * The language of the page asking for offers (the site's language, as content pages name it): an
 * offer's name and terms come in it when the offer has them, else in the default (en_GB).
 */
export const OfferLanCode = LanCode({
  description:
    "The page's language, e.g. \"de_DE\": offers' names and terms in it where the offer has them, else in en_GB (each offer's `textLanguage` says which). Left out or unknown: en_GB.",
});

export const BonusListQuery = Type.Object({
  status: Type.Optional(Type.Literal('active', { default: 'active' })),
  playerUUID: Type.Optional(Uuid({ description: "Sent by the spec's client when signed in; the bearer decides." })),
  currency: Type.Optional(CurrencyCode({ description: 'Only offers in this currency.' })),
  lanCode: Type.Optional(OfferLanCode),
});
export type BonusListQuery = Static<typeof BonusListQuery>;

export const authApi = {
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signout',
    tag: 'auth',
    access: 'optionalPlayer',
    summary: 'Sign out: end the session of the bearer token.',
    description:
      "Revokes the session (access and refresh tokens) of the bearer token at once. Always answers 200 with 'Signed Out Successful', also without a token or with an expired or revoked one, so the 401 sign-out flow cannot loop. `uuid` is accepted because the spec's client sends the stored player id; it never ends a session by itself.",
    body: Type.Object({ uuid: Type.Optional(Uuid({ description: 'The stored player uuid (informational).' })) }),
    result: MessageResult,
  }),

  listBonuses: defineEndpoint({
    method: 'GET',
    path: '/api/auth/bonuses/get-all',
    tag: 'auth',
    access: 'optionalPlayer',
    summary: 'List the active bonus offers (Promotions).',
    description:
      "Active offers whose end date has not passed, newest first. Offers are per currency: a visitor gets those of `currency` (default EUR). With a player's bearer token: only offers in the player's currency, and first-time-deposit offers only while the player has no completed deposit.",
    query: BonusListQuery,
    result: Type.Array(BonusOffer),
  }),

  getBonusRecord: defineEndpoint({
    method: 'GET',
    path: '/api/auth/bonuses/get-bonus-record',
    tag: 'auth',
    access: 'player',
    summary: "List the player's bonus records, newest first.",
    description: 'Every bonus granted to the player (any status unless `status` is sent).',
    query: Type.Object({ status: Type.Optional(PlayerBonusStatus), lanCode: Type.Optional(OfferLanCode) }),
    result: Type.Array(PlayerBonus),
  }),

  listLanguages: defineEndpoint({
    method: 'GET',
    path: '/api/auth/localization/get-languages',
    tag: 'auth',
    access: 'public',
    summary: 'List the languages of the site.',
    description: 'Languages whose status is active; `enable` tells the selector which ones to offer.',
    result: Type.Array(Language),
  }),

  getLocaleTexts: defineEndpoint({
    method: 'GET',
    path: '/api/auth/localization/get-locale-text',
    tag: 'auth',
    access: 'public',
    summary: 'Get the translations: language code to key to text.',
    description: 'Every active language unless `lanCode` is sent. Empty texts are left out.',
    query: Type.Object({ lanCode: Type.Optional(LanCode({ description: 'Only this language.' })) }),
    result: LocaleTexts,
  }),

  listPageDescriptions: defineEndpoint({
    method: 'GET',
    path: '/api/auth/localization/get-all-page-description',
    tag: 'auth',
    access: 'public',
    summary: 'List the content pages of a language (footer links).',
    description:
      'Pages of `lanCode`; a page without a version in that language is given in the default language (en_GB).',
    query: Type.Object({ lanCode: Type.Optional(LanCode({ default: 'en_GB' })) }),
    result: Type.Array(PageDescription),
  }),

  getPageDescription: defineEndpoint({
    method: 'GET',
    path: '/api/auth/localization/get-page-description',
    tag: 'auth',
    access: 'public',
    summary: 'Get one content page in a language.',
    description: 'The version of `lanCode`, else the default language (en_GB); 404 when the page does not exist.',
    query: Type.Object({
      pageId: Id({ description: 'The page id (the pageId of /pages).' }),
      lanCode: Type.Optional(LanCode({ default: 'en_GB' })),
    }),
    result: PageDescription,
  }),

  listCurrencies: defineEndpoint({
    method: 'GET',
    path: '/api/auth/master/currency/avaliable',
    tag: 'auth',
    access: 'public',
    summary: 'List the currencies a player can sign up with.',
    description: "The path keeps the spec's spelling ('avaliable'): it is the contract.",
    result: Type.Array(Currency),
  }),

  subscribeNewsletter: defineEndpoint({
    method: 'POST',
    path: '/api/auth/newsletter/subscribe',
    tag: 'auth',
    access: 'public',
    summary: 'Subscribe an e-mail address to the newsletter (footer box).',
    description:
      'Answers the same message whether the address is new or already subscribed, so the answer tells nothing about other people. An invalid address answers 400 with fields.email.',
    body: Type.Object({ email: Type.String({ description: 'E-mail address (validated by the platform).' }) }),
    result: MessageResult,
  }),
} as const;
