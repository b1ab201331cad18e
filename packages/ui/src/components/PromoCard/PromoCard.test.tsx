import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoCard } from './PromoCard';

const bonus = { name: 'Welcome Bonus', typeLabel: 'First Time Deposit', offer: '100% up to € 500' };

describe('PromoCard', () => {
  it('shows the bonus as an article named by its heading', () => {
    render(<PromoCard {...bonus} />);
    expect(screen.getByRole('article', { name: 'Welcome Bonus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Welcome Bonus' })).toBeInTheDocument();
    expect(screen.getByText('First Time Deposit')).toBeInTheDocument();
    expect(screen.getByText('100% up to € 500')).toBeInTheDocument();
  });

  it('calls onGetInfo from a button described by the name', async () => {
    const onGetInfo = vi.fn();
    render(<PromoCard {...bonus} onGetInfo={onGetInfo} messages={{ getInfo: 'Details' }} />);
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button).toHaveAccessibleDescription('Welcome Bonus');
    await userEvent.click(button);
    expect(onGetInfo).toHaveBeenCalledOnce();
  });

  it('is a link with an href', () => {
    render(<PromoCard {...bonus} href="/bonus-details" headingLevel={2} />);
    expect(screen.getByRole('link', { name: 'Get Info' })).toHaveAttribute('href', '/bonus-details');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('shows a placeholder without an image', () => {
    const { container } = render(<PromoCard {...bonus} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
  });
});
