/** The header's main menu: a fixed list of entries with link and name (spec point 2). */
export const mainMenu = [
  { to: '/sport-betting', name: 'Sports Betting' },
  { to: '/casino', name: 'Casino' },
  { to: '/live-casino', name: 'Live Casino' },
  { to: '/promotion', name: 'Promotions' },
] as const;
