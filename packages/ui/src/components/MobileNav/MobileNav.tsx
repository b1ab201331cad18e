import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Button } from '../Button';
import { Drawer, DrawerContent } from '../Drawer';
import { useReturnFocus } from '../../private/returnFocus';
import type { SiteMenuEntry } from '../SiteHeader';
import * as styles from './MobileNav.css';
import { SiteLink } from '../SiteHeader/SiteLink';

export const defaultMobileNavMessages = {
  /** Accessible name of the drawer (its title, hidden on screen). */
  title: 'Menu',
  /** Accessible name of the drawer's close button. */
  close: 'Close menu',
  /** Accessible name of the menu navigation inside the drawer. */
  menu: 'Main menu',
  /** The link to the profile dashboard (logged in). */
  profileDashboard: 'Profile Dashboard',
  /** The logout button (logged in). */
  logout: 'Logout',
  /** The sign-in button (logged out). */
  signIn: 'Sign In',
  /** The sign-up button (logged out). */
  signUp: 'Sign Up',
};

export type MobileNavMessages = typeof defaultMobileNavMessages;

export interface MobileNavProps {
  /** Whether the drawer is open (controlled). */
  open: boolean;
  /** Called with the next open state: close button, Escape, overlay click, and `false` after any entry or button. */
  onOpenChange: (open: boolean) => void;
  /** The main menu entries, listed after Profile Dashboard. */
  menu?: SiteMenuEntry[];
  /** The `href` of the current page: that entry gets `aria-current="page"`. */
  activeHref?: string;
  /** Logged in: shows Profile Dashboard and Logout; logged out: Sign In and Sign Up. */
  loggedIn?: boolean;
  /** Called by the Logout button (the drawer closes too). */
  onLogout?: () => void;
  /** Called by the Sign In button (the drawer closes too), e.g. to open the auth modal on its sign-in tab. */
  onSignIn?: () => void;
  /** Called by the Sign Up button (the drawer closes too), e.g. to open the auth modal on its sign-up tab. */
  onSignUp?: () => void;
  /** Where Profile Dashboard links to. */
  profileHref?: string;
  /** The language selector, shown first in the drawer. */
  languageSelector?: ReactNode;
  /** Visible and announced strings, with English defaults (`defaultMobileNavMessages`). */
  messages?: Partial<MobileNavMessages>;
}

/**
 * The mobile navigation drawer (left side): language selector, Profile Dashboard (logged in), the menu
 * entries, then Logout or Sign In and Sign Up. Controlled; every entry and button closes it.
 */
export function MobileNav({
  open,
  onOpenChange,
  menu = [],
  activeHref,
  loggedIn = false,
  onLogout,
  onSignIn,
  onSignUp,
  profileHref = '/profile',
  languageSelector,
  messages,
}: MobileNavProps) {
  const text = { ...defaultMobileNavMessages, ...messages };
  // Opened by the header's menu button (no DrawerTrigger): focus goes back to it on close.
  const returnFocus = useReturnFocus(open);
  const close = () => onOpenChange(false);
  const then = (action?: () => void) => () => {
    close();
    action?.();
  };
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        side="left"
        title={text.title}
        hideTitle
        messages={{ close: text.close }}
        onCloseAutoFocus={returnFocus}
      >
        <div className={styles.body}>
          {languageSelector && <div>{languageSelector}</div>}
          {loggedIn && (
            <SiteLink href={profileHref} className={button({ variant: 'primary', fullWidth: true })} onClick={close}>
              {text.profileDashboard}
            </SiteLink>
          )}
          {menu.length > 0 && (
            <nav aria-label={text.menu}>
              <ul className={styles.list}>
                {menu.map((entry) => (
                  <li key={entry.href}>
                    <SiteLink
                      href={entry.href}
                      className={styles.entry}
                      aria-current={entry.href === activeHref ? 'page' : undefined}
                      onClick={close}
                    >
                      {entry.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={styles.actions}>
            {loggedIn ? (
              <Button variant="secondary" fullWidth onClick={then(onLogout)}>
                {text.logout}
              </Button>
            ) : (
              <>
                <Button variant="outline" fullWidth onClick={then(onSignIn)}>
                  {text.signIn}
                </Button>
                <Button variant="primary" fullWidth onClick={then(onSignUp)}>
                  {text.signUp}
                </Button>
              </>
            )}
          </div>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
