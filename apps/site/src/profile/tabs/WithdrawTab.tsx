import type { NetworkFee, PaymentTransaction } from '@casino/contract';
import { ApiError, paymentsApi } from '@casino/contract/routes';
import {
  DEFAULT_QUICK_AMOUNT,
  selectedWallet,
  validateValuesSync,
  WITHDRAW_FIELD_RESET_MS,
  withdrawSchema,
} from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { DetailsDialog } from '@casino/ui/DetailsDialog';
import { Heading } from '@casino/ui/Heading';
import { Select } from '@casino/ui/Select';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { TextField } from '@casino/ui/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { toBcp47 } from '../../i18n/i18n';
import { useFieldErrorText } from '../../i18n/translate';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { BalanceSplit } from '../money/BalanceSplit';
import { money } from '../money/format';
import * as styles from '../money/money.css';
import { ProviderAmount } from '../money/ProviderAmount';
import { useNetworkFees, useWithdrawalStatus, useWithdrawCoins } from '../../data/payments';
import { refreshMoneyViews } from '../money/refresh';
import { transactionDetails } from '../money/transactionDetails';
import { withdrawalCost } from '../money/withdrawal';
import { WithdrawalGates } from '../money/WithdrawalGates';
import { WithdrawalSummary } from '../money/WithdrawalSummary';
import type { PanelProps } from '../tabs';
import { errorFields, errorMessage } from '../../data/errors';

interface Destination {
  coin: string;
  network: string;
  feeLevel: string;
  address: string;
}

const emptyDestination: Destination = { coin: '', network: '', feeLevel: '', address: '' };

/**
 * Withdraw (spec points 2, 4 and 5). It first reads whether the player can withdraw: a missing
 * e-mail verification or KYC approval, or a bonus in progress, is said with its way out instead
 * of a form that would fail. Then: the withdrawable cash apart from the bonus money, CRYPTOPAY,
 * an amount with quick amounts, coin, network and fee level (a new coin clears network and fee
 * level, a new network clears the fee level), the wallet address, and the fee and total taken
 * from the balance before the submit. A request shows 'Withdraw Request Details'; after every
 * attempt, successful or not, coin, network, fee level and address reset 1 second later.
 */
export default function WithdrawTab(_props: PanelProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  const fieldErrorText = useFieldErrorText();
  const { playerDetails } = usePlayer();
  const account = selectedWallet(playerDetails?.accounts);
  const symbol = account?.currency.symbolNative ?? '';
  const currency = account?.currency.code ?? '';
  const status = useWithdrawalStatus(playerDetails?.uuid);
  const coins = useWithdrawCoins();
  const fees = useNetworkFees();

  const [amount, setAmount] = useState(String(DEFAULT_QUICK_AMOUNT));
  const [destination, setDestination] = useState<Destination>(emptyDestination);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [requested, setRequested] = useState<PaymentTransaction | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // Bonus money that changes (a bonus converted or ended elsewhere) may change what is allowed.
  const { mutate: reloadStatus } = status;
  const bonusMoney = account?.bonus;
  const firstBonusMoney = useRef(bonusMoney);
  useEffect(() => {
    if (bonusMoney === firstBonusMoney.current) return;
    firstBonusMoney.current = bonusMoney;
    void reloadStatus();
  }, [bonusMoney, reloadStatus]);

  const coin = coins.data?.find((entry) => entry.currency === destination.coin);
  const levels: NetworkFee[] = (fees.data ?? []).filter(
    (fee) => fee.currency === destination.coin && fee.network === destination.network,
  );
  // The socket keeps the account's cash live; the status answers it when the account is not known.
  const cash = account?.cash ?? status.data?.cash ?? null;
  const cost = withdrawalCost(amount, levels.find((fee) => fee.level === destination.feeLevel)?.fee, cash);

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
      amount: amount.trim(),
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
          amount: values.amount,
          address: checked.values.address,
          network: checked.values.network,
          networkFeeLevel: checked.values.networkFeeLevel as NetworkFee['level'],
          receivedCurrency: checked.values.receivedCurrency,
        },
      });
      setRequested(transaction);
    } catch (error) {
      // A rule's refusal (e-mail, KYC, a bonus in progress) says so in the platform's words.
      const message = errorMessage(error, t('toast.somethingWentWrong'));
      if (error instanceof ApiError) {
        const { receivedCurrency, networkFeeLevel, ...rest } = errorFields(error);
        setErrors({
          ...rest,
          ...(receivedCurrency ? { coin: receivedCurrency } : {}),
          ...(networkFeeLevel ? { feeLevel: networkFeeLevel } : {}),
        });
      }
      notify.error(message);
    } finally {
      setSubmitting(false);
      // Coin, network, fee level and address reset 1 second after every attempt (spec point 4).
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setDestination(emptyDestination), WITHDRAW_FIELD_RESET_MS);
      void refreshMoneyViews();
    }
  };

  const feeLabel = (fee: NetworkFee) =>
    `${t(`withdraw.fee${fee.level.charAt(0).toUpperCase()}${fee.level.slice(1)}`)} (${money(fee.fee, currency, locale)})`;

  // A status that cannot be read leaves the decision to the platform: the form shows.
  const blocked = status.data ? !status.data.canWithdraw : false;

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('withdraw.title')}</Heading>
      {status.isLoading ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          {cash !== null && (
            <BalanceSplit cash={cash} bonus={account?.bonus ?? status.data?.bonus ?? '0.00'} currency={currency} />
          )}
          {status.data && (
            <WithdrawalGates status={status.data} currency={currency} onForfeited={() => void reloadStatus()} />
          )}
          {!blocked && (
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
                messages={{ empty: t('common.noOptions') }}
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
              <WithdrawalSummary cost={cost} cash={cash} currency={currency} />
              <Button type="submit" loading={submitting}>
                {t('withdraw.submit')}
              </Button>
            </form>
          )}
        </>
      )}
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
