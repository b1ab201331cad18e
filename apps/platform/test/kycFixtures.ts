import { crc32, deflateSync } from 'node:zlib';
import { buildPath, kycApi, type KycRecord } from '@casino/contract';
import type { TestPlatform } from './harness';

/** A real 1x1 JPEG (JFIF). */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A real PNG of `size` x `size` pixels of one colour, made here (signature, IHDR, IDAT, IEND). */
export function pngBytes(size = 2, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PNG_BYTES = pngBytes();

/** A small but well-formed PDF 1.4 document. */
export const PDF_BYTES = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** A text file dressed up as a picture (name and declared type say PNG). */
export const FAKE_PNG = Buffer.from('This is a utility bill, honestly. Plain text, not an image.\n');

export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

export const jpegFile = (name = 'passport.jpg'): UploadFile => ({ bytes: JPEG_BYTES, name, type: 'image/jpeg' });
export const pngFile = (name = 'bill.png'): UploadFile => ({ bytes: PNG_BYTES, name, type: 'image/png' });
export const pdfFile = (name = 'selfie.pdf'): UploadFile => ({ bytes: PDF_BYTES, name, type: 'application/pdf' });

/** The three documents of a first submission. */
export const threeDocuments = () => ({ ID: jpegFile(), ADDRESS: pngFile(), ID_WITH_PHOTO: pdfFile() });

/** Sends a multipart request (one entry per field; an array sends several files for one field). */
export async function sendFiles<T = unknown>(
  t: TestPlatform,
  method: 'POST' | 'PUT',
  path: string,
  token: string | undefined,
  files: Record<string, UploadFile | UploadFile[]>,
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : [value]) {
      form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    }
  }
  const response = await fetch(t.baseUrl + path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** POST /api/kyc/upload/:uuid. */
export const uploadKyc = (
  t: TestPlatform,
  token: string | undefined,
  uuid: string,
  files: Record<string, UploadFile | UploadFile[]>,
) =>
  sendFiles<{ result: KycRecord; error?: { code: number; message: string; fields?: Record<string, string> } }>(
    t,
    'POST',
    buildPath(kycApi.upload, { uuid }),
    token,
    files,
  );

/** PUT /api/kyc/update/:type/:uuid. */
export const updateKyc = (
  t: TestPlatform,
  token: string | undefined,
  uuid: string,
  type: 'ID' | 'ADDRESS' | 'ID_WITH_PHOTO',
  files: Record<string, UploadFile | UploadFile[]>,
) =>
  sendFiles<{ result: KycRecord; error?: { code: number; message: string; fields?: Record<string, string> } }>(
    t,
    'PUT',
    buildPath(kycApi.updateDocument, { type, uuid }),
    token,
    files,
  );

/** GET /api/kyc/kyc-expiration-status for the player. */
export async function kycStatus(t: TestPlatform, token: string, uuid: string, isLatest = true): Promise<KycRecord> {
  const { status, body } = await t.call<{ result: KycRecord }>(
    'GET',
    buildPath(kycApi.getStatus, undefined, { uuid, isLatest }),
    { token },
  );
  if (status !== 200) throw new Error(`kyc status answered ${status}: ${JSON.stringify(body)}`);
  return body.result;
}
