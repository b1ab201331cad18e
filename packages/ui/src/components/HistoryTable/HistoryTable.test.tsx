import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HistoryKind } from './HistoryKind';
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
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
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
