import type { BetTransaction } from '@casino/contract';
import {
  gpApi,
  sportsbookInWords,
  sportsbookMarketText,
  sportsbookPickText,
  type SportsbookTextRef,
} from '@casino/contract/routes';
import { BetSelectionList, type BetSelectionListMessages } from '@casino/ui/BetSelectionList';
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

  const selectionTexts: BetSelectionListMessages = {
    label: t('betHistory.selections'),
    odds: t('betHistory.odds'),
    results: { won: t('betHistory.resultWon'), lost: t('betHistory.resultLost'), void: t('betHistory.resultVoid') },
  };
  // Markets and picks as the platform names them ('Total 55.5', 'Over 55.5'), in the player's words.
  const inWords = (name: string, text: SportsbookTextRef | null) => sportsbookInWords(name, text, t, locale);
  // A sportsbook multiple or system bet lists its selections under its name.
  const game = (row: BetTransaction) => {
    const name = row.game?.name ?? t('betHistory.noGame');
    if (!row.selections) return name;
    return (
      <>
        {name}
        <BetSelectionList
          selections={row.selections.map((leg) => ({
            id: String(leg.selectionId),
            matchName: leg.eventName,
            marketName: inWords(leg.marketName, sportsbookMarketText(leg.marketName)),
            pickName: inWords(leg.pickName, sportsbookPickText(leg.pickName)),
            odds: leg.odds,
            result: leg.result,
          }))}
          messages={selectionTexts}
        />
      </>
    );
  };

  const columns: TableColumn<BetTransaction>[] = [
    { key: 'id', header: t('transactions.id') },
    { key: 'uuid', header: t('transactions.uuid'), wrap: true, width: '10rem' },
    { key: 'game', header: t('betHistory.game'), cell: game, wrap: true },
    { key: 'amount', header: t('transactions.amount'), align: 'end', cell: (row) => money(row.amount, '', locale) },
    { key: 'currency', header: t('transactions.currency'), cell: (row) => row.currency.code },
    {
      key: 'type',
      header: t('transactions.type'),
      // A sportsbook cash-out ("Cashed out") reads as the win it is.
      cell: (row) => (
        <HistoryKind kind={row.type.name} tone={row.type.name === 'cash_out' ? 'win' : undefined}>
          {labelOf(t, 'betHistory.type', row.type.name)}
        </HistoryKind>
      ),
    },
    { key: 'createdAt', header: t('transactions.createdAt'), cell: (row) => dateTime(row.createdAt, locale) },
  ];

  return <HistoryPanel title={t('betHistory.title')} columns={columns} list={list} getRowKey={(row) => row.id} />;
}
