import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { KycDocumentType } from '../entities/kyc';
import { KycQueueItem } from '../entities/kycQueue';
import { StringEnum, Uuid } from '../scalars';
import { KYC_STAFF_DECISIONS } from '../vocabulary/kyc';

/*
 * The back office's KYC queue (issue 30): players with documents waiting, oldest first; a staff
 * member takes an item (a claim of 10 minutes, renewed by each decision, ended once nothing is
 * left to decide) and the others see it as taken; the documents open in the app through the staff
 * file endpoint (every view an audit entry); each document is approved or rejected with a reason
 * the player sees, a rejection final or not. `staff` endpoints: session cookie, CSRF on non-GET
 * calls, the endpoint's permission.
 */

const PlayerParams = Type.Object({ uuid: Uuid({ description: "The player's uuid." }) });

/** Part of `backofficeApi`. */
export const kycQueueEndpoints = {
  kycQueue: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/kyc',
    tag: 'backoffice',
    access: 'staff',
    permission: 'kyc.read',
    summary: 'Players with KYC documents waiting for a decision, the oldest waiting upload first.',
    result: Type.Array(KycQueueItem),
  }),

  kycItem: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/kyc/:uuid',
    tag: 'backoffice',
    access: 'staff',
    permission: 'kyc.read',
    summary: "One player's KYC item: identity details, current documents, the claim on it.",
    description: 'A player without KYC documents, or unknown: 404.',
    params: PlayerParams,
    result: KycQueueItem,
  }),

  takeKycItem: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/kyc/:uuid/take',
    tag: 'backoffice',
    access: 'staff',
    permission: 'kyc.review',
    summary: 'Take an item to review it: the others see it as taken for 10 minutes (taking it again renews).',
    description: 'Taken by another staff member: 409 naming them (kyc.claimTaken). Unknown: 404.',
    params: PlayerParams,
    result: KycQueueItem,
  }),

  releaseKycItem: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/kyc/:uuid/release',
    tag: 'backoffice',
    access: 'staff',
    permission: 'kyc.review',
    summary: "Give an item back to the queue (the caller's own claim; nothing happens otherwise).",
    params: PlayerParams,
    result: KycQueueItem,
  }),

  kycFile: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/kyc/files/:fileId',
    tag: 'backoffice',
    access: 'staff',
    permission: 'kyc.read',
    summary: 'Open a stored KYC file in the back office (every view is an audit entry).',
    description:
      'Answers the file itself, inline, with its checked content type, nosniff and a sandboxing Content-Security-Policy that lets only the back office frame it. Unknown: 404.',
    params: Type.Object({ fileId: Uuid({ description: 'Id of the stored file.' }) }),
    result: Type.String({ format: 'binary', description: 'The file (image/jpeg, image/png or application/pdf).' }),
  }),

  decideKycDocument: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/kyc/:uuid/documents/:type',
    tag: 'backoffice',
    access: 'staff',
    permission: 'kyc.review',
    summary: "Approve or reject the player's current document of a type; the player sees a rejection's reason.",
    description:
      "reject needs a reason (shown to the player, at most 500 characters); final: the player may not upload it again. The player is e-mailed as for the operator's review. Taken by another staff member: 409 naming them. No such document: 404.",
    params: Type.Object({ uuid: Uuid({ description: "The player's uuid." }), type: KycDocumentType }),
    body: Type.Object({
      decision: StringEnum([...KYC_STAFF_DECISIONS]),
      reason: Type.Optional(Type.String({ maxLength: 500 })),
      final: Type.Optional(
        Type.Boolean({ description: 'With reject: the player may not upload this document again.' }),
      ),
    }),
    result: KycQueueItem,
  }),
} as const;
