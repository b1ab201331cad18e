import type { LinkComponentProps } from '@casino/ui/LinkProvider';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * The links @casino/ui renders (the side navigation's), through the router: `href` is a router
 * path (paths.ts); the anchor's address gets the /backoffice basename, so a link also opens in a
 * new tab as any link does.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...props },
  ref,
) {
  return (
    <Link ref={ref} to={href} {...props}>
      {children}
    </Link>
  );
});
