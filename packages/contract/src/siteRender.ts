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
}

export type SiteRenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The answers the page was rendered with, by data key: the browser starts from them. */
      data: Record<string, unknown>;
      /** The language rendered (a language code such as en_GB) and its HTML `lang` (en-GB). */
      language: string;
      lang: string;
      title: string;
      /** Source modules (as the build's manifest names them) whose styles and code the page needs. */
      modules: string[];
      /**
       * API addresses (GET) whose answers were too large to go into the page: a visitor's browser asks
       * for them as the page arrives (a preload), not once the application has started.
       */
      fetchLater?: string[];
      /** The images the first screen shows once those answers are there (the first tiles): preloaded with the page. */
      preloadImages?: string[];
      /** The address the browser should show instead of the requested one (`/` is the sportsbook). */
      replaceUrl?: string;
    }
  | { kind: 'redirect'; location: string }
  /** The browser renders this page (as a plain single-page app). */
  | { kind: 'browser' };

/** The renderer module's one export. */
export interface SiteRendererModule {
  renderPage(request: SiteRenderRequest): Promise<SiteRenderResult>;
}
