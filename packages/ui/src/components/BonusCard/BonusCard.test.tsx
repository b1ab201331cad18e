import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BonusCard } from './BonusCard';

describe('BonusCard', () => {
  it('copies the code through the app', () => {
    const onCopyCode = vi.fn();
    render(<BonusCard name="Welcome" code="WELCOME100" onCopyCode={onCopyCode} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(onCopyCode).toHaveBeenCalledWith('WELCOME100');
  });

  it('shows no copy button without a handler and no image box unless asked', () => {
    const { container } = render(<BonusCard name="Welcome" code="WELCOME100" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });

  it('lists the details as terms and values and shows the gauge', () => {
    render(
      <BonusCard
        name="Reload"
        status={{ label: 'Active', tone: 'success' }}
        progress={{ value: 12.5, label: 'Cleared' }}
        details={[{ label: 'Amount wagered', value: '€10.00' }]}
      />,
    );
    expect(screen.getByText('Amount wagered').tagName).toBe('DT');
    expect(screen.getByText('€10.00').tagName).toBe('DD');
    expect(screen.getByRole('progressbar', { name: 'Cleared' })).toHaveAttribute('aria-valuetext', '12.50%');
  });

  it('puts the actions inside the card, after the details', () => {
    const onForfeit = vi.fn();
    render(
      <BonusCard
        name="Welcome"
        details={[{ label: 'Wagering left', value: '€2,970.00' }]}
        actions={
          <button type="button" onClick={onForfeit}>
            Forfeit bonus
          </button>
        }
      />,
    );
    const card = screen.getByRole('article', { name: 'Welcome' });
    const button = screen.getByRole('button', { name: 'Forfeit bonus' });
    expect(card).toContainElement(button);
    expect(
      screen.getByText('€2,970.00').compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(button);
    expect(onForfeit).toHaveBeenCalledOnce();
  });
});
