import { describe, expect, it } from 'vitest';
import { deDE } from '@casino/contract/texts';
import { liveScore } from './liveScore';
import { createTranslator, englishTranslator } from './texts';

const live = { status: 'live' as const, score: { home: 1, away: 0 }, minute: null };

describe('the live score of an event', () => {
  it('shows tennis as sets and games, never a minute clock', () => {
    const tennis = liveScore({ ...live, games: { home: 4, away: 3 } }, englishTranslator);
    expect(tennis).toEqual({ score: 'Sets 1-0', clock: 'Games 4-3' });
    expect(tennis?.clock).not.toMatch(/'/);
    expect(liveScore({ ...live, games: { home: 4, away: 3 } }, createTranslator('de_DE', deDE))).toEqual({
      score: 'Sätze 1:0',
      clock: 'Spiele 4:3',
    });
  });

  it('shows other sports with the score and the minute, and nothing before the start', () => {
    expect(liveScore({ ...live, minute: 67, games: null }, englishTranslator)).toEqual({
      score: '1 - 0',
      clock: "67'",
    });
    expect(
      liveScore({ status: 'prematch', score: null, minute: null, games: null }, englishTranslator),
    ).toBeUndefined();
  });
});
