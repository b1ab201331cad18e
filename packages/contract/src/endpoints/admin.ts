import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BonusOffer, BonusOfferInput, BonusOfferStatus } from '../entities/bonusOffer';
import { KycDocumentType, KycRecord } from '../entities/kyc';
import { KycDecision, KycReviewItem } from '../entities/kycReview';
import {
  ContentPage,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
  PageDescription,
  PageTextInput,
} from '../entities/pageDescription';
import { Pagination, pageQueryProperties } from '../entities/pagination';
import { PAYMENT_TRANSACTION_STATUSES, PaymentTransaction } from '../entities/paymentTransaction';
import { HELD_DEPOSIT_STATUSES } from '../vocabulary/payments';
import { Id, IsoDateTime, LanCode, StringEnum, Uuid } from '../scalars';
import { backofficeAdminEndpoints } from './backoffice';
import { sportsbookAdminApi } from './sportsbook';
import { responsibleGamingAdminEndpoints } from './responsibleGaming';

/*
 * Operator actions (the `pnpm admin` tool and any back office). Every call needs the operator
 * token of the platform's environment as the bearer token.
 */

const WithdrawalParams = Type.Object({ uuid: Uuid({ description: 'The withdrawal uuid.' }) });

export const adminApi = {
  listKycReviews: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/kyc',
    tag: 'admin',
    access: 'operator',
    summary: 'List KYC records with documents awaiting review, oldest submission first.',
    description: 'status pending (default): records with at least one document not reviewed; all: every record.',
    query: Type.Object({
      status: Type.Optional(StringEnum(['pending', 'all'], { default: 'pending' })),
    }),
    result: Type.Array(KycReviewItem),
  }),

  reviewKycDocument: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/kyc/:playerUuid/:type',
    tag: 'admin',
    access: 'operator',
    summary: "Approve, reject or expire a player's KYC document.",
    description:
      "approve: the document is reviewed and its approval flag set (optional expiryTime: when it stops being valid); when all three are approved the player's kycStatus becomes approved and an e-mail is sent. reject: needs reason (else 400), shown to the player. expire: the document is expired now. A player or document that does not exist answers 404.",
    params: Type.Object({ playerUuid: Uuid(), type: KycDocumentType }),
    body: Type.Object({
      decision: KycDecision,
      reason: Type.Optional(Type.String({ minLength: 1, description: 'Required for reject.' })),
      expiryTime: Type.Optional(IsoDateTime({ description: 'For approve: when the document stops being valid.' })),
    }),
    result: KycRecord,
  }),

  listWithdrawals: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/withdrawals',
    tag: 'admin',
    access: 'operator',
    summary: 'List withdrawals, by default the requested ones awaiting a decision (oldest first).',
    query: Type.Object({
      status: Type.Optional(StringEnum([...PAYMENT_TRANSACTION_STATUSES], { default: 'requested' })),
      ...pageQueryProperties,
    }),
    result: Type.Object({ transactions: Type.Array(PaymentTransaction), pagination: Pagination }),
  }),

  approveWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/withdrawals/:uuid/approve',
    tag: 'admin',
    access: 'operator',
    summary: 'Approve a requested withdrawal: pay it out.',
    description:
      'Only a requested withdrawal (else 409). The blocked amount leaves the wallet; status becomes completed.',
    params: WithdrawalParams,
    result: PaymentTransaction,
  }),

  listHeldDeposits: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/deposits/held',
    tag: 'admin',
    access: 'operator',
    summary: 'List deposits held over a deposit limit or during an exclusion, oldest first.',
    description:
      'held: kept apart, not yet returned (the default); refunding: being returned through the provider; refunded: returned.',
    query: Type.Object({
      status: Type.Optional(StringEnum(HELD_DEPOSIT_STATUSES, { default: 'held' })),
      ...pageQueryProperties,
    }),
    result: Type.Object({ transactions: Type.Array(PaymentTransaction), pagination: Pagination }),
  }),

  releaseHeldDeposit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/deposits/:uuid/release',
    tag: 'admin',
    access: 'operator',
    summary: "Credit a held deposit to the player's wallet, where the player's limits and exclusions now allow it.",
    description:
      'Only a held deposit that is not being returned (else 409). The deposit limits and exclusions are checked as for money arriving now: a refusal answers 403 with its reason and nothing moves. Released, the amount leaves the held money and becomes cash (a deposit of the ledger); status becomes completed.',
    params: Type.Object({ uuid: Uuid({ description: 'The deposit uuid.' }) }),
    result: PaymentTransaction,
  }),

  refundHeldDeposit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/deposits/:uuid/refund',
    tag: 'admin',
    access: 'operator',
    summary: 'Return a held deposit to the payer through the payment provider.',
    description:
      'A held deposit (else 409) is returned through the provider; status becomes refunded once the provider confirms, refunding while it does not answer (retried every minute).',
    params: Type.Object({ uuid: Uuid({ description: 'The deposit uuid.' }) }),
    result: PaymentTransaction,
  }),

  rejectWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/withdrawals/:uuid/reject',
    tag: 'admin',
    access: 'operator',
    summary: 'Reject a requested withdrawal with a reason.',
    description:
      'Only a requested withdrawal (else 409). The blocked amount is released; the reason is shown to the player (rejectionReason).',
    params: WithdrawalParams,
    body: Type.Object({ reason: Type.String({ minLength: 1 }) }),
    result: PaymentTransaction,
  }),

  listBonusOffers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/bonus-offers',
    tag: 'admin',
    access: 'operator',
    summary: 'List bonus offers of every status (or one status).',
    query: Type.Object({ status: Type.Optional(BonusOfferStatus) }),
    result: Type.Array(BonusOffer),
  }),

  createBonusOffer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/bonus-offers',
    tag: 'admin',
    access: 'operator',
    summary: 'Create a bonus offer.',
    description:
      'status defaults to active. Offers are per currency: a code (any case) already used by another offer of the same currency answers 409 with fields.code.',
    body: BonusOfferInput,
    result: BonusOffer,
  }),

  updateBonusOffer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/players/bonus-offers/:uuid',
    tag: 'admin',
    access: 'operator',
    summary: 'Change a bonus offer (fields left out keep their value).',
    description:
      'Bonuses already granted keep their terms. A code used by another offer answers 409 with fields.code; an unknown uuid 404.',
    params: Type.Object({ uuid: Uuid({ description: 'The offer uuid.' }) }),
    body: Type.Partial(BonusOfferInput),
    result: BonusOffer,
  }),

  listPages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/players/pages',
    tag: 'admin',
    access: 'operator',
    summary: 'List the content pages with every language version (name and HTML body).',
    description:
      'Every page in footer order, with its id (the pageId of the public page calls), slug and, per language that has a version, name, description and last write. Languages in selector order.',
    result: Type.Array(ContentPage),
  }),

  upsertPageText: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/players/pages/:pageId/:lanCode',
    tag: 'admin',
    access: 'operator',
    summary: "Write a content page's name and HTML body in one language (created or replaced).",
    description: `description is HTML of at most ${PAGE_DESCRIPTION_MAX_LENGTH} characters. Stored as sent; clients must sanitise before rendering (the site sanitises it with DOMPurify). name is trimmed: 1 to ${PAGE_NAME_MAX_LENGTH} characters on one line. Answers the page as get-page-description answers it in that language; the seed never overwrites it afterwards. An unknown page answers 404; an unknown language 404 and a language that is not active 400, each naming the active languages; a bad body 400 with fields.`,
    params: Type.Object({
      pageId: Id({ description: 'The page id (the id of listPages, the pageId of /pages).' }),
      lanCode: LanCode({ description: 'An active language, e.g. "de_DE" (any case).' }),
    }),
    body: PageTextInput,
    result: PageDescription,
  }),
  ...sportsbookAdminApi,

  ...responsibleGamingAdminEndpoints,

  ...backofficeAdminEndpoints,
} as const;
