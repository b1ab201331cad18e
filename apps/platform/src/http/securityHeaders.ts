// Security headers on every answer (@fastify/helmet): a Content-Security-Policy whose only
// inline script allowed is the one the server wrote into the page (a nonce per response), no
// framing (pages that are framed by the site say so themselves: framedPagePolicy), nosniff, a
// referrer policy, a permissions policy, and HSTS in production.
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

/** Written where a server-rendered page's inline script needs this response's nonce (see withNonce). */
export const CSP_NONCE_SLOT = '__CSP_NONCE__';

/** Browser features no page of the site uses. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/** The site's policy; `nonce` allows the page's own inline script. */
export function sitePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React style attributes, Radix and the widget set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // data: for QR codes and inlined icons, blob: for previews of a chosen file.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers the socket (ws: and wss: of the same origin).
    "connect-src 'self'",
    "media-src 'self' blob:",
    // Game and checkout pages are framed from the same origin.
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a page the site frames (a game, the sandbox checkout): only the site may frame it. */
export function framedPagePolicy(options: { nonce?: string; styleHashes?: string[] } = {}): string {
  const scripts = options.nonce ? `'self' 'nonce-${options.nonce}'` : "'self'";
  const styles = ["'self'", ...(options.styleHashes ?? []).map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The CSP hash source ('sha256-…') of an inline element's text. */
export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The policy of a file someone uploaded: nothing in it runs, nothing loads, no form, no frame. */
export const UPLOADED_FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";
/** The same for an image a player may open inline (the browser's image page needs its inline style). */
export const UPLOADED_IMAGE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

const nonces = new WeakMap<ServerResponse, string>();

/** This response's nonce (the one its Content-Security-Policy allows). */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, nonce);
  }
  return nonce;
}

/** The page with this response's nonce in its inline scripts' slots. */
export const withNonce = (html: string, reply: FastifyReply) =>
  html.replaceAll(`<script nonce="${CSP_NONCE_SLOT}">`, `<script nonce="${cspNonce(reply)}">`);

/** Makes a framed page's answer framable by the site (its policy and X-Frame-Options). */
export function allowFramingBySite(reply: FastifyReply, policy: string): FastifyReply {
  return reply.header('content-security-policy', policy).header('x-frame-options', 'SAMEORIGIN');
}

export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    // The policy is written by the hook below (with this response's nonce; pages may replace it).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('content-security-policy', sitePolicy(cspNonce(reply)));
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
