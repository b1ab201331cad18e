import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const tones = ['primary', 'secondary', 'muted', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Primitives/Text',
  parameters: {
    docs: {
      description: {
        component: [
          "Body text in the theme's fonts, sizes and colours.",
          '',
          '### Usage',
          'Use for all interface text that is not a heading or long-form content.',
          '',
          '- **Do** use the muted tone only for secondary text, and check contrast on both themes.',
          "- **Don't** use it to fake a heading (use `Heading`) or for CMS content (use `Prose`).",
        ].join('\n'),
      },
    },
  },
  component: Text,
  args: { children: 'Verification takes up to 48 hours. We send an e-mail once it is done.' },
  argTypes: {
    children: { control: 'text' },
    truncate: { control: 'boolean' },
    numeric: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
    tone: { control: 'select', options: [...tones, 'inherit'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Verification takes/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: Welcome bonus 100% up to €500
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tones.map((tone) => (
        <Text key={tone} {...args} tone={tone} weight="medium">
          {tone}: Withdrawal requested
        </Text>
      ))}
    </div>
  ),
};

export const AsSpan: Story = {
  args: { as: 'span', size: 'sm', tone: 'secondary', children: 'Joined March 4, 2024' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Joined March 4, 2024').tagName).toBe('SPAN');
  },
};

export const Numeric: Story = {
  args: { numeric: true, weight: 'bold', children: '€1,234.50' },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'Bonus terms: the bonus must be wagered 35 times within 30 days before it can be withdrawn, games contribute differently.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Bonus terms/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};
