import { QUICK_AMOUNTS } from '@casino/rules';
import { AmountField } from '@casino/ui/AmountField';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import * as styles from './money.css';

interface ProviderAmountProps {
  /** Translation keys of the provider's and the amount's labels. */
  labels: { provider: string; amount: string };
  amount: string;
  onAmountChange: (value: string) => void;
  /** The wallet currency's symbol, shown in the field. */
  symbol: string;
  error?: string | undefined;
}

/** The top of the cashier forms (spec point 2): the payment provider, CRYPTOPAY, and the amount with quick amounts. */
export function ProviderAmount({ labels, amount, onAmountChange, symbol, error }: ProviderAmountProps) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap="xs">
        <Text size="sm" tone="secondary">
          {t(labels.provider)}
        </Text>
        <Text as="span" className={styles.provider}>
          CRYPTOPAY
        </Text>
      </Stack>
      <AmountField
        label={t(labels.amount)}
        name="amount"
        value={amount}
        onValueChange={onAmountChange}
        amounts={QUICK_AMOUNTS}
        symbol={symbol}
        error={error}
        messages={{ quickAmounts: t('deposit.quickAmounts') }}
      />
    </>
  );
}
