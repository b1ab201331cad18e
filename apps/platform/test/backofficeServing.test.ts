// The back office as the platform serves it (issue 30): the built app under /backoffice with its
// own Content-Security-Policy and index.html for the app's routes, never indexed, robots.txt, the
// BACKOFFICE_ALLOWED_IPS allowlist (by the client address the platform trusts), and a platform
// that starts without a built back office.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMatcher, NOT_BUILT_TEXT, serveBackoffice } from '../src/backofficeServing';
import { loadConfig } from '../src/config';
import { startTestPlatform, type TestPlatform } from './harness';
import { BACKOFFICE_INDEX as INDEX, BACKOFFICE_SCRIPT as SCRIPT, fakeBackoffice } from './servedAppsFixtures';

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

/** The back office's own policy: its scripts only (no nonce, nothing inline), its origin, the QR's data: image, never framed. */
function expectBackofficePolicy(headers: Headers) {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['connect-src']).toEqual(["'self'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('the back office served by the platform', () => {
  let t: TestPlatform;
  let built: ReturnType<typeof fakeBackoffice>;

  beforeAll(async () => {
    built = fakeBackoffice();
    t = await startTestPlatform('pglite', { BACKOFFICE_DIST_DIR: built.distDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(built.dir, { recursive: true, force: true });
  });

  it("answers the app's page for /backoffice and any route of the app, with its own policy, never indexed", async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/staff', '/backoffice/set-up?token=abc']) {
      const response = await fetch(t.baseUrl + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(await response.text(), url).toBe(INDEX);
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expectBackofficePolicy(response.headers);
    }
  });

  it('serves its files, hashed ones cached for good, and a missing file is a 404, not the page', async () => {
    const script = await fetch(`${t.baseUrl}/backoffice/assets/index-b0ff1ce.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe(SCRIPT);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const icon = await fetch(`${t.baseUrl}/backoffice/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${t.baseUrl}/backoffice/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect(missing.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('marks every answer of its API noindex, and leaves the rest of the platform as it was', async () => {
    const api = await fetch(`${t.baseUrl}/api/backoffice/no-such-call`);
    expect(api.status).toBe(404);
    expect(api.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(((await api.json()) as { error: { code: number } }).error.code).toBe(404);
    // A refusal of a real back-office call (no staff session) is marked too.
    const me = await fetch(`${t.baseUrl}/api/backoffice/me`);
    expect(me.status).toBe(401);
    expect(me.headers.get('x-robots-tag')).toBe('noindex, nofollow');

    const health = await fetch(`${t.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-robots-tag')).toBeNull();
    // A JSON answer of the rest of the API keeps the policy of data, not the back office's.
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    // A path that only begins like it is not the back office.
    const other = await fetch(`${t.baseUrl}/backoffice-old`);
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });

  it('tells crawlers to keep out of the back office in robots.txt', async () => {
    const robots = await fetch(`${t.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /backoffice');
    expect(lines).toContain('Disallow: /api/backoffice');
  });
});

describe('BACKOFFICE_ALLOWED_IPS behind a trusted proxy', () => {
  let t: TestPlatform;
  let built: ReturnType<typeof fakeBackoffice>;

  beforeAll(async () => {
    built = fakeBackoffice();
    // The tests' connections come from 127.0.0.1: the proxy, whose X-Forwarded-For is believed.
    t = await startTestPlatform('pglite', {
      BACKOFFICE_DIST_DIR: built.distDir,
      BACKOFFICE_ALLOWED_IPS: '10.9.9.9,2001:db8::/32',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(built.dir, { recursive: true, force: true });
  });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('lets a listed address or one in a listed range in', async () => {
    for (const address of ['10.9.9.9', '2001:db8::7']) {
      const page = await fetch(`${t.baseUrl}/backoffice/staff`, from(address));
      expect(page.status, address).toBe(200);
      expect(await page.text()).toBe(INDEX);
      const api = await fetch(`${t.baseUrl}/api/backoffice/no-such-call`, from(address));
      expect(api.headers.get('x-robots-tag'), address).toBe('noindex, nofollow');
    }
  });

  it('answers 404 to any other client, for the pages, the files and the API, as for a path that does not exist', async () => {
    for (const address of ['10.9.9.8', '2001:db9::1', '127.0.0.1']) {
      for (const url of ['/backoffice', '/backoffice/staff', '/backoffice/assets/index-b0ff1ce.js']) {
        const response = await fetch(t.baseUrl + url, from(address));
        expect(response.status, `${address} ${url}`).toBe(404);
        const text = await response.text();
        expect(text, `${address} ${url}`).not.toContain('<div id="root">');
        expect(text).not.toContain('back office');
      }
      const api = await fetch(`${t.baseUrl}/api/backoffice/session`, from(address));
      expect(api.status, address).toBe(404);
      expect(await api.json()).toEqual({ error: { code: 404, message: 'No such call: GET /api/backoffice/session' } });
    }
    // The site and the player API are not behind the allowlist.
    expect((await fetch(`${t.baseUrl}/api/health`, from('10.9.9.8'))).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/robots.txt`, from('10.9.9.8'))).status).toBe(200);
  });
});

describe('BACKOFFICE_ALLOWED_IPS without a trusted proxy', () => {
  let t: TestPlatform;
  let built: ReturnType<typeof fakeBackoffice>;

  beforeAll(async () => {
    built = fakeBackoffice();
    t = await startTestPlatform('pglite', { BACKOFFICE_DIST_DIR: built.distDir, BACKOFFICE_ALLOWED_IPS: '10.9.9.9' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(built.dir, { recursive: true, force: true });
  });

  it('reads the connection, so a client cannot name a listed address in X-Forwarded-For', async () => {
    const response = await fetch(`${t.baseUrl}/backoffice/staff`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});

describe('a platform without a built back office', () => {
  it('answers 404 under /backoffice with a text that says how to build it', async () => {
    const app = Fastify();
    await serveBackoffice(app, {
      ...loadConfig({ NODE_ENV: 'test' }),
      backofficeDistDir: path.join(os.tmpdir(), 'casino-no-backoffice-here'),
    });
    for (const url of ['/backoffice', '/backoffice/staff']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(NOT_BUILT_TEXT);
      expect(response.body).toContain('pnpm --filter @casino/backoffice build');
    }
    await app.close();
  });
});

describe('the address matcher of the allowlist', () => {
  it('matches addresses and ranges of both families, an IPv4 client written as IPv6 too', () => {
    const allowed = addressMatcher(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1']);
    expect(allowed('203.0.113.7')).toBe(true);
    expect(allowed('203.0.113.8')).toBe(false);
    expect(allowed('10.200.3.4')).toBe(true);
    expect(allowed('11.0.0.1')).toBe(false);
    expect(allowed('::ffff:10.1.2.3')).toBe(true);
    expect(allowed('::ffff:11.1.2.3')).toBe(false);
    expect(allowed('2001:db8:1::5')).toBe(true);
    expect(allowed('2001:db9::5')).toBe(false);
    expect(allowed('::1')).toBe(true);
    expect(allowed('')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });
});
