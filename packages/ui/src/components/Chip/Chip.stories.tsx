import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Inline } from '../Inline';
import { Chip } from './Chip';

const tones = ['success', 'warning', 'danger', 'info', 'neutral', 'accent'] as const;

const Check = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

const meta = {
  title: 'Primitives/Chip',
  parameters: {
    docs: {
      description: {
        component: [
          "A small, non-interactive status label ('Active', 'Review Pending', 'Live').",
          '',
          '### Usage',
          'Use to show a state next to what it describes: KYC document status, bonus status, a live event, a back-office account state.',
          '',
          '- **Do** pick the `tone` by meaning: `success` approved/active, `warning` pending, `danger` rejected/expired.',
          '- **Do** keep the text to one or two words; the text carries the meaning, the colour repeats it.',
          '- **Do** use `size="sm"` in tables and tiles.',
          "- **Don't** make a chip clickable or use it as a filter button: it has no role.",
        ].join('\n'),
      },
    },
  },
  component: Chip,
  args: { children: 'Active', tone: 'success' },
  argTypes: {
    children: { control: 'text' },
    dot: { control: 'boolean' },
    icon: { control: false, description: 'An icon element (decorative); replaces the dot.' },
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tones.map((tone) => (
        <Chip key={tone} {...args} tone={tone}>
          {tone}
        </Chip>
      ))}
    </div>
  ),
};

export const WithDot: Story = {
  args: { dot: true, tone: 'warning', children: 'Review Pending' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Review Pending').parentElement as HTMLElement;
    await expect(chip.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(chip).toHaveTextContent(/^Review Pending$/);
  },
};

export const WithIcon: Story = {
  args: { icon: <Check />, tone: 'success', children: 'Verified' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Chip {...args} size="sm" tone="danger" dot>
        Live
      </Chip>
      <Chip {...args} size="md" tone="danger" dot>
        Live
      </Chip>
    </div>
  ),
};

export const LongText: Story = {
  args: { tone: 'danger', children: 'Rejected due to blurred photo of the identity document' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};

export const OnRaisedSurface: Story = {
  render: (args) => (
    <Card padding="sm">
      <Inline>
        {tones.map((tone) => (
          <Chip key={tone} {...args} tone={tone} size="sm" dot>
            {tone}
          </Chip>
        ))}
      </Inline>
    </Card>
  ),
};
