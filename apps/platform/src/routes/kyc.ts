import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { adminApi, KYC_DOCUMENT_TYPES, kycApi } from '@casino/contract';
import { ALL_FILES_REQUIRED_MESSAGE, KYC_FILE_SIZE_LIMIT_BYTES, KYC_FILE_SIZE_MESSAGE } from '@casino/rules';
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { bearerToken } from '../http/routing';
import type { Identity } from '../services/sessions';
import { playerUuidOfId, recordAutomation } from './backofficeAutomation';
import type { UploadedFile } from '../services/kyc';
import { sendKycFile } from './kycFiles';
import { automationActor } from './backoffice';

export const KYC_OTHER_PLAYER_MESSAGE = 'You can only see and send your own KYC documents';
export const KYC_ONE_FILE_MESSAGE = 'Only one file per document type';
export const KYC_UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read: send the files as multipart/form-data';
export const KYC_LINK_MESSAGE = 'This link is not valid or has expired: open the document again from Kyc Verification';

/** The `:uuid` of a KYC call must be the bearer's own (403 otherwise). */
function assertOwn(identity: Identity | null, uuid: string): Identity {
  if (!identity || identity.playerUuid.toLowerCase() !== uuid.toLowerCase()) throw forbidden(KYC_OTHER_PLAYER_MESSAGE);
  return identity;
}

/** Reads a file stream up to the limit; the rest is read and dropped so the request completes. */
async function readLimited(stream: Readable & { truncated?: boolean }, limit: number): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return { buffer: Buffer.concat(chunks), size, overLimit: size > limit || stream.truncated === true };
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // dropped
  }
}

/**
 * The files of a multipart KYC request, one per allowed field, each read up to the KYC size
 * limit. A request that is not multipart answers no files (the caller then says which are
 * missing). Unknown fields, a second file for a field, or unreadable multipart answer 400.
 */
async function readUpload(
  request: FastifyRequest,
  allowed: readonly string[],
): Promise<Partial<Record<string, UploadedFile>>> {
  if (!request.isMultipart()) return {};
  const files: Partial<Record<string, UploadedFile>> = {};
  let problem: ApiError | undefined;
  try {
    const parts = request.files({
      limits: { fileSize: KYC_FILE_SIZE_LIMIT_BYTES, files: allowed.length, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      const field = part.fieldname;
      if (!allowed.includes(field)) {
        const name = field.slice(0, 40);
        problem ??= badRequest(`Unknown file field "${name}": send ${allowed.join(', ')}`, {
          [name]: 'unknown file field',
        });
        await drain(part.file);
      } else if (files[field]) {
        problem ??= badRequest(KYC_ONE_FILE_MESSAGE, { [field]: KYC_ONE_FILE_MESSAGE });
        await drain(part.file);
      } else {
        files[field] = await readLimited(part.file, KYC_FILE_SIZE_LIMIT_BYTES);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(KYC_ONE_FILE_MESSAGE);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(KYC_FILE_SIZE_MESSAGE);
    throw badRequest(KYC_UNREADABLE_UPLOAD_MESSAGE);
  }
  if (problem) throw problem;
  return files;
}

function isOperator(request: FastifyRequest, operatorToken: string): boolean {
  const token = bearerToken(request);
  if (!token) return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(operatorToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** KYC of the player (spec points 3 to 5), its stored files, and the operator's review. */
export async function registerKycRoutes(context: PlatformContext): Promise<void> {
  const { kyc } = context.services;

  context.route(kycApi.getStatus, async ({ query, identity }) => {
    const player = assertOwn(identity, query.uuid);
    return kyc.getRecord(player.playerId, { latestOnly: query.isLatest !== false });
  });

  context.route(kycApi.upload, async ({ params, identity, request }) => {
    const player = assertOwn(identity, params.uuid);
    const files = await readUpload(request, KYC_DOCUMENT_TYPES);
    if (Object.keys(files).length === 0) {
      throw badRequest(
        ALL_FILES_REQUIRED_MESSAGE,
        Object.fromEntries(KYC_DOCUMENT_TYPES.map((name) => [name, ALL_FILES_REQUIRED_MESSAGE])),
      );
    }
    return kyc.submit(player, files);
  });

  context.route(kycApi.updateDocument, async ({ params, identity, request }) => {
    const player = assertOwn(identity, params.uuid);
    const files = await readUpload(request, ['document']);
    return kyc.replace(player, params.type, files.document);
  });

  context.route(kycApi.getFile, async ({ params, query, identity, request, reply }) => {
    const signed = kyc.verifyLink(params.fileId, query.expires, query.signature);
    const operator = isOperator(request, context.config.operatorToken);
    if (!signed && !operator && !identity) throw forbidden(KYC_LINK_MESSAGE);
    const file = await kyc.fileToServe(params.fileId);
    if (!file || (!signed && !operator && file.playerId !== identity?.playerId)) throw notFound('File not found');

    // Every view of a KYC document by the operator's side is an audit entry (issue 30).
    if (operator) {
      await recordAutomation(context, request, {
        action: 'kyc.viewDocument',
        targetKind: 'kycDocument',
        targetId: params.fileId,
        playerUuid: await playerUuidOfId(context, file.playerId),
        after: { document: file.documentName, mimeType: file.mimeType },
      });
    }
    return sendKycFile(request, reply, file, 'player');
  });

  context.route(adminApi.listKycReviews, ({ query }) => kyc.listReviews(query.status ?? 'pending'));

  context.route(adminApi.reviewKycDocument, async ({ params, body, request }) => {
    // The operator token is automation: its decisions are audited as such (issue 30), by the
    // review itself in the decision's transaction.
    return kyc.review(
      params.playerUuid,
      params.type,
      { decision: body.decision, reason: body.reason, expiryTime: body.expiryTime },
      { actor: automationActor(request) },
    );
  });
}
