import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import * as styles from './SiteHeader.css';
import { SiteLink } from './SiteLink';

/** One entry of the site's main menu. */
export interface SiteMenuEntry {
  /** Where the entry links to; compared with `activeHref` to mark the current page. */
  href: string;
  /** Visible name of the entry. */
  label: string;
}

export const defaultSiteHeaderMessages = {
  /** The skip link, the first focusable element of the page; it targets `#main`. */
  skipToContent: 'Skip to content',
  /** Accessible name of the hamburger button (widths of 991px or less). */
  openMenu: 'Open menu',
  /** Accessible name of the main menu navigation landmark. */
  mainMenu: 'Main menu',
  /** Announced while the account area loads. */
  loading: 'Loading account',
};

export type SiteHeaderMessages = typeof defaultSiteHeaderMessages;

export interface SiteHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The brand's logo (an image or SVG); rendered inside a link to '/'. */
  logo: ReactNode;
  /** Accessible name of the logo link, e.g. the brand name or 'Home'. */
  homeLabel?: string;
  /** Entries of the main menu; at widths of 991px or less they move into the mobile drawer. */
  menu?: SiteMenuEntry[];
  /** The `href` of the current page: that entry gets `aria-current="page"` and the highlight. */
  activeHref?: string;
  /** The language selector (e.g. a `Select`), hidden at widths of 991px or less. */
  languageSelector?: ReactNode;
  /** The account area: Sign In / Sign Up buttons, or the `WalletMenu` and a Profile Dashboard button. */
  account?: ReactNode;
  /** Shows a spinner in place of the account area while login state loads. */
  loading?: boolean;
  /** Called by the hamburger button (visible at widths of 991px or less) to open the mobile drawer. */
  onMenuOpen?: () => void;
  /** Whether the mobile drawer is open; sets `aria-expanded` on the hamburger button. */
  menuOpen?: boolean;
  /** Visible and announced strings, with English defaults (`defaultSiteHeaderMessages`). */
  messages?: Partial<SiteHeaderMessages>;
}

const MenuIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The sticky site header: skip link, logo, main menu, language selector and account area. At widths of
 * 991px or less the menu and language selector give way to a hamburger button that opens `MobileNav`.
 */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    logo,
    homeLabel = 'Home',
    menu = [],
    activeHref,
    languageSelector,
    account,
    loading = false,
    onMenuOpen,
    menuOpen,
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultSiteHeaderMessages, ...messages };
  return (
    <header ref={ref} className={clsx(styles.header, className)} {...rest}>
      <a className={styles.skipLink} href="#main">
        {text.skipToContent}
      </a>
      <IconButton
        className={styles.hamburger}
        label={text.openMenu}
        icon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onMenuOpen}
      />
      <SiteLink href="/" className={styles.logo} aria-label={homeLabel}>
        {logo}
      </SiteLink>
      {menu.length > 0 ? (
        <nav className={styles.nav} aria-label={text.mainMenu}>
          <ul className={styles.menuList}>
            {menu.map((entry) => (
              <li key={entry.href}>
                <SiteLink
                  href={entry.href}
                  className={styles.menuLink}
                  aria-current={entry.href === activeHref ? 'page' : undefined}
                >
                  {entry.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <span className={styles.nav} />
      )}
      <span className={styles.spacer} />
      {languageSelector && <div className={styles.language}>{languageSelector}</div>}
      <div className={styles.account}>{loading ? <Spinner size="md" label={text.loading} /> : account}</div>
    </header>
  );
});
