import { useEffect } from 'react';

const BRAND = 'Casino & Sportsbook';

/** A page's full title: its own, then the brand (the server writes it into a rendered page). */
export const siteTitle = (title: string | undefined) => (title ? `${title} | ${BRAND}` : BRAND);

/** Names the browser tab after the page, so history, tabs and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = siteTitle(title);
  }, [title]);
}
