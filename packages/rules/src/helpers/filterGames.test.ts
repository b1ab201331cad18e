import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGameSearch, filterGames } from './filterGames';

const game = (id: number, name: string, provider: string) => ({
  id,
  gameId: `g${id}`,
  name,
  gameType: { name: 'Slots' },
  gameProvider: { id: provider.length, name: provider },
});

const games = [
  game(1, 'Book of Dead', 'Play’n GO'),
  game(2, 'Starburst', 'NetEnt'),
  game(3, 'Lightning Roulette', 'Evolution'),
  game(4, 'Book of Ra (Deluxe)', 'Novomatic'),
  game(5, 'Gates of Olympus 1.000', 'Pragmatic Play'),
];

describe('filterGames', () => {
  it('matches the trimmed text anywhere in the name, ignoring case', () => {
    expect(filterGames(games, { text: '  BOOK ' }).map((g) => g.id)).toEqual([1, 4]);
    expect(filterGames(games, { text: 'burst' }).map((g) => g.id)).toEqual([2]);
  });

  it('treats pattern characters literally', () => {
    expect(filterGames(games, { text: '(deluxe)' }).map((g) => g.id)).toEqual([4]);
    expect(filterGames(games, { text: '1.000' }).map((g) => g.id)).toEqual([5]);
    expect(filterGames(games, { text: '1.0.0' })).toEqual([]);
    expect(filterGames(games, { text: '.*' })).toEqual([]);
    expect(filterGames(games, { text: '[' })).toEqual([]);
  });

  it('matches the provider name exactly', () => {
    expect(filterGames(games, { provider: 'NetEnt' }).map((g) => g.id)).toEqual([2]);
    expect(filterGames(games, { provider: 'netent' })).toEqual([]);
    expect(filterGames(games, { text: 'book', provider: 'Novomatic' }).map((g) => g.id)).toEqual([4]);
  });

  it('returns everything for an empty filter', () => {
    expect(filterGames(games, { text: '   ', provider: '' })).toEqual(games);
    expect(filterGames(games)).toEqual(games);
    expect(filterGames(games, { text: null, provider: null })).not.toBe(games);
  });

  const arbitraryGames = fc.array(
    fc.record({
      name: fc.string(),
      gameProvider: fc.record({ name: fc.constantFrom('NetEnt', 'Evolution', 'databet', '') }),
    }),
  );
  const arbitraryFilter = fc.record({
    text: fc.oneof(fc.string(), fc.constantFrom('', '  ', '.*', '(', 'a')),
    provider: fc.constantFrom('', 'NetEnt', 'Evolution', 'Unknown'),
  });

  it('gives a subset, in order, of games that all match (property)', () => {
    fc.assert(
      fc.property(arbitraryGames, arbitraryFilter, (list, filter) => {
        const result = filterGames(list, filter);
        let cursor = 0;
        for (const item of result) {
          cursor = list.indexOf(item, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
          expect(item.name.toLowerCase()).toContain(filter.text.trim().toLowerCase());
          if (filter.provider) expect(item.gameProvider.name).toBe(filter.provider);
        }
        const expectedCount = list.filter(
          (g) =>
            (!filter.provider || g.gameProvider.name === filter.provider) &&
            g.name.toLowerCase().includes(filter.text.trim().toLowerCase()),
        ).length;
        expect(result).toHaveLength(expectedCount);
      }),
    );
  });

  it('returns every game of the provider for empty text (property)', () => {
    fc.assert(
      fc.property(
        arbitraryGames,
        fc.constantFrom('', ' ', '\t'),
        fc.constantFrom('', 'NetEnt'),
        (list, text, provider) => {
          expect(filterGames(list, { text, provider })).toEqual(
            list.filter((g) => provider === '' || g.gameProvider.name === provider),
          );
        },
      ),
    );
  });
});

describe('createGameSearch', () => {
  it('finds what filterGames finds as the player types on, deletes and changes the provider', () => {
    const search = createGameSearch(games);
    const steps = [
      { text: 'b', provider: '' },
      { text: 'bo', provider: '' },
      { text: 'boo', provider: '' },
      { text: 'Book ', provider: '' },
      { text: 'book o', provider: '' },
      { text: 'book', provider: 'Novomatic' },
      { text: 'book', provider: '' },
      { text: 'bo', provider: '' },
      { text: 'o', provider: '' },
      { text: '', provider: 'NetEnt' },
      { text: 'star', provider: 'NetEnt' },
      { text: '(deluxe)', provider: '' },
    ];
    for (const filter of steps) {
      expect(
        search(filter).map((g) => g.id),
        JSON.stringify(filter),
      ).toEqual(filterGames(games, filter).map((g) => g.id));
    }
  });

  it('finds the same once prepared ahead of the first keystroke', () => {
    const search = createGameSearch(games);
    search.prepare();
    for (const text of ['b', 'book o', 'STAR']) {
      expect(search({ text }).map((g) => g.id)).toEqual(filterGames(games, { text }).map((g) => g.id));
    }
  });

  it('answers the catalogue itself for an empty filter and the same array for the same filter', () => {
    const search = createGameSearch(games);
    expect(search()).toBe(games);
    expect(search({ text: '  ', provider: '' })).toBe(games);
    const first = search({ text: 'book' });
    expect(search({ text: ' BOOK' })).toBe(first);
  });

  it('agrees with filterGames over any sequence of filters (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string({ maxLength: 8 }),
            gameProvider: fc.record({ name: fc.constantFrom('NetEnt', 'Evolution', '') }),
          }),
        ),
        fc.array(
          fc.record({
            text: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('', 'a', 'ab', 'abc', ' A')),
            provider: fc.constantFrom('', 'NetEnt', 'Evolution'),
          }),
          { maxLength: 12 },
        ),
        (list, filters) => {
          const search = createGameSearch(list);
          for (const filter of filters) expect(search(filter)).toEqual(filterGames(list, filter));
        },
      ),
    );
  });
});
