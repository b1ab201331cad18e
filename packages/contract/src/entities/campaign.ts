import Type, { type Static } from 'typebox';
import { DecimalString, IsoDateTime, Nullable, StringEnum } from '../scalars';
import { BonusOffer, BonusOfferInput, OfferTexts, OfferTextsInput } from './bonusOffer';

/**
 * Where a campaign stands now: scheduled (its start is still to come), active (players can take
 * it) or ended (past its end date, or ended by staff: status inactive or expired).
 */
export const CAMPAIGN_STATES = ['scheduled', 'active', 'ended'] as const;
export const CampaignState = StringEnum([...CAMPAIGN_STATES]);
export type CampaignState = Static<typeof CampaignState>;

/** What a campaign has done so far, exact, in the offer's currency (docs/backoffice.md, Campaigns). */
export const CampaignFigures = Type.Object(
  {
    players: Type.Integer({ minimum: 0, description: 'Players granted the bonus (distinct).' }),
    bonuses: Type.Integer({ minimum: 0, description: 'Bonuses granted.' }),
    granted: DecimalString({ description: 'Bonus money granted (the grants’ bonus part).' }),
    converted: DecimalString({ description: 'Bonus money released as cash (the conversions’ cash part).' }),
    forfeited: DecimalString({ description: 'Bonus money removed by forfeits.' }),
    expired: DecimalString({ description: 'Bonus money removed by expiries (and by conversions over the limit).' }),
    cost: DecimalString({
      description: 'Bonus cost as the business report counts it: the cash part of the bonus entries.',
    }),
  },
  { title: 'CampaignFigures' },
);
export type CampaignFigures = Static<typeof CampaignFigures>;

/**
 * A bonus offer as the back office's campaigns show it: the offer (its default, English, name and
 * terms), its translations, its schedule, state and figures.
 */
export const Campaign = Type.Object(
  {
    offer: BonusOffer,
    texts: OfferTexts,
    startDate: Nullable(IsoDateTime(), { description: 'First instant the offer can be taken; null: from creation.' }),
    state: CampaignState,
    figures: CampaignFigures,
    createdAt: IsoDateTime(),
    updatedAt: IsoDateTime(),
  },
  { title: 'Campaign' },
);
export type Campaign = Static<typeof Campaign>;

/** What marketing writes: an offer's fields and its start (the end is the offer's endDate). */
export const CampaignInput = Type.Object({
  ...Type.Omit(BonusOfferInput, ['status']).properties,
  startDate: Type.Optional(Nullable(IsoDateTime({ description: 'First instant the offer can be taken; null: now.' }))),
  texts: Type.Optional(OfferTextsInput),
});
export type CampaignInput = Static<typeof CampaignInput>;
