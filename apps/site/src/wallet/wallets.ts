import type { Account } from '@casino/contract';
import { selectedWallet, titleCase } from '@casino/rules';

/** A wallet as the header lists it (spec point 3: id, name, balance, symbol). */
export interface WalletItem {
  id: number;
  name: string;
  balance: string;
  symbol: string;
}

/** Formats a decimal string for the locale without turning it into a float. */
export function formatMoney(value: string, locale: string): string {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(whole));
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return `${value.startsWith('-') ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

export function walletItems(
  accounts: readonly Account[],
  locale: string,
): { items: WalletItem[]; selectedId: number | null } {
  const items = accounts.map((account) => ({
    id: account.id,
    name: titleCase(account.type),
    balance: formatMoney(account.value, locale),
    symbol: account.currency.symbolNative,
  }));
  return { items, selectedId: selectedWallet(accounts)?.id ?? null };
}
