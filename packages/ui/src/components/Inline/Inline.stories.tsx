import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'Primitives/Inline',
  parameters: {
    docs: {
      description: {
        component: [
          'Children in a row that wraps onto new lines when it runs out of room.',
          '',
          '### Usage',
          'Use for rows of small things with even gaps: buttons in a footer, chips, quick amounts.',
          '',
          '- **Do** use it instead of ad-hoc margins so spacing follows the theme; use `collapseBelow` to stack on phones.',
          "- **Don't** use it for page layout columns or for content that must keep a reading order different from the visual one.",
        ].join('\n'),
      },
    },
  },
  component: Inline,
  args: {
    children: [
      <Button key="20" variant="secondary">
        20
      </Button>,
      <Button key="30" variant="secondary">
        30
      </Button>,
      <Button key="50" variant="secondary">
        50
      </Button>,
      <Button key="100" variant="secondary">
        100
      </Button>,
    ],
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'ul', 'ol', 'nav', 'section'] },
    children: { control: false, description: 'The items (see the stories).' },
    gap: { control: 'select', options: ['none', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'desktop', 'lg'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: '20' }).parentElement as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(rowOf(canvasElement));
    await expect(style.flexDirection).toBe('row');
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.columnGap).toBe('8px');
  },
};

export const Between: Story = {
  args: {
    justify: 'between',
    children: [
      <strong key="title">Transaction History</strong>,
      <Button key="reload" variant="ghost" size="sm">
        Reload
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: 'Reload' }).parentElement as HTMLElement;
    await expect(getComputedStyle(row).justifyContent).toBe('space-between');
  },
};

export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: { gap: 'md' },
};

export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(rowOf(canvasElement));
    await expect(style.flexDirection).toBe(window.innerWidth >= 992 ? 'row' : 'column');
  },
};

export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'desktop' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(rowOf(canvasElement));
    await expect(style.flexDirection).toBe('column');
    await expect(style.alignItems).toBe('stretch');
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    children: ['Faqs', 'Support', 'Affiliate program'].map((name) => <li key={name}>{name}</li>),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
