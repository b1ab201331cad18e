import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Campaign, CampaignInput } from '../entities/campaign';
import { Uuid } from '../scalars';

/*
 * Bonus campaigns (issue 36, docs/backoffice.md "Campaigns"): marketing makes, schedules and ends
 * bonus offers. `staff` endpoints: bonuses.read to read, bonuses.manage to change; every change is
 * an audit entry (bonusOffer.*) in the change's own transaction. The offer's checks are the
 * platform's one set (the admin API's): amounts in the contract's grammar, the licensed markets'
 * caps (a GBP offer over the UK's 10 times wagering: 400 naming the market and the cap).
 */

const CampaignParams = Type.Object({ uuid: Uuid({ description: "The offer's uuid." }) });

/** Part of `backofficeApi`. */
export const campaignEndpoints = {
  campaigns: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/campaigns',
    tag: 'backoffice',
    access: 'staff',
    permission: 'bonuses.read',
    summary: 'Every bonus offer, newest first, with its state (scheduled, active, ended) and figures.',
    result: Type.Array(Campaign),
  }),

  campaign: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/campaigns/:uuid',
    tag: 'backoffice',
    access: 'staff',
    permission: 'bonuses.read',
    summary: 'One offer with its state and figures.',
    description: 'An unknown uuid: 404.',
    params: CampaignParams,
    result: Campaign,
  }),

  createCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/campaigns',
    tag: 'backoffice',
    access: 'staff',
    permission: 'bonuses.manage',
    summary: 'Make an offer (active from startDate, or at once, until endDate, or without end).',
    description:
      'The checks of the admin API: a bad field answers 400 with fields; a code used by another offer of the currency 409 with fields.code; a wagering multiplier over a licensed market’s cap 400 with fields.wageringMultiplier naming the market; an end not after the start 400 with fields.endDate. Audited as bonusOffer.create.',
    body: CampaignInput,
    result: Campaign,
  }),

  updateCampaign: defineEndpoint({
    method: 'PUT',
    path: '/api/backoffice/campaigns/:uuid',
    tag: 'backoffice',
    access: 'staff',
    permission: 'bonuses.manage',
    summary: 'Change an offer (fields left out keep their value); bonuses already granted keep their terms.',
    description: 'The checks of createCampaign; an ended offer: 409. Audited as bonusOffer.update.',
    params: CampaignParams,
    body: Type.Partial(CampaignInput),
    result: Campaign,
  }),

  endCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/campaigns/:uuid/end',
    tag: 'backoffice',
    access: 'staff',
    permission: 'bonuses.manage',
    summary: 'End an offer now: no player can take it any more (bonuses in progress go on).',
    description: 'Already ended: 409. Audited as bonusOffer.end.',
    params: CampaignParams,
    body: Type.Object({}),
    result: Campaign,
  }),
} as const;
