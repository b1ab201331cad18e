import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid } from './GameGrid';
import { GameSection } from './GameSection';

const games = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Game ${index + 1}` }));
type Game = ReturnType<typeof games>[number];

const renderGrid = (items: Game[], virtualize?: boolean) =>
  render(
    <GameGrid
      items={items}
      getKey={(game) => game.id}
      renderItem={(game, index) => <a href={`/play-game?id=${game.id}`}>{`${game.name} #${index}`}</a>}
      label="Slots"
      virtualize={virtualize}
    />,
  );

describe('GameGrid', () => {
  it("renders a large catalogue's first tiles on a server, hydrates them, then lists them virtually", async () => {
    const grid = (
      <GameGrid items={games(300)} getKey={(game) => game.id} renderItem={(game) => game.name} label="Slots" />
    );
    const html = renderToString(grid);
    expect(html.match(/<li /g)).toHaveLength(12);
    expect(html).toContain('Game 12<');
    expect(html).not.toContain('Game 13<');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    try {
      await act(async () => {
        hydrateRoot(container, grid);
      });
      expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
      const list = within(container).getByRole('list', { name: 'Slots' });
      expect(list.tagName).toBe('DIV');
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '300');
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('renders every item as a list item of a labelled list', () => {
    renderGrid(games(12));
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[3]).toHaveTextContent('Game 4 #3');
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderGrid([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('virtualises above 60 items: a few rows, with the set size and positions announced', () => {
    renderGrid(games(10_000));
    const list = screen.getByRole('list', { name: 'Slots' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(100);
    items.forEach((item, index) => {
      expect(item).toHaveAttribute('aria-setsize', '10000');
      expect(item).toHaveAttribute('aria-posinset', String(index + 1));
    });
    // Rows are layout only.
    expect(items[0]?.parentElement).toHaveAttribute('role', 'none');
  });

  it('follows the virtualize prop over the default', () => {
    const { unmount } = renderGrid(games(61), false);
    expect(screen.getAllByRole('listitem')).toHaveLength(61);
    unmount();
    renderGrid(games(60));
    expect(screen.getByRole('list').tagName).toBe('UL');
  });

  it('lets Tab move through the rendered tiles of a virtual grid', async () => {
    renderGrid(games(500));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Game 1 #0' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Game 2 #1' })).toHaveFocus();
  });
});

describe('GameSection', () => {
  it('is a region named by its heading, with a View all action named after it', async () => {
    const onViewAll = vi.fn();
    render(
      <GameSection title="Slots" headingLevel={3} onViewAll={onViewAll}>
        <p>games</p>
      </GameSection>,
    );
    const region = screen.getByRole('region', { name: 'Slots' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Slots' })).toBeInTheDocument();
    const action = within(region).getByRole('button', { name: 'View all Slots' });
    expect(action).toHaveTextContent('View all');
    await userEvent.click(action);
    expect(onViewAll).toHaveBeenCalledOnce();
  });

  it('links View all when given an href, and has no action otherwise', () => {
    const { rerender } = render(
      <GameSection title="New Games" viewAllHref="/casino?tab=new">
        <p>games</p>
      </GameSection>,
    );
    expect(screen.getByRole('link', { name: 'View all New Games' })).toHaveAttribute('href', '/casino?tab=new');
    rerender(
      <GameSection title="New Games">
        <p>games</p>
      </GameSection>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
