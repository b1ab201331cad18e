import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { MarkedRouterLink } from '../LinkProvider/LinkProvider.harness';
import { SideNav } from './SideNav';

const sections = [
  {
    items: [{ href: '/backoffice', label: 'Dashboard' }],
  },
  {
    label: 'Queues',
    items: [
      { href: '/backoffice/kyc', label: 'KYC queue', badge: 4 },
      { href: '/backoffice/withdrawals', label: 'Withdrawals', current: true },
    ],
  },
  { label: 'Empty', items: [] },
];

describe('SideNav', () => {
  it('is a named navigation whose groups are lists named by their headings, the current page marked', () => {
    render(
      <SideNav
        label="Back office"
        sections={sections}
        header="Casino"
        footer={<button type="button">Sign out</button>}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const queues = within(nav).getByRole('list', { name: 'Queues' });
    expect(
      within(queues)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['KYC queue4', 'Withdrawals']);
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // A section without items is not shown at all.
    expect(within(nav).queryByText('Empty')).toBeNull();
    expect(within(nav).getByText('Casino')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("renders its links with the app's link component", () => {
    render(
      <LinkProvider linkComponent={MarkedRouterLink}>
        <SideNav label="Back office" sections={sections} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/backoffice');
  });
});
