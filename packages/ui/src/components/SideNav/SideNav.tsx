import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode } from 'react';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './SideNav.css';

/** One link of a {@link SideNav}. */
export interface SideNavItem {
  /** Where the link goes (rendered through the app's link component, see `LinkProvider`). */
  href: string;
  /** The link's text. */
  label: string;
  /** The page the user is on: marked `aria-current="page"` and highlighted. */
  current?: boolean;
  /** A short count or state after the label (e.g. the items waiting in a queue). */
  badge?: ReactNode;
}

/** A group of links under an optional heading. */
export interface SideNavSection {
  /** The group's heading; a section without one is a plain list. */
  label?: string;
  items: readonly SideNavItem[];
}

export interface SideNavProps {
  /** The navigation's accessible name (e.g. "Back office"). */
  label: string;
  /** The groups of links, in order; a section with no items is left out. */
  sections: readonly SideNavSection[];
  /** Shown above the links: the product's name or logo. */
  header?: ReactNode;
  /** Shown below the links: who is signed in, a sign-out button. */
  footer?: ReactNode;
  /** Extra class names for the navigation. */
  className?: string;
}

/**
 * The vertical navigation of an application with many screens (a back office): a named `<nav>`
 * with groups of links, the current page marked `aria-current="page"`, a header and a footer.
 * Links go through the app's link component, so a router handles them.
 */
export const SideNav = forwardRef<HTMLElement, SideNavProps>(function SideNav(
  { label, sections, header, footer, className },
  ref,
) {
  const Link = useLinkComponent();
  const id = useId();
  const shown = sections.filter((section) => section.items.length > 0);
  return (
    <nav ref={ref} aria-label={label} className={clsx(styles.root, className)}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <div className={styles.sections}>
        {shown.map((section, index) => {
          const headingId = `${id}-section-${index}`;
          return (
            <div key={section.label ?? index} className={styles.section}>
              {section.label ? (
                <p id={headingId} className={styles.sectionLabel}>
                  {section.label}
                </p>
              ) : null}
              <ul className={styles.list} aria-labelledby={section.label ? headingId : undefined}>
                {section.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className={styles.link}
                      aria-current={item.current ? 'page' : undefined}
                      data-current={item.current ? '' : undefined}
                    >
                      <span className={styles.linkLabel}>{item.label}</span>
                      {item.badge !== undefined && item.badge !== null ? (
                        <span className={styles.badge}>{item.badge}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </nav>
  );
});
