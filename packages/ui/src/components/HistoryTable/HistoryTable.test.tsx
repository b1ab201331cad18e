import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HistoryKind } from './HistoryKind';
import * as styles from './HistoryTable.css';
import { HistoryStatus } from './HistoryStatus';
import { HistoryTable } from './HistoryTable';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix measures the tooltip's trigger with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const rows = [
  { id: 2, type: 'win' },
  { id: 1, type: 'bet' },
];
const columns = [
  { key: 'id', header: 'Id' },
  {
    key: 'type',
    header: 'Type',
    cell: (row: (typeof rows)[number]) => <HistoryKind kind={row.type}>{row.type.toUpperCase()}</HistoryKind>,
  },
];

describe('HistoryTable', () => {
  it('shows the filter, the rows and the page status', () => {
    render(
      <HistoryTable
        caption="Bet History"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        page={2}
        totalPages={4}
        onPageChange={() => undefined}
        filter={{}}
      />,
    );
    expect(screen.getByRole('form', { name: 'Date filter' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bet History' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('WIN')).toHaveAttribute('data-kind', 'win');
  });

  it('reports the page asked for and says when the list is empty', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <HistoryTable
        caption="Bet History"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        page={1}
        totalPages={3}
        onPageChange={onPageChange}
        filter={{}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    rerender(
      <HistoryTable
        caption="Bet History"
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        page={1}
        totalPages={0}
        onPageChange={onPageChange}
        filter={{}}
        emptyMessage="No Data Found"
      />,
    );
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
    // Nothing to page through: the bar goes rather than saying 'Page 1 of 1'.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('HistoryStatus', () => {
  it('is plain text without a reason and a button that shows the reason with one', async () => {
    const { rerender } = render(<HistoryStatus label="Requested" tone="warning" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<HistoryStatus label="Rejected" tone="danger" reason="Rejection Reason: Wrong network" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect((await screen.findAllByText('Rejection Reason: Wrong network')).length).toBeGreaterThan(0);
  });
});

describe('HistoryKind', () => {
  it('gives the bonus wallet rows colours of their own and unknown kinds the text colour', () => {
    render(
      <>
        <HistoryKind kind="bonus">Bonus credit</HistoryKind>
        <HistoryKind kind="bonus_conversion">Bonus conversion</HistoryKind>
        <HistoryKind kind="bonus_expiry">Bonus expired</HistoryKind>
        <HistoryKind kind="bonus_forfeit">Bonus forfeited</HistoryKind>
        <HistoryKind kind="refund">Refund</HistoryKind>
      </>,
    );
    expect(screen.getByText('Bonus credit')).toHaveClass(styles.kindTone.bonus);
    expect(screen.getByText('Bonus conversion')).toHaveClass(styles.kindTone.bonus_conversion);
    expect(screen.getByText('Bonus expired')).toHaveClass(styles.kindTone.bonus_expiry);
    expect(screen.getByText('Bonus forfeited')).toHaveClass(styles.kindTone.bonus_forfeit);
    expect(screen.getByText('Refund')).toHaveClass(styles.kindTone.plain);
    expect(screen.getByText('Refund')).toHaveAttribute('data-kind', 'refund');
  });

  it("takes another kind's colour when given one, and keeps its own name", () => {
    render(
      <>
        <HistoryKind kind="adjustment" tone="deposit">
          Balance adjustment +
        </HistoryKind>
        <HistoryKind kind="adjustment" tone="withdrawal">
          Balance adjustment -
        </HistoryKind>
      </>,
    );
    expect(screen.getByText('Balance adjustment +')).toHaveClass(styles.kindTone.deposit);
    expect(screen.getByText('Balance adjustment -')).toHaveClass(styles.kindTone.withdrawal);
    expect(screen.getByText('Balance adjustment -')).toHaveAttribute('data-kind', 'adjustment');
  });
});
