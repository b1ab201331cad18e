import type { Account } from '@casino/contract';
import { selectedWallet, titleCase } from '@casino/rules';

/** A wallet as the header lists it (spec point 3: id, name, balance, symbol), with its cash and bonus apart. */
export interface WalletItem {
  id: number;
  name: string;
  /** The total, cash and bonus money together: what the header button shows. */
  balance: string;
  symbol: string;
  /** Cash (withdrawable) and bonus money, formatted. */
  split: { cash: string; bonus: string };
  /** What is still to wager while a bonus is in progress, formatted; on the combined wallet only. */
  wageringLeft?: string;
}

/** Formats a decimal string for the locale without turning it into a float. */
export function formatMoney(value: string, locale: string): string {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(whole));
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return `${value.startsWith('-') ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
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
    const item: WalletItem = {
      id: account.id,
      name: names[account.type] ?? titleCase(account.type),
      balance: formatMoney(account.value, locale),
      symbol: account.currency.symbolNative,
      split: { cash: formatMoney(account.cash, locale), bonus: formatMoney(account.bonus, locale) },
    };
    if (wageringLeft !== null && account === selected) item.wageringLeft = formatMoney(wageringLeft, locale);
    return item;
  });
  return { items, selectedId: selected?.id ?? null };
}
