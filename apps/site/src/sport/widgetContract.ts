import type { SitePreload, SportsbookFeatures, SportsbookWidgetGlobal, SportsbookWidgetWindow } from '@casino/contract';
import { buildPath, sportsbookApi } from '@casino/contract/routes';
import { paths } from '../paths';

/**
 * The host side of the sportsbook widget contract (README, "Sportsbook widget"; its types are
 * @casino/contract's, shared with the first-party widget). A widget script defines
 * `window.CasinoSportsbook`; the sport-betting route mounts it with the contract's options.
 */

/** The platform's first-party widget. */
export const DEFAULT_SPORTSBOOK_SCRIPT_URL = '/sportsbook-widget/sportsbook-widget.js';

/** The script the route loads (SPORTSBOOK_SCRIPT_URL at build time; default: the platform's first-party widget). */
export const SPORTSBOOK_SCRIPT_URL: string =
  typeof __SPORTSBOOK_SCRIPT_URL__ === 'string' ? __SPORTSBOOK_SCRIPT_URL__ : DEFAULT_SPORTSBOOK_SCRIPT_URL;

/**
 * Whether the sportsbook is the platform's own: the site then renders it as its own component
 * (@casino/sportsbook-widget/embedded), on its server too, instead of loading a script.
 */
export const FIRST_PARTY_SPORTSBOOK = SPORTSBOOK_SCRIPT_URL === DEFAULT_SPORTSBOOK_SCRIPT_URL;

/**
 * What the sport-betting page asks for as soon as it runs, for its head to ask at once: a brand's
 * widget script; for the first-party sportsbook its feed (a page the server rendered has it, and
 * reads it again when its socket connects; a player's page reads it at once).
 */
export function sportsbookPreloads(): SitePreload[] {
  if (!FIRST_PARTY_SPORTSBOOK) return [{ href: SPORTSBOOK_SCRIPT_URL, as: 'script' }];
  return [{ href: buildPath(sportsbookApi.feed), as: 'fetch' }];
}

/** The route the widget lives under. */
export const SPORTSBOOK_BASE_PATH = paths.sportBetting();

/** Feature flags the brand gives the widget. */
export const SPORTSBOOK_FEATURES: Readonly<Required<SportsbookFeatures>> = {
  live: true,
  popularEvents: true,
  systemBets: true,
  myBets: true,
};

/** The widget a loaded script defined, if one did. */
export function widgetGlobal(): SportsbookWidgetGlobal | undefined {
  if (typeof window === 'undefined') return undefined; // rendered on the server
  return (window as Window & SportsbookWidgetWindow).CasinoSportsbook;
}
