import type { Game, GameTag } from '@casino/contract';

/** Games whose type is `typeName` (compared case-insensitively, as the lobby's tab rule does). */
export const ofType = (games: readonly Game[], typeName: string) =>
  games.filter((game) => game.gameType.name.trim().toLowerCase() === typeName.toLowerCase());

/** Games carrying a lobby tag (DESIGN.md: the second design's categories are tags). */
export const withTag = (games: readonly Game[], tag: GameTag) => games.filter((game) => game.tags.includes(tag));

/** The tab value of a tab name: 'Table Games' -> 'table-games'. */
export const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
