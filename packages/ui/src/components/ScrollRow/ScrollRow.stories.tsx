import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames, sampleImage, type SampleGame } from '../../private/storySamples';
import { GameSection } from '../GameGrid';
import { GameTile } from '../GameTile';
import { ScrollRow } from './ScrollRow';

const tile = (game: SampleGame) => (
  <GameTile
    name={game.name}
    provider={game.provider}
    imageSrc={sampleImage(game.name, game.hue)}
    href={`/play-game?id=${game.id}&gameId=g${game.id}`}
    live={game.live}
  />
);

const meta = {
  title: 'Patterns/ScrollRow',
  component: ScrollRow<SampleGame>,
  args: {
    items: sampleGames(16),
    renderItem: tile,
    getKey: (game: SampleGame) => game.id,
    label: 'Top Games',
    messages: { previous: 'Previous Top Games', next: 'More Top Games' },
  },
  decorators: [
    (Story) => (
      <GameSection title="Top Games" viewAllHref="#top">
        <Story />
      </GameSection>
    ),
  ],
} satisfies Meta<typeof ScrollRow<SampleGame>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A lobby row: the arrows move it a screenful; the back arrow shows once it has moved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Top Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    await expect(canvas.queryByRole('button', { name: 'Previous Top Games' })).toBeNull();
    // The arrow shows once the row has been measured (its ResizeObserver's first call).
    await userEvent.click(await canvas.findByRole('button', { name: 'More Top Games' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous Top Games' })).toBeVisible());
  },
};

/** A row that fits shows no arrows. */
export const Short: Story = {
  args: { items: sampleGames(2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /Top Games/ })).toHaveLength(0);
  },
};
