import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/providers/sportsbook/random';
import {
  afterGame,
  playGames,
  playShare,
  playToEnd,
  tennisDecided,
  type TennisScore,
} from '../src/providers/sportsbook/tennis';

const start: TennisScore = { setsHome: 0, setsAway: 0, gamesHome: 0, gamesAway: 0 };
const games = (home: number, away: number, sets: [number, number] = [0, 0]): TennisScore => ({
  setsHome: sets[0],
  setsAway: sets[1],
  gamesHome: home,
  gamesAway: away,
});

describe('simulated tennis: sets and games', () => {
  it('wins a set at 6 games with a lead of 2, or 7-5 and 7-6, and starts the next at 0-0', () => {
    expect(afterGame(games(4, 3), true)).toEqual(games(5, 3));
    expect(afterGame(games(5, 3), true)).toEqual(games(0, 0, [1, 0]));
    expect(afterGame(games(5, 5), true)).toEqual(games(6, 5));
    expect(afterGame(games(6, 5), true)).toEqual(games(0, 0, [1, 0]));
    expect(afterGame(games(6, 5), false)).toEqual(games(6, 6));
    expect(afterGame(games(6, 6, [1, 0]), false)).toEqual(games(0, 0, [1, 1]));
  });

  it('plays best of three: a match is decided at two sets and plays no game after', () => {
    expect(tennisDecided(games(0, 0, [1, 1]))).toBe(false);
    expect(tennisDecided(games(0, 0, [2, 1]))).toBe(true);
    const decided = games(0, 0, [0, 2]);
    expect(playGames(decided, 5, 0.5, seededRandom(1))).toEqual(decided);
    expect(playGames(start, 12, 1, seededRandom(1))).toEqual(games(0, 0, [2, 0]));
  });

  it('keeps every score a real tennis score, and plays a match at its end time on to a winner', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = seededRandom(seed);
      let score = start;
      for (let step = 0; step < 10 && !tennisDecided(score); step += 1) {
        score = playShare(score, 0.1, 0.55, random);
        expect(score.setsHome + score.setsAway).toBeLessThanOrEqual(3);
        expect(Math.max(score.gamesHome, score.gamesAway)).toBeLessThanOrEqual(6);
        if (Math.max(score.gamesHome, score.gamesAway) === 6) {
          expect(Math.abs(score.gamesHome - score.gamesAway)).toBeLessThanOrEqual(1);
        }
      }
      const final = playToEnd(score, 0.55, random);
      expect(Math.max(final.setsHome, final.setsAway)).toBe(2);
      expect(Math.min(final.setsHome, final.setsAway)).toBeLessThanOrEqual(1);
    }
  });
});
