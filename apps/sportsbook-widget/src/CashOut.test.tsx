import type { SportsbookBet } from '@casino/contract';
import { ApiError } from '@casino/contract/routes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CashOut } from './CashOut';
import { euroFormatter } from './messages';
import { createTranslator, englishTranslator } from './texts';

const bet = (overrides: Partial<SportsbookBet> = {}): SportsbookBet => ({
  id: 7,
  uuid: '4f1c1a35-5d3e-4a43-9a8e-1e2f3a4b5c6d',
  type: 'single',
  systemSize: null,
  description: 'Sportsbook: Arsenal vs Chelsea',
  stake: '10.00',
  potentialPayout: '18.50',
  payout: '0.00',
  cashedOut: '0.00',
  currency: { code: 'EUR' },
  status: 'open',
  legs: [],
  createdAt: '2026-11-27T12:00:00.000Z',
  settledAt: null,
  cashOut: { value: '9.50', available: true, reason: null, partial: true },
  ...overrides,
});

const euros = euroFormatter('en_GB');

describe('CashOut', () => {
  it('cashes out the value shown after a confirmation, with an idempotency key', async () => {
    const cashOut = vi.fn().mockResolvedValue({});
    const onChanged = vi.fn();
    render(
      <CashOut bet={bet()} cashOut={cashOut} translator={englishTranslator} euros={euros} onChanged={onChanged} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    expect(screen.getByText('You receive €9.50 now and the bet is closed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    expect(cashOut).toHaveBeenCalledWith(7, { value: '9.50' }, expect.any(String));
    expect((await screen.findByRole('status')).textContent).toBe('You cashed out €9.50.');
    expect(onChanged).toHaveBeenCalled();
  });

  it('cashes out a part of a single and refuses an amount above the value', async () => {
    const cashOut = vi.fn().mockResolvedValue({});
    render(<CashOut bet={bet()} cashOut={cashOut} translator={englishTranslator} euros={euros} onChanged={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cash out a part' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to cash out' });
    await userEvent.type(amount, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    expect(screen.getByRole('textbox', { name: 'Amount to cash out' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Enter an amount above 0 and up to the cash-out value.');
    expect(cashOut).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4,5');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    expect(cashOut).toHaveBeenCalledWith(7, { value: '9.50', amount: '4.50' }, expect.any(String));
  });

  it('says when the value moved (with the new value) or the market is suspended, in the player language', async () => {
    const cashOut = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'moved', { value: '8.10' }, 'valueChanged'))
      .mockRejectedValueOnce(new ApiError(409, 'suspended', {}, 'suspended'));
    const german = createTranslator('de_DE', {
      'sportsbook.cashOut.button': 'Cash-out {{amount}}',
      'sportsbook.cashOut.confirm': 'Cash-out bestätigen',
      'sportsbook.cashOut.moved': 'Der Cash-out-Wert hat sich auf {{amount}} geändert.',
    });
    const { rerender } = render(
      <CashOut bet={bet()} cashOut={cashOut} translator={german} euros={euroFormatter('de_DE')} onChanged={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Cash-out 9,50\s€$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cash-out bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Der Cash-out-Wert hat sich auf 8,10\s€ geändert\.$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cash-out bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cash-out is not available while a market of this bet is suspended.',
    );
    // A bet that cannot be cashed out shows why, and no button.
    rerender(
      <CashOut
        bet={bet({ cashOut: { value: '0.00', available: false, reason: 'legLost', partial: false } })}
        cashOut={cashOut}
        translator={englishTranslator}
        euros={euros}
        onChanged={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
    expect(screen.getByText('Cash-out is not available: a selection of this bet has lost.')).toBeTruthy();
  });
});
