import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { MobileNav } from '../MobileNav';
import { Select } from '../Select';
import { WalletMenu } from '../WalletMenu';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const menu = [
  { href: '/', label: 'Home' },
  { href: '/casino', label: 'Casino' },
  { href: '/sport-betting', label: 'Sports Betting' },
  { href: '/promotions', label: 'Promotions' },
];

const wallets = [
  { id: 'eur', name: 'EUR', balance: '1,250.00', symbol: '€' },
  { id: 'bonus', name: 'Bonus', balance: '40.00', symbol: '€' },
];

const Logo = () => (
  <svg width="112" height="28" viewBox="0 0 112 28" aria-hidden="true">
    <rect width="28" height="28" rx="6" fill={vars.color.accent.base} />
    <text x="36" y="20" fill={vars.color.text.primary} fontSize="16" fontWeight="700" fontFamily="sans-serif">
      Casino
    </text>
  </svg>
);

const languageSelector = (
  <Select
    label="Language"
    hideLabel
    value="en"
    onValueChange={() => {}}
    options={[
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ]}
  />
);

const loggedOut = (
  <>
    <Button variant="outline">Sign In</Button>
    <Button>Sign Up</Button>
  </>
);

const loggedIn = (
  <>
    <WalletMenu wallets={wallets} selectedId="eur" />
    <Button>Profile Dashboard</Button>
  </>
);

/** The header as the app wires it: the hamburger opens the MobileNav drawer. */
function Shell(header: SiteHeaderProps) {
  const isLoggedIn = header.account === loggedIn;
  const [open, setOpen] = useState(false);
  return (
    <>
      <SiteHeader
        {...header}
        menuOpen={open}
        onMenuOpen={() => {
          header.onMenuOpen?.();
          setOpen(true);
        }}
      />
      <MobileNav
        open={open}
        onOpenChange={setOpen}
        menu={header.menu}
        activeHref={header.activeHref}
        loggedIn={isLoggedIn}
        languageSelector={languageSelector}
      />
      <main id="main" tabIndex={-1} style={{ padding: vars.space.xl, color: vars.color.text.primary }}>
        <p>Page content</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Patterns/SiteHeader',
  component: SiteHeader,
  argTypes: {
    homeLabel: { control: 'text' },
    menu: { control: 'object', description: '`{ href, label }[]`.' },
    activeHref: { control: 'text' },
    loading: { control: 'boolean' },
    menuOpen: { control: 'boolean' },
    logo: { control: false, description: "The brand's logo element." },
    languageSelector: { control: false, description: 'An element (a `Select`).' },
    account: { control: false, description: 'Sign In / Sign Up buttons, or the `WalletMenu` (see the stories).' },
    messages: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The sticky site header: skip link, logo, main menu, language selector and account area. At 991px or less the menu and language selector give way to a hamburger button that opens `MobileNav`.',
          '',
          '### Usage',
          'Use once on every player-site page.',
          '',
          '- **Do** put the wallet (`WalletMenu`) and Deposit in the account area for a signed-in player, Sign In and Sign Up for a visitor.',
          "- **Do** keep the skip link working: the page's main content needs its target id.",
          "- **Don't** add more top-level entries than fit at 992px.",
        ].join('\n'),
      },
    },
    layout: 'fullscreen',
  },
  args: {
    logo: <Logo />,
    homeLabel: 'Casino home',
    menu,
    activeHref: '/casino',
    languageSelector,
    account: loggedOut,
    onMenuOpen: fn(),
  },
  render: (args) => <Shell {...args} />,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

export const LoggedInWithWallet: Story = {
  args: { account: loggedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wallet, balance € 1,250.00' }));
    const eur = await screen.findByRole('menuitemradio', { name: 'EUR € 1,250.00' });
    await waitFor(() => expect(eur).toBeVisible());
    await expect(screen.getByRole('menuitemradio', { name: 'Bonus € 40.00' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Profile Dashboard' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading account' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  args: { account: loggedIn },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onMenuOpen).toHaveBeenCalled();
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const entry = within(drawer).getByRole('link', { name: 'Casino' });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    // Stay on the story page: the app's router link would navigate.
    entry.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(entry);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongLabels: Story = {
  args: {
    homeLabel: 'Casino Royale International home page',
    menu: [
      { href: '/casino', label: 'Casino and Live Dealer Tables' },
      { href: '/sport-betting', label: 'Sports Betting and In-Play Markets' },
      { href: '/promotions', label: 'Promotions, Tournaments and Loyalty Rewards' },
      { href: '/vip', label: 'VIP Lounge' },
    ],
    activeHref: '/vip',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'VIP Lounge' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
