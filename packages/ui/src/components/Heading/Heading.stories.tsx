import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  parameters: {
    docs: {
      description: {
        component: [
          'A section heading whose semantic level and visual size are chosen separately.',
          '',
          '### Usage',
          'Use for every page and section title.',
          '',
          "- **Do** choose the level by the page's outline (one level 1 per page, no skipped levels) and the size by the design.",
          "- **Do** keep headings short and descriptive ('Deposit limits', 'Popular events').",
          "- **Don't** use a heading only to make text big or bold: use `Text`.",
        ].join('\n'),
      },
    },
  },
  component: Heading,
  args: { level: 2, children: 'Promotions' },
  argTypes: {
    children: { control: 'text' },
    tone: { control: 'inline-radio', options: ['primary', 'secondary', 'accent'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    truncate: { control: 'boolean' },
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: [undefined, '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>Casino</Heading>
      <Heading level={2}>Slots</Heading>
      <Heading level={3}>Table Games</Heading>
      <Heading level={4}>Instant Games</Heading>
      <Heading level={5}>Favorites</Heading>
      <Heading level={6}>Additional information</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
    }
  },
};

export const SizeDiffersFromLevel: Story = {
  args: { level: 1, size: 'lg', children: 'Account Settings' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Account Settings' });
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
  },
};

export const Accent: Story = {
  args: { level: 2, tone: 'accent', align: 'center', children: 'No Active Bonuses Available' },
};

export const LongText: Story = {
  args: {
    level: 2,
    children: 'First time deposit bonus: 100% up to €500 plus 200 free spins on selected slot games this weekend',
  },
};

export const Truncated: Story = {
  args: { ...LongText.args, level: 3, truncate: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const MobileWidth: Story = {
  args: { level: 1, children: 'Promotions' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontSize).toBe('28px');
  },
};
