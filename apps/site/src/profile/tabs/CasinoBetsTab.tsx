import type { CasinoRound } from '@casino/contract';
import { gpApi } from '@casino/contract/routes';
import { Button } from '@casino/ui/Button';
import { DetailsDialog } from '@casino/ui/DetailsDialog';
import { HistoryStatus } from '@casino/ui/HistoryTable';
import { type ChipTone } from '@casino/ui/Chip';
import { type TableColumn } from '@casino/ui/Table';
import { titleCase } from '@casino/rules';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { dateTime, labelOf, money } from '../money/format';
import { HistoryPanel } from '../money/HistoryPanel';
import { useHistoryList } from '../money/useHistoryList';
import { useHistoryMessages } from '../money/useHistoryMessages';
import type { PanelProps } from '../tabs';

const statusTones: Record<CasinoRound['status'], ChipTone> = {
  won: 'success',
  lost: 'danger',
  open: 'info',
  void: 'neutral',
};

/**
 * Casino Bets (spec point 2, DESIGN.md: the player's real casino rounds): Game, Payment Methods,
 * Amount, Status, Ratio and More, filtered From/To, ten a page.
 */
export default function CasinoBetsTab(_props: PanelProps) {
  const { t, locale } = useHistoryMessages();
  const list = useHistoryList<CasinoRound>('casino-rounds', async (query) => {
    const { rounds, pagination: pages } = await callApi(gpApi.listRounds, { query });
    return { transactions: rounds, pagination: pages };
  });
  const [open, setOpen] = useState<CasinoRound | null>(null);
  const amount = (row: CasinoRound, value: string) => `${money(value, '', locale)} ${row.currency.code}`;

  const columns: TableColumn<CasinoRound>[] = [
    { key: 'game', header: t('casinoBets.game'), cell: (row) => row.game?.name ?? t('betHistory.noGame') },
    {
      key: 'paymentMethod',
      header: t('casinoBets.paymentMethods'),
      cell: (row) => t('casinoBets.wallet', { name: titleCase(row.paymentMethod) }),
    },
    { key: 'stake', header: t('casinoBets.amount'), align: 'end', cell: (row) => amount(row, row.stake) },
    {
      key: 'status',
      header: t('casinoBets.status'),
      cell: (row) => (
        <HistoryStatus label={labelOf(t, 'casinoBets.status', row.status)} tone={statusTones[row.status]} />
      ),
    },
    { key: 'ratio', header: t('casinoBets.ratio'), align: 'end', cell: (row) => `${row.ratio}x` },
    {
      key: 'more',
      header: t('casinoBets.more'),
      cell: (row) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(row)}
          aria-label={t('casinoBets.moreAbout', { id: row.id })}
        >
          {t('casinoBets.more')}
        </Button>
      ),
    },
  ];

  return (
    <HistoryPanel
      title={t('casinoBets.title')}
      columns={columns}
      list={list}
      getRowKey={(row) => row.uuid}
      filterLabels={{ from: t('casinoBets.from'), until: t('casinoBets.to') }}
    >
      <DetailsDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('casinoBets.detailsTitle')}
        messages={{ close: t('common.close') }}
        fields={
          open
            ? [
                { label: t('transactions.uuid'), value: open.uuid },
                { label: t('casinoBets.game'), value: open.game?.name ?? t('betHistory.noGame') },
                { label: t('casinoBets.amount'), value: amount(open, open.stake) },
                { label: t('casinoBets.payout'), value: amount(open, open.payout) },
                { label: t('casinoBets.ratio'), value: `${open.ratio}x` },
                { label: t('casinoBets.status'), value: labelOf(t, 'casinoBets.status', open.status) },
                { label: t('transactions.createdAt'), value: dateTime(open.createdAt, locale) },
              ]
            : []
        }
      />
    </HistoryPanel>
  );
}
