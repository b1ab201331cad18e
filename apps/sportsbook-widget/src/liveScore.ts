import type { SportsbookEvent } from '@casino/contract';
import type { Translator } from './texts';

/**
 * What a live event shows beside its names: the score and the minute, or in tennis the sets won
 * and the games of the set in play ('Sets 1-0', 'Games 4-3'), as live books show them.
 */
export function liveScore(
  event: Pick<SportsbookEvent, 'status' | 'score' | 'minute' | 'games'>,
  { t }: Pick<Translator, 't'>,
): { score: string; clock?: string } | undefined {
  if (event.status !== 'live' || !event.score) return undefined;
  const { score, games } = event;
  if (games) {
    return {
      score: t('sportsbook.tennisSets', { home: score.home, away: score.away }),
      clock: t('sportsbook.tennisGames', { home: games.home, away: games.away }),
    };
  }
  return { score: `${score.home} - ${score.away}`, clock: `${event.minute ?? 0}'` };
}
