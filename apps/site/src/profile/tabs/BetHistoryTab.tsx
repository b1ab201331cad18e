import type { BetTransaction } from '@casino/contract';
import { gpApi } from '@casino/contract/routes';
import { HistoryKind } from '@casino/ui/HistoryTable';
import { type TableColumn } from '@casino/ui/Table';
import { callApi } from '../../api/client';
import { dateTime, labelOf, money } from '../money/format';
import { HistoryPanel } from '../money/HistoryPanel';
import { useHistoryList } from '../money/useHistoryList';
import { useHistoryMessages } from '../money/useHistoryMessages';
import type { PanelProps } from '../tabs';

/** Bet History (spec point 2): every bet and win of the player's wallet, filtered by date, ten a page. */
export default function BetHistoryTab(_props: PanelProps) {
  const { t, locale } = useHistoryMessages();
  const list = useHistoryList<BetTransaction>('bet-history', (query) =>
    callApi(gpApi.listBets, {
      query: { ...query, includeGame: true, includeCurrency: true, includeType: true },
    }),
  );

  const columns: TableColumn<BetTransaction>[] = [
    { key: 'id', header: t('transactions.id') },
    { key: 'uuid', header: t('transactions.uuid'), wrap: true, width: '10rem' },
    { key: 'game', header: t('betHistory.game'), cell: (row) => row.game?.name ?? t('betHistory.noGame') },
    { key: 'amount', header: t('transactions.amount'), align: 'end', cell: (row) => money(row.amount, '', locale) },
    { key: 'currency', header: t('transactions.currency'), cell: (row) => row.currency.code },
    {
      key: 'type',
      header: t('transactions.type'),
      cell: (row) => <HistoryKind kind={row.type.name}>{labelOf(t, 'betHistory.type', row.type.name)}</HistoryKind>,
    },
    { key: 'createdAt', header: t('transactions.createdAt'), cell: (row) => dateTime(row.createdAt, locale) },
  ];

  return <HistoryPanel title={t('betHistory.title')} columns={columns} list={list} getRowKey={(row) => row.id} />;
}
