/**
 * The host side of the sportsbook widget contract (README, "Sportsbook widget"). A widget script
 * defines `window.CasinoSportsbook`; the sport-betting route mounts it with these options.
 * (The first-party widget, apps/sportsbook-widget, declares the same shapes on its side.)
 */

export type SportsbookRedirect = 'login' | 'register' | 'deposit';

export interface SportsbookWidgetOptions {
  token: string | null;
  /** The site's language code, e.g. "de_DE" (a widget also accepts "de" or "de-DE"). */
  locale: string;
  currency: 'EUR';
  oddsFormat: 'decimal';
  theme: 'dark' | 'light';
  features: Record<string, boolean>;
  basePath: string;
  onRedirect: (target: SportsbookRedirect) => void;
  refreshToken?: () => Promise<string | null>;
  /** A bet was refused by a player-protection rule (`error.reason`); the widget shows the message. */
  onRefusal?: (reason: string, message: string) => void;
}

export interface SportsbookWidgetHandle {
  unmount(): void;
  navigate?(path: string): void;
}

export interface SportsbookWidgetGlobal {
  version: number;
  mount(element: HTMLElement, options: SportsbookWidgetOptions): SportsbookWidgetHandle;
}

/** The platform's first-party widget. */
export const DEFAULT_SPORTSBOOK_SCRIPT_URL = '/sportsbook-widget/sportsbook-widget.js';

/** The script the route loads (SPORTSBOOK_SCRIPT_URL at build time; default: the platform's first-party widget). */
export const SPORTSBOOK_SCRIPT_URL: string =
  typeof __SPORTSBOOK_SCRIPT_URL__ === 'string' ? __SPORTSBOOK_SCRIPT_URL__ : DEFAULT_SPORTSBOOK_SCRIPT_URL;

/** The route the widget lives under. */
export const SPORTSBOOK_BASE_PATH = '/sport-betting';

/** Feature flags the brand gives the widget. */
export const SPORTSBOOK_FEATURES = { live: true, popularEvents: true, systemBets: true, myBets: true } as const;

export function widgetGlobal(): SportsbookWidgetGlobal | undefined {
  if (typeof window === 'undefined') return undefined; // rendered on the server
  return (window as unknown as { CasinoSportsbook?: SportsbookWidgetGlobal }).CasinoSportsbook;
}
