import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import * as styles from './WalletMenu.css';

/** One wallet of the player. */
export interface Wallet {
  /** Unique id, reported to `onSelect`. */
  id: string;
  /** Display name, such as 'EUR' or 'Bonus'. */
  name: string;
  /** Balance already formatted for display, such as '1,250.00', or with its currency ('1.250,00 €'). */
  balance: string;
  /** Currency symbol shown before every figure, such as '€'; left out when the figures carry their currency. */
  symbol?: string;
  /**
   * The balance split into cash (withdrawable) and bonus money, preformatted. When given, the list
   * shows Cash and Bonus apart under the wallet instead of one figure.
   */
  split?: { cash: string; bonus: string };
  /** What is still to wager before the bonus money converts, preformatted; set while a bonus is in progress. */
  wageringLeft?: string;
}

export interface WalletMenuMessages {
  /** Accessible name of the trigger, from the selected wallet's symbol (empty without one) and balance. */
  trigger: (symbol: string, balance: string) => string;
  /** Accessible name of the disabled trigger when there are no wallets. */
  empty: string;
  /** Visible text of the trigger when there are no wallets. */
  emptyValue: string;
  /** Heading above the wallet list. */
  heading: string;
  /** Label of the withdrawable part of the balance. */
  cash: string;
  /** Label of the bonus money in the balance. */
  bonus: string;
  /** Label of the wagering still needed while a bonus is in progress. */
  wageringLeft: string;
}

export const defaultWalletMenuMessages: WalletMenuMessages = {
  trigger: (symbol, balance) => (symbol ? `Wallet, balance ${symbol} ${balance}` : `Wallet, balance ${balance}`),
  empty: 'Wallet, no balance',
  emptyValue: '—',
  heading: 'Wallets',
  cash: 'Cash',
  bonus: 'Bonus',
  wageringLeft: 'Wagering left',
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

/**
 * One figure of the wallet as a menu item: keyboard and screen reader users reach it like the
 * rest of the list; choosing it only closes the menu.
 */
const Figure = ({ label, value, className }: { label: string; value: string; className?: string }) => (
  <DropdownMenuItem className={className} endSlot={<span className={styles.balance}>{value}</span>}>
    {label}
  </DropdownMenuItem>
);

/** A figure of a wallet as shown: after the wallet's symbol when it has one. */
const figure = (wallet: Wallet, amount: string) => (wallet.symbol ? `${wallet.symbol} ${amount}` : amount);

/** Landmarks an open list stays in (the site header), so that no content floats outside every landmark. */
const LANDMARKS =
  'header, nav, main, aside, footer, [role="banner"], [role="navigation"], [role="main"], [role="complementary"], [role="contentinfo"], [role="region"]';

/** How long the mouse may be outside the button and the list (crossing the gap between them) before the list closes. */
const LEAVE_GRACE_MS = 150;

const Chevron = () => (
  <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The header wallet dropdown: the trigger shows the selected wallet's balance (the total), a click
 * toggles the list and moving the mouse out of the button and the list closes it. Several wallets are a choice;
 * a wallet with a `split` shows its cash and bonus money apart, and the wagering left while a
 * bonus is in progress.
 */
export function WalletMenu({ wallets, selectedId, onSelect, messages }: WalletMenuProps) {
  const text = { ...defaultWalletMenuMessages, ...messages };
  const [open, setOpen] = useState(false);
  // Inside a landmark (the header) the open list is put in it; elsewhere it goes to the body.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const findContainer = useCallback(
    (trigger: HTMLButtonElement | null) => setContainer(trigger?.closest<HTMLElement>(LANDMARKS) ?? null),
    [],
  );
  const selected = wallets.find((wallet) => wallet.id === selectedId) ?? wallets[0];
  // The mouse leaving the button or the list closes it, unless it comes back into either at once.
  const leaving = useRef<number | undefined>(undefined);
  const stay = () => window.clearTimeout(leaving.current);
  const leave = (event: PointerEvent) => {
    // A finger lifted off the screen leaves too: only a mouse or a pen leaves the dropdown.
    if (event.pointerType === 'touch') return;
    stay();
    leaving.current = window.setTimeout(() => setOpen(false), LEAVE_GRACE_MS);
  };
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  if (!selected) {
    return (
      <Button variant="secondary" disabled aria-label={text.empty} className={styles.trigger}>
        {text.emptyValue}
      </Button>
    );
  }

  return (
    <DropdownMenu
      modal={false}
      open={open}
      onOpenChange={(next) => {
        stay();
        setOpen(next);
      }}
    >
      <DropdownMenuTrigger
        ref={findContainer}
        onPointerEnter={stay}
        onPointerLeave={(event) => open && leave(event)}
        variant="secondary"
        endIcon={<Chevron />}
        aria-label={text.trigger(selected.symbol ?? '', selected.balance)}
        className={styles.trigger}
      >
        {selected.symbol ? (
          <>
            <span className={styles.symbol}>{selected.symbol}</span> {selected.balance}
          </>
        ) : (
          selected.balance
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        container={container}
        onPointerEnter={stay}
        onPointerLeave={leave}
        className={styles.content}
      >
        <DropdownMenuLabel>{text.heading}</DropdownMenuLabel>
        {/* One wallet is no choice: its figures alone say everything. */}
        {wallets.length > 1 && (
          <DropdownMenuRadioGroup value={selected.id} onValueChange={onSelect}>
            {wallets.map((wallet) => (
              <DropdownMenuRadioItem
                key={wallet.id}
                value={wallet.id}
                endSlot={<span className={styles.balance}>{figure(wallet, wallet.balance)}</span>}
              >
                {wallet.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        )}
        {wallets.length > 1 && selected.split && <DropdownMenuSeparator />}
        {selected.split ? (
          <DropdownMenuGroup aria-label={selected.name}>
            <Figure label={text.cash} value={figure(selected, selected.split.cash)} />
            <Figure label={text.bonus} value={figure(selected, selected.split.bonus)} />
            {selected.wageringLeft !== undefined && (
              <Figure
                label={text.wageringLeft}
                value={figure(selected, selected.wageringLeft)}
                className={styles.wagering}
              />
            )}
          </DropdownMenuGroup>
        ) : (
          wallets.length === 1 && <Figure label={selected.name} value={figure(selected, selected.balance)} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
