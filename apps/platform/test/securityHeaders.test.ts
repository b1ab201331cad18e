// Security headers on every answer: the site's pages (a rendered one with its inline script, and
// the plain index.html), the API, the docs, the mailbox, the game and checkout pages (framed by
// the site), and an uploaded picture.
import { rmSync } from 'node:fs';
import { buildPath, platformApi } from '@casino/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { installSecurityHeaders } from '../src/http/securityHeaders';
import { gameOfType, launch } from './gamesFixtures';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';
import { createLink, newPlayer } from './paymentsFixtures';
import { fakeSite } from './servedAppsFixtures';

/** The directives of a Content-Security-Policy by name. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The headers every answer of the site's origin carries. */
function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  // The site's policy, or a stricter one of its own (the game and checkout pages send none).
  expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(headers.get('referrer-policy'));
  expect(headers.get('permissions-policy')).toContain('camera=()');
  // Not in production: no HSTS (a local http:// origin would be pinned to https).
  expect(headers.get('strict-transport-security')).toBeNull();
}

/**
 * The site's policy: no inline script but a page's own (by the answer's nonce), no framing. A
 * page's nonce is answered; an answer that is not a page allows no inline script at all.
 */
function expectSitePolicy(headers: Headers, kind: 'page' | 'not a page' = 'page'): string {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy['default-src']).toEqual(["'self'"]);
  const scripts = policy['script-src']!;
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const nonce = scripts.find((source) => source.startsWith("'nonce-"));
  if (kind === 'page') expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
  else expect(scripts).toEqual(["'self'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expectCommonHeaders(headers);
  return nonce?.slice("'nonce-".length, -1) ?? '';
}

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let t: TestPlatform;
  let site: ReturnType<typeof fakeSite>;

  beforeAll(async () => {
    site = fakeSite();
    t = await startTestPlatform(kind, { SITE_DIST_DIR: site.distDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.dir, { recursive: true, force: true });
  });

  it("allows a rendered page's own inline script by a nonce that changes with every answer", async () => {
    const first = await fetch(`${t.baseUrl}/casino`);
    const html = await first.text();
    expect(html).toContain('<h1>Casino</h1>');
    const nonce = expectSitePolicy(first.headers);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(([, attributes]) => attributes!);
    // The page's inline scripts (the router's hydration data, the loader of its code after its
    // first paint) carry the answer's nonce.
    expect(inline).toEqual([` nonce="${nonce}"`, ` nonce="${nonce}"`]);
    const second = await fetch(`${t.baseUrl}/casino`);
    const again = expectSitePolicy(second.headers);
    expect(again).not.toBe(nonce);
    expect(await second.text()).toContain(`<script nonce="${again}">`);
  });

  it('sends the policy with the plain page, the docs and the mailbox, and the policy of data with the API', async () => {
    // A page the browser renders: a page's policy (with its nonce) as any page.
    const plain = await fetch(`${t.baseUrl}/profile`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('<div id="root">');
    expectSitePolicy(plain.headers);
    // No inline script in the docs: no nonce.
    const docs = await fetch(`${t.baseUrl}/api/docs/static/index.html`);
    expect(docs.status).toBe(200);
    await docs.arrayBuffer();
    expectSitePolicy(docs.headers, 'not a page');
    // A JSON answer, or an error, is data: a browser that opens it loads and runs nothing, and
    // nothing frames it.
    for (const url of [buildPath(platformApi.health), '/api/no-such-call']) {
      const response = await fetch(t.baseUrl + url);
      expect(response.status, url).toBeLessThan(500);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
      await response.arrayBuffer();
      expect(directives(response.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The mailbox page has a stricter policy of its own: no script at all.
    const mailbox = await fetch(`${t.baseUrl}/mailbox`);
    expect(mailbox.status).toBe(200);
    const policy = directives(mailbox.headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(mailbox.headers.get('x-frame-options')).toBe('DENY');
    expectCommonHeaders(mailbox.headers);
  });

  it('lets the site, and only the site, frame a game page', async () => {
    const launched = await launch(t, await gameOfType(t, 'Slots'));
    const page = await fetch(t.baseUrl + launched.path!);
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expectCommonHeaders(page.headers);
  });

  it('lets the site frame the checkout, whose only inline style is allowed by its hash', async () => {
    const link = await createLink(t, await newPlayer(t), '10.00');
    const page = await fetch(link.link.replace(t.config.publicUrl, t.baseUrl));
    expect(page.status).toBe(200);
    const html = await page.text();
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(policy['style-src']).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expectCommonHeaders(page.headers);
  });
});

describe('security headers in production', () => {
  it('adds HSTS', async () => {
    const app = Fastify();
    installSecurityHeaders(app, { ...loadConfig({ NODE_ENV: 'test' }), env: 'production' });
    app.get('/', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await app.close();
  });
});
