import type { PaymentTransaction } from '@casino/contract';
import { paymentsApi, playersApi } from '@casino/contract/routes';
import { Button } from '@casino/ui/Button';
import { DetailsDialog } from '@casino/ui/DetailsDialog';
import { HistoryKind, HistoryStatus } from '@casino/ui/HistoryTable';
import { Text } from '@casino/ui/Text';
import { type ChipTone } from '@casino/ui/Chip';
import { type TableColumn } from '@casino/ui/Table';
import { useState } from 'react';
import { MARKET_PROFILES } from '@casino/rules';
import { callApi } from '../../api/client';
import { notify } from '../../notify/notify';
import { dateTime, holdMessage, labelOf, money, signedMoney, transactionTone } from '../money/format';
import { transactionDetails } from '../money/transactionDetails';
import { HistoryPanel } from '../money/HistoryPanel';
import { useHistoryList } from '../money/useHistoryList';
import { useHistoryMessages } from '../money/useHistoryMessages';
import * as styles from '../money/money.css';
import type { PanelProps } from '../tabs';
import { errorMessage } from '../../data/errors';
import { usePlayer } from '../../player/PlayerProvider';

const statusTones: Record<string, ChipTone> = {
  requested: 'warning',
  pending: 'info',
  completed: 'success',
  rejected: 'danger',
  failed: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
  held: 'warning',
  refunding: 'warning',
  refunded: 'neutral',
};

/**
 * Transaction History (spec point 2): the player's deposits and withdrawals, and the bonus
 * wallet's rows (a bonus credited, converted, expired or forfeited: signed amounts, the bonus
 * named, details on demand), and balance adjustments made by staff (signed, in a deposit's or a
 * withdrawal's colour by their sign), filtered by date and paged by ten; a requested withdrawal can be
 * cancelled, a rejected one tells why in a tooltip, and so does a deposit held over a limit or
 * during an exclusion (and what becomes of its money).
 */
export default function TransactionHistoryTab(_props: PanelProps) {
  const { t, locale } = useHistoryMessages();
  const list = useHistoryList<PaymentTransaction>('payment-history', (query) =>
    callApi(playersApi.listTransactions, { query }),
  );
  // Where the player's market forbids reversing a withdrawal (the UK), none is offered.
  const { playerDetails } = usePlayer();
  const reversible = (MARKET_PROFILES[playerDetails?.market ?? 'mt'] ?? MARKET_PROFILES.mt).withdrawalReversal;
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<PaymentTransaction | null>(null);
  const [shown, setShown] = useState<PaymentTransaction | null>(null);

  const cancel = async (row: PaymentTransaction) => {
    setCancelling(row.uuid);
    try {
      const result = await callApi(paymentsApi.cancelWithdraw, { body: { uuid: row.uuid } });
      notify.success(t('toast.withdrawCancelled'));
      setCancelled(result);
      list.reload();
    } catch (error) {
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setCancelling(null);
    }
  };

  const columns: TableColumn<PaymentTransaction>[] = [
    { key: 'id', header: t('transactions.id') },
    { key: 'provider', header: t('transactions.provider') },
    { key: 'uuid', header: t('transactions.uuid'), wrap: true, width: '10rem' },
    {
      key: 'amount',
      header: t('transactions.amount'),
      align: 'end',
      // A bonus row's or an adjustment's amount is the change of the balance: its sign says which way.
      cell: (row) =>
        row.bonus || row.type.name === 'adjustment'
          ? signedMoney(row.amount, '', locale)
          : money(row.amount, '', locale),
    },
    { key: 'fee', header: t('transactions.fee'), align: 'end', cell: (row) => money(row.fee.amount, '', locale) },
    { key: 'currency', header: t('transactions.currency'), cell: (row) => row.player.currency.code },
    {
      key: 'type',
      header: t('transactions.type'),
      // One box for the type and the bonus it belongs to, so the stacked phone layout keeps them together.
      cell: (row) => (
        <span className={styles.typeCell}>
          <HistoryKind kind={row.type.name} tone={transactionTone(row)}>
            {labelOf(t, 'transactions.type', row.type.name)}
          </HistoryKind>
          {row.bonus && (
            <Text as="span" size="xs" tone="secondary" className={styles.bonusName}>
              {row.bonus.name}
            </Text>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('transactions.status'),
      cell: (row) => (
        <HistoryStatus
          label={labelOf(t, 'transactions.status', row.status.name)}
          tone={statusTones[row.status.name] ?? 'neutral'}
          reason={
            row.status.name === 'rejected'
              ? `${t('transactions.rejectionReason')} ${row.rejectionReason ?? t('transactions.noReason')}`
              : row.hold
                ? holdMessage(t, row.hold, row.status.name)
                : undefined
          }
        />
      ),
    },
    {
      key: 'createdAt',
      header: t('transactions.createdAt'),
      wrap: true,
      cell: (row) => dateTime(row.createdAt, locale),
    },
    {
      key: 'actions',
      header: t('transactions.actions'),
      cell: (row) => {
        if (row.status.name === 'requested' && reversible)
          return (
            <Button
              size="sm"
              variant="danger"
              loading={cancelling === row.uuid}
              aria-label={`${t('transactions.cancel')} ${row.id}`}
              onClick={() => void cancel(row)}
            >
              {t('transactions.cancel')}
            </Button>
          );
        if (row.bonus)
          return (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('transactions.detailsOf', { id: row.id })}
              onClick={() => setShown(row)}
            >
              {t('transactions.details')}
            </Button>
          );
        return null;
      },
    },
  ];

  return (
    <HistoryPanel title={t('transactions.title')} columns={columns} list={list} getRowKey={(row) => row.uuid}>
      <DetailsDialog
        open={cancelled !== null}
        onOpenChange={(open) => !open && setCancelled(null)}
        title={t('withdraw.cancelledDetailsTitle')}
        fields={cancelled ? transactionDetails(cancelled, t, locale) : []}
        messages={{ close: t('common.close') }}
      />
      <DetailsDialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={t('transactions.detailsTitle')}
        fields={shown ? transactionDetails(shown, t, locale) : []}
        messages={{ close: t('common.close') }}
      />
    </HistoryPanel>
  );
}
