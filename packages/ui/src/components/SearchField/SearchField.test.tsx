import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox named by a hidden label, with the given placeholder', () => {
    render(<SearchField placeholder="Search Your Favourite Game" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Search Your Favourite Game');
  });

  it('shows the clear button only with text, and clearing empties the field, calls onChange and onClear', async () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    render(<SearchField onClear={onClear} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    const input = screen.getByRole('searchbox');
    await userEvent.type(input, 'slots');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('calls onSubmit with the text on Enter without submitting a surrounding form', async () => {
    const onSubmit = vi.fn();
    const onFormSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onFormSubmit}>
        <SearchField onSubmit={onSubmit} />
      </form>,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'blackjack{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('blackjack');
    expect(onFormSubmit).not.toHaveBeenCalled();
  });

  it('clears with Escape', async () => {
    const onClear = vi.fn();
    render(<SearchField defaultValue="roulette" onClear={onClear} />);
    await userEvent.type(screen.getByRole('searchbox'), '{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('works controlled and clears through onChange', async () => {
    function Controlled() {
      const [value, setValue] = useState('poker');
      return (
        <>
          <SearchField value={value} onChange={(event) => setValue(event.target.value)} />
          <p>query: {value || 'empty'}</p>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('query: empty')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('forwards the ref and takes the clear label from messages', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchField ref={ref} label="Suche" messages={{ clear: 'Suche löschen' }} defaultValue="x" />);
    expect(ref.current).toBe(screen.getByRole('searchbox', { name: 'Suche' }));
    expect(screen.getByRole('button', { name: 'Suche löschen' })).toBeInTheDocument();
  });
});
