import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionMeter } from './SessionMeter';

const meta = {
  title: 'Patterns/SessionMeter',
  parameters: {
    docs: {
      description: {
        component: [
          "A compact 'time played · net' for the header while the player plays.",
          '',
          '### Usage',
          'Use in the header during a casino or sports session where the market requires the session time and net to be visible.',
          '',
          '- **Do** pass time and net formatted, net with its sign, computed from the ledger.',
          "- **Don't** hide it on phones where the market requires it.",
        ].join('\n'),
      },
    },
  },
  component: SessionMeter,
  argTypes: {
    timePlayed: { control: 'text' },
    net: { control: 'text' },
    messages: { control: 'object' },
  },
  args: { timePlayed: '25 min', net: '−€3.50' },
} satisfies Meta<typeof SessionMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Losing: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('region', { name: 'This session' });
    await expect(meter).toHaveTextContent('Time played: 25 min');
    await expect(meter).toHaveTextContent('Net −€3.50');
  },
};

export const Winning: Story = {
  args: { timePlayed: '1 h 05 min', net: '+€12.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('+€12.00');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('25 min')).toBeVisible();
  },
};
