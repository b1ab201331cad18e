import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { SideNav } from './SideNav';

const meta = {
  title: 'Patterns/SideNav',
  parameters: {
    docs: {
      description: {
        component: [
          'The vertical navigation of an application with many screens (the back office): a named `<nav>` with groups of links, the current page marked `aria-current="page"`, a header and a footer.',
          '',
          '### Usage',
          "Use as the back office's main navigation.",
          '',
          '- **Do** group links by task (Players, Payments, Risk) and name the `nav`.',
          '- **Do** mark the current page from the router.',
          "- **Don't** use it on the player site (use `SiteHeader` and `MobileNav`).",
        ].join('\n'),
      },
    },
  },
  component: SideNav,
  argTypes: {
    label: { control: 'text' },
    sections: { control: 'object', description: '`{ label?, items: { href, label, current?, badge? }[] }[]`.' },
    header: { control: false, description: "An element: the product's name or logo." },
    footer: { control: false, description: 'An element: who is signed in, a sign-out button.' },
  },
  args: {
    label: 'Back office',
    header: (
      <Text as="strong" weight="bold">
        Casino back office
      </Text>
    ),
    sections: [
      { items: [{ href: '#dashboard', label: 'Dashboard' }] },
      {
        label: 'Queues',
        items: [
          { href: '#kyc', label: 'KYC queue', badge: 12 },
          { href: '#withdrawals', label: 'Withdrawals', current: true, badge: 3 },
          { href: '#held', label: 'Held deposits' },
        ],
      },
      {
        label: 'Administration',
        items: [
          { href: '#audit', label: 'Audit log' },
          { href: '#staff', label: 'Staff' },
          { href: '#sessions', label: 'My sessions' },
        ],
      },
    ],
    footer: (
      <>
        <Text size="sm" tone="secondary">
          Ada Lovelace · admin
        </Text>
        <Button variant="outline" size="sm">
          Sign out
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 260, height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Back office' });
    await expect(within(nav).getByRole('link', { name: /Withdrawals/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('list', { name: 'Queues' })).toBeVisible();
  },
};

/** A role that sees few screens: groups without a link are left out. */
export const FewItems: Story = {
  args: {
    sections: [
      { items: [{ href: '#dashboard', label: 'Dashboard', current: true }] },
      { label: 'Queues', items: [] },
      { label: 'Administration', items: [{ href: '#sessions', label: 'My sessions' }] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Queues')).toBeNull();
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

export const LongLabels: Story = {
  args: {
    sections: [
      {
        label: 'A section heading long enough to wrap',
        items: [{ href: '#long', label: 'A link whose label is much longer than the navigation is wide', badge: 1234 }],
      },
    ],
  },
};
