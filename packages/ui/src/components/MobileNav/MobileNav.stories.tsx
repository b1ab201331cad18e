import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { MobileNav, type MobileNavProps } from './MobileNav';

const menu = [
  { href: '/', label: 'Home' },
  { href: '/casino', label: 'Casino' },
  { href: '/sport-betting', label: 'Sports Betting' },
  { href: '/promotions', label: 'Promotions' },
];

const MenuIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const languageSelector = (
  <Select
    label="Language"
    value="en"
    onValueChange={() => {}}
    options={[
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ]}
  />
);

/** Controlled as in the app: the header's hamburger opens it, every entry closes it. */
function WithHamburger(args: MobileNavProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <IconButton label="Open menu" icon={<MenuIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <MobileNav
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/** Keeps the story page in place: the app's router link would navigate. */
const stayOnPage = (link: HTMLElement) =>
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });

const meta = {
  title: 'Patterns/MobileNav',
  parameters: {
    docs: {
      description: {
        component: [
          'The mobile navigation drawer (left side): language selector, Profile Dashboard (signed in), the menu entries, then Logout or Sign In and Sign Up. Controlled; every entry and button closes it.',
          '',
          '### Usage',
          'Use through `SiteHeader`, which opens it from the hamburger button at 991px and below.',
          '',
          '- **Do** keep its entries the same as the desktop menu.',
          '- **Do** pass `activeHref` so the current page is marked, and `loggedIn` to switch Profile Dashboard/Logout and Sign In/Sign Up.',
          "- **Don't** add a second mobile menu or put the betslip in it.",
        ].join('\n'),
      },
    },
  },
  component: MobileNav,
  argTypes: {
    open: { control: 'boolean' },
    loggedIn: { control: 'boolean' },
    activeHref: { control: 'text' },
    profileHref: { control: 'text' },
    menu: { control: 'object', description: '`{ href, label }[]`.' },
    languageSelector: { control: false, description: 'An element (a `Select`).' },
    messages: { control: 'object' },
  },
  args: {
    open: false,
    onOpenChange: fn(),
    menu,
    activeHref: '/casino',
    loggedIn: false,
    onLogout: fn(),
    onSignIn: fn(),
    onSignUp: fn(),
    profileHref: '/profile',
    languageSelector,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <WithHamburger {...args} />,
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).queryByRole('link', { name: 'Profile Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Profile Dashboard' })).toHaveAttribute('href', '/profile');
    await expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible();
    const entry = within(drawer).getByRole('link', { name: 'Promotions' });
    stayOnPage(entry);
    await userEvent.click(entry);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { open: true, loggedIn: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: {
    open: true,
    menu: [
      { href: '/casino', label: 'Casino and Live Dealer Tables with Extra Long Name' },
      { href: '/sport-betting', label: 'Sports Betting and In-Play Markets' },
      { href: '/promotions', label: 'Promotions, Tournaments and Loyalty Rewards' },
    ],
    messages: { signIn: 'Sign In to your existing account', signUp: 'Create a brand new account today' },
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(3);
  },
};
