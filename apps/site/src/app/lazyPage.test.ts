import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, lazyPage, withTimeout } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('lazyPage', () => {
  it('gives the router the page component once its chunk arrives', async () => {
    const Page = () => null;
    await expect(lazyPage(() => Promise.resolve({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('fails with a time-out error when the chunk has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = lazyPage(() => new Promise<never>(() => {}))();
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes a failed chunk load through as the error', async () => {
    await expect(
      withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')), 1000),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
