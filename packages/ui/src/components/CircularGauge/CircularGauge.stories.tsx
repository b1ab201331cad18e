import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircularGauge } from './CircularGauge';

const meta = {
  title: 'Primitives/CircularGauge',
  parameters: {
    docs: {
      description: {
        component: [
          "A circular progress gauge with the percentage in the middle, such as a bonus's wagering progress or the account-strength circle.",
          '',
          '### Usage',
          'Use for one share of a known whole that the player watches grow: wagering cleared, profile completed.',
          '',
          "- **Do** give it a `label` that says what the percentage is ('Percentage cleared'): it is the accessible name.",
          '- **Do** pass `format` when the value should read differently (whole numbers).',
          "- **Don't** use it for loading (use `Spinner`) or for money amounts.",
        ].join('\n'),
      },
    },
  },
  component: CircularGauge,
  args: { value: 42.5, label: 'Percentage cleared' },
  argTypes: {
    label: { control: 'text' },
    format: { control: false, description: 'A function (value to text): set in code.' },
    value: { control: { type: 'range', min: 0, max: 100, step: 0.01 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['accent', 'success'] },
  },
} satisfies Meta<typeof CircularGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bonus's wagering progress (My Promo, In Progress): two decimals. */
export const PercentageCleared: Story = {
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('progressbar', { name: 'Percentage cleared' });
    await expect(gauge).toHaveAttribute('aria-valuenow', '42.5');
    await expect(gauge).toHaveAttribute('aria-valuetext', '42.50%');
    await expect(gauge).toHaveTextContent('42.50%');
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveTextContent('0.00%');
  },
};

/** Complete: a whole number. */
export const Complete: Story = {
  args: { value: 100, tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveTextContent(/^100%$/);
  },
};

/** Values outside 0..100 are clamped. */
export const OutOfRange: Story = {
  args: { value: 180.4 },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('progressbar');
    await expect(gauge).toHaveAttribute('aria-valuenow', '100');
    await expect(gauge).toHaveTextContent('100%');
  },
};

/** The account-strength circle: five items of 20% each, shown as a whole number. */
export const AccountStrength: Story = {
  args: { value: 60, label: 'Account strength', tone: 'success', format: (value) => `${Math.round(value)}%` },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('progressbar', { name: 'Account strength' });
    await expect(gauge).toHaveTextContent(/^60%$/);
    await expect(gauge).toHaveAttribute('aria-valuetext', '60%');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <CircularGauge {...args} size="sm" label="Small gauge" />
      <CircularGauge {...args} size="md" label="Medium gauge" />
      <CircularGauge {...args} size="lg" label="Large gauge" />
    </div>
  ),
  args: { value: 87.25 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const MobileWidth: Story = {
  args: { value: 99.99, size: 'lg' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveTextContent('99.99%');
  },
};
