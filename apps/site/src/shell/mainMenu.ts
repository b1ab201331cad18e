/** The header's main menu: a fixed list of entries with link and text key (spec point 2). */
export const mainMenu = [
  { href: '/sport-betting', key: 'menu.sportsBetting' },
  { href: '/casino', key: 'menu.casino' },
  { href: '/live-casino', key: 'menu.liveCasino' },
  { href: '/promotion', key: 'menu.promotions' },
] as const;

/** The entry whose link the path starts with, for the active highlight. */
export function activeMenuHref(pathname: string): string | undefined {
  return mainMenu.find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))?.href;
}
