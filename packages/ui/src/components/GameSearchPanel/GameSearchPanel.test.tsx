import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameSearchPanel, type GameSearchPanelProps } from './GameSearchPanel';

const providers = [
  { value: 'Evolution', label: 'Evolution' },
  { value: 'NetEnt', label: 'NetEnt' },
];

const setup = (props: Partial<GameSearchPanelProps> = {}) => {
  const handlers = { onQueryChange: vi.fn(), onProviderChange: vi.fn(), onSubmit: vi.fn() };
  const view = render(<GameSearchPanel query="" provider="" providers={providers} {...handlers} {...props} />);
  return { ...handlers, ...view };
};

describe('GameSearchPanel', () => {
  it('labels its controls as the spec says', () => {
    setup();
    expect(screen.getByRole('search', { name: 'Game search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider Filter' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveAttribute(
      'placeholder',
      'Search Your Favourite Game',
    );
  });

  it('reports each keystroke and the provider choice', async () => {
    const { onQueryChange, onProviderChange } = setup();
    await userEvent.type(screen.getByRole('searchbox'), 'ab');
    expect(onQueryChange.mock.calls).toEqual([['a'], ['b']]);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'NetEnt');
    expect(onProviderChange).toHaveBeenCalledWith('NetEnt');
  });

  it('submits text and provider on Enter', async () => {
    const { onSubmit } = setup({ query: 'roulette', provider: 'Evolution' });
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith('roulette', 'Evolution');
  });

  it('shows the clear button while there is text or a provider, and calls onClear', async () => {
    const onClear = vi.fn();
    const { rerender } = setup({ onClear });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    rerender(
      <GameSearchPanel
        query=""
        provider="NetEnt"
        providers={providers}
        onQueryChange={vi.fn()}
        onProviderChange={vi.fn()}
        onClear={onClear}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('without onClear, clearing empties both through the change handlers', async () => {
    const { onQueryChange, onProviderChange } = setup({ query: 'book', provider: 'NetEnt' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onQueryChange).toHaveBeenCalledWith('');
    expect(onProviderChange).toHaveBeenCalledWith('');
  });

  it("shows 'No options available' without providers", () => {
    setup({ providers: [] });
    expect(screen.getByRole('option', { name: 'No options available' })).toBeInTheDocument();
  });

  it('announces the result count in a status region that is always there', () => {
    const { rerender } = setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(
      <GameSearchPanel
        query="b"
        provider=""
        providers={providers}
        onQueryChange={vi.fn()}
        onProviderChange={vi.fn()}
        resultCount={1}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 game found');
  });

  it('renders the results after the panel', () => {
    setup({ children: <p>results</p> });
    const search = screen.getByRole('search');
    expect(search.compareDocumentPosition(screen.getByText('results')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
