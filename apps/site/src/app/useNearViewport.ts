import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onNear` once an element has come near the viewport (within `margin` of it, or scrolled past):
 * a part of the page below the first screen is rendered once the player scrolls (or tabs) towards it,
 * not while the page starts (issue 33: the lobby's rows below the first screen were most of its layout
 * and paint on a phone). Without IntersectionObserver (an old browser, jsdom) it is called once the
 * element is mounted. Nothing is observed while `enabled` is false. Answers the ref to put on the element.
 */
export function useNearViewport<T extends Element>(
  enabled: boolean,
  onNear: () => void,
  margin = '25%',
): (element: T | null) => void {
  const latestOnNear = useRef(onNear);
  useLayoutEffect(() => {
    latestOnNear.current = onNear;
  });
  return useCallback(
    (element: T | null) => {
      if (!element || !enabled) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        latestOnNear.current();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          // Near, or above the viewport already (a jump down the page, a focus further on).
          if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) {
            observer.disconnect();
            latestOnNear.current();
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [enabled, margin],
  );
}
