import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';

const Block = ({ children }: { children: string }) => (
  <div style={{ padding: 12, border: '1px dashed currentColor', borderRadius: 8 }}>{children}</div>
);

const meta = {
  title: 'Primitives/Stack',
  parameters: {
    docs: {
      description: {
        component: [
          'Children in a column with even space between them.',
          '',
          '### Usage',
          'Use for vertical rhythm in forms, cards and page sections instead of margins.',
          '',
          "- **Do** pick the gap from the theme's space scale.",
          "- **Don't** nest stacks only to change one gap: split the content into sections.",
        ].join('\n'),
      },
    },
  },
  component: Stack,
  args: {
    children: [
      <Block key="1">Account Settings</Block>,
      <Block key="2">Identity Details</Block>,
      <Block key="3">Verification</Block>,
    ],
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'ul', 'ol', 'section', 'form'] },
    children: { control: false, description: 'The items (see the stories).' },
    gap: { control: 'select', options: ['none', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { 'aria-label': 'Profile sections' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[aria-label="Profile sections"]') as HTMLElement;
    const style = getComputedStyle(stack);
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe('12px');
  },
};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32 }}>
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap} />
      ))}
    </div>
  ),
};

export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByText('Verification');
    await expect(getComputedStyle(block.parentElement as HTMLElement).alignItems).toBe('center');
  },
};

export const ResponsiveGap: Story = {
  args: { gap: { base: 'xs', desktop: '2xl' } },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Verification').parentElement as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe(window.innerWidth >= 992 ? '32px' : '4px');
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'sm',
    children: ['Slots', 'Table Games', 'Instant'].map((name) => <li key={name}>{name}</li>),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

export const MobileWidth: Story = {
  args: { gap: { base: 'xs', desktop: '2xl' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Verification').parentElement as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('4px');
  },
};
