import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@casino/ui/LinkProvider';

/** Lets @casino/ui render router links without importing the router itself. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...props },
  ref,
) {
  const external = /^[a-z]+:/i.test(href);
  if (external) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...props}>
      {children}
    </Link>
  );
});
