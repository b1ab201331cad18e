import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MobileFooterMenu } from './MobileFooterMenu';

const icon = (d: string) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const items = [
  { href: '/sport-betting', label: 'Sports', icon: icon('M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z') },
  { href: '/events', label: 'Events', icon: icon('M4 6h16v14H4zM8 3v6M16 3v6') },
  { href: '/my-bets', label: 'My Bet', icon: icon('M6 4h12v16H6zM9 9h6M9 13h6') },
  { href: '/profile', label: 'Account', icon: icon('M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0') },
];

const meta = {
  title: 'Patterns/MobileFooterMenu',
  component: MobileFooterMenu,
  args: { items, activeHref: '/events' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileFooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileWidth: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick menu' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Quick menu' })).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    items: items.map((item) => ({ ...item, label: `${item.label} and more options` })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};
