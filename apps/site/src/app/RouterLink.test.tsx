import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink, SiteNavigate } from './RouterLink';

const renderLink = (props: { href: string; target?: string; download?: string }, navigate = vi.fn()) => {
  render(
    <SiteNavigate.Provider value={navigate}>
      <RouterLink {...props}>Play</RouterLink>
    </SiteNavigate.Provider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Play' }) };
};

/** Clicks as a player would; answers whether the browser would still follow the link itself. */
const click = (link: HTMLElement, init: MouseEventInit = {}) => fireEvent.click(link, { button: 0, ...init });

describe('RouterLink', () => {
  it('is a real link, and a plain click moves through the router instead of loading a page', () => {
    const { navigate, link } = renderLink({ href: '/play-game?id=7' });
    expect(link).toHaveAttribute('href', '/play-game?id=7');
    expect(click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/play-game?id=7');
  });

  it('leaves new tabs, windows, other buttons, downloads and other sites to the browser', () => {
    const cases: [Parameters<typeof renderLink>[0], MouseEventInit][] = [
      [{ href: '/casino' }, { ctrlKey: true }],
      [{ href: '/casino' }, { metaKey: true }],
      [{ href: '/casino' }, { shiftKey: true }],
      [{ href: '/casino' }, { button: 1 }],
      [{ href: '/casino', target: '_blank' }, {}],
      [{ href: '/files/terms.pdf', download: '' }, {}],
      [{ href: 'https://example.com/help' }, {}],
    ];
    for (const [props, init] of cases) {
      const { navigate, link } = renderLink(props);
      expect(click(link, init), JSON.stringify([props, init])).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('loads the page as any link does outside the router', () => {
    render(<RouterLink href="/casino">Casino</RouterLink>);
    expect(click(screen.getByRole('link', { name: 'Casino' }))).toBe(true);
  });
});
