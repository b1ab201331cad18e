import Type, { type Static } from 'typebox';
import { IsoDateTime, Link, Nullable, StringEnum } from '../scalars';
import { KYC_DOCUMENT_TYPES } from '../vocabulary/kyc';

export { KYC_DOCUMENT_TYPES };

export const KycDocumentType = StringEnum([...KYC_DOCUMENT_TYPES]);
export type KycDocumentType = Static<typeof KycDocumentType>;

/** A stored file of a KYC document. */
export const KycFile = Type.Object({
  filePath: Link({
    description:
      "Link that opens the stored file: a path on the API origin (GET /api/kyc/files/:fileId) signed for one hour. The file is also served to its owner's bearer token and to the operator token, never to anyone else.",
  }),
  mimeType: Type.String({ examples: ['image/jpeg', 'image/png', 'application/pdf'] }),
});
export type KycFile = Static<typeof KycFile>;

/**
 * One KYC document. Its status for the player: Pending (not reviewed), Rejected (reviewed and
 * rejected), Expired (reviewed, not rejected, expired), Approved (reviewed and the matching
 * approval flag of the record set).
 */
export const KycDocument = Type.Object({
  name: KycDocumentType,
  isReviewed: Type.Boolean(),
  rejected: Type.Boolean(),
  rejectionReason: Nullable(Type.String()),
  rejectionFinal: Type.Boolean({
    description: 'A final rejection: the document may not be uploaded again (a replacement answers 409).',
  }),
  isExpired: Type.Boolean(),
  expiryTime: Nullable(IsoDateTime(), { description: 'When the document stops being valid; null: no expiry.' }),
  files: Type.Array(KycFile),
});
export type KycDocument = Static<typeof KycDocument>;

/** The KYC record of a player (spec point 3). With no submission yet: no documents, every flag false. */
export const KycRecord = Type.Object(
  {
    approved: Type.Boolean({ description: 'Every document is approved: the player is verified.' }),
    documents: Type.Array(KycDocument),
    idApproved: Type.Boolean(),
    addressApproved: Type.Boolean(),
    photoWithIdApproved: Type.Boolean(),
  },
  { title: 'KycRecord' },
);
export type KycRecord = Static<typeof KycRecord>;
