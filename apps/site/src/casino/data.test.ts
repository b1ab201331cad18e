import { describe, expect, it } from 'vitest';
import { playHref } from './data';

describe('playHref', () => {
  it('leads to /play-game with the query URLSearchParams would write', () => {
    for (const gameId of ['nova-gaming-ancient-buffalo', "it's (a) ~game! & more=1", 'ünïcode/ä?#%']) {
      const game = { id: 42, gameId, gameProvider: { id: 7, name: 'Nova Gaming' } };
      const expected = new URLSearchParams({ id: '42', gameId, gameProviderId: '7' });
      expect(playHref(game)).toBe(`/play-game?${expected.toString()}`);
    }
  });

  it('has no link for a game without both ids (spec point 2)', () => {
    expect(playHref({ id: 0, gameId: 'x', gameProvider: { id: 1, name: 'P' } })).toBeUndefined();
    expect(playHref({ id: 1, gameId: '', gameProvider: { id: 1, name: 'P' } })).toBeUndefined();
  });
});
