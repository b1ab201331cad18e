import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Table, type TableColumn } from './Table';

type TransactionType = 'deposit' | 'withdrawal' | 'block' | 'unblock';

interface Transaction {
  id: number;
  provider: string;
  uuid: string;
  amount: number;
  fee: number;
  currency: string;
  type: TransactionType;
  status: string;
  createdAt: string;
}

const money = (value: number) => value.toFixed(2);
const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const transactionColumns: TableColumn<Transaction>[] = [
  { key: 'id', header: 'Id', width: '4rem' },
  { key: 'provider', header: 'Provider' },
  { key: 'uuid', header: 'UUID' },
  { key: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
  { key: 'fee', header: 'Fee', align: 'end', cell: (row) => money(row.fee) },
  { key: 'currency', header: 'Currency' },
  {
    key: 'type',
    header: 'Type',
    cell: (row) => (
      <span style={{ color: vars.color.transaction[row.type], fontWeight: 700 }}>{titleCase(row.type)}</span>
    ),
  },
  { key: 'status', header: 'Status', cell: (row) => titleCase(row.status) },
  { key: 'createdAt', header: 'Created At' },
];

const types: TransactionType[] = ['deposit', 'withdrawal', 'block', 'unblock'];
const statuses = ['success', 'requested', 'rejected', 'pending'];

const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length] as T;

const transactions: Transaction[] = Array.from({ length: 8 }, (_, index) => ({
  id: 1041 - index,
  provider: 'CRYPTOPAY',
  uuid: `6f1c2a9e-83b4-4d0f-9a51-${String(index).padStart(12, '0')}`,
  amount: pick([20, 50, 100, 30], index) * (index + 1),
  fee: index % 2 === 0 ? 0 : 1.25,
  currency: 'EUR',
  type: pick(types, index),
  status: pick(statuses, index),
  createdAt: `${String(21 - index).padStart(2, '0')}-11-2026 14:${String(10 + index * 3).padStart(2, '0')}`,
}));

const meta = {
  title: 'Primitives/Table',
  parameters: {
    docs: {
      description: {
        component: [
          'A semantic data table: a caption, column headers, skeleton rows while loading and a message when empty. Wide tables scroll sideways inside a focusable region; with `stackOnMobile` each row becomes a labelled card at mobile widths.',
          '',
          '### Usage',
          'Use for records the player or an operator compares: transactions, bet history, back-office player lists.',
          '',
          '- **Do** give it a `caption` (hide it with `hideCaption` if the page heading already says it; it still names the table).',
          "- **Do** align amounts and odds with `align: 'end'`, and set `loading` with `loadingRowCount` equal to the page size so the page does not jump.",
          "- **Do** pass an `emptyMessage` that says what to do ('No bets yet. Place your first bet in Sports.').",
          '- **Do** use `stackOnMobile` for player-facing tables; pair long lists with `Pagination`.',
          "- **Don't** use it for layout or for a single record (use `DescriptionList`).",
        ].join('\n'),
      },
    },
  },
  component: Table,
  argTypes: {
    caption: { control: 'text' },
    hideCaption: { control: 'boolean' },
    loading: { control: 'boolean' },
    loadingRowCount: { control: { type: 'number', min: 1, step: 1 } },
    emptyMessage: { control: 'text' },
    stackOnMobile: { control: 'boolean' },
    rows: { control: 'object' },
    columns: { control: false, description: 'Columns with `cell` render functions: set in code.' },
    getRowKey: { control: false, description: 'A function: set in code.' },
  },
  args: {
    caption: 'Transaction History',
    columns: transactionColumns,
    rows: transactions,
    getRowKey: (row: Transaction) => row.id,
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TransactionHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transaction History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Id',
      'Provider',
      'UUID',
      'Amount',
      'Fee',
      'Currency',
      'Type',
      'Status',
      'Created At',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(transactions.length + 1);
    await expect(within(table).getAllByText('Withdrawal')[0]).toBeVisible();
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Transaction History' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No Data Found' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRowCount: 10 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transaction History' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByText('CRYPTOPAY')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    rows: transactions.slice(0, 3).map((row) => ({
      ...row,
      provider: 'CRYPTOPAY Payment Gateway International Settlement Services',
      uuid: `${row.uuid}-${row.uuid}-${row.uuid}`,
      status: 'rejected: the wallet address could not be verified by the network',
    })),
  },
};

/** Sideways scrolling on a narrow screen: the region takes keyboard focus so every column can be reached. */
export const ScrollOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transaction History' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  },
};

/** With `stackOnMobile`, rows become cards at mobile widths, each value labelled by its column header. */
export const MobileWidth: Story = {
  args: { stackOnMobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transaction History' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // Nothing to scroll, so no empty tab stop.
    await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
    const [provider] = within(region).getAllByRole('cell', { name: 'CRYPTOPAY' });
    await expect(provider).toHaveAttribute('data-label', 'Provider');
    await expect(provider && getComputedStyle(provider, '::before').content).toContain('Provider');
  },
};
