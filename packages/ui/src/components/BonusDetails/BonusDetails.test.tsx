import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BonusDetails } from './BonusDetails';

const bonus = { name: 'Welcome Bonus', typeLabel: 'First Time Deposit', offer: '100% up to € 500' };

describe('BonusDetails', () => {
  it('shows name, type, offer and the fields as a definition list', () => {
    render(<BonusDetails {...bonus} fields={[{ label: 'Promo code', value: 'WELCOME100' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Bonus' })).toBeInTheDocument();
    expect(screen.getByText('First Time Deposit')).toBeInTheDocument();
    expect(screen.getByText('100% up to € 500')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Promo code');
    expect(screen.getByRole('definition')).toHaveTextContent('WELCOME100');
  });

  it('renders the description and calls onAvail', async () => {
    const onAvail = vi.fn();
    render(
      <BonusDetails {...bonus} onAvail={onAvail}>
        <p>Terms apply.</p>
      </BonusDetails>,
    );
    expect(screen.getByText('Terms apply.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avail Bonus' }));
    expect(onAvail).toHaveBeenCalledOnce();
  });

  it('takes the action label from availLabel, then messages', () => {
    const { rerender } = render(<BonusDetails {...bonus} messages={{ avail: 'Bonus nutzen' }} />);
    expect(screen.getByRole('button', { name: 'Bonus nutzen' })).toBeInTheDocument();
    rerender(<BonusDetails {...bonus} availLabel="Claim now" messages={{ avail: 'Bonus nutzen' }} />);
    expect(screen.getByRole('button', { name: 'Claim now' })).toBeInTheDocument();
  });

  it('ignores presses while claiming', async () => {
    const onAvail = vi.fn();
    render(<BonusDetails {...bonus} onAvail={onAvail} availLoading />);
    await userEvent.click(screen.getByRole('button', { name: 'Avail Bonus' }));
    expect(onAvail).not.toHaveBeenCalled();
  });
});
