import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames, sampleImage, type SampleGame } from '../../private/storySamples';
import { GameTile } from '../GameTile';
import { GameGrid } from './GameGrid';
import { GameSection } from './GameSection';

const tile = (game: SampleGame) => (
  <GameTile
    name={game.name}
    provider={game.provider}
    imageSrc={sampleImage(game.name, game.hue)}
    href={`/play-game?id=${game.id}&gameId=g${game.id}`}
    live={game.live}
  />
);

const twelve = sampleGames(12);
const catalogue = sampleGames(10_000);

const meta = {
  title: 'Patterns/GameGrid',
  parameters: {
    docs: {
      description: {
        component: [
          'A responsive grid (or one scrolling row) of game tiles as a list. Large lists are virtualised by rows, so a 10,000-game catalogue renders only what is on screen.',
          '',
          '### Usage',
          'Use to lay out `GameTile`s: a lobby category (`grid`), a lobby section strip on the home page (`layout="row"`), search results.',
          '',
          "- **Do** give every grid a `label` ('Slots', 'Search results'): it names the list for screen readers.",
          "- **Do** pass a stable `getKey` (the game's id) and render `GameTileSkeleton`s as items while loading.",
          '- **Do** leave `virtualize` to its default (on above 60 items) unless a test or a short list needs otherwise.',
          "- **Don't** render an empty grid as the answer to 'no games': it renders nothing, so show your empty message instead.",
          "- **Don't** wrap it in another scroll container: the virtual grid follows the window's scroll.",
        ].join('\n'),
      },
    },
  },
  component: GameGrid<SampleGame>,
  args: {
    items: twelve,
    renderItem: tile,
    getKey: (game: SampleGame) => game.id,
    label: 'Slots',
  },
  argTypes: {
    label: { control: 'text' },
    virtualize: { control: 'boolean' },
    items: { control: false },
    renderItem: { control: false },
    getKey: { control: false },
    layout: { control: 'inline-radio', options: ['grid', 'row'] },
  },
} satisfies Meta<typeof GameGrid<SampleGame>>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectedColumns = () => (window.innerWidth >= 1200 ? 4 : 2);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Slots' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(expectedColumns());
    // Every tile of a row has the same box: the images do not decide the size.
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(first.getBoundingClientRect().height).toBe(second.getBoundingClientRect().height);
  },
};

/** 10,000 games: only the rows near the viewport are in the DOM; the page scrolls as a whole. */
export const Virtualised: Story = {
  args: { items: catalogue, label: 'All Games' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'All Games' });
    const rendered = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(rendered().length).toBeGreaterThan(0));
    await expect(rendered().length).toBeLessThan(200);
    await expect(rendered()[0]).toHaveAttribute('aria-posinset', '1');
    await expect(rendered()[0]).toHaveAttribute('aria-setsize', '10000');
    // The list is as tall as all its rows.
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight * 20);

    // Tab walks through the tiles in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `Play ${catalogue[0]?.name}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `Play ${catalogue[1]?.name}` })).toHaveFocus();

    // The focused row stays while it is scrolled far out of view, so focus is not lost.
    const focused = document.activeElement;
    window.scrollTo({ top: list.getBoundingClientRect().height / 2 });
    await waitFor(
      () => expect(rendered().some((item) => Number(item.getAttribute('aria-posinset')) > 4000)).toBe(true),
      { timeout: 3000 },
    );
    await expect(focused).toHaveFocus();
    await expect(list).toContainElement(focused as HTMLElement);

    // The end of the catalogue renders at the bottom of the page.
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(rendered().some((item) => item.getAttribute('aria-posinset') === '10000')).toBe(true), {
      timeout: 3000,
    });
    window.scrollTo({ top: 0 });
    await waitFor(() => expect(rendered()[0]).toHaveAttribute('aria-posinset', '1'), { timeout: 3000 });
  },
};

export const Row: Story = {
  args: { layout: 'row', items: sampleGames(8), label: 'Top Games' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Top Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Focus scrolls the row to the focused tile.
    const last = within(list).getAllByRole('link').at(-1) as HTMLElement;
    last.focus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const [box, tileBox] = [list.getBoundingClientRect(), last.getBoundingClientRect()];
    await expect(tileBox.right).toBeLessThanOrEqual(box.right + 1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The lobby's section: heading, 'View all' and the grid; favourites shown for a signed-in player. */
function SlotsSection({ onViewAll }: { onViewAll: () => void }) {
  const [favourites, setFavourites] = useState(() => new Set(twelve.filter((g) => g.favourite).map((g) => g.id)));
  return (
    <GameSection title="Slots" onViewAll={onViewAll}>
      <GameGrid
        items={twelve.slice(0, 8)}
        getKey={(game) => game.id}
        label="Slots"
        renderItem={(game) => (
          <GameTile
            name={game.name}
            provider={game.provider}
            imageSrc={sampleImage(game.name, game.hue)}
            href={`/play-game?id=${game.id}&gameId=g${game.id}`}
            favourite={favourites.has(game.id)}
            onFavouriteToggle={(next) =>
              setFavourites((current) => {
                const copy = new Set(current);
                if (next) copy.add(game.id);
                else copy.delete(game.id);
                return copy;
              })
            }
          />
        )}
      />
    </GameSection>
  );
}

export const Section: StoryObj<typeof GameSection> = {
  args: { onViewAll: fn() },
  render: (args) => <SlotsSection onViewAll={args.onViewAll as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Slots' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'View all Slots' }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
    const heart = within(section).getByRole('button', { name: `Add ${twelve[0]?.name} to favourites` });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SectionWithLinkAndRow: StoryObj<typeof GameSection> = {
  render: () => (
    <GameSection title="New Games" headingLevel={3} viewAllHref="/casino?tab=new">
      <GameGrid items={sampleGames(8)} getKey={(game) => game.id} label="New Games" layout="row" renderItem={tile} />
    </GameSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'New Games' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all New Games' })).toHaveAttribute('href', '/casino?tab=new');
  },
};
