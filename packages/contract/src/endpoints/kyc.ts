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

  getFile: defineEndpoint({
    method: 'GET',
    path: '/api/kyc/files/:fileId',
    tag: 'kyc',
    access: 'optionalPlayer',
    summary: 'Open a stored KYC file (the filePath of a KYC document).',
    description:
      "Answers the file itself with its checked content type (not the JSON envelope). Opens with the signature of the document's filePath (valid one hour), with the owner's bearer access token, or with the operator token. Without any of these: 403; a file of another player, or none: 404 (never shown).",
    params: Type.Object({ fileId: Uuid({ description: 'Id of the stored file.' }) }),
    query: Type.Object({
      expires: Type.Optional(Type.Integer({ minimum: 0, description: 'Unix time the signed link stops working.' })),
      signature: Type.Optional(Type.String({ maxLength: 200, description: 'Signature of the link.' })),
    }),
    result: Type.String({ format: 'binary', description: 'The file (image/jpeg, image/png or application/pdf).' }),
  }),
} as const;
