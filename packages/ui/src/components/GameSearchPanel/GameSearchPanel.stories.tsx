import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGames, sampleImage, sampleProviders } from '../../private/storySamples';
import { GameGrid } from '../GameGrid';
import { GameTile } from '../GameTile';
import { GameSearchPanel, type GameSearchPanelProps } from './GameSearchPanel';

const games = sampleGames(40);
const providers = sampleProviders.map((name) => ({ value: name, label: name }));

/** The app's side of the search: filtering on every keystroke, provider by exact name (spec point 2). */
function LobbySearch(args: GameSearchPanelProps) {
  const [query, setQuery] = useState(args.query);
  const [provider, setProvider] = useState(args.provider);
  const found = games.filter(
    (game) => game.name.toLowerCase().includes(query.toLowerCase()) && (provider === '' || game.provider === provider),
  );
  return (
    <GameSearchPanel
      {...args}
      query={query}
      provider={provider}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      onProviderChange={(next) => {
        args.onProviderChange(next);
        setProvider(next);
      }}
      onClear={() => {
        args.onClear?.();
        setQuery('');
        setProvider('');
      }}
      resultCount={found.length}
    >
      <GameGrid
        items={found}
        getKey={(game) => game.id}
        label="Search results"
        renderItem={(game) => (
          <GameTile
            name={game.name}
            provider={game.provider}
            imageSrc={sampleImage(game.name, game.hue)}
            href={`/play-game?id=${game.id}&gameId=g${game.id}`}
          />
        )}
      />
    </GameSearchPanel>
  );
}

const meta = {
  title: 'Patterns/GameSearchPanel',
  parameters: {
    docs: {
      description: {
        component: [
          "The lobby's search: a provider dropdown, a text box with a clear button and a live result count, in a side column on desktop that stacks on top of the results on phones. Filtering is the app's: it gets every keystroke, the provider and Enter.",
          '',
          '### Usage',
          "Use on the lobby's Search tab (or in a `Drawer` on phones) above a `GameGrid` of results.",
          '',
          '- **Do** update the result count as the player types: it is announced, so screen-reader users know the search worked.',
          "- **Do** list only providers that have games in the player's market.",
          "- **Don't** launch a game or navigate on Enter: it only filters.",
        ].join('\n'),
      },
    },
  },
  component: GameSearchPanel,
  argTypes: {
    query: { control: 'text' },
    provider: { control: 'text' },
    providers: { control: 'object', description: '`{ value, label }[]`.' },
    resultCount: { control: { type: 'number', min: 0, step: 1 } },
    children: { control: false, description: 'The results, usually a `GameGrid`.' },
    messages: {
      control: 'object',
      description: 'Texts over the defaults; the result count is a function, set in code.',
    },
  },
  args: {
    query: '',
    provider: '',
    providers,
    onQueryChange: fn(),
    onProviderChange: fn(),
    onClear: fn(),
    onSubmit: fn(),
  },
  render: (args) => <LobbySearch {...args} />,
} satisfies Meta<typeof GameSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Game search' })).toBeInTheDocument();
    const input = canvas.getByRole('searchbox', { name: 'Search games' });
    await expect(input).toHaveAttribute('placeholder', 'Search Your Favourite Game');
    await expect(canvas.getByRole('status')).toHaveTextContent('40 games found');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    // Every keystroke is reported.
    await userEvent.type(input, 'gold');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(4);
    await expect(args.onQueryChange).toHaveBeenNthCalledWith(1, 'g');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('gold');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 games found');

    // Enter submits the text and the provider.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('gold', '');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Provider Filter' }), 'Evolution');
    await expect(args.onProviderChange).toHaveBeenLastCalledWith('Evolution');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 game found');
    await expect(within(canvas.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(1);

    // Clear empties the text and the provider.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Provider Filter' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('40 games found');
  },
};

export const ClearShowsForProviderAlone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Provider Filter' });
    await userEvent.selectOptions(select, 'NetEnt');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(select).toHaveValue('');
  },
};

export const EscapeClears: Story = {
  args: { query: 'book', provider: "Play'n GO" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Provider Filter' });
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
    await expect(within(select).getByRole('option', { name: 'No options available', selected: true })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { query: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 games found');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
