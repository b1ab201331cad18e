import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, clampPagination } from './Pagination';

describe('Pagination', () => {
  it('is a labelled navigation landmark showing the page status', () => {
    render(<Pagination page={2} totalPages={7} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 7');
  });

  it('disables first and Previous on the first page, Next and last on the last page', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('requests the right page from each button', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} totalPages={9} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [5], [9]]);
  });

  it('keeps its own page when uncontrolled', async () => {
    render(<Pagination defaultPage={2} totalPages={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it("shows 'Page 1 of 1' with every button disabled when there are no pages", () => {
    render(<Pagination page={1} totalPages={0} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('takes translated messages', () => {
    render(
      <Pagination page={1} totalPages={2} messages={{ next: 'Weiter', pageOf: (p, t) => `Seite ${p} von ${t}` }} />,
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
  });
});

describe('clampPagination', () => {
  it.each([
    [1, 0, 1, 1],
    [5, 3, 3, 3],
    [0, 3, 1, 3],
    [2.7, 4.9, 2, 4],
    [Number.NaN, Number.NaN, 1, 1],
  ])('page %s of %s shows as %s of %s', (page, totalPages, expectedPage, expectedTotal) => {
    expect(clampPagination(page, totalPages)).toEqual({ page: expectedPage, total: expectedTotal });
  });
});
