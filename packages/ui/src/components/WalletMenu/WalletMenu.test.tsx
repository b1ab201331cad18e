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

  it('closes when the mouse leaves the button without going into the list', async () => {
    render(<WalletMenu wallets={wallets} />);
    const trigger = screen.getByRole('button', { name: /Wallet/ });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays open while the mouse crosses from the button into the list, and on a tap', async () => {
    render(<WalletMenu wallets={wallets} />);
    const trigger = screen.getByRole('button', { name: /Wallet/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    // A finger lifted off the button leaves it too: that is no leaving.
    fireEvent.pointerLeave(menu, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('shows a dash on a disabled trigger without wallets', () => {
    render(<WalletMenu wallets={[]} />);
    const trigger = screen.getByRole('button', { name: 'Wallet, no balance' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent('—');
  });

  it('shows cash, bonus money and the wagering left apart instead of a one-wallet choice', async () => {
    render(
      <WalletMenu
        wallets={[
          {
            id: '3',
            name: 'Balance',
            balance: '200.00',
            symbol: '€',
            split: { cash: '100.00', bonus: '100.00' },
            wageringLeft: '2,970.00',
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wallet, balance € 200.00' }));
    const menu = await screen.findByRole('menu');
    expect(screen.queryAllByRole('menuitemradio')).toHaveLength(0);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Cash € 100.00',
      'Bonus € 100.00',
      'Wagering left € 2,970.00',
    ]);
    expect(menu).toHaveTextContent('Wallets');
  });

  it('leaves the wagering line out without a bonus in progress', async () => {
    render(
      <WalletMenu
        wallets={[{ id: '3', name: 'Balance', balance: '5.00', symbol: '€', split: { cash: '5.00', bonus: '0.00' } }]}
        messages={{ cash: 'Bargeld', bonus: 'Bonusgeld' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Wallet/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Bargeld € 5.00',
      'Bonusgeld € 0.00',
    ]);
  });

  it('shows figures that carry their currency as they are, without a symbol of their own', async () => {
    render(
      <WalletMenu
        wallets={[{ id: '3', name: 'Guthaben', balance: '5,00 €', split: { cash: '5,00 €', bonus: '0,00 €' } }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Wallet, balance 5,00 €' });
    expect(trigger).toHaveTextContent(/^5,00 €$/);
    await userEvent.click(trigger);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Cash 5,00 €',
      'Bonus 0,00 €',
    ]);
  });

  it('keeps the open list inside the landmark of its trigger, else in the body', async () => {
    const { unmount } = render(
      <header>
        <WalletMenu wallets={wallets} />
      </header>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Wallet/ }));
    expect(screen.getByRole('banner')).toContainElement(await screen.findByRole('menu'));
    unmount();
    render(<WalletMenu wallets={wallets} />);
    await userEvent.click(screen.getByRole('button', { name: /Wallet/ }));
    expect((await screen.findByRole('menu')).closest('header')).toBeNull();
  });

  it('takes its strings from messages', () => {
    render(<WalletMenu wallets={wallets} messages={{ trigger: (s, b) => `Guthaben ${s} ${b}` }} />);
    expect(screen.getByRole('button', { name: 'Guthaben € 1,250.00' })).toBeInTheDocument();
  });
});
