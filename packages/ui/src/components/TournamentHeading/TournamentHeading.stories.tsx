import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TournamentHeading } from './TournamentHeading';

const meta = {
  title: 'Patterns/TournamentHeading',
  parameters: {
    docs: {
      description: {
        component: [
          "The heading over a tournament's events on the sports page.",
          '',
          '### Usage',
          'Use above each group of `EventRow`s of one tournament.',
          '',
          "- **Do** set the heading level to fit the page's outline.",
          "- **Don't** use it as a general section heading (use `Heading`).",
        ].join('\n'),
      },
    },
  },
  component: TournamentHeading,
  argTypes: {
    name: { control: 'text' },
    category: { control: 'text' },
    count: { control: { type: 'number', min: 0, step: 1 } },
    level: { control: 'select', options: [2, 3, 4, 5] },
    icon: { control: false, description: 'A decorative sport or flag icon element.' },
    messages: { control: 'object' },
  },
  args: { name: 'Premier League', category: 'Soccer · England', count: 12 },
} satisfies Meta<typeof TournamentHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading).toHaveAccessibleName('Soccer · England Premier League (12 events)');
  },
};

export const NameOnly: Story = {
  args: { category: undefined, count: undefined, level: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveAccessibleName('Premier League');
  },
};

export const OneEvent: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveAccessibleName(/\(1 event\)$/);
  },
};

export const LongName: Story = {
  args: { name: 'UEFA Champions League Qualification Third Round Second Leg Playoffs', category: 'Soccer · Europe' },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
