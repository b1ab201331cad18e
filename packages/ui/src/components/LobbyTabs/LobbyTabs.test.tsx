import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LobbyTabs } from './LobbyTabs';

const tabs = [
  { value: 'all', label: 'All' },
  { value: 'slots', label: 'Slots', icon: <svg data-testid="slots-icon" aria-hidden="true" /> },
  { value: 'search', label: 'Search' },
];

describe('LobbyTabs', () => {
  it('shows the given tabs and puts the children in the selected panel', () => {
    render(
      <LobbyTabs tabs={tabs} value="slots" onValueChange={() => {}}>
        <p>Slot games</p>
      </LobbyTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Slots' })).toContainElement(screen.getByTestId('slots-icon'));
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slot games');
  });

  it('is controlled: reports the chosen tab and follows value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <LobbyTabs tabs={tabs} value="all" onValueChange={onValueChange}>
        <p>content</p>
      </LobbyTabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(onValueChange).toHaveBeenCalledWith('search');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    rerender(
      <LobbyTabs tabs={tabs} value="search" onValueChange={onValueChange} messages={{ label: 'Lobby' }}>
        <p>content</p>
      </LobbyTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Search' })).toHaveTextContent('content');
  });

  it('moves with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<LobbyTabs tabs={tabs} value="all" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('slots');
  });
});
