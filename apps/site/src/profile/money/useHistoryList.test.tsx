import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryPage, HistoryRequest } from '../../data/history';
import { useHistoryList } from './useHistoryList';

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../../notify/notify', () => ({ notify: toasts }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const page = (totalPages: number): HistoryPage<{ id: number }> => ({
  transactions: [{ id: 1 }],
  pagination: { page: 1, limit: 10, totalPages, totalItems: totalPages * 10 },
});

describe('useHistoryList', () => {
  beforeEach(() => toasts.error.mockReset());

  it('asks for page 1 of ten, then the page asked for', async () => {
    const fetchPage = vi.fn((_request: HistoryRequest) => Promise.resolve(page(3)));
    const { result } = renderHook(() => useHistoryList('payment-history', fetchPage), { wrapper });
    await waitFor(() => expect(result.current.totalPages).toBe(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 10 }));
  });

  it('refuses a half-filled or reversed range with the messages, toasting the range error', async () => {
    const fetchPage = vi.fn((_request: HistoryRequest) => Promise.resolve(page(1)));
    const { result } = renderHook(() => useHistoryList('payment-history', fetchPage), { wrapper });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));

    act(() => result.current.filter.onSubmit({ from: new Date(2024, 0, 2), until: null }));
    expect(result.current.filter.errors).toEqual({
      from: 'Both from date and until date are required together',
      until: 'cannot be empty',
    });
    expect(toasts.error).toHaveBeenCalledWith('Both from date and until date are required together');

    act(() => result.current.filter.onSubmit({ from: new Date(2024, 0, 2), until: new Date(2024, 0, 1) }));
    expect(result.current.filter.errors.from).toBe('From date must be earlier than or equal to until date');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('applies a valid range from the start of the first day to the end of the last, and Reset drops it', async () => {
    const fetchPage = vi.fn((_request: HistoryRequest) => Promise.resolve(page(2)));
    const { result } = renderHook(() => useHistoryList('payment-history', fetchPage), { wrapper });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    act(() => result.current.filter.onSubmit({ from: new Date(2024, 0, 1), until: new Date(2024, 0, 31) }));
    expect(result.current.filter.errors).toEqual({});
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        page: 1,
        limit: 10,
        createdAtStart: new Date(2024, 0, 1, 0, 0, 0, 0).toISOString(),
        createdAtEnd: new Date(2024, 0, 31, 23, 59, 59, 999).toISOString(),
      }),
    );
    act(() => result.current.filter.onReset());
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
  });

  it("clears the list and says 'Request failed' when a page cannot be loaded", async () => {
    const fetchPage = vi.fn(() => Promise.reject(new Error('')));
    const { result } = renderHook(() => useHistoryList('payment-history', fetchPage), { wrapper });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Request failed'));
    expect(result.current.rows).toEqual([]);
    expect(result.current.totalPages).toBe(0);
  });
});
