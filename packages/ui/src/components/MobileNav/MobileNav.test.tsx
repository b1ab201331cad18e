import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MobileFooterMenu, MobileNav, type MobileNavProps } from '.';

const menu = [
  { href: '/casino', label: 'Casino' },
  { href: '/promotions', label: 'Promotions' },
];

function renderNav(props: Partial<MobileNavProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <MobileNav
      open
      onOpenChange={onOpenChange}
      menu={menu}
      languageSelector={<select aria-label="Language" />}
      {...props}
    />,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

/** The header's menu button that opens the drawer (no DrawerTrigger), as the site's header does. */
function OpenedByHeader() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileNav open={open} onOpenChange={setOpen} menu={menu} />
    </>
  );
}

describe('MobileNav', () => {
  it('gives focus back to the menu button when it closes', async () => {
    render(<OpenedByHeader />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('lists language, Profile Dashboard, entries and Logout in order when logged in', () => {
    const { dialog } = renderNav({ loggedIn: true, activeHref: '/promotions' });
    const controls = Array.from(dialog.querySelectorAll('select, a, button')).map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );
    expect(controls).toEqual(['Close menu', 'Language', 'Profile Dashboard', 'Casino', 'Promotions', 'Logout']);
    expect(within(dialog).getByRole('link', { name: 'Profile Dashboard' })).toHaveAttribute('href', '/profile');
    expect(within(dialog).getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Sign In and Sign Up when logged out, each closing the drawer', async () => {
    const onSignIn = vi.fn();
    const onSignUp = vi.fn();
    const { onOpenChange, dialog } = renderNav({ onSignIn, onSignUp });
    expect(within(dialog).queryByRole('link', { name: 'Profile Dashboard' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on an entry click and on logout', async () => {
    const onLogout = vi.fn();
    const { onOpenChange, dialog } = renderNav({ loggedIn: true, onLogout });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Casino' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<MobileNav open={false} onOpenChange={() => {}} menu={menu} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('MobileFooterMenu', () => {
  it('lists its entries as links, marking the active one', () => {
    render(
      <MobileFooterMenu
        activeHref="/events"
        items={[
          { href: '/sports', label: 'Sports', icon: <svg /> },
          { href: '/events', label: 'Events', icon: <svg /> },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sports' })).not.toHaveAttribute('aria-current');
  });
});
