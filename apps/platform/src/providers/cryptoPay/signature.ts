import { createHmac, timingSafeEqual } from 'node:crypto';

/** The CryptoPay signature: lowercase hex HMAC-SHA256 of the exact raw body with the shared secret. */
export function signPayload(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether `signature` (a header value) is the signature of `rawBody`, compared in constant time. */
export function isValidSignature(rawBody: Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signPayload(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
