import { ApiError, playersApi } from '@casino/contract/routes';
import {
  bonusPreview,
  DEFAULT_QUICK_AMOUNT,
  depositSchema,
  PROMO_LOOKUP_DELAY_MS,
  validateValuesSync,
} from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Checkbox } from '@casino/ui/Checkbox';
import { Heading } from '@casino/ui/Heading';
import { PaymentFrameDialog } from '@casino/ui/PaymentFrameDialog';
import { Stack } from '@casino/ui/Stack';
import { TextField } from '@casino/ui/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { toBcp47 } from '../../i18n/i18n';
import { useFieldErrorText } from '../../i18n/translate';
import { money } from '../money/format';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { DepositLimitPrompt } from '../../protection/DepositLimitPrompt';
import { protectionReason, marketReason } from '../../protection/state';
import * as styles from '../money/money.css';
import { ProviderAmount } from '../money/ProviderAmount';
import { usePaymentLink } from '../money/usePaymentLink';
import type { PanelProps } from '../tabs';
import { errorFields, errorMessage } from '../../data/errors';

/** What is known of the promo code's offer: enough to preview the bonus amount. */
interface PromoInfo {
  code: string;
  percentage: string;
  maxAmount: string;
}

/**
 * Deposit (spec points 2, 4 and 5): CRYPTOPAY, an amount with quick amounts (20 by default), an
 * optional promo code looked up 1 second after typing, the read-only Bonus Amount preview, and the
 * provider's checkout in a modal frame with Cancel Transaction. Opened from "Avail Bonus" the promo
 * box is ticked and the code filled in.
 */
export default function DepositTab({ depositRequest }: PanelProps) {
  const { t, i18n } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const { playerDetails } = usePlayer();
  const symbol = playerDetails?.accounts[0]?.currency.symbolNative ?? '';
  const currency = playerDetails?.accounts[0]?.currency.code ?? '';
  const payment = usePaymentLink();

  const [amount, setAmount] = useState(String(DEFAULT_QUICK_AMOUNT));
  const [withPromo, setWithPromo] = useState(Boolean(depositRequest));
  const [code, setCode] = useState(depositRequest?.code ?? '');
  const [promo, setPromo] = useState<PromoInfo | null>(
    depositRequest
      ? { code: depositRequest.code, percentage: depositRequest.percentage, maxAmount: depositRequest.maxAmount }
      : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  // A typed code is looked up once it has rested for 1 second and its offer is not known yet.
  const trimmed = code.trim();
  const known = promo !== null && promo.code.toLowerCase() === trimmed.toLowerCase();
  useEffect(() => {
    if (!withPromo || trimmed === '' || known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(playersApi.lookupBonus, { query: { bonusCode: trimmed }, signal: controller.signal })
        .then((offer) => {
          setPromo({ code: trimmed, percentage: offer.percentage, maxAmount: offer.maxAmount });
          setErrors(({ bonusCode: _dropped, ...rest }) => rest);
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') return;
          const message = errorMessage(error, t('toast.bonusLookupError'));
          setErrors((current) => ({ ...current, bonusCode: message }));
          notify.error(message);
        });
    }, PROMO_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [withPromo, trimmed, known, t]);

  const preview = known && promo ? bonusPreview(amount.trim(), promo.percentage, promo.maxAmount) : '0.00';

  const togglePromo = (checked: boolean) => {
    setWithPromo(checked);
    // Unchecking the box clears the code (spec point 4).
    if (!checked) {
      setCode('');
      setErrors(({ bonusCode: _dropped, ...rest }) => rest);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box is trimmed before it is judged: ' 20' is 20 (the money grammar itself has no spaces).
    const checked = validateValuesSync(depositSchema, { amount: amount.trim(), bonusCode: withPromo ? code : '' });
    if (!checked.ok) return setErrors(fieldErrorText(checked.errors));
    setErrors({});
    setSubmitting(true);
    try {
      await payment.start(amount.trim(), checked.values.bonusCode || undefined);
    } catch (error) {
      const message = errorMessage(error, t('toast.somethingWentWrong'));
      if (error instanceof ApiError) setErrors(errorFields(error));
      // A deposit limit, time-out or exclusion: the platform's message says how much is left and when.
      // A limit, the market's monthly cap or first amount (the Netherlands) or the LUGAS limit (Germany): the amount field says how much is left.
      const capped = (['market_deposit_cap', 'market_deposit_contact', 'market_lugas_limit'] as const).some(
        (reason) => marketReason(error) === reason,
      );
      if (protectionReason(error) || capped) setErrors({ amount: message });
      notify.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('deposit.title')}</Heading>
      <DepositLimitPrompt />
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('deposit.title')}>
        <ProviderAmount
          labels={{ provider: 'deposit.provider', amount: 'deposit.amount' }}
          amount={amount}
          onAmountChange={setAmount}
          symbol={symbol}
          error={errors.amount}
        />
        <Checkbox
          label={t('deposit.promoCheckbox')}
          checked={withPromo}
          onCheckedChange={(checked) => togglePromo(checked === true)}
        />
        {withPromo && (
          <>
            <TextField
              label={t('deposit.promoCode')}
              name="bonusCode"
              autoComplete="off"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={errors.bonusCode}
            />
            <TextField
              label={t('deposit.bonusAmount')}
              name="bonusAmount"
              readOnly
              value={money(preview, currency, toBcp47(i18n.language))}
            />
          </>
        )}
        <Button type="submit" loading={submitting}>
          {t('deposit.submit')}
        </Button>
      </form>
      {payment.link && (
        <PaymentFrameDialog
          open={payment.open}
          onOpenChange={payment.setOpen}
          src={payment.link}
          onCancel={() => void payment.cancel()}
          cancelling={payment.cancelling}
          messages={{
            title: t('deposit.paymentTitle'),
            frameTitle: t('deposit.frameTitle'),
            cancel: t('deposit.cancelTransaction'),
            close: t('common.close'),
          }}
        />
      )}
      {payment.link && !payment.open && (
        <Button variant="outline" onClick={() => payment.setOpen(true)}>
          {t('deposit.reopen')}
        </Button>
      )}
    </Stack>
  );
}
