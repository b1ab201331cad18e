import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TableColumn } from '../Table';
import { HISTORY_KIND_NAMES, HistoryKind } from './HistoryKind';
import { HistoryStatus } from './HistoryStatus';
import { HistoryTable, type HistoryTableProps } from './HistoryTable';

interface Bet {
  id: number;
  uuid: string;
  game: string | null;
  amount: string;
  currency: string;
  type: 'bet' | 'win' | 'refund' | 'block' | 'unblock';
  createdAt: string;
}

const today = new Date(2026, 10, 21);
const label = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

const columns: TableColumn<Bet>[] = [
  { key: 'id', header: 'Id' },
  { key: 'uuid', header: 'UUID' },
  { key: 'game', header: 'Game', cell: (row) => row.game ?? 'NA' },
  { key: 'amount', header: 'Amount', align: 'end' },
  { key: 'currency', header: 'Currency' },
  { key: 'type', header: 'Type', cell: (row) => <HistoryKind kind={row.type}>{label(row.type)}</HistoryKind> },
  { key: 'createdAt', header: 'Created At' },
];

const types: Bet['type'][] = ['bet', 'win', 'refund', 'block', 'unblock'];
const allBets: Bet[] = Array.from({ length: 23 }, (_, index) => ({
  id: 500 - index,
  uuid: `0b7c9a10-5e2f-4c1d-8a3b-${String(index).padStart(12, '0')}`,
  game: index % 4 === 3 ? null : 'Ancient Dragon Legends',
  amount: (index % 3 === 0 ? 12.5 : 1).toFixed(2),
  currency: 'EUR',
  type: types[index % types.length] ?? 'bet',
  createdAt: `${String(21 - (index % 20)).padStart(2, '0')}-11-2026 10:${String(index).padStart(2, '0')}`,
}));

/** A list that pages through `allBets` in tens, as the app does with the platform. */
function PagedHistory(props: Partial<HistoryTableProps<Bet>>) {
  const [page, setPage] = useState(1);
  const rows = allBets.slice((page - 1) * 10, page * 10);
  return (
    <HistoryTable<Bet>
      caption="Bet History"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      page={page}
      totalPages={Math.ceil(allBets.length / 10)}
      onPageChange={setPage}
      filter={{ today }}
      {...props}
    />
  );
}

const meta = {
  title: 'Patterns/HistoryTable',
  parameters: {
    docs: {
      description: {
        component: [
          "A paged history list (Transaction History, Bet History): the date filter, the table (stacked as cards on phones, 'No Data Found' when empty) and the pagination bar. The app validates the dates and fetches pages; this only lays them out and reports what the player asked for.",
          '',
          '### Usage',
          'Use for each history screen of the player dashboard and for back-office histories of a player.',
          '',
          '- **Do** fetch pages in the app and pass `loading` while they load, so the filter and pagination wait.',
          '- **Do** align amounts to the end and format them with the money helpers.',
          "- **Do** open a row's details in a `DetailsDialog`.",
          "- **Don't** load the whole history at once to page it on the client.",
        ].join('\n'),
      },
    },
  },
  component: HistoryTable,
  argTypes: {
    caption: { control: 'text' },
    page: { control: { type: 'number', min: 1, step: 1 } },
    totalPages: { control: { type: 'number', min: 0, step: 1 } },
    loading: { control: 'boolean' },
    emptyMessage: { control: 'text' },
    rows: { control: 'object' },
    columns: { control: false, description: 'Columns with `cell` render functions: set in code.' },
    getRowKey: { control: false, description: 'A function: set in code.' },
    filter: { control: false, description: 'Every prop of `DateRangeFilter` (dates and callbacks): set in code.' },
    paginationMessages: { control: 'object' },
  },
  args: {
    caption: 'Bet History',
    columns: columns as TableColumn<unknown>[],
    rows: allBets.slice(0, 10),
    getRowKey: (row: unknown) => (row as Bet).id,
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    filter: { today, onSubmit: fn(), onReset: fn(), onReload: fn() },
  },
} satisfies Meta<typeof HistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages through the list with Next, last and first; the status says where the player is. */
export const Paged: Story = {
  render: () => <PagedHistory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bet History' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(within(table).getAllByText('NA').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** Submit and Reload report to the app, which validates the dates and fetches. */
export const FilterActions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '01-11-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Until' }), '21-11-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.filter.onSubmit).toHaveBeenCalledWith({
      from: new Date(2026, 10, 1),
      until: new Date(2026, 10, 21),
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.filter.onReload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const WithDateErrors: Story = {
  args: {
    filter: {
      today,
      defaultValue: { from: new Date(2026, 10, 21), until: new Date(2026, 10, 1) },
      errors: { from: 'From date must be earlier than or equal to until date' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription(
      '* From date must be earlier than or equal to until date',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data Found')).toBeVisible();
    // Nothing to page through: no 'Page 1 of 1' under it.
    await expect(canvas.queryByText(/Page \d+ of/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Bet History' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => <PagedHistory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Bet History' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** A rejected row's status: focus (or a tap) shows the rejection reason; Escape hides it. */
export const RejectedStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, padding: 48 }}>
      <HistoryStatus label="Requested" tone="warning" />
      <HistoryStatus label="Rejected" tone="danger" reason="Rejection Reason: Wrong network" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Requested' })).toBeNull();
    const rejected = canvas.getByRole('button', { name: 'Rejected' });
    await userEvent.tab();
    await expect(rejected).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Rejection Reason: Wrong network');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.click(rejected);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Wrong network');
  },
};

const kindLabels: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  block: 'Block',
  unblock: 'Unblock',
  win: 'Win',
  bet: 'Bet',
  bonus: 'Bonus credit',
  bonus_conversion: 'Bonus conversion',
  bonus_expiry: 'Bonus expired',
  bonus_forfeit: 'Bonus forfeited',
  refund: 'Refund',
};

/**
 * Every type with a colour of its own, the bonus wallet's rows among them, and one without
 * (refund, in the text colour). Run in both themes, the axe check holds each colour to AA contrast.
 */
export const TypeColours: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 16, listStyle: 'none' }}>
      {[...HISTORY_KIND_NAMES, 'refund'].map((kind) => (
        <li key={kind}>
          <HistoryKind kind={kind}>{kindLabels[kind] ?? kind}</HistoryKind>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colourOf = (label: string) => getComputedStyle(canvas.getByText(label)).color;
    const bonusColours = ['Bonus credit', 'Bonus conversion', 'Bonus expired', 'Bonus forfeited'].map(colourOf);
    // Four colours of their own, none the plain text colour or a payment type's colour.
    await expect(new Set(bonusColours).size).toBe(4);
    for (const other of ['Refund', 'Deposit', 'Withdrawal', 'Block', 'Unblock']) {
      await expect(bonusColours).not.toContain(colourOf(other));
    }
    await expect(canvas.getByText('Bonus forfeited')).toHaveAttribute('data-kind', 'bonus_forfeit');
  },
};
