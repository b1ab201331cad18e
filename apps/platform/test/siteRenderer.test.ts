import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_SLOT } from '../src/http/securityHeaders';
import { fillTemplate, pageFiles, plainTemplate, styleTags, type BuildManifest } from '../src/siteRenderer';
import { startTestPlatform, type TestPlatform } from './harness';

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <title>Casino &amp; Sportsbook</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js' },
  'src/app/start.tsx': {
    file: 'assets/start-1.js',
    imports: ['index.html', '_shared-1.js'],
    css: ['assets/start-1.css'],
  },
  'src/pages/CasinoPage.tsx': {
    file: 'assets/CasinoPage-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/Lobby-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
};

const page = (overrides: Partial<Parameters<typeof fillTemplate>[1]> = {}) => ({
  kind: 'page' as const,
  status: 200,
  html: '<main><h1>Casino</h1></main>',
  language: 'en_GB',
  lang: 'en-GB',
  title: 'Casino | Casino & Sportsbook',
  modules: [],
  preloads: [],
  ...overrides,
});

describe('a rendered page in the built index.html', () => {
  it('carries the markup (its loader data inside), the language and the title, escaped', () => {
    const html = fillTemplate(TEMPLATE, page({ title: '<b>"x"</b>' }), MANIFEST);
    expect(html).toContain('<html lang="en-GB" data-theme="dark">');
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>');
    expect(html).toContain('<div id="root" data-rendered-language="en_GB"><main><h1>Casino</h1></main></div>');
  });

  it('takes the markup as it is, even with what a replacement pattern would expand', () => {
    const html = fillTemplate(TEMPLATE, page({ html: "<main>$& $' $1</main>" }), MANIFEST);
    expect(html).toContain("<main>$& $' $1</main>");
  });

  it("asks for the first screen's images in its head, and for what the page asks for at once", () => {
    const image = '<link rel="preload" as="image" href="/api/gp/images/1/2.webp" fetchPriority="high"/>';
    const html = fillTemplate(
      TEMPLATE,
      page({ html: `${image}<main><h1>Casino</h1></main>`, preloads: [{ href: '/api/feed', as: 'fetch' }] }),
      MANIFEST,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`${image}<link rel="preload" as="fetch" href="/api/feed" crossorigin>`);
    expect(html).toContain(`<div id="root" data-rendered-language="en_GB">${image}<main>`);
  });

  it('puts the address the browser should show before the app starts', () => {
    const html = fillTemplate(TEMPLATE, page({ replaceUrl: '/sport-betting?x=1' }), MANIFEST);
    expect(html).toContain(`history.replaceState(history.state,'',"/sport-betting?x=1"+location.hash)`);
  });

  it("finds the entry's and the page's every style and module, once each", () => {
    const files = pageFiles(MANIFEST, ['src/app/start.tsx', 'src/pages/CasinoPage.tsx', 'src/missing.tsx']);
    expect(files.scripts[0]).toBe('assets/index-1.js');
    expect(files.scripts.sort()).toEqual(
      ['assets/CasinoPage-1.js', 'assets/index-1.js', 'assets/shared-1.js', 'assets/start-1.js'].sort(),
    );
    expect(files.styles.sort()).toEqual(['assets/Lobby-1.css', 'assets/shared-1.css', 'assets/start-1.css'].sort());
  });

  it('asks for no code until the page has painted: then its modules, the entry last, under the nonce', () => {
    const template = TEMPLATE.replace(
      '</script>',
      '</script>\n    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
        '\n    <link rel="stylesheet" crossorigin href="/assets/shared-1.css">',
    );
    const html = fillTemplate(
      template,
      page({ modules: ['src/app/start.tsx'] }),
      MANIFEST,
      (file) => `.${file.length}{}`,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    // Every style inlined once; its only link is the disabled one the code loader recognises.
    expect(html.match(/<style data-href="\/assets\/shared-1.css">/g)).toHaveLength(1);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.endsWith(' disabled>'))).toBe(true);
    const loader = /<script nonce="([^"]+)">(addEventListener\('DOMContentLoaded'.*?)<\/script>/.exec(html);
    expect(loader?.[1]).toBe(CSP_NONCE_SLOT);
    expect(loader?.[2]).toContain('requestAnimationFrame');
    expect(loader?.[2]).toContain('"/assets/start-1.js"');
    expect(loader?.[2]).toContain(`add('script',{type:'module',src:"/assets/index-1.js"})`);
  });

  it('inlines the styles it has the text of, each with a disabled link the code loader recognises', () => {
    const texts: Record<string, string> = {
      'assets/start-1.css': '.a{color:red}',
      'assets/shared-1.css': '.b::after{content:"</style><script>alert(1)</script>"}',
    };
    const tags = styleTags(
      pageFiles(MANIFEST, ['src/app/start.tsx', 'src/pages/CasinoPage.tsx']).styles,
      (file) => texts[file],
    );
    expect(tags).toContain(
      '<style data-href="/assets/start-1.css">.a{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/start-1.css" disabled>',
    );
    // A style's text cannot close the element and start markup of its own.
    expect(tags).not.toContain('</style><script>');
    expect(tags).toContain('\\3c/style><script>alert(1)');
    // A file without text (not found) stays a plain link, so the page is still styled.
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/Lobby-1.css">');
    expect(tags.match(/<style /g)).toHaveLength(2);
  });

  it("gives the browser a page to render with the page's code and styles asked for at once", () => {
    const html = plainTemplate(TEMPLATE, MANIFEST, { modules: ['src/pages/CasinoPage.tsx'], preloads: [] });
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<script type="module" crossorigin src="\/assets\/index-1.js"><\/script>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CasinoPage-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Lobby-1.css">');
  });
});

/**
 * A built site with a stand-in renderer: it asks the platform's API through the fetch it is
 * given, as the site's renderer does, and answers each kind of result by path.
 */
function fakeSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'casino-site-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(
    path.join(root, 'dist-server/render.js'),
    `export const warmUpPaths = ['/casino'];
    const modulesFor = (url) => url.startsWith('/casino') ? ['src/pages/CasinoPage.tsx'] : ['src/app/start.tsx'];
    const preloads = [{ href: '/widget.js', as: 'script' }, { href: '/api/feed', as: 'fetch' }];
    export const pageNeeds = (url) => ({ modules: modulesFor(url), preloads });
    export async function renderPage({ url, language, fetch, nonce }) {
      if (url.startsWith('/old')) return { kind: 'redirect', status: 302, location: '/casino' };
      if (url.startsWith('/broken')) throw new Error('render failed');
      if (url.startsWith('/nowhere')) return { kind: 'page', status: 404, language: 'en_GB', lang: 'en-GB', title: 'Page not found', html: '<h1>Page not found</h1>', modules: [], preloads: [] };
      if (!url.startsWith('/casino')) return { kind: 'browser', ...pageNeeds(url) };
      const types = (await (await fetch('/api/gp/game/types', { headers: { accept: 'application/json' } })).json()).result;
      return {
        kind: 'page', status: 200, language: language ?? 'en_GB', lang: 'en-GB', title: 'Casino',
        html: '<h1>' + types.map((type) => type.name).join(', ') + '</h1><script nonce="' + nonce + '">window.data=1</script>',
        modules: ['src/pages/CasinoPage.tsx'], preloads,
      };
    }`,
  );
  return root;
}

describe('the platform serves rendered pages', () => {
  let t: TestPlatform;
  let site: string;

  beforeAll(async () => {
    site = fakeSite();
    t = await startTestPlatform('pglite', { SITE_DIST_DIR: path.join(site, 'dist') });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("renders a page with the API's own data, its styles and its language", async () => {
    const types = (await (await fetch(`${t.baseUrl}/api/gp/game/types`)).json()) as { result: { name: string }[] };
    expect(types.result.length).toBeGreaterThan(0);
    const response = await fetch(`${t.baseUrl}/casino`, { headers: { cookie: 'language=de_DE' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<h1>${types.result.map((type) => type.name).join(', ')}</h1>`);
    expect(html).toContain('data-rendered-language="de_DE"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Lobby-1.css">');
    // The page's inline script carries this response's nonce, the one its policy allows.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">window.data=1</script>`);
    // What the page asks for as soon as it runs is asked for with the page: a fetch as the page's fetch is.
    expect(html).toContain(
      '<link rel="preload" as="script" href="/widget.js"><link rel="preload" as="fetch" href="/api/feed" crossorigin>',
    );
  });

  it('answers the plain page, preloading its code, when the browser renders it or rendering fails', async () => {
    for (const url of ['/pages?pageId=1', '/broken']) {
      const response = await fetch(`${t.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    const browserPage = await (await fetch(`${t.baseUrl}/pages?pageId=1`)).text();
    expect(browserPage).toContain('<link rel="modulepreload" crossorigin href="/assets/start-1.js">');
  });

  it("sends a signed-in player's browser the plain page with the page's code: the server renders for visitors", async () => {
    const response = await fetch(`${t.baseUrl}/casino`, { headers: { cookie: 'language=de_DE; signed-in=1' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('href="/assets/CasinoPage-1.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Lobby-1.css">');
  });

  it("sends a signed-in player's old `/profile?tab=` link to the tab's own address before the site loads", async () => {
    const headers = { cookie: 'signed-in=1' };
    const cases: [string, string][] = [
      ['/profile?tab=verification', '/profile/verification'],
      ['/profile?tab=deposit&bonus=7', '/profile/deposit?bonus=7'],
      ['/profile?tab=nonsense', '/profile/account-settings'],
    ];
    for (const [from, to] of cases) {
      const response = await fetch(`${t.baseUrl}${from}`, { headers, redirect: 'manual' });
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
    const tab = await fetch(`${t.baseUrl}/profile/verification`, { headers, redirect: 'manual' });
    expect(tab.status).toBe(200);
    // `/profile` alone is the browser's: a phone's overview of the sections, a wide screen's first tab.
    const overview = await fetch(`${t.baseUrl}/profile`, { headers, redirect: 'manual' });
    expect(overview.status).toBe(200);
  });

  it("passes the renderer's status on: an unknown path is a 404 page", async () => {
    const response = await fetch(`${t.baseUrl}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page not found</h1>');
  });

  it("passes the renderer's redirects on, and answers a missing file with 404, not the site", async () => {
    const redirect = await fetch(`${t.baseUrl}/old`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/casino');
    expect((await fetch(`${t.baseUrl}/assets/missing-1.js`)).status).toBe(404);
  });
});
