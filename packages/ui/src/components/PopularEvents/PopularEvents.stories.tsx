import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSports } from '../../private/sportsbookSamples';
import { PopularEvents } from './PopularEvents';

const featured = [
  { id: 'ucl', name: 'Champions League', category: 'Soccer · Europe', count: 8 },
  { id: 'atp-finals', name: 'ATP Finals', category: 'Tennis · World', count: 4 },
];

const meta = {
  title: 'Patterns/PopularEvents',
  parameters: {
    docs: {
      description: {
        component: [
          "The 'Popular events' panel: two featured tournaments, Favorites, and Live and Prematch tabs listing the sports with their event counts.",
          '',
          '### Usage',
          'Use beside the events on the sports home page.',
          '',
          "- **Do** pass counts from the feed for the player's market only.",
          '- **Do** translate every text through `messages`.',
          '- **Do** pass `favoritesCount` for a signed-in player.',
          "- **Don't** filter the sports per tab in the app: each tab lists the sports that have events of its kind.",
        ].join('\n'),
      },
    },
  },
  component: PopularEvents,
  argTypes: {
    featured: { control: 'object' },
    sports: { control: 'object', description: '`{ id, name, live, prematch }[]`.' },
    favoritesCount: { control: { type: 'number', min: 0, step: 1 } },
    mode: { control: 'inline-radio', options: ['live', 'prematch'] },
    defaultMode: { control: 'inline-radio', options: ['live', 'prematch'] },
    messages: { control: 'object' },
  },
  args: {
    featured,
    sports: sampleSports,
    favoritesCount: 3,
    onModeChange: fn(),
    onSelectSport: fn(),
    onSelectTournament: fn(),
    onSelectFavorites: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopularEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Popular events' })).toBeInTheDocument();
    const live = canvas.getByRole('tab', { name: 'Live (11)' });
    await expect(live).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Live (11)' });
    // Volleyball and Ice Hockey have no live events.
    const names = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s+/g, ' '));
    await expect(names).toEqual([
      'Soccer4 (4 events)',
      'Tennis2 (2 events)',
      'Basketball1 (1 event)',
      'Table Tennis3 (3 events)',
      'Handball1 (1 event)',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Table Tennis (3 events)' }));
    await expect(args.onSelectSport).toHaveBeenCalledWith('table-tennis', 'live');
  },
};

export const Prematch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Prematch (94)' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('prematch');
    const panel = canvas.getByRole('tabpanel', { name: 'Prematch (94)' });
    await expect(within(panel).getAllByRole('button')).toHaveLength(7);
    await userEvent.click(within(panel).getByRole('button', { name: 'Volleyball (6 events)' }));
    await expect(args.onSelectSport).toHaveBeenCalledWith('volleyball', 'prematch');
  },
};

export const FeaturedAndFavorites: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Featured tournaments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: /ATP Finals/ }));
    await expect(args.onSelectTournament).toHaveBeenCalledWith('atp-finals');
    await userEvent.click(canvas.getByRole('button', { name: 'Favorites (3 events)' }));
    await expect(args.onSelectFavorites).toHaveBeenCalledOnce();
  },
};

export const NoLiveEvents: Story = {
  args: { sports: sampleSports.map((sport) => ({ ...sport, live: 0 })), favoritesCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Live (0)' })).toHaveTextContent('No events right now');
    await expect(canvas.getByRole('button', { name: 'Favorites' })).toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
