import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaymentLink } from './usePaymentLink';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', () => ({ callApi: api.callApi }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../notify/notify', () => ({ notify: toasts, notifyPromise: (promise: Promise<unknown>) => promise }));
const refresh = vi.hoisted(() => ({ refreshMoneyViews: vi.fn(async () => undefined) }));
vi.mock('./refresh', () => refresh);

const player = vi.hoisted(() => ({ balance: '0.00' }));
vi.mock('../../player/PlayerProvider', () => ({
  usePlayer: () => ({
    playerDetails: { accounts: [{ id: 1, type: 'combined', value: player.balance, currency: { symbolNative: '€' } }] },
  }),
}));

const CHECKOUT = 'http://127.0.0.1:4310/provider/checkout/abc';
const UUID = '0b7c9a10-5e2f-4c1d-8a3b-000000000001';

/** The platform as the hook sees it: a created link, and whether it is still pending. */
function platform(pending: () => boolean) {
  api.callApi.mockImplementation(async (route: { path: string }) => {
    if (route.path === '/api/payments/crypto-pay/payment-link') return { link: CHECKOUT, uuid: UUID };
    if (route.path === '/api/players/check-previous-payment-link')
      return pending()
        ? { previousLinkExists: true, link: CHECKOUT, uuid: UUID }
        : { previousLinkExists: false, link: null, uuid: null };
    throw new Error(`unexpected ${route.path}`);
  });
}

const checks = () =>
  api.callApi.mock.calls.filter(([route]) => (route as { path: string }).path.endsWith('check-previous-payment-link'))
    .length;

describe('usePaymentLink', () => {
  beforeEach(() => {
    api.callApi.mockReset();
    toasts.success.mockReset();
    refresh.refreshMoneyViews.mockClear();
    player.balance = '0.00';
  });

  it("closes when a provider's page says nothing but the socket brings the credited balance", async () => {
    let pending = false;
    platform(() => pending);
    const { result, rerender } = renderHook(() => usePaymentLink());
    await waitFor(() => expect(checks()).toBe(1));
    pending = true;
    await act(() => result.current.start('50', undefined));
    expect(result.current.link).toBe(CHECKOUT);
    expect(result.current.open).toBe(true);

    // Another balance change while the payment is still pending (a round elsewhere): the modal stays.
    player.balance = '5.00';
    rerender();
    await waitFor(() => expect(checks()).toBe(2));
    expect(result.current.open).toBe(true);

    // The provider's webhook credited the deposit: the link is no longer pending.
    pending = false;
    player.balance = '55.00';
    rerender();
    await waitFor(() => expect(result.current.link).toBeNull());
    expect(result.current.open).toBe(false);
    expect(toasts.success).toHaveBeenCalledWith('Your deposit was credited.');
    expect(refresh.refreshMoneyViews).toHaveBeenCalled();
  });

  it("closes on the sandbox checkout's message from the frame's origin only", async () => {
    platform(() => false);
    const { result } = renderHook(() => usePaymentLink());
    await act(() => result.current.start('50', 'WELCOME100'));
    const message = { source: 'cryptopay-sandbox', uuid: UUID, status: 'completed' };
    act(() => window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'http://evil.test' })));
    expect(result.current.link).toBe(CHECKOUT);
    act(() => window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'http://127.0.0.1:4310' })));
    expect(result.current.link).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Your deposit was credited.');
  });
});
