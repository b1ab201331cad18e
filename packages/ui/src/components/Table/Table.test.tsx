import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Bet {
  id: number;
  game: string | null;
  amount: number;
}

const columns: TableColumn<Bet>[] = [
  { key: 'id', header: 'Id' },
  { key: 'game', header: 'Game', cell: (row) => row.game ?? 'NA' },
  { key: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount.toFixed(2) },
];

const rows: Bet[] = [
  { id: 1, game: 'Book of Gold', amount: 5 },
  { id: 2, game: null, amount: 12.5 },
];

const renderTable = (props: Partial<Parameters<typeof Table<Bet>>[0]> = {}) =>
  render(<Table caption="Bet History" columns={columns} rows={rows} getRowKey={(row) => row.id} {...props} />);

describe('Table', () => {
  it('renders a captioned table with column headers and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Bet History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Id', 'Game', 'Amount']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', 'Book of Gold', '5.00'],
      ['2', 'NA', '12.50'],
    ]);
  });

  it('names the scroll region after the caption and keeps it focusable', () => {
    renderTable({ hideCaption: true });
    const region = screen.getByRole('region', { name: 'Bet History' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it("shows 'No Data Found' across all columns when there are no rows", () => {
    renderTable({ rows: [] });
    const cell = screen.getByRole('cell', { name: 'No Data Found' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('takes a custom empty message', () => {
    renderTable({ rows: [], emptyMessage: 'Nothing yet' });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('marks the table busy and hides skeleton rows from assistive technology while loading', () => {
    renderTable({ loading: true, loadingRowCount: 3 });
    const table = screen.getByRole('table', { name: 'Bet History' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Book of Gold')).not.toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
  });

  it('labels every cell with its column header in the stacked layout', () => {
    renderTable({ stackOnMobile: true });
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Id', 'Game', 'Amount', 'Id', 'Game', 'Amount']);
  });

  it('shows plain values by key when a column has no cell renderer', () => {
    render(
      <Table
        caption="Plain"
        columns={[
          { key: 'name', header: 'Name' },
          { key: 'meta', header: 'Meta' },
        ]}
        rows={[{ name: 'Alpha', meta: { nested: true } }]}
        getRowKey={(row) => row.name}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell')[1]).toBeEmptyDOMElement();
  });
});
