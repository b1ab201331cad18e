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

/**
 * Something a page will ask for as soon as its code runs, that its head can ask for at once
 * instead: the sportsbook widget's script, its style sheet, its feed; an answer too large for the
 * page and the first images it will show.
 */
export interface SitePreload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
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
      preloads: SitePreload[];
      /** The address the browser should show instead of the requested one (`/` is the sportsbook). */
      replaceUrl?: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The browser renders this page (as a plain single-page app); `modules` are the code it will need. */
  | { kind: 'browser'; modules: string[]; preloads: SitePreload[] };

/** The renderer module's exports. */
export interface SiteRendererModule {
  renderPage(request: SiteRenderRequest): Promise<SiteRenderResult>;
  /** The addresses of the pages the server renders, rendered once at start so the first visitor waits for none. */
  warmUpPaths: string[];
  /**
   * What a page's address needs (the source modules of the application and the page, and its
   * preloads), without rendering it: the head of a page the browser renders (a signed-in
   * player's) asks for them at once.
   */
  pageNeeds(url: string): { modules: string[]; preloads: SitePreload[] };
}
