import { useState } from 'react';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import * as styles from './WalletMenu.css';

/** One wallet of the player. */
export interface Wallet {
  /** Unique id, reported to `onSelect`. */
  id: string;
  /** Display name, such as 'EUR' or 'Bonus'. */
  name: string;
  /** Balance already formatted for display, such as '1,250.00'. */
  balance: string;
  /** Currency symbol shown before the balance, such as '€'. */
  symbol: string;
}

export interface WalletMenuMessages {
  /** Accessible name of the trigger, from the selected wallet's symbol and balance. */
  trigger: (symbol: string, balance: string) => string;
  /** Accessible name of the disabled trigger when there are no wallets. */
  empty: string;
  /** Visible text of the trigger when there are no wallets. */
  emptyValue: string;
  /** Heading above the wallet list. */
  heading: string;
}

export const defaultWalletMenuMessages: WalletMenuMessages = {
  trigger: (symbol, balance) => `Wallet, balance ${symbol} ${balance}`,
  empty: 'Wallet, no balance',
  emptyValue: '—',
  heading: 'Wallets',
};

export interface WalletMenuProps {
  /** The player's wallets, balances preformatted. An empty list shows '—' on a disabled trigger. */
  wallets: Wallet[];
  /** Id of the wallet shown on the trigger and checked in the list; the first wallet when omitted or unknown. */
  selectedId?: string;
  /** Called with the id of the wallet the player picks. */
  onSelect?: (id: string) => void;
  /** Visible and announced strings, with English defaults (`defaultWalletMenuMessages`). */
  messages?: Partial<WalletMenuMessages>;
}

const Chevron = () => (
  <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The header wallet dropdown: the trigger shows the selected wallet's balance, a click toggles the list
 * of wallets and moving the pointer out of the list closes it.
 */
export function WalletMenu({ wallets, selectedId, onSelect, messages }: WalletMenuProps) {
  const text = { ...defaultWalletMenuMessages, ...messages };
  const [open, setOpen] = useState(false);
  const selected = wallets.find((wallet) => wallet.id === selectedId) ?? wallets[0];

  if (!selected) {
    return (
      <Button variant="secondary" disabled aria-label={text.empty} className={styles.trigger}>
        {text.emptyValue}
      </Button>
    );
  }

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        variant="secondary"
        endIcon={<Chevron />}
        aria-label={text.trigger(selected.symbol, selected.balance)}
        className={styles.trigger}
      >
        <span className={styles.symbol}>{selected.symbol}</span> {selected.balance}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onPointerLeave={() => setOpen(false)}>
        <DropdownMenuLabel>{text.heading}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selected.id} onValueChange={onSelect}>
          {wallets.map((wallet) => (
            <DropdownMenuRadioItem
              key={wallet.id}
              value={wallet.id}
              endSlot={<span className={styles.balance}>{`${wallet.symbol} ${wallet.balance}`}</span>}
            >
              {wallet.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
