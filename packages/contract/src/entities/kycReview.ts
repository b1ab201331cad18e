import Type, { type Static } from 'typebox';
import { IsoDateTime, StringEnum, Uuid } from '../scalars';
import { KycRecord } from './kyc';
import { KYC_DECISIONS } from '../vocabulary/kyc';

export { KYC_DECISIONS };

/** A player's KYC record as the operator reviews it. */
export const KycReviewItem = Type.Object(
  {
    player: Type.Object({
      uuid: Uuid(),
      username: Type.String(),
      email: Type.String({ format: 'email' }),
      firstName: Type.String(),
      lastName: Type.String(),
    }),
    record: KycRecord,
    submittedAt: IsoDateTime({ description: 'Last upload of a document of this record.' }),
  },
  { title: 'KycReviewItem' },
);
export type KycReviewItem = Static<typeof KycReviewItem>;

export const KycDecision = StringEnum([...KYC_DECISIONS]);
export type KycDecision = Static<typeof KycDecision>;
