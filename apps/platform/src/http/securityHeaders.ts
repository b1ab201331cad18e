// Security headers on every answer. Every answer, the API's JSON included: nosniff, no framing,
// the same-origin resource policy, HSTS in production, and a Content-Security-Policy. An answer
// that is data (JSON) gets the policy of data: nothing loads or runs in it (DATA_POLICY). Any
// other answer (a page, a file, a picture) also gets what concerns what a browser renders:
// helmet's other headers (a referrer policy, the opener policy, ...), a permissions policy and the
// site's policy, which allows no inline script; a page's answer gets a nonce of its own for the
// inline scripts the server wrote into it (cspNonce, withNonce). Pages that are framed by the
// site say so themselves (framedPagePolicy).
//
// Helmet's headers do not depend on the request: its middleware runs once at start on a response
// that only records what is set (helmetHeaders), and two callback hooks set the recorded values:
// every answer's when the request comes in, the rest when a non-JSON answer is sent. The nonce, a
// random value per answer, is made only for the answers that write it into a page (issue 34: a
// page's 1 KB of headers on a small JSON answer, with the input guards' hooks that had nothing to
// do, cost a sixth of its rate; a nonce and a policy built on every answer a tenth of its CPU).
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Written where a server-rendered page's inline script needs this response's nonce (see withNonce). */
export const CSP_NONCE_SLOT = '__CSP_NONCE__';

/** Browser features no page of the site uses. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/** The site's policy; `nonce` allows the page's own inline script (none without one). */
export function sitePolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
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

/**
 * The policy of every answer that is neither data nor a page with an inline script of its own
 * (files, the built index.html, which has none): the site's, without a nonce.
 */
export const SITE_POLICY = sitePolicy();

/**
 * The policy of an answer that is data (the API's JSON, its errors): a browser that opens it loads
 * and runs nothing in it, and nobody frames it.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

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

/**
 * This response's nonce (the one its Content-Security-Policy allows), made on the first call. An
 * answer that has no policy of its own yet gets the site's policy with the nonce; one with a policy
 * of its own (a framed page, the back office's) keeps it.
 */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, nonce);
    if (reply.getHeader('content-security-policy') === DATA_POLICY) {
      void reply.header('content-security-policy', sitePolicy(nonce));
    }
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

/** What helmet's middleware does to a response: the headers it sets, and those it removes. */
export interface RecordedHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * Runs helmet's middleware for `options` once on a response that records what is done to it. The
 * headers helmet writes depend on its options only (not on the request), so the recording is what
 * it would write on every answer.
 */
export function helmetHeaders(options: HelmetOptions): RecordedHeaders {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      set.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      removed.delete(name.toLowerCase());
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
    getHeader: (name: string) => set.get(name.toLowerCase()),
    hasHeader: (name: string) => set.has(name.toLowerCase()),
  };
  let failure: unknown;
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    done = true;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (!done) throw new Error('helmet did not finish at once: its headers cannot be recorded');
  return { set: [...set], removed: [...removed] };
}

/** Helmet's options for the platform (the policy itself is written apart: see SITE_POLICY). */
export function helmetOptions(config: Pick<Config, 'env'>): HelmetOptions {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  };
}

/** Helmet's headers that every answer needs; the others concern only what a browser renders. */
const EVERY_ANSWER = new Set([
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** Whether an answer of this content type is data (JSON), not something a browser renders. */
const isData = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

export function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'env'>): void {
  const { set, removed } = helmetHeaders(helmetOptions(config));
  const everyAnswer = Object.fromEntries([
    ...set.filter(([name]) => EVERY_ANSWER.has(name)),
    ['content-security-policy', DATA_POLICY],
  ]) as Record<string, string>;
  const notData: [string, string][] = [
    ...set.filter(([name]) => !EVERY_ANSWER.has(name)),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  // Callback hooks (no promise to settle). Every answer's headers are the reply's first ones: what
  // a route sets after (its own policy, a framed page's X-Frame-Options, a resource policy)
  // replaces them, and they are written with the route's in one go. An answer a route writes by
  // hand (reply.hijack) writes reply.getHeaders() with its own.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    void reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isData(reply.getHeader('content-type'))) {
      for (const [name, value] of notData) if (!reply.hasHeader(name)) void reply.header(name, value);
      if (reply.getHeader('content-security-policy') === DATA_POLICY)
        void reply.header('content-security-policy', SITE_POLICY);
    }
    done(null, payload);
  });
}
