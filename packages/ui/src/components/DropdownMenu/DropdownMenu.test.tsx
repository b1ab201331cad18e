import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '.';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix measures the trigger and the menu with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function WalletMenu({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [wallet, setWallet] = useState('combined');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Wallet</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Wallets</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={wallet}
          onValueChange={(value) => {
            onValueChange?.(value);
            setWallet(value);
          }}
        >
          <DropdownMenuRadioItem value="combined" endSlot="€ 1,250.00">
            combined
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="bonus" endSlot="€ 40.00">
            bonus
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('lists wallets with their balances and checks the selected one', async () => {
    render(<WalletMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    const menu = screen.getByRole('menu', { name: 'Wallet' });
    expect(menu).toHaveTextContent('Wallets');
    expect(screen.getByRole('menuitemradio', { name: 'combined € 1,250.00' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'bonus € 40.00' })).not.toBeChecked();
  });

  it('reports the chosen wallet, closes and returns focus to the trigger', async () => {
    const onValueChange = vi.fn();
    render(<WalletMenu onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'bonus € 40.00' }));
    expect(onValueChange).toHaveBeenCalledWith('bonus');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitemradio', { name: 'bonus € 40.00' })).toBeChecked();
  });

  it('runs an item on Enter, skips disabled items and closes on Escape', async () => {
    const onSelect = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem startSlot={<svg data-testid="icon" aria-hidden="true" />}>
            Profile Dashboard
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Withdraw</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSelect}>Logout</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile Dashboard' })).toContainElement(screen.getByTestId('icon'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('follows the open prop when controlled', async () => {
    const onOpenChange = vi.fn();
    render(
      <DropdownMenu open={false} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger>Wallet</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>combined</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
