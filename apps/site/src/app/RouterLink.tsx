import { createContext, forwardRef, useContext, type MouseEvent } from 'react';
import type { LinkComponentProps } from '@casino/ui/LinkProvider';

/**
 * The router's navigate, once for the whole site (Root provides it). Links read this stable
 * function instead of each running the router's own Link hooks: a lobby renders dozens of tile
 * links on every search keystroke, and the router's Link (location, path resolution, click
 * handler per link) was a third of that render.
 */
export const SiteNavigate = createContext<((path: string) => void) | undefined>(undefined);

/** A plain left click on a link the page may handle itself (not a new tab, window or download). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey;

/**
 * Lets @casino/ui render the site's links without importing the router: a real anchor (it works
 * before the code loads and opens in a new tab as any link), and a plain click on a link within
 * the site moves through the router instead of loading a page.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, onClick, ...props },
  ref,
) {
  const navigate = useContext(SiteNavigate);
  // Without the router (a page of its own), a link loads its page as any link does.
  const external = !navigate || /^[a-z]+:/i.test(href) || props.download !== undefined;
  return (
    <a
      ref={ref}
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (external || !isPlainClick(event, props.target)) return;
        event.preventDefault();
        navigate?.(href);
      }}
    >
      {children}
    </a>
  );
});
