import type { NetworkFee, PaymentTransaction } from '@casino/contract';
import { paymentsApi } from '@casino/contract/routes';
import { DEFAULT_QUICK_AMOUNT, validateValuesSync, WITHDRAW_FIELD_RESET_MS, withdrawSchema } from '@casino/rules';
import { Button, DetailsDialog, Heading, Select, Stack, TextField } from '@casino/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiRequestError, callApi } from '../../api/client';
import { toBcp47 } from '../../i18n/i18n';
import { useFieldErrorText } from '../../i18n/translate';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { money } from '../money/format';
import * as styles from '../money/money.css';
import { ProviderAmount } from '../money/ProviderAmount';
import { transactionDetails } from '../money/transactionDetails';
import type { PanelProps } from '../tabs';

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

interface Destination {
  coin: string;
  network: string;
  feeLevel: string;
  address: string;
}

const emptyDestination: Destination = { coin: '', network: '', feeLevel: '', address: '' };

/**
 * Withdraw (spec points 2, 4 and 5): CRYPTOPAY, an amount with quick amounts, coin, network and fee
 * level (a new coin clears network and fee level, a new network clears the fee level) and the
 * wallet address. A request shows 'Withdraw Request Details'; coin, network, fee level and address
 * reset 1 second after it.
 */
export default function WithdrawTab(_props: PanelProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  const fieldErrorText = useFieldErrorText();
  const { playerDetails } = usePlayer();
  const symbol = playerDetails?.accounts[0]?.currency.symbolNative ?? '';
  const coins = useSWR('withdraw-coins', () => callApi(paymentsApi.listCoins), quiet);
  const fees = useSWR('withdraw-fees', () => callApi(paymentsApi.listNetworkFees, { query: {} }), quiet);

  const [amount, setAmount] = useState(String(DEFAULT_QUICK_AMOUNT));
  const [destination, setDestination] = useState<Destination>(emptyDestination);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [requested, setRequested] = useState<PaymentTransaction | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const coin = coins.data?.find((entry) => entry.currency === destination.coin);
  const levels: NetworkFee[] = (fees.data ?? []).filter(
    (fee) => fee.currency === destination.coin && fee.network === destination.network,
  );

  const change = (field: keyof Destination, value: string) => {
    setDestination((current) => {
      if (field === 'coin') return { ...current, coin: value, network: '', feeLevel: '' };
      if (field === 'network') return { ...current, network: value, feeLevel: '' };
      return { ...current, [field]: value };
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      amount,
      address: destination.address,
      network: destination.network,
      networkFeeLevel: destination.feeLevel,
      receivedCurrency: destination.coin,
    };
    const checked = validateValuesSync(withdrawSchema, values);
    if (!checked.ok) return setErrors(fieldErrorText(checked.errors));
    setErrors({});
    setSubmitting(true);
    try {
      const transaction = await callApi(paymentsApi.withdraw, {
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: {
          amount: amount.trim(),
          address: checked.values.address,
          network: checked.values.network,
          networkFeeLevel: checked.values.networkFeeLevel as NetworkFee['level'],
          receivedCurrency: checked.values.receivedCurrency,
        },
      });
      setRequested(transaction);
      // Coin, network, fee level and address reset 1 second after the request (spec point 4).
      resetTimer.current = setTimeout(() => setDestination(emptyDestination), WITHDRAW_FIELD_RESET_MS);
    } catch (error) {
      const message = (error instanceof Error && error.message) || t('toast.somethingWentWrong');
      if (error instanceof ApiRequestError) {
        const { receivedCurrency, networkFeeLevel, ...rest } = error.fields;
        setErrors(
          fieldErrorText({
            ...rest,
            ...(receivedCurrency ? { coin: receivedCurrency } : {}),
            ...(networkFeeLevel ? { feeLevel: networkFeeLevel } : {}),
          }),
        );
      }
      notify.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  const feeLabel = (fee: NetworkFee) =>
    `${t(`withdraw.fee${fee.level.charAt(0).toUpperCase()}${fee.level.slice(1)}`)} (${money(fee.fee, symbol, locale)})`;

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('withdraw.title')}</Heading>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('withdraw.title')}
      >
        <ProviderAmount
          labels={{ provider: 'withdraw.provider', amount: 'withdraw.amount' }}
          amount={amount}
          onAmountChange={setAmount}
          symbol={symbol}
          error={errors.amount}
        />
        <Select
          label={t('withdraw.coin')}
          name="receivedCurrency"
          placeholder={t('withdraw.selectCoin')}
          value={destination.coin}
          onValueChange={(value) => change('coin', value)}
          options={(coins.data ?? []).map((entry) => ({
            value: entry.currency,
            label: `${entry.name} (${entry.currency})`,
          }))}
          error={errors.receivedCurrency ?? errors.coin}
        />
        <Select
          label={t('withdraw.network')}
          name="network"
          placeholder={t('withdraw.selectNetwork')}
          value={destination.network}
          onValueChange={(value) => change('network', value)}
          options={(coin?.networks ?? []).map((entry) => ({ value: entry.network, label: entry.name }))}
          error={errors.network}
          messages={{ empty: t('withdraw.selectCoinFirst') }}
        />
        <Select
          label={t('withdraw.feeLevel')}
          name="networkFeeLevel"
          placeholder={t('withdraw.selectFeeLevel')}
          value={destination.feeLevel}
          onValueChange={(value) => change('feeLevel', value)}
          options={levels.map((fee) => ({ value: fee.level, label: feeLabel(fee) }))}
          error={errors.networkFeeLevel ?? errors.feeLevel}
          messages={{ empty: t('withdraw.selectNetworkFirst') }}
        />
        <TextField
          label={t('withdraw.walletAddress')}
          name="address"
          autoComplete="off"
          spellCheck={false}
          value={destination.address}
          onChange={(event) => change('address', event.target.value)}
          error={errors.address}
        />
        <Button type="submit" loading={submitting}>
          {t('withdraw.submit')}
        </Button>
      </form>
      <DetailsDialog
        open={requested !== null}
        onOpenChange={(open) => !open && setRequested(null)}
        title={t('withdraw.requestDetailsTitle')}
        fields={requested ? transactionDetails(requested, t, locale) : []}
        messages={{ close: t('common.close') }}
      />
    </Stack>
  );
}
