import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '.';
import type { TabsProps } from '.';

function Lobby(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Casino categories">
        <TabsTrigger value="all" count={128}>
          All
        </TabsTrigger>
        <TabsTrigger value="slots" icon={<svg data-testid="icon" aria-hidden="true" />}>
          Slots
        </TabsTrigger>
        <TabsTrigger value="favourites" disabled>
          Favourites
        </TabsTrigger>
        <TabsTrigger value="search">Search</TabsTrigger>
      </TabsList>
      <TabsContent value="all">All games</TabsContent>
      <TabsContent value="slots">Slot games</TabsContent>
      <TabsContent value="favourites">Favourite games</TabsContent>
      <TabsContent value="search">Search games</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the default tab and switches on click', async () => {
    const onValueChange = vi.fn();
    render(<Lobby defaultValue="all" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All games');
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(onValueChange).toHaveBeenCalledWith('slots');
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slot games');
  });

  it('announces the count with the label and renders the icon', () => {
    render(<Lobby defaultValue="all" />);
    expect(screen.getByRole('tab', { name: 'All (128)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Slots' })).toContainElement(screen.getByTestId('icon'));
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    render(<Lobby defaultValue="slots" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Search games');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All (128)' })).toHaveFocus();
  });

  it('follows the value prop when controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Lobby value="all" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(onValueChange).toHaveBeenCalledWith('search');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All games');
    rerender(<Lobby value="search" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Search games');
  });

  it('uses up and down arrows when vertical', async () => {
    render(<Lobby defaultValue="all" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
  });
});
