import Type, { type Static } from 'typebox';
import { IsoDate, IsoDateTime, Link, Nullable, StringEnum, Uuid } from '../scalars';
import { KYC_STATUSES } from '../vocabulary/kyc';
import { KycDocumentType } from './kyc';

/** A stored file of a document as staff open it (GET /api/backoffice/kyc/files/:fileId, audited per view). */
export const KycQueueFile = Type.Object({
  id: Uuid({ description: 'Id of the stored file.' }),
  mimeType: Type.String({ examples: ['image/jpeg', 'image/png', 'application/pdf'] }),
  size: Type.Integer({ minimum: 0, description: 'Bytes.' }),
  path: Link({ description: 'The staff file endpoint of this file.' }),
});
export type KycQueueFile = Static<typeof KycQueueFile>;

/** One current document of the player, with its review. */
export const KycQueueDocument = Type.Object({
  name: KycDocumentType,
  status: StringEnum([...KYC_STATUSES], { description: 'pending: waiting for a decision.' }),
  uploadedAt: IsoDateTime(),
  reviewedAt: Nullable(IsoDateTime()),
  rejectionReason: Nullable(Type.String({ description: 'What the player is told.' })),
  rejectionFinal: Type.Boolean({ description: 'A final rejection: the player may not upload this document again.' }),
  files: Type.Array(KycQueueFile),
});
export type KycQueueDocument = Static<typeof KycQueueDocument>;

/** Who has a queue item open: its claim, until it expires or nothing is left to decide. */
export const KycClaim = Type.Object({
  staffId: Uuid(),
  name: Type.String({ description: "The staff member's name." }),
  since: IsoDateTime(),
  expiresAt: IsoDateTime(),
  mine: Type.Boolean({ description: 'The caller holds it.' }),
});
export type KycClaim = Static<typeof KycClaim>;

/** A player's KYC record in the back office: identity details beside the current documents. */
export const KycQueueItem = Type.Object(
  {
    player: Type.Object({
      uuid: Uuid(),
      username: Type.String(),
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      dateOfBirth: IsoDate(),
      address: Type.String(),
      city: Type.String(),
      country: Type.String(),
    }),
    waitingSince: Nullable(IsoDateTime(), {
      description: 'Upload time of the oldest document waiting for a decision; null when none waits.',
    }),
    documents: Type.Array(KycQueueDocument),
    takenBy: Nullable(KycClaim, { description: 'The live claim on the item, if any.' }),
  },
  { title: 'KycQueueItem' },
);
export type KycQueueItem = Static<typeof KycQueueItem>;
