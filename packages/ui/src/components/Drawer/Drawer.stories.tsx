import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayBackdrop } from '../../private/overlay.css';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';
import { DrawerClose } from './DrawerClose';
import { DrawerContent } from './DrawerContent';
import { DrawerTrigger } from './DrawerTrigger';

const MenuIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const fieldStyle = {
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
};

const labelStyle = {
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
};

const menuEntries = ['Sports Betting', 'Casino', 'Live Casino', 'Promotions'];

/**
 * Controlled, as in the app: a router link cancels the browser's navigation (`preventDefault`), which
 * also cancels a `DrawerClose` around it, so the link closes the drawer itself.
 */
function MobileNavDrawer({ loggedIn, defaultOpen, onOpenChange }: { loggedIn: boolean } & DrawerProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const changeOpen = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <Drawer open={open} onOpenChange={changeOpen}>
      <DrawerTrigger variant="ghost" aria-label="Open menu">
        <MenuIcon />
      </DrawerTrigger>
      <DrawerContent title="Menu" hideTitle>
        {/* Placeholder for the language Select built elsewhere. */}
        <label style={labelStyle}>
          Language
          <select style={fieldStyle} defaultValue="en">
            <option value="en">English</option>
            <option value="de">Deutsch</option>
          </select>
        </label>
        {loggedIn && (
          <DrawerClose variant="secondary" fullWidth>
            Profile Dashboard
          </DrawerClose>
        )}
        <nav aria-label="Main">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2xs'] }}>
            {menuEntries.map((entry) => (
              <li key={entry}>
                <a
                  href={`/${entry.toLowerCase().replace(/\s+/g, '-')}`}
                  onClick={(event) => {
                    event.preventDefault();
                    changeOpen(false);
                  }}
                  style={{
                    display: 'block',
                    padding: `${vars.space.sm} ${vars.space.md}`,
                    borderRadius: vars.radius.md,
                    color: vars.color.text.primary,
                    textDecoration: 'none',
                    fontWeight: vars.fontWeight.medium,
                  }}
                >
                  {entry}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div style={{ marginTop: 'auto', display: 'grid', gap: vars.space.sm }}>
          {loggedIn ? (
            <Button variant="danger" fullWidth>
              Logout
            </Button>
          ) : (
            <>
              <Button variant="outline" fullWidth>
                Sign In
              </Button>
              <Button fullWidth>Sign Up</Button>
            </>
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  parameters: {
    docs: {
      description: {
        component: [
          'A side sheet over the page (mobile navigation, the lobby search panel). Modal: focus is trapped inside, Escape, the close button and a click on the overlay close it, and focus returns to the trigger.',
          '',
          '### Usage',
          'Use for secondary content that belongs beside the current page: navigation on phones, game search, filters of a long list.',
          '',
          '- **Do** give `DrawerContent` a `title` (its accessible name); use `hideTitle` where no visible heading fits (the mobile menu), and `side` for the edge it slides from.',
          '- **Do** keep the page underneath usable once it closes: the drawer does not own state the page needs.',
          '- **Do** control it (`open` + `onOpenChange`) when a route change or a pick inside should close it.',
          "- **Don't** use it for a decision the player must take (use `Dialog`) or for the betslip's confirmation.",
          "- **Don't** put a drawer inside a drawer or a dialog.",
        ].join('\n'),
      },
    },
  },
  component: Drawer,
  argTypes: {
    open: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    children: {
      control: false,
      description: 'A `DrawerTrigger` and a `DrawerContent` (composition: see the stories).',
    },
  },
  args: { onOpenChange: fn() },
  render: (args) => <MobileNavDrawer loggedIn {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  return { trigger, drawer };
}

export const MobileNavLoggedIn: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const { trigger, drawer } = await openMenu(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const panel = within(drawer);
    await expect(panel.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect(panel.getByLabelText('Language')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Profile Dashboard' })).toBeInTheDocument();
    const links = within(panel.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(menuEntries);
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const MobileNavLoggedOut: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <MobileNavDrawer loggedIn={false} {...args} />,
  play: async ({ canvasElement }) => {
    const { drawer } = await openMenu(canvasElement);
    const panel = within(drawer);
    await expect(panel.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Profile Dashboard' })).not.toBeInTheDocument();
  },
};

export const ClosesOnOverlayClick: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger } = await openMenu(canvasElement);
    const overlay = document.querySelector<HTMLElement>(`.${overlayBackdrop}`);
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesFromCloseButtonAndLinks: Story = {
  play: async ({ canvasElement }) => {
    let { drawer } = await openMenu(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    ({ drawer } = await openMenu(canvasElement));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Casino' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    ({ drawer } = await openMenu(canvasElement));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Profile Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { drawer } = await openMenu(canvasElement);
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const SearchSidePanel: Story = {
  render: (args) => (
    <Drawer {...args}>
      <DrawerTrigger variant="secondary">Search</DrawerTrigger>
      <DrawerContent side="right" width="24rem" title="Search games" messages={{ close: 'Close search' }}>
        <label style={labelStyle}>
          Provider Filter
          <select style={fieldStyle} defaultValue="">
            <option value="">All providers</option>
            <option value="pragmatic">Pragmatic Play</option>
          </select>
        </label>
        <input aria-label="Search" placeholder="Search Your Favourite Game" style={fieldStyle} type="search" />
      </DrawerContent>
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Search games' });
    await expect(within(panel).getByRole('heading', { name: 'Search games' })).toBeVisible();
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0));
    const box = within(panel).getByPlaceholderText('Search Your Favourite Game');
    await userEvent.type(box, 'book');
    await expect(box).toHaveValue('book');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenByDefault: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  },
};
