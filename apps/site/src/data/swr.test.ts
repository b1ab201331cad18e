import { ApiError } from '@casino/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orEmpty, swrConfig, toastFailure } from './swr';

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../notify/notify', () => ({ notify: toasts }));

describe('swr conventions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads once, neither on focus nor again after a failure', () => {
    expect(swrConfig).toEqual({ revalidateOnFocus: false, shouldRetryOnError: false });
  });

  it('answers the list, or logs a failure and answers the empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(orEmpty('Games', () => Promise.resolve([1, 2]), [])()).resolves.toEqual([1, 2]);
    expect(warn).not.toHaveBeenCalled();
    const failure = new ApiError(500, 'Down');
    await expect(orEmpty<number[]>('Games', () => Promise.reject(failure), [])()).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith('Games could not be loaded', failure);
  });

  it("toasts a player's list failure in the server's words, else 'Request failed'", () => {
    toastFailure(new ApiError(403, 'Not allowed'));
    toastFailure(new Error(''));
    expect(toasts.error.mock.calls).toEqual([['Not allowed'], ['Request failed']]);
  });
});
