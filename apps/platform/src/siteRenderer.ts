import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { profileTabRedirect, type SitePreload, type SiteRendererModule, type SiteRenderResult } from '@casino/contract';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { inProcessFetch } from './http/inProcessFetch';
import { CSP_NONCE_SLOT } from './http/securityHeaders';

/**
 * The site's pages on the server (the site's `dist-server/render.js`, built by `vite build --ssr`
 * from apps/site/src/server/render.tsx, which routes with the site's route table). The platform
 * gives the renderer its own API in-process; the renderer answers a redirect, or the page's
 * markup (its loader data inside), which goes into the built index.html. A page the renderer
 * leaves to the browser, a signed-in player (the server renders for visitors), a renderer that
 * fails or a busy server all get the plain index.html, which the browser renders.
 */

export type SitePage = { status: number; html: string } | { redirect: string; status: number } | null;

/** How long a rendered page is reused for the same address and language. */
const CACHE_MS = 5_000;
const CACHE_ENTRIES = 200;
/** Renders at once; past that, pages go out unrendered rather than queue (the browser renders them). */
const MAX_RENDERS_IN_FLIGHT = 4;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it can end the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `/` is the sportsbook, rendered in place: the browser shows its address (/sport-betting) before
 * the application starts, instead of a redirect round trip. Its nonce slot gets each response's
 * nonce (the Content-Security-Policy allows no other inline script).
 */
const replaceUrlScript = (replaceUrl: string) =>
  `<script nonce="${CSP_NONCE_SLOT}">history.replaceState(history.state,'',${scriptJson(replaceUrl)}+location.hash)</script>`;

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk, imports and styles. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The manifest's name of the application's entry (the built index.html's module script). */
const ENTRY = 'index.html';

/** The built files the entry and a page's modules need, each once: their code and their styles. */
export function pageFiles(manifest: BuildManifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [ENTRY, ...modules].forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A page's style sheets. With `styleText` (a built file's CSS) they are inlined, so the page paints
 * from its HTML alone; each inlined file also gets a disabled link (never fetched), which tells the
 * code loader the file is on the page already, so a route chunk that imports it does not fetch it.
 */
export function styleTags(files: string[], styleText?: (file: string) => string | undefined): string {
  return files
    .map((file) => {
      const href = `/${escapeHtml(file)}`;
      const text = styleText?.(file);
      if (text === undefined) return `<link rel="stylesheet" crossorigin href="${href}">`;
      // '</style' cannot end the element early ('\\3c' is '<' escaped for CSS).
      const css = text.replace(/<\/(style)/gi, '\\3c/$1');
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    })
    .join('');
}

/**
 * What the page asks for as soon as its code runs, asked for with the page instead (a brand's
 * sportsbook script, the feed). A fetch preload is credentialed as the page's same-origin fetch,
 * so that fetch takes it.
 */
export function preloadTags(preloads: SitePreload[]): string {
  return preloads
    .map(
      ({ href, as }) =>
        `<link rel="preload" as="${escapeHtml(as)}" href="${escapeHtml(href)}"${
          as === 'fetch' ? ' crossorigin' : as === 'image' ? ' fetchpriority="high"' : ''
        }>`,
    )
    .join('');
}

/** The built index.html without its entry's own tags: a page's head names everything it needs. */
const withoutEntryTags = (template: string) =>
  template.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');

/**
 * A rendered page's code, asked for once the page has painted (its modules preloaded, the entry
 * last): the page needs no code to paint, and on a slow connection its code would compete with
 * its HTML, styles and images. Its nonce slot gets each response's nonce.
 */
const codeAfterPaint = (scripts: string[]) =>
  `<script nonce="${CSP_NONCE_SLOT}">addEventListener('DOMContentLoaded',()=>requestAnimationFrame(()=>setTimeout(()=>{` +
  `const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),{crossOrigin:'',...props}));` +
  `for(const href of ${scriptJson(scripts.map((file) => `/${file}`))})add('link',{rel:'modulepreload',href});` +
  `add('script',{type:'module',src:${scriptJson(`/${scripts[0] ?? ''}`)}})})))</script>`;

/**
 * The image preloads React put at the start of the rendered markup (the first screen's images),
 * copied into the head so the browser asks for them first. The originals stay (React hydrates
 * them); the browser fetches each image once.
 */
function imagePreloads(html: string): string {
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag).join('');
}

/** The built index.html with a rendered page in it: its styles inlined, its code after its first paint. */
export function fillTemplate(
  template: string,
  page: Extract<SiteRenderResult, { kind: 'page' }>,
  manifest: BuildManifest,
  styleText?: (file: string) => string | undefined,
): string {
  const { scripts, styles } = pageFiles(manifest, page.modules);
  const head = imagePreloads(page.html) + preloadTags(page.preloads) + styleTags(styles, styleText);
  return withoutEntryTags(template)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-rendered-language="${escapeHtml(page.language)}">${page.html}</div>` +
        (page.replaceUrl ? replaceUrlScript(page.replaceUrl) : '') +
        codeAfterPaint(scripts),
    );
}

/** The built index.html for the browser to render a page: its code and styles asked for at once. */
export function plainTemplate(
  template: string,
  manifest: BuildManifest,
  { modules, preloads }: { modules: string[]; preloads: SitePreload[] },
): string {
  const {
    scripts: [entry, ...imports],
    styles,
  } = pageFiles(manifest, modules);
  const head =
    preloadTags(preloads) +
    styleTags(styles) +
    imports.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('') +
    `<script type="module" crossorigin src="/${escapeHtml(entry ?? '')}"></script>`;
  return withoutEntryTags(template).replace('</head>', () => `${head}</head>`);
}

export interface SiteRenderer {
  /** The page for this request: rendered or for the browser to render, a redirect, or null for the plain index.html. */
  page(request: FastifyRequest): Promise<SitePage>;
  /** Renders each rendered page once, so the code is compiled before the first visitor comes. */
  warmUp(): Promise<void>;
}

/** Loads the site's server renderer next to the built site; null when the build has none. */
export async function loadSiteRenderer(app: FastifyInstance, siteDistDir: string): Promise<SiteRenderer | null> {
  const rendererPath = path.join(siteDistDir, '../dist-server/render.js');
  const indexPath = path.join(siteDistDir, 'index.html');
  const manifestPath = path.join(siteDistDir, '.vite/manifest.json');
  if (!existsSync(rendererPath)) {
    app.log.info(`No server renderer at ${rendererPath}: the browser renders every page`);
    return null;
  }
  let renderer: SiteRendererModule;
  try {
    renderer = (await import(pathToFileURL(rendererPath).href)) as SiteRendererModule;
  } catch (error) {
    app.log.warn({ err: error }, 'The site renderer could not be loaded: the browser renders every page');
    return null;
  }
  const fetchInProcess = inProcessFetch(app);
  // The built site does not change under a running platform (its files are served as they were
  // at start), so its index.html and manifest are read once.
  const build = Promise.all([
    readFile(indexPath, 'utf8'),
    readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as BuildManifest),
  ]);
  build.catch(() => undefined); // a missing file fails the render that awaits it, not start-up
  const cache = new LRUCache<string, Promise<SitePage>>({ max: CACHE_ENTRIES, ttl: CACHE_MS });
  /** The built stylesheets' text by file, read once with the manifest (their names carry a content hash). */
  const styles = build.then(async ([, manifest]) => {
    const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(siteDistDir, file), 'utf8').catch(() => undefined)),
    );
    return new Map(files.flatMap((file, index) => (texts[index] === undefined ? [] : [[file, texts[index]]])));
  });
  styles.catch(() => undefined);
  let inFlight = 0;

  /** The built index.html for the browser to render, with the page's code and styles asked for at once. */
  async function plainPage(needs: { modules: string[]; preloads: SitePreload[] }): Promise<SitePage> {
    const [template, manifest] = await build;
    return { status: 200, html: plainTemplate(template, manifest, needs) };
  }

  async function render(url: string, language: string | undefined): Promise<SitePage> {
    inFlight += 1;
    try {
      const result = await renderer.renderPage({ url, language, fetch: fetchInProcess, nonce: CSP_NONCE_SLOT });
      if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
      if (result.kind === 'browser') return await plainPage(result);
      const [[template, manifest], styleTexts] = await Promise.all([build, styles]);
      return { status: result.status, html: fillTemplate(template, result, manifest, (file) => styleTexts.get(file)) };
    } catch (error) {
      app.log.warn({ err: error, url }, 'The page could not be rendered on the server: the browser renders it');
      return null;
    } finally {
      inFlight -= 1;
    }
  }

  return {
    async warmUp() {
      for (const url of renderer.warmUpPaths) await render(url, undefined);
    },
    page(request) {
      // The site's cookies: `signed-in` while a player is (the server renders for visitors: a
      // player's browser renders the page itself), `language` once a visitor has chosen one.
      const cookies = parseCookies(request.headers.cookie ?? '');
      if (cookies['signed-in'] === '1') {
        // The one redirect a signed-in player's page load gets from the server: the old
        // `/profile?tab=` links (the site's router would otherwise make it after loading).
        // `/profile` alone is the browser's to decide: a phone's overview, a wide screen's first tab.
        const url = new URL(request.url, 'http://site');
        const tabRedirect = url.searchParams.has('tab') ? profileTabRedirect(url.pathname, url.search) : null;
        if (tabRedirect) return Promise.resolve({ redirect: tabRedirect, status: 302 });
        return plainPage(renderer.pageNeeds(request.url)).catch((error: unknown) => {
          app.log.warn({ err: error }, 'The built site could not be read');
          return null;
        });
      }
      const key = `${cookies.language ?? ''} ${request.url}`;
      const cached = cache.get(key);
      if (cached) return cached;
      if (inFlight >= MAX_RENDERS_IN_FLIGHT) return Promise.resolve(null);
      const page = render(request.url, cookies.language);
      cache.set(key, page);
      return page;
    },
  };
}
