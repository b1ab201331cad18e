import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './MobileNav.css';
import { SiteLink } from '../SiteHeader/SiteLink';

/** One entry of the mobile footer bar. */
export interface MobileFooterMenuItem {
  /** Where the entry links to; compared with `activeHref`. */
  href: string;
  /** Visible name under the icon. */
  label: string;
  /** Icon above the label (hidden from assistive technology; the label names the link). */
  icon: ReactNode;
}

export const defaultMobileFooterMenuMessages = {
  /** Accessible name of the navigation landmark. */
  label: 'Quick menu',
};

export type MobileFooterMenuMessages = typeof defaultMobileFooterMenuMessages;

export interface MobileFooterMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The entries, in order (the app passes Sports, Events, My Bet and Account). */
  items: MobileFooterMenuItem[];
  /** The `href` of the current page: that entry gets `aria-current="page"`. */
  activeHref?: string;
  /** Visible and announced strings, with English defaults (`defaultMobileFooterMenuMessages`). */
  messages?: Partial<MobileFooterMenuMessages>;
}

/** A bar fixed to the bottom of the screen, shown only at widths of 991px or less, with quick links. */
export const MobileFooterMenu = forwardRef<HTMLElement, MobileFooterMenuProps>(function MobileFooterMenu(
  { items, activeHref, messages, className, ...rest },
  ref,
) {
  const text = { ...defaultMobileFooterMenuMessages, ...messages };
  return (
    <nav ref={ref} aria-label={text.label} className={clsx(styles.footerBar, className)} {...rest}>
      <ul className={styles.footerList}>
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink
              href={item.href}
              className={styles.footerEntry}
              aria-current={item.href === activeHref ? 'page' : undefined}
            >
              <span className={styles.footerIcon} aria-hidden="true">
                {item.icon}
              </span>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
