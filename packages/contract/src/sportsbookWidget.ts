/**
 * The sportsbook widget contract (README, "Sportsbook widget"): what a host page gives a widget
 * script, and what the script gives back. The site's sport-betting route implements the host
 * side; the first-party widget (apps/sportsbook-widget) implements the widget side; a
 * third-party sportsbook's script can implement it too. Both sides read these types from here.
 *
 * A widget script, once loaded, defines `window.CasinoSportsbook` with `mount(element, options)`,
 * which renders the sportsbook into `element` and answers a handle to unmount it.
 */

/** Where the widget asks the host to take the player. */
export type SportsbookRedirect = 'login' | 'register' | 'deposit';

export interface SportsbookWidgetOptions {
  /** The sportsbook token of POST /api/players/data-bet/token; null for a visitor. */
  token: string | null;
  /**
   * Optional: the player is signed in but the token was refused by a player-protection rule (403
   * with `error.reason`: 'time_out', 'self_excluded', 'account_closed', 'reality_check_due',
   * 'time_limit'). `token` is null; the widget keeps events and odds browsable, offers no sign-in,
   * and shows `message` (the host's text, in the player's language) where the bet button was.
   */
  bettingPaused?: { reason: string; message: string } | null;
  /**
   * Language of the texts and dates: the site's language code, e.g. "de_DE". A widget accepts a
   * bare language ("de") and the BCP 47 form ("de-DE") too; the first-party widget shows the
   * platform language of that code, else the platform's first of that language, else en_GB.
   */
  locale: string;
  /** Currency of stakes and payouts: always "EUR". */
  currency: 'EUR';
  /** Odds display: always decimal. */
  oddsFormat: 'decimal';
  /** Colour theme of the widget. */
  theme: 'dark' | 'light';
  /** Feature flags the brand turns on or off; a widget ignores flags it does not know. */
  features: SportsbookFeatures;
  /** The host's path of the sportsbook; the widget's own pages live under it ("/sport-betting/live"). */
  basePath: string;
  /** The widget needs the host: 'login' opens the sign-in modal, 'register' the sign-up, 'deposit' the cashier. */
  onRedirect: (target: SportsbookRedirect) => void;
  /** Optional: a fresh token when the widget's has expired (null when the player signed out). */
  refreshToken?: () => Promise<string | null>;
  /**
   * Optional: a bet was refused by a player-protection rule (403 with `error.reason`, e.g.
   * 'reality_check_due', 'loss_limit'); the widget shows the message, the host may act on it.
   */
  onRefusal?: (reason: string, message: string) => void;
}

export interface SportsbookFeatures {
  /** Live events and their scores. */
  live?: boolean;
  /** The Popular events panel. */
  popularEvents?: boolean;
  /** The System tab of the betslip. */
  systemBets?: boolean;
  /** The player's bets under the betslip. */
  myBets?: boolean;
}

export interface SportsbookWidgetHandle {
  /** Removes the widget and everything it started (sockets, timers, listeners). */
  unmount(): void;
  /** Optional: the host's URL changed under basePath (the host's router moved); show that page. */
  navigate?(path: string): void;
}

export interface SportsbookWidgetGlobal {
  /** Contract version; this is 1. */
  version: 1;
  mount(element: HTMLElement, options: SportsbookWidgetOptions): SportsbookWidgetHandle;
}

/** Where a loaded widget script puts itself: `window.CasinoSportsbook`. */
export interface SportsbookWidgetWindow {
  CasinoSportsbook?: SportsbookWidgetGlobal;
}
