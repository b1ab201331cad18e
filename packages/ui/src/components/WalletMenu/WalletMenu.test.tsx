import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletMenu, type Wallet } from '.';

const wallets: Wallet[] = [
  { id: 'eur', name: 'EUR', balance: '1,250.00', symbol: '€' },
  { id: 'bonus', name: 'Bonus', balance: '40.00', symbol: '€' },
];

describe('WalletMenu', () => {
  it('names the trigger after the selected wallet and shows its balance', () => {
    render(<WalletMenu wallets={wallets} selectedId="bonus" />);
    const trigger = screen.getByRole('button', { name: 'Wallet, balance € 40.00' });
    expect(trigger).toHaveTextContent('€ 40.00');
  });

  it('falls back to the first wallet', () => {
    render(<WalletMenu wallets={wallets} selectedId="unknown" />);
    expect(screen.getByRole('button', { name: 'Wallet, balance € 1,250.00' })).toBeInTheDocument();
  });

  it('opens on click, lists the wallets and checks the selected one', async () => {
    render(<WalletMenu wallets={wallets} selectedId="eur" />);
    await userEvent.click(screen.getByRole('button', { name: /Wallet/ }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName('EUR € 1,250.00');
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[1]).toHaveAttribute('aria-checked', 'false');
  });

  it('reports the chosen wallet', async () => {
    const onSelect = vi.fn();
    render(<WalletMenu wallets={wallets} selectedId="eur" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Wallet/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Bonus/ }));
    expect(onSelect).toHaveBeenCalledWith('bonus');
  });

  it('closes when the pointer leaves the list', async () => {
    render(<WalletMenu wallets={wallets} />);
    await userEvent.click(screen.getByRole('button', { name: /Wallet/ }));
    const menu = await screen.findByRole('menu');
    fireEvent.pointerLeave(menu);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows a dash on a disabled trigger without wallets', () => {
    render(<WalletMenu wallets={[]} />);
    const trigger = screen.getByRole('button', { name: 'Wallet, no balance' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent('—');
  });

  it('takes its strings from messages', () => {
    render(<WalletMenu wallets={wallets} messages={{ trigger: (s, b) => `Guthaben ${s} ${b}` }} />);
    expect(screen.getByRole('button', { name: 'Guthaben € 1,250.00' })).toBeInTheDocument();
  });
});
