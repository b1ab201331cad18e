// The whole set of security headers, answer by answer (issue 34: the headers are computed once
// at start, not per request): the site's pages, its files, the API's answers (JSON, a 400, a
// 401, a 404, a 500), the docs, the back office's page, file and API, an uploaded file's
// download. Every answer keeps nosniff, no framing and the resource policy; JSON answers (data)
// get the policy of data and nothing that concerns only what a browser renders; everything else
// keeps all of helmet's headers, and pages a nonce per answer.
import { rmSync } from 'node:fs';
import { buildPath, kycApi, platformApi } from '@casino/contract';
import { findKycDocument } from '@casino/rules';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { installErrorHandler } from '../src/http/errorHandler';
import { installSecurityHeaders } from '../src/http/securityHeaders';
import { signUpPlayer } from './fixtures';
import { startTestPlatform, type TestPlatform } from './harness';
import { kycStatus, threeDocuments, uploadKyc } from './kycFixtures';
import { fakeBackoffice, fakeSite } from './servedAppsFixtures';

/** The headers compared (every one helmet writes, the policies, X-Robots-Tag). */
const NAMES = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-robots-tag',
  'x-xss-protection',
];

/** The compared headers of an answer; a nonce is written 'nonce-N' (it changes with every answer). */
function securityHeaders(headers: Headers | Record<string, unknown>): Record<string, string> {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null);
  return Object.fromEntries(
    NAMES.flatMap((name) => {
      const value = get(name);
      if (value === null) return [];
      return [[name, name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/g, "'nonce-N'") : value]];
    }),
  );
}

const PERMISSIONS =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/** What helmet writes on every answer (outside production: no HSTS). */
const HELMET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const sitePolicy = (scripts: string) =>
  [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** What every answer carries, the API's JSON included (outside production: no HSTS). */
const EVERY = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
/** An answer that is data (the API's JSON, its errors): nothing loads or runs in it. */
const DATA = { ...EVERY, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };

/** A page of the site: its inline scripts carry this answer's nonce. */
const PAGE = {
  ...HELMET,
  'content-security-policy': sitePolicy("'self' 'nonce-N'"),
  'permissions-policy': PERMISSIONS,
};
/** Any other answer of the site's origin: the site's policy, no inline script at all. */
const OTHER = { ...HELMET, 'content-security-policy': sitePolicy("'self'"), 'permissions-policy': PERMISSIONS };
const BACKOFFICE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe('the security headers of every kind of answer', () => {
  let t: TestPlatform;
  let site: ReturnType<typeof fakeSite>;
  let backoffice: ReturnType<typeof fakeBackoffice>;

  beforeAll(async () => {
    site = fakeSite();
    backoffice = fakeBackoffice();
    t = await startTestPlatform('pglite', { SITE_DIST_DIR: site.distDir, BACKOFFICE_DIST_DIR: backoffice.distDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.dir, { recursive: true, force: true });
    rmSync(backoffice.dir, { recursive: true, force: true });
  });

  const get = (url: string, init?: RequestInit) => fetch(t.baseUrl + url, init);

  it.each([
    ['the sportsbook page (/)', '/', 200, PAGE],
    ['a rendered page', '/casino', 200, PAGE],
    ['a page the browser renders', '/profile', 200, PAGE],
    ['a file of the site', '/assets/index-1.js', 200, OTHER],
    ['a missing file of the site', '/assets/gone.js', 404, DATA],
    ['the liveness probe', buildPath(platformApi.health), 200, DATA],
    ['the game catalogue (JSON)', '/api/gp/games', 200, DATA],
    ['a call that does not exist', '/api/no-such-call', 404, DATA],
    ['a call refused by its input guard (400)', `${buildPath(platformApi.health)}?x=%00`, 400, DATA],
    ['a call refused by its schema (400)', '/api/gp/games?page=x', 400, DATA],
    ['a call without its token (401)', '/api/players/details', 401, DATA],
    ['the API docs', '/api/docs/static/index.html', 200, OTHER],
    ['robots.txt', '/robots.txt', 200, OTHER],
    [
      "the back office's page",
      '/backoffice/',
      200,
      { ...OTHER, 'content-security-policy': BACKOFFICE_POLICY, 'x-robots-tag': 'noindex, nofollow' },
    ],
    [
      'a file of the back office',
      '/backoffice/assets/index-b0ff1ce.js',
      200,
      { ...OTHER, 'content-security-policy': BACKOFFICE_POLICY, 'x-robots-tag': 'noindex, nofollow' },
    ],
    [
      'a back-office call without a session',
      '/api/backoffice/me',
      401,
      { ...DATA, 'x-robots-tag': 'noindex, nofollow' },
    ],
  ])('%s', async (_name, url, status, expected) => {
    const response = await get(url);
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expect(securityHeaders(response.headers)).toEqual(expected);
    // The nonce is this answer's own: a second answer has another.
    if (expected === PAGE) {
      const nonce = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
      const again = await get(url);
      await again.arrayBuffer();
      expect(nonce(again.headers)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonce(again.headers)).not.toBe(nonce(response.headers));
    }
  });

  it('HEAD of an API call', async () => {
    const response = await get(buildPath(platformApi.health), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(securityHeaders(response.headers)).toEqual(DATA);
  });

  it('an uploaded file, downloaded', async () => {
    const player = await signUpPlayer(t);
    expect((await uploadKyc(t, player.token, player.uuid, threeDocuments())).status).toBe(200);
    const record = await kycStatus(t, player.token, player.uuid);
    const pdf = await get(findKycDocument(record, 'ID_WITH_PHOTO')!.files[0]!.filePath);
    await pdf.arrayBuffer();
    expect(pdf.status).toBe(200);
    // Written by the route itself: every answer's headers, its own policy.
    expect(securityHeaders(pdf.headers)).toEqual({
      ...EVERY,
      'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
  });

  it('an upload', async () => {
    const player = await signUpPlayer(t);
    const form = new FormData();
    form.append('ID', new Blob([new Uint8Array(threeDocuments().ID.bytes)], { type: 'image/jpeg' }), 'id.jpg');
    const response = await get(buildPath(kycApi.upload, { uuid: player.uuid }), {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}` },
      body: form,
    });
    await response.arrayBuffer();
    expect(response.status).toBe(400);
    expect(securityHeaders(response.headers)).toEqual(DATA);
  });
});

describe('the security headers of a failure', () => {
  it.each([
    ['development', DATA],
    ['production', { ...DATA, 'strict-transport-security': 'max-age=31536000; includeSubDomains' }],
  ] as const)('a 500 in %s', async (env, expected) => {
    const app = Fastify();
    installErrorHandler(app);
    installSecurityHeaders(app, { ...loadConfig({ NODE_ENV: 'test' }), env });
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/bad', async (_request, reply) => reply.code(400).send({ error: 'bad' }));
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(securityHeaders(boom.headers)).toEqual(expected);
    const bad = await app.inject({ method: 'GET', url: '/bad' });
    expect(securityHeaders(bad.headers)).toEqual(expected);
    await app.close();
  });
});
