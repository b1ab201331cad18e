import { forwardRef } from 'react';
import type { LinkComponentProps } from './LinkProvider';

/** A stand-in for a router's link in tests: an anchor marked `data-router="yes"`. */
export const MarkedRouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function MarkedRouterLink(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} data-router="yes" {...props}>
      {children}
    </a>
  );
});
