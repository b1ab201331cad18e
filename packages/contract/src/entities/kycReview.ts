import Type, { type Static } from 'typebox';
import { IsoDateTime, StringEnum, Uuid } from '../scalars';
import { KycRecord } from './kyc';

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

/** An operator's decision on one KYC document. */
export const KYC_DECISIONS = ['approve', 'reject', 'expire'] as const;
export const KycDecision = StringEnum([...KYC_DECISIONS]);
export type KycDecision = Static<typeof KycDecision>;
