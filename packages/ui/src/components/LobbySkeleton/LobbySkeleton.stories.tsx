import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames, sampleImage } from '../../private/storySamples';
import { Button } from '../Button';
import { GameGrid, GameSection } from '../GameGrid';
import { GameTile } from '../GameTile';
import { LobbySkeleton, defaultLobbySkeletonSections } from './LobbySkeleton';

const meta = {
  title: 'Patterns/LobbySkeleton',
  parameters: {
    docs: {
      description: {
        component: [
          'The placeholder lobby, used while games load: headed sections of `GameTileSkeleton`s in the very grid `GameGrid` draws, so the page keeps its layout when the games arrive. The sections are `aria-busy` and a visually hidden status says the games are loading.',
          '',
          '### Usage',
          'Use on the lobby while its first data loads.',
          '',
          '- **Do** match the number of sections and tiles to what will come, so nothing jumps.',
          "- **Don't** keep it on screen when loading failed: show the error with a way to try again.",
        ].join('\n'),
      },
    },
  },
  component: LobbySkeleton,
} satisfies Meta<typeof LobbySkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Top Games',
      'New Games',
      'Popular Games',
      'Slots',
      'Jackpots',
      'Live Games',
      'All Games',
    ]);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    const counts = canvas
      .getAllByRole('region', { hidden: true })
      .map((region) => region.querySelectorAll('[data-skeleton]').length);
    await expect(counts).toEqual(defaultLobbySkeletonSections.map((section) => section.count));
    await expect(counts).toEqual([3, 4, 8, 4, 4, 4, 20]);
  },
};

const games = sampleGames(20);

/** Loading, then the games: the section keeps its height, because skeleton and tile share one box. */
function LoadingThenLoaded() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onClick={() => setLoaded(true)}>Load games</Button>
      {loaded ? (
        <GameSection title="New Games">
          <GameGrid
            items={games.slice(0, 4)}
            getKey={(game) => game.id}
            label="New Games"
            renderItem={(game) => (
              <GameTile
                name={game.name}
                provider={game.provider}
                imageSrc={sampleImage(game.name, game.hue)}
                href={`/play-game?id=${game.id}&gameId=g${game.id}`}
              />
            )}
          />
        </GameSection>
      ) : (
        <LobbySkeleton sections={[{ key: 'new', count: 4 }]} />
      )}
    </div>
  );
}

export const NothingJumps: Story = {
  render: () => <LoadingThenLoaded />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = () => canvas.getByRole('region', { name: 'New Games' });
    const before = section().getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Load games' }));
    await waitFor(() => expect(within(section()).getAllByRole('link')).toHaveLength(4));
    await expect(Math.abs(section().getBoundingClientRect().height - before)).toBeLessThan(1);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
