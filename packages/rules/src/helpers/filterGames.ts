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

/** The trimmed, lowercased search text of a filter ('' for none). */
const searchText = (filter: GameFilter) => (filter.text ?? '').trim().toLowerCase();

/**
 * Lobby search: the games whose name contains the trimmed text (case-insensitive; characters
 * such as '.', '*' or '(' are plain characters, not a pattern) and whose provider name equals
 * the provider filter. Keeps the input order; returns a new array.
 */
export function filterGames<T extends FilterableGame>(games: readonly T[], filter: GameFilter = {}): T[] {
  const text = searchText(filter);
  const provider = filter.provider ?? '';
  return games.filter(
    (game) =>
      (provider === '' || game.gameProvider?.name === provider) &&
      (text === '' || game.name.toLowerCase().includes(text)),
  );
}

/** A search over one catalogue: the games matching a filter, by filterGames' rules, in catalogue order. */
export interface GameSearch<T> {
  (filter?: GameFilter): readonly T[];
  /** Lowercases every name now (while the page is idle), so that the first keystroke does not. */
  prepare(): void;
}

/**
 * filterGames for a catalogue searched again and again (a search box filtering on each keystroke):
 * every name is lowercased once, on the first text search; a text that contains the previous one
 * (the player typed on) is looked for among the previous results only; the same filter twice
 * answers the same array, and an empty filter the catalogue itself.
 */
export function createGameSearch<T extends FilterableGame>(games: readonly T[]): GameSearch<T> {
  let keys: string[] | undefined;
  let last: { text: string; provider: string; indexes: number[]; result: readonly T[] } | undefined;
  const names = () => (keys ??= games.map((game) => game.name.toLowerCase()));
  const search = (filter: GameFilter = {}) => {
    const text = searchText(filter);
    const provider = filter.provider ?? '';
    if (text === '' && provider === '') return games;
    if (last && last.text === text && last.provider === provider) return last.result;
    const lowercased = text === '' ? [] : names();
    const matches = (index: number) =>
      (provider === '' || games[index]?.gameProvider?.name === provider) &&
      (text === '' || (lowercased[index] ?? '').includes(text));
    // Every name that contains the new text contains the previous one too: only those can match.
    const candidates = last && last.provider === provider && text.includes(last.text) ? last.indexes : undefined;
    const indexes: number[] = [];
    if (candidates) {
      for (const index of candidates) if (matches(index)) indexes.push(index);
    } else {
      for (let index = 0; index < games.length; index += 1) if (matches(index)) indexes.push(index);
    }
    const result = indexes.map((index) => games[index] as T);
    last = { text, provider, indexes, result };
    return result;
  };
  return Object.assign(search, { prepare: () => void names() });
}
