import { paths } from '../paths';

/** The header's main menu: a fixed list of entries with link and text key (spec point 2). */
export const mainMenu = [
  { href: paths.sportBetting(), key: 'menu.sportsBetting' },
  { href: paths.casino(), key: 'menu.casino' },
  { href: paths.liveCasino(), key: 'menu.liveCasino' },
  { href: paths.promotion(), key: 'menu.promotions' },
] as const;

/** The entry whose link the path starts with, for the active highlight. */
export function activeMenuHref(pathname: string): string | undefined {
  return mainMenu.find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))?.href;
}
