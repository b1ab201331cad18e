import { useEffect } from 'react';

const BRAND = 'Casino & Sportsbook';

/** Names the browser tab after the page, so history, tabs and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
