import { CHUNK_LOAD_TIMEOUT_MS } from '@casino/rules';
import type { ComponentType } from 'react';

/** Thrown when a page's code does not arrive within the chunk time-out (spec point 9: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('The page took too long to load. Check your connection and try again.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Resolves with the promise, or rejects after `ms` milliseconds (by default with a ChunkLoadTimeoutError). */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  timeoutError: () => Error = () => new ChunkLoadTimeoutError(),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A route's `lazy` loader: the page's chunk loads on first visit, and a chunk that has not
 * arrived after 120 seconds fails into the route's error page instead of hanging.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, ms = CHUNK_LOAD_TIMEOUT_MS) {
  return async () => ({ Component: (await withTimeout(load(), ms)).default });
}
