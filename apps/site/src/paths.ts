import { DEFAULT_PROFILE_TAB, profileTabLink, SITE_LINKS, type ProfileTab } from '@casino/contract/routes';

/**
 * Every address of the site, written once: links, navigations, redirects, menus and the server
 * renderer build them here, and the route table (app/routes.tsx) matches them by the same
 * segments. The pages the platform links to (e-mails) are defined in the contract (SITE_LINKS)
 * and reused here, so a page's address cannot differ between an e-mail and the site.
 */

export { DEFAULT_PROFILE_TAB, type ProfileTab };

/** The first segment of each page's address: what the route table's `path`s are made of. */
export const segments = {
  sportBetting: 'sport-betting',
  casino: 'casino',
  liveCasino: 'live-casino',
  promotion: 'promotion',
  bonusDetails: 'bonus-details',
  playGame: 'play-game',
  resetPassword: SITE_LINKS.resetPassword.slice(1),
  emailVerification: SITE_LINKS.emailVerification.slice(1),
  pages: 'pages',
  profile: SITE_LINKS.profile.slice(1),
} as const;

/** The query parameter asking the shell to open the sign-in dialog (shell/SiteShell.tsx). */
export const SIGN_IN_REQUEST = 'sign-in';

export const paths = {
  /** `/`: the sportsbook (spec point 2), its address replaced by /sport-betting. */
  home: () => '/',
  /** Home, asked to sign in: where a visitor asking for a player's page is sent. */
  signIn: () => `/?${SIGN_IN_REQUEST}`,
  /** The sportsbook, or one of the widget's own pages under it (e.g. `live`). */
  sportBetting: (subpage?: string) => `/${segments.sportBetting}${subpage ? `/${subpage}` : ''}`,
  casino: () => `/${segments.casino}`,
  liveCasino: () => `/${segments.liveCasino}`,
  promotion: () => `/${segments.promotion}`,
  /** The offer's details: the offer travels in the navigation state (BonusDetailsState). */
  bonusDetails: () => `/${segments.bonusDetails}`,
  // A game's link is casino/data.ts's playHref (written out by hand: a lobby builds one per tile
  // on every search keystroke).
  /** A content page of the footer. */
  page: (pageId: number) => `/${segments.pages}?pageId=${pageId}`,
  /** The profile dashboard: a tab's own page, `/profile/<tab>`; without a tab, the default one. */
  profile: (tab: ProfileTab = DEFAULT_PROFILE_TAB) => profileTabLink(tab),
} as const;
