import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin` of it, or scrolled past): false
 * until then, true from then on. A part of the page below the first screen is rendered once the
 * player scrolls (or tabs) towards it, not while the page starts (issue 33: the lobby's rows below
 * the first screen were most of its layout and paint on a phone). Without IntersectionObserver
 * (an old browser, jsdom) it is near once mounted. The server renders it not near (as the page then
 * hydrates it); pass `enabled: false` for what the first screen shows: near at once, on the server too.
 */
export function useNearViewport<T extends Element>(
  enabled = true,
  margin = '25%',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(!enabled);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          // Near, or above the viewport already (a jump down the page, a focus further on).
          if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
