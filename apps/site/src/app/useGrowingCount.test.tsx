import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGrowingCount } from './useGrowingCount';

describe('useGrowingCount', () => {
  it('starts at the first count and grows by a step per commit up to the total, never past it', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useGrowingCount(8, 3, 2);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(3);
    await waitFor(() => expect(result.current).toBe(8));
    expect([...new Set(seen)]).toEqual([3, 5, 7, 8]);
  });

  it('stays at the total when the list is no longer than the first count', async () => {
    const { result } = renderHook(() => useGrowingCount(2, 3, 1));
    expect(result.current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(2);
  });
});
