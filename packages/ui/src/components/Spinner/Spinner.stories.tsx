import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  parameters: {
    docs: {
      description: {
        component: [
          'A spinning ring that shows work in progress.',
          '',
          '### Usage',
          'Use for work of unknown length where the shape of the result is unknown: a game loading, a payment waiting.',
          '',
          '- **Do** give it a `label` when it is the only sign of loading, so it is announced; use `decorative` when the context already says it is busy.',
          "- **Don't** use it for content of a known shape (use `Skeleton`) or inside a button (use `Button`'s `loading`).",
        ].join('\n'),
      },
    },
  },
  component: Spinner,
  argTypes: {
    label: { control: 'text' },
    decorative: { control: 'boolean' },
    accent: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toBeVisible();
    await expect(getComputedStyle(status).animationName).not.toBe('none');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" label="Loading games" />
      <Spinner {...args} size="md" label="Loading bonuses" />
      <Spinner {...args} size="lg" label="Loading wallet" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [small, large] = [
      canvas.getByRole('status', { name: 'Loading games' }),
      canvas.getByRole('status', { name: 'Loading wallet' }),
    ];
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
  },
};

export const Accent: Story = {
  args: { accent: true, size: 'lg', label: 'Signing in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Signing in' })).toBeVisible();
  },
};

export const Decorative: Story = {
  render: (args) => (
    <p aria-busy="true">
      <Spinner {...args} decorative size="sm" /> Loading...
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ color: vars.color.danger.text }}>
      <Spinner {...args} size="sm" label="Cancelling previous transaction" /> Cancelling previous transaction
    </p>
  ),
};
