import type { Account } from '@casino/contract';
import { formatMoney, selectedWallet, titleCase } from '@casino/rules';

/**
 * A wallet as the header lists it (spec point 3: id, name, balance), with its cash and bonus
 * apart; every amount is written with its currency as the language writes it ('€1,250.00',
 * '1.250,00 €').
 */
export interface WalletItem {
  id: number;
  name: string;
  /** The total, cash and bonus money together: what the header button shows. */
  balance: string;
  /** Cash (withdrawable) and bonus money, formatted. */
  split: { cash: string; bonus: string };
  /** What is still to wager while a bonus is in progress, formatted; on the combined wallet only. */
  wageringLeft?: string;
}

export interface WalletItemsOptions {
  /** Display names by account type (translated), e.g. `{ combined: 'Balance' }`; others are title-cased. */
  names?: Readonly<Record<string, string>>;
  /** The bonus in progress's wagering left, a decimal string; null or absent without one. */
  wageringLeft?: string | null;
}

/**
 * The header's wallets: the 'combined' one selected (else the first), each with its total, and
 * its cash and bonus money apart; the wagering left of the bonus in progress goes with the
 * combined account, which holds the bonus money.
 */
export function walletItems(
  accounts: readonly Account[],
  locale: string,
  { names = {}, wageringLeft = null }: WalletItemsOptions = {},
): { items: WalletItem[]; selectedId: number | null } {
  const selected = selectedWallet(accounts);
  const items = accounts.map((account) => {
    const amount = (value: string) => formatMoney(value, locale, { currency: account.currency.code });
    const item: WalletItem = {
      id: account.id,
      name: names[account.type] ?? titleCase(account.type),
      balance: amount(account.value),
      split: { cash: amount(account.cash), bonus: amount(account.bonus) },
    };
    if (wageringLeft !== null && account === selected) item.wageringLeft = amount(wageringLeft);
    return item;
  });
  return { items, selectedId: selected?.id ?? null };
}
