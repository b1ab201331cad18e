import { paymentsApi, playersApi } from '@casino/contract/routes';
import { PAYMENT_CANCEL_MODAL_CLOSE_MS } from '@casino/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { callApi } from '../../api/client';
import { tr } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';

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
 * cancels it ('Cancelling previous transaction') and closes the modal after 1 second. When the
 * checkout page in the frame reports the end of the payment, the modal closes and the bonus
 * lists are read again (the header balance follows the wallet socket on its own).
 */
export function usePaymentLink() {
  const [link, setLink] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let active = true;
    callApi(playersApi.checkPreviousPaymentLink)
      .then((previous) => {
        if (!active || !previous.previousLinkExists || !previous.link) return;
        setLink(previous.link);
        setOpen(true);
        notify.info(tr('toast.previousTransactionRetrieved', 'Previous transaction retrieved!'));
      })
      .catch((error: unknown) => console.warn('Previous payment link could not be checked', error));
    return () => {
      active = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!link) return;
    const origin = new URL(link, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isCheckoutMessage(event.data)) return;
      if (event.data.status === 'completed') {
        notify.success(tr('deposit.completed', 'Your deposit was credited.'));
        void mutate((key) => typeof key === 'string' && key.startsWith('bonus-'));
        void mutate((key) => Array.isArray(key) && (key[0] === 'payment-history' || key[0] === 'player-offers'));
      } else if (event.data.status === 'failed') {
        notify.error(tr('deposit.failed', 'The payment failed. Nothing was charged.'));
      }
      setOpen(false);
      setLink(null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [link]);

  const start = useCallback(async (amount: string, bonusCode: string | undefined) => {
    const created = await callApi(paymentsApi.createPaymentLink, {
      body: { amount, ...(bonusCode ? { bonusCode } : {}) },
    });
    setLink(created.link);
    setOpen(true);
  }, []);

  const cancel = useCallback(async () => {
    setCancelling(true);
    try {
      await notifyPromise(callApi(playersApi.cancelPreviousPaymentLink), {
        pending: tr('toast.cancellingPreviousTransaction', 'Cancelling previous transaction'),
        success: (result) => result.message,
      });
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setLink(null);
      }, PAYMENT_CANCEL_MODAL_CLOSE_MS);
    } catch {
      // The toast said why; the modal stays so the player can try again.
    } finally {
      setCancelling(false);
    }
  }, []);

  return { link, open, setOpen, cancelling, start, cancel };
}
