import { createReadStream } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADED_FILE_POLICY, UPLOADED_IMAGE_POLICY } from '../http/securityHeaders';
import type { KycFileToServe } from '../services/kyc';

/**
 * Sends a stored KYC file with the safe headers: its checked content type, nosniff, no caching
 * and a sandboxing Content-Security-Policy, so nothing uploaded ever runs in our origin.
 * - `player` (GET /api/kyc/files/:fileId): a PDF (which may carry JavaScript) is only ever
 *   downloaded; an image may open inline (the player's own preview) as a bare image; never framed.
 * - `staff` (the back office's viewer, GET /api/backoffice/kyc/files/:fileId): inline, and
 *   framable by the back office itself (frame-ancestors 'self') so a PDF shows in its frame.
 */
export function sendKycFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: KycFileToServe,
  viewer: 'player' | 'staff',
): Promise<string> {
  const extension = file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType === 'image/png' ? 'png' : 'jpg';
  const policy = extension === 'pdf' ? UPLOADED_FILE_POLICY : UPLOADED_IMAGE_POLICY;
  const fileName = `${file.documentName}.${extension}`.replace(/[^\w.-]+/g, '_');
  const disposition = viewer === 'player' && extension === 'pdf' ? 'attachment' : 'inline';
  reply.hijack();
  reply.raw.writeHead(200, {
    // The headers every answer carries (HSTS in production), then the file's own.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': file.mimeType,
    'content-length': String(file.size),
    'content-disposition': `${disposition}; filename="${fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy':
      viewer === 'staff' ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy,
    'x-frame-options': viewer === 'staff' ? 'SAMEORIGIN' : 'DENY',
  });
  return pipeline(createReadStream(file.absolutePath), reply.raw).then(
    () => '',
    (error: unknown) => {
      request.log.warn({ err: error }, 'KYC file not sent completely');
      reply.raw.destroy();
      return '';
    },
  );
}
