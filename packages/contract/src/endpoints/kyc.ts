import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { KYC_DOCUMENT_TYPES, KycDocumentType, KycRecord } from '../entities/kyc';
import { Uuid } from '../scalars';

const KYC_FILE_RULES =
  'Files: JPEG, PNG or PDF, checked by content, at most 5 MiB each, one file per field; a break answers 400 with the rule message.';

const PlayerUuidParams = Type.Object({
  uuid: Uuid({ description: "The player's uuid; must be the bearer's (else 403)." }),
});

export const kycApi = {
  getStatus: defineEndpoint({
    method: 'GET',
    path: '/api/kyc/kyc-expiration-status',
    tag: 'kyc',
    access: 'player',
    summary: "Get the player's KYC record, with expiry applied.",
    description:
      "uuid must be the bearer's player (else 403). Documents past their expiry time are answered expired. Without any submission: no documents, every flag false.",
    query: Type.Object({
      uuid: Uuid(),
      isLatest: Type.Optional(
        Type.Boolean({ default: true, description: 'Only the latest document of each type (the spec sends true).' }),
      ),
    }),
    result: KycRecord,
  }),

  upload: defineEndpoint({
    method: 'POST',
    path: '/api/kyc/upload/:uuid',
    tag: 'kyc',
    access: 'player',
    summary: 'Submit the three KYC documents (multipart fields ID, ADDRESS, ID_WITH_PHOTO).',
    description: `The first submission needs all three files ('All files required', 400); once the record has documents, use PUT /api/kyc/update/:type/:uuid (409 here). ${KYC_FILE_RULES}`,
    params: PlayerUuidParams,
    files: KYC_DOCUMENT_TYPES,
    result: KycRecord,
  }),

  updateDocument: defineEndpoint({
    method: 'PUT',
    path: '/api/kyc/update/:type/:uuid',
    tag: 'kyc',
    access: 'player',
    summary: 'Replace one rejected or expired KYC document (multipart field document).',
    description: `Only a rejected or expired document can be replaced (else 409); the new one awaits review. ${KYC_FILE_RULES}`,
    params: Type.Object({ type: KycDocumentType, uuid: PlayerUuidParams.properties.uuid }),
    files: ['document'],
    result: KycRecord,
  }),
} as const;
