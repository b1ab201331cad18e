import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls smoothly to the top on every path change (spec point 2); instantly when motion is reduced. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
