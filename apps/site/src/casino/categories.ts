import type { Game, GameTag } from '@casino/contract';

/** Games whose type is `typeName` (compared case-insensitively, as the lobby's tab rule does). */
export const ofType = (games: readonly Game[], typeName: string) =>
  games.filter((game) => game.gameType.name.trim().toLowerCase() === typeName.toLowerCase());

/** Games carrying a lobby tag (DESIGN.md: the second design's categories are tags). */
export const withTag = (games: readonly Game[], tag: GameTag) => games.filter((game) => game.tags.includes(tag));

/** The tab value of a tab name: 'Table Games' -> 'table-games'. */
export const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** Each catalogue's games by id, built once per catalogue. */
const indexes = new WeakMap<readonly Game[], Map<number, Game>>();

/**
 * The catalogue games of `ids`, in the order of `ids` (a ranking of the platform); ids the catalogue
 * does not hold (a game since disabled) are left out.
 */
export function byIds(games: readonly Game[], ids: readonly number[]): Game[] {
  let byId = indexes.get(games);
  if (!byId) {
    byId = new Map(games.map((game) => [game.id, game]));
    indexes.set(games, byId);
  }
  return ids.flatMap((id) => {
    const game = byId.get(id);
    return game ? [game] : [];
  });
}
