import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExclusionConfirmation } from './ExclusionConfirmation';

const periods = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
];

describe('ExclusionConfirmation', () => {
  // Radix measures the checkbox for the hidden input it submits; jsdom has no ResizeObserver.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for every missing part and sends nothing', async () => {
    const onConfirm = vi.fn();
    render(<ExclusionConfirmation periods={periods} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('* Choose a period')).toBeInTheDocument();
    expect(screen.getByText('* Enter your password to confirm')).toBeInTheDocument();
    expect(screen.getByText('* Tick the box to confirm you understand')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("names the password field's show and hide button in the app's words", async () => {
    render(
      <ExclusionConfirmation
        periods={periods}
        onConfirm={vi.fn()}
        messages={{ showPassword: 'Passwort anzeigen', hidePassword: 'Passwort verbergen' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
  });

  it('sends the chosen period and the password once the box is ticked', async () => {
    const onConfirm = vi.fn();
    render(<ExclusionConfirmation periods={periods} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'pw1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({ period: '7d', password: 'pw1' });
    expect(screen.queryByText(/\* /)).toBeNull();
  });
});
