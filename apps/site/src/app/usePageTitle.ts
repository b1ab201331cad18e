import { useEffect } from 'react';

const BRAND = 'Casino & Sportsbook';

const fullTitle = (title: string | undefined) => (title ? `${title} | ${BRAND}` : BRAND);

let serverTitle = BRAND;

function recordServerTitle(title: string): void {
  serverTitle = title;
}

/** Names the browser tab after the page, so history, tabs and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  // On the server the title goes into the rendered page's <title> (server/render.tsx).
  if (typeof document === 'undefined') recordServerTitle(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/** The server: the title the last render asked for, and start afresh for the next one. */
export function takeServerTitle(): string {
  const title = serverTitle;
  serverTitle = BRAND;
  return title;
}
