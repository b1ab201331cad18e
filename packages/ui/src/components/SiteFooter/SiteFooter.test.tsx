import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter, type SiteFooterProps } from '.';

const props: SiteFooterProps = {
  pages: [{ href: '/pages?pageId=1', label: 'About us' }],
  supportLinks: [
    { href: '#', label: 'Faqs' },
    { href: '#', label: 'Support' },
  ],
  social: [{ href: 'https://x.com/casino', label: 'Casino on X', icon: <svg /> }],
  bottomLinks: [{ href: '#', label: 'Affiliate program' }],
  brand: 'Casino',
};

describe('SiteFooter', () => {
  it('shows the columns with their headings and links', () => {
    render(<SiteFooter {...props} />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const pages = screen.getByRole('region', { name: 'Information' });
    expect(within(pages).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/pages?pageId=1');
    expect(within(screen.getByRole('region', { name: 'Support' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Affiliate program' })).toBeInTheDocument();
  });

  it('opens social links in a new tab with rel noopener and a name', () => {
    render(<SiteFooter {...props} />);
    const link = screen.getByRole('link', { name: 'Casino on X' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('prints the copyright line, 2023 by default', () => {
    const { rerender } = render(<SiteFooter {...props} />);
    expect(screen.getByText('© 2023 Casino')).toBeInTheDocument();
    rerender(<SiteFooter {...props} copyrightYear={2025} />);
    expect(screen.getByText('© 2025 Casino')).toBeInTheDocument();
  });

  it('submits the e-mail to onSubscribe', async () => {
    const onSubscribe = vi.fn();
    render(<SiteFooter {...props} onSubscribe={onSubscribe} />);
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveAttribute('placeholder', 'Enter your e-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).not.toHaveBeenCalled();
    await userEvent.type(field, ' player@example.com {Enter}');
    expect(onSubscribe).toHaveBeenCalledWith('player@example.com');
  });

  it('shows the success message as a status and the error as * message', () => {
    const { rerender } = render(<SiteFooter {...props} subscribeMessage="Thanks for subscribing" />);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing');
    rerender(<SiteFooter {...props} subscribeError="Enter a valid e-mail" />);
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Enter a valid e-mail/).textContent).toMatch(/^\*\s?Enter a valid e-mail$/);
  });

  it('blocks repeat submits while subscribing', async () => {
    const onSubscribe = vi.fn();
    render(<SiteFooter {...props} onSubscribe={onSubscribe} subscribing />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'a@b.co{Enter}');
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-busy', 'true');
  });
});
