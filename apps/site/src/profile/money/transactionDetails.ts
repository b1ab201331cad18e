import type { PaymentTransaction } from '@casino/contract';
import type { DetailsDialogField } from '@casino/ui/DetailsDialog';
import { dateTime, labelOf, money, signedMoney } from './format';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The fields of a transaction's details modal (withdrawal request details, cancelled details, a
 * bonus row's details: the bonus, and how its bonus money and the cash changed).
 */
export function transactionDetails(row: PaymentTransaction, t: T, locale: string): DetailsDialogField[] {
  const currency = row.player.currency.code;
  const amount =
    row.bonus || row.type.name === 'adjustment' ? signedMoney(row.amount, '', locale) : money(row.amount, '', locale);
  const fields: DetailsDialogField[] = [
    { label: t('transactions.id'), value: String(row.id) },
    { label: t('transactions.uuid'), value: row.uuid },
    { label: t('transactions.provider'), value: row.provider },
    { label: t('transactions.amount'), value: `${amount} ${currency}` },
    { label: t('transactions.fee'), value: `${money(row.fee.amount, '', locale)} ${currency}` },
    {
      label: t('transactions.type'),
      value: labelOf((key, o) => t(key, o), 'transactions.type', row.type.name),
    },
    {
      label: t('transactions.status'),
      value: labelOf((key, o) => t(key, o), 'transactions.status', row.status.name),
    },
  ];
  if (row.bonus) {
    fields.push(
      { label: t('transactions.bonusName'), value: row.bonus.name },
      { label: t('transactions.bonusDelta'), value: `${signedMoney(row.bonus.bonusDelta, '', locale)} ${currency}` },
      { label: t('transactions.cashDelta'), value: `${signedMoney(row.bonus.cashDelta, '', locale)} ${currency}` },
    );
  }
  if (row.withdrawal) {
    fields.push(
      { label: t('withdraw.coin'), value: row.withdrawal.receivedCurrency },
      { label: t('withdraw.network'), value: row.withdrawal.network },
      {
        label: t('withdraw.feeLevel'),
        value: labelOf((key, o) => t(key, o), 'withdraw.fee', row.withdrawal.networkFeeLevel),
      },
      { label: t('withdraw.walletAddress'), value: row.withdrawal.address },
    );
  }
  fields.push({ label: t('transactions.createdAt'), value: dateTime(row.createdAt, locale) });
  return fields;
}
