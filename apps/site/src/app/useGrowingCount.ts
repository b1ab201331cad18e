import { startTransition, useEffect, useState } from 'react';

/**
 * A count that starts at `first` (what the server renders and the page hydrates) and, once the
 * page is live, grows by `step` in a new task after each commit until it reaches `total`: a long
 * list the page shows whole, rendered a slice at a time. Each slice is a render and a commit of
 * its own, so no task holds the main thread for the whole list (issue 33: the lobby's sections
 * hydrated and committed at once made tasks of several hundred milliseconds on a phone); each
 * growth is a transition, so the player's input goes first.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((current) => current + step)), 0);
    return () => window.clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
