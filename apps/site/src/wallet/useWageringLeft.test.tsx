import type { Account } from '@casino/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWageringLeft, WAGERING_REFRESH_SPACING_MS } from './useWageringLeft';

const getSelf = vi.fn();
vi.mock('../api/client', () => ({ callApi: () => getSelf() }));

const account = (value: string, bonus: string): Account => ({
  id: 1,
  type: 'combined',
  value,
  cash: '20.00',
  bonus,
  held: '0.00',
  currency: { code: 'EUR', symbolNative: '€' },
});

const activeBonus = (wageringLeft: string) => ({ uuid: 'bonus-1', status: 'active', wageringLeft });

// A cache per test: no answer of one test is seen by the next.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function render(uuid: string | undefined, accounts: Account[]) {
  return renderHook(({ uuid: id, accounts: list }) => useWageringLeft(id, list), {
    wrapper,
    initialProps: { uuid, accounts },
  });
}

describe('useWageringLeft', () => {
  beforeEach(() => {
    getSelf.mockReset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('reads nothing for a visitor', async () => {
    const { result } = render(undefined, []);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getSelf).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('answers the wagering left of the bonus in progress, and null without one', async () => {
    getSelf.mockResolvedValueOnce(activeBonus('2970.00'));
    const { result } = render('player-1', [account('200.00', '100.00')]);
    await vi.waitFor(() => expect(result.current).toBe('2970.00'));

    getSelf.mockResolvedValueOnce(null);
    const other = render('player-2', [account('20.00', '0.00')]);
    await vi.waitFor(() => expect(getSelf).toHaveBeenCalledTimes(2));
    expect(other.result.current).toBeNull();
  });

  it('reads again when the balance changes, at most once every 5 seconds, counting the last change', async () => {
    getSelf.mockResolvedValue(activeBonus('2970.00'));
    const { result, rerender } = render('player-1', [account('200.00', '100.00')]);
    await vi.waitFor(() => expect(result.current).toBe('2970.00'));
    expect(getSelf).toHaveBeenCalledTimes(1);

    getSelf.mockResolvedValue(activeBonus('2969.00'));
    rerender({ uuid: 'player-1', accounts: [account('199.00', '100.00')] });
    await vi.waitFor(() => expect(result.current).toBe('2969.00'));
    expect(getSelf).toHaveBeenCalledTimes(2);

    // Three more rounds at once: one read, at the end of the spacing.
    getSelf.mockResolvedValue(activeBonus('2966.00'));
    for (const value of ['198.00', '197.00', '196.00']) {
      rerender({ uuid: 'player-1', accounts: [account(value, '100.00')] });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(getSelf).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(WAGERING_REFRESH_SPACING_MS);
    await vi.waitFor(() => expect(result.current).toBe('2966.00'));
    expect(getSelf).toHaveBeenCalledTimes(3);
  });

  it('does not read on balance changes of a player with no bonus and no bonus money', async () => {
    getSelf.mockResolvedValue(null);
    const { rerender } = render('player-1', [account('20.00', '0.00')]);
    await vi.waitFor(() => expect(getSelf).toHaveBeenCalledTimes(1));
    rerender({ uuid: 'player-1', accounts: [account('19.00', '0.00')] });
    await vi.advanceTimersByTimeAsync(WAGERING_REFRESH_SPACING_MS * 2);
    expect(getSelf).toHaveBeenCalledTimes(1);
    // A deposit with a bonus code brings bonus money: now the bonus is read.
    getSelf.mockResolvedValue(activeBonus('3000.00'));
    rerender({ uuid: 'player-1', accounts: [account('219.00', '100.00')] });
    await vi.waitFor(() => expect(getSelf).toHaveBeenCalledTimes(2));
  });
});
