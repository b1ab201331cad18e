import { createElement, forwardRef } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../LinkProvider';

/**
 * An internal link rendered through the `LinkProvider`'s component (a router link in the app, a plain
 * anchor otherwise). Shared by the site shell patterns; not exported from the package.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function SiteLink(props, ref) {
  const linkComponent = useLinkComponent();
  return createElement(linkComponent, { ...props, ref });
});
