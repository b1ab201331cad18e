/**
 * The profile dashboard's tabs in the sidebar's order (spec point 2, Profile dashboard); the
 * first is the default. Each is a page of its own, `/profile/<tab>`: the site's route table
 * makes one child route of each (apps/site/src/profile/tabs.ts), and the platform's e-mails
 * link to them.
 */
export const PROFILE_TABS = [
  'account-settings',
  'contact-preferences',
  'identity-details',
  'verification',
  'casino-bets',
  'my-promo',
  'deposit',
  'withdraw',
  'transaction-history',
  'notification',
  'bet-history',
  'bonuses',
  'responsible-gaming',
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'account-settings';

export const isProfileTab = (value: unknown): value is ProfileTab =>
  typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value);

/**
 * Pages of the site the platform links to (e-mail links and redirects). The platform writes
 * them relative to the site's origin; the site's router serves them, and the site's own href
 * builders (apps/site/src/paths.ts) reuse these.
 */
export const SITE_LINKS = {
  /** Reset-password page; query `token` (the hash of PUT /api/players/reset-password/:hash). */
  resetPassword: '/reset-password',
  /**
   * E-mail verification result page; query `emailVerified` ('true' | 'false') and `message`.
   * GET /api/players/verify-email/:token redirects a browser here. The link that cancels an
   * e-mail change lands here too, with `emailChange` ('cancelled' | 'invalid') and `message`
   * instead: the page then speaks of the change, not of a verification.
   */
  emailVerification: '/email-verification',
  /** The profile dashboard; `/profile` alone is a phone's overview of the tabs, a wide screen's default tab. */
  profile: '/profile',
} as const;

/** A tab of the profile dashboard, e.g. `/profile/verification` (the KYC decision e-mail links there). */
export const profileTabLink = (tab: ProfileTab = DEFAULT_PROFILE_TAB): string => `${SITE_LINKS.profile}/${tab}`;

/**
 * Where `/profile` alone and the old `/profile?tab=<tab>` addresses lead: the tab's own address
 * (the default tab for none or an unknown one), the rest of the query kept; null for any other
 * address. The site's router and the platform (for a signed-in player's page load, which the
 * server does not render) both redirect by it.
 */
export function profileTabRedirect(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '') !== SITE_LINKS.profile) return null;
  const query = new URLSearchParams(search);
  const tab = query.get('tab');
  query.delete('tab');
  const rest = query.toString();
  return `${profileTabLink(isProfileTab(tab) ? tab : DEFAULT_PROFILE_TAB)}${rest ? `?${rest}` : ''}`;
}
