/**
 * What the site's server renderer (apps/site `dist-server/render.js`, built from
 * `src/server/render.tsx`) and the platform that loads it at run time agree on. The platform
 * imports the built file dynamically, so only this shared type keeps the two sides in step.
 */

export interface SiteRenderRequest {
  /** Path and query of the page, e.g. "/casino?type=slots". */
  url: string;
  /** The language the visitor chose last time (the `language` cookie), if any. */
  language?: string;
  /** Reaches the platform's API (relative URLs, e.g. "/api/gp/games"). */
  fetch: typeof fetch;
  /** Written as the nonce of the page's inline scripts; the platform puts each response's nonce in its place. */
  nonce: string;
}

export type SiteRenderResult =
  | {
      kind: 'page';
      status: number;
      /** The whole root element's content, hydration data included. */
      html: string;
      /** The language rendered (a language code such as en_GB) and its HTML `lang` (en-GB). */
      language: string;
      lang: string;
      title: string;
      /** Source modules (as the build's manifest names them) whose styles and code the page needs. */
      modules: string[];
      /** The address the browser should show instead of the requested one (`/` is the sportsbook). */
      replaceUrl?: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The browser renders this page (as a plain single-page app); `modules` are the code it will need. */
  | { kind: 'browser'; modules: string[] };

/** The renderer module's exports. */
export interface SiteRendererModule {
  renderPage(request: SiteRenderRequest): Promise<SiteRenderResult>;
  /** The addresses of the pages the server renders, rendered once at start so the first visitor waits for none. */
  warmUpPaths: string[];
  /**
   * The source modules a page's address needs (the application's and the page's), without
   * rendering it: the head of a page the browser renders (a signed-in player's) preloads them.
   */
  modulesFor(url: string): string[];
}
