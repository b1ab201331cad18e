/** What filterGames reads of a game. */
export interface FilterableGame {
  name: string;
  gameProvider?: { name: string } | null;
}

export interface GameFilter {
  /** Search text: trimmed, matched case-insensitively anywhere in the name; empty means every name. */
  text?: string | null;
  /** Provider name, matched exactly; empty means every provider. */
  provider?: string | null;
}

/**
 * Lobby search: the games whose name contains the trimmed text (case-insensitive; characters
 * such as '.', '*' or '(' are plain characters, not a pattern) and whose provider name equals
 * the provider filter. Keeps the input order; returns a new array.
 */
export function filterGames<T extends FilterableGame>(games: readonly T[], filter: GameFilter = {}): T[] {
  const text = (filter.text ?? '').trim().toLowerCase();
  const provider = filter.provider ?? '';
  return games.filter(
    (game) =>
      (provider === '' || game.gameProvider?.name === provider) &&
      (text === '' || game.name.toLowerCase().includes(text)),
  );
}
