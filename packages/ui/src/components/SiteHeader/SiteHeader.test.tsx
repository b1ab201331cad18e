import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { MarkedRouterLink } from '../LinkProvider/LinkProvider.harness';
import { SiteHeader } from '.';

const menu = [
  { href: '/casino', label: 'Casino' },
  { href: '/sport-betting', label: 'Sports Betting' },
];

describe('SiteHeader', () => {
  it('is a banner whose first focusable element is the skip link to #main', async () => {
    render(<SiteHeader logo={<svg />} homeLabel="Casino home" menu={menu} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('links the logo home, named by homeLabel', () => {
    render(<SiteHeader logo={<svg />} homeLabel="Casino home" />);
    expect(screen.getByRole('link', { name: 'Casino home' })).toHaveAttribute('href', '/');
  });

  it('marks the active menu entry with aria-current', () => {
    render(<SiteHeader logo={<svg />} menu={menu} activeHref="/casino" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sports Betting' })).not.toHaveAttribute('aria-current');
  });

  it('shows a spinner instead of the account area while loading', () => {
    const { rerender } = render(<SiteHeader logo={<svg />} account={<button>Sign In</button>} loading />);
    expect(screen.getByRole('status', { name: 'Loading account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    rerender(<SiteHeader logo={<svg />} account={<button>Sign In</button>} />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('renders the language selector slot and calls onMenuOpen from the hamburger', async () => {
    const onMenuOpen = vi.fn();
    render(
      <SiteHeader
        logo={<svg />}
        languageSelector={<select aria-label="Language" />}
        onMenuOpen={onMenuOpen}
        menuOpen={false}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    expect(onMenuOpen).toHaveBeenCalledOnce();
  });

  it('routes links through the LinkProvider component', () => {
    render(
      <LinkProvider linkComponent={MarkedRouterLink}>
        <SiteHeader logo={<svg />} menu={menu} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });

  it('takes its strings from messages', () => {
    render(<SiteHeader logo={<svg />} messages={{ skipToContent: 'Zum Inhalt', openMenu: 'Menü öffnen' }} />);
    expect(screen.getByRole('link', { name: 'Zum Inhalt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  });
});
