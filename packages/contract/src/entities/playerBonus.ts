import Type, { type Static } from 'typebox';
import { DecimalString, Id, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { BonusOffer } from './bonusOffer';
import { PLAYER_BONUS_STATUSES } from '../vocabulary/bonuses';

export { PLAYER_BONUS_STATUSES };

export const PlayerBonusStatus = StringEnum([...PLAYER_BONUS_STATUSES]);
export type PlayerBonusStatus = Static<typeof PlayerBonusStatus>;

/** A bonus granted to the player by a deposit with a promo code (spec point 3). */
export const PlayerBonus = Type.Object(
  {
    id: Id(),
    uuid: Uuid(),
    bonusType: BonusOffer,
    status: PlayerBonusStatus,
    percentageCleared: DecimalString({
      description: 'Share of the wagering requirement met, "0" to "100", as a decimal string.',
    }),
    amountWagered: DecimalString({ description: 'Amount wagered so far towards the requirement.' }),
    depositAmount: DecimalString({ description: 'The deposit that granted the bonus.' }),
    matchedAmount: DecimalString({ description: 'The bonus amount granted.' }),
    wageringRequirement: DecimalString({ description: 'Total amount to wager to clear the bonus.' }),
    wageringLeft: DecimalString({ description: 'What is still to wager before the bonus converts ("0.00" once met).' }),
    convertedAmount: DecimalString({
      description: 'Bonus money turned into cash when the wagering was met (at most the offer’s maxConversionLimit).',
    }),
    expiresAt: Nullable(IsoDateTime(), { description: 'End of the clearing period; null when it has none.' }),
    createdAt: IsoDateTime(),
  },
  { title: 'PlayerBonus' },
);
export type PlayerBonus = Static<typeof PlayerBonus>;
