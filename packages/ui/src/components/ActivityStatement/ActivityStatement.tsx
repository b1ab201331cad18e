import { Table, type TableColumn } from '../Table';

/** The windows of the statement. */
export type ActivityWindow = 'day' | 'week' | 'month' | 'all';

/** The figures of one window, formatted for the player ('€120.00', '−€35.50'). */
export interface ActivityStatementRow {
  window: ActivityWindow;
  deposits: string;
  withdrawals: string;
  stakes: string;
  winnings: string;
  /** Winnings minus stakes, with its sign. */
  net: string;
}

/** Every text of {@link ActivityStatement}. */
export interface ActivityStatementMessages {
  caption: string;
  period: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  winnings: string;
  net: string;
  day: string;
  week: string;
  month: string;
  all: string;
}

export const defaultActivityStatementMessages: ActivityStatementMessages = {
  caption: 'Activity statement',
  period: 'Period',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  stakes: 'Stakes',
  winnings: 'Winnings',
  net: 'Net position',
  day: 'Last 24 hours',
  week: 'Last 7 days',
  month: 'Last 30 days',
  all: 'Since you joined',
};

export interface ActivityStatementProps {
  /** One row per window: day, week, month, all. */
  rows: readonly ActivityStatementRow[];
  /** Shows skeleton rows while the figures load. */
  loading?: boolean;
  /** Hides the caption visually (when a heading above says the same). */
  hideCaption?: boolean;
  /** Texts, merged over the English defaults (`defaultActivityStatementMessages`). */
  messages?: Partial<ActivityStatementMessages>;
}

/**
 * Deposits, withdrawals, stakes, winnings and net position over the last 24 hours, 7 days, 30
 * days and since the account opened: a table with column and row headers; on phones each window
 * is a card.
 */
export function ActivityStatement({ rows, loading = false, hideCaption = false, messages }: ActivityStatementProps) {
  const text = { ...defaultActivityStatementMessages, ...messages };
  const columns: TableColumn<ActivityStatementRow>[] = [
    { key: 'window', header: text.period, cell: (row) => text[row.window], wrap: true },
    { key: 'deposits', header: text.deposits, align: 'end' },
    { key: 'withdrawals', header: text.withdrawals, align: 'end' },
    { key: 'stakes', header: text.stakes, align: 'end' },
    { key: 'winnings', header: text.winnings, align: 'end' },
    { key: 'net', header: text.net, align: 'end' },
  ];
  return (
    <Table
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.window}
      caption={text.caption}
      hideCaption={hideCaption}
      loading={loading}
      loadingRowCount={4}
      stackOnMobile
    />
  );
}
