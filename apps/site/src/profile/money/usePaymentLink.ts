import { paymentsApi, playersApi } from '@casino/contract/routes';
import { PAYMENT_CANCEL_MODAL_CLOSE_MS, selectedWallet } from '@casino/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../api/client';
import { resultMessage, tr } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { refreshMoneyViews } from './refresh';

/** What the sandbox checkout page posts to its parent frame when a payment ends. */
interface CheckoutMessage {
  source: 'cryptopay-sandbox';
  uuid: string;
  status: string;
}

const isCheckoutMessage = (data: unknown): data is CheckoutMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === 'cryptopay-sandbox' &&
  typeof (data as { status?: unknown }).status === 'string';

/**
 * The deposit's payment link (spec point 4, Deposit): on opening, a previous unfinished link is
 * reopened ('Previous transaction retrieved!'); `start` creates a link and opens it; `cancel`
 * cancels it ('Cancelling previous transaction') and closes the modal after 1 second.
 *
 * The frame shows the provider's checkout page. The sandbox's page reports the end of the
 * payment by `postMessage`; a real provider's page does not, so a change of the balance (the
 * wallet socket pushes it when the provider's webhook credits the deposit) while the link is
 * open makes the site ask the platform whether the link is still pending: once it is not, the
 * deposit was credited. Either way the modal closes and the money views are read again (the
 * header balance follows the socket on its own).
 */
export function usePaymentLink() {
  const [link, setLink] = useState<string | null>(null);
  const [paymentUuid, setPaymentUuid] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const balance = selectedWallet(usePlayer().playerDetails?.accounts)?.value;

  const show = useCallback((url: string, uuid: string | null) => {
    setLink(url);
    setPaymentUuid(uuid);
    setOpen(true);
  }, []);

  const finish = useCallback((status: 'completed' | 'failed' | 'other') => {
    if (status === 'completed') {
      notify.success(tr('deposit.completed', 'Your deposit was credited.'));
      void refreshMoneyViews();
    } else if (status === 'failed') {
      notify.error(tr('deposit.failed', 'The payment failed. Nothing was charged.'));
    }
    setOpen(false);
    setLink(null);
    setPaymentUuid(null);
  }, []);

  useEffect(() => {
    let active = true;
    callApi(playersApi.checkPreviousPaymentLink)
      .then((previous) => {
        if (!active || !previous.previousLinkExists || !previous.link) return;
        show(previous.link, previous.uuid);
        notify.info(tr('toast.previousTransactionRetrieved', 'Previous transaction retrieved!'));
      })
      .catch((error: unknown) => console.warn('Previous payment link could not be checked', error));
    return () => {
      active = false;
      clearTimeout(closeTimer.current);
    };
  }, [show]);

  // The sandbox checkout says when the payment ended.
  useEffect(() => {
    if (!link) return;
    const origin = new URL(link, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isCheckoutMessage(event.data)) return;
      finish(event.data.status === 'completed' ? 'completed' : event.data.status === 'failed' ? 'failed' : 'other');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [link, finish]);

  // Any provider: a balance that moves while the link is open may be this deposit, credited.
  const balanceAtOpen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!link) {
      balanceAtOpen.current = undefined;
      return;
    }
    if (balanceAtOpen.current === undefined) {
      balanceAtOpen.current = balance;
      return;
    }
    if (balance === balanceAtOpen.current) return;
    balanceAtOpen.current = balance;
    let active = true;
    callApi(playersApi.checkPreviousPaymentLink)
      .then((previous) => {
        const stillPending = previous.previousLinkExists && (!paymentUuid || previous.uuid === paymentUuid);
        if (active && !stillPending) finish('completed');
      })
      .catch((error: unknown) => console.warn('The payment could not be checked', error));
    return () => {
      active = false;
    };
  }, [link, balance, paymentUuid, finish]);

  const start = useCallback(
    async (amount: string, bonusCode: string | undefined) => {
      const created = await callApi(paymentsApi.createPaymentLink, {
        body: { amount, ...(bonusCode ? { bonusCode } : {}) },
      });
      show(created.link, created.uuid);
    },
    [show],
  );

  const cancel = useCallback(async () => {
    setCancelling(true);
    try {
      await notifyPromise(callApi(playersApi.cancelPreviousPaymentLink), {
        pending: tr('toast.cancellingPreviousTransaction', 'Cancelling previous transaction'),
        success: (result) => resultMessage(result),
      });
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setLink(null);
        setPaymentUuid(null);
      }, PAYMENT_CANCEL_MODAL_CLOSE_MS);
    } catch {
      // The toast said why; the modal stays so the player can try again.
    } finally {
      setCancelling(false);
    }
  }, []);

  return { link, open, setOpen, cancelling, start, cancel };
}
