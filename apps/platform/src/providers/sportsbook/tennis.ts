import { poisson, type Random } from './random';

/*
 * Tennis as live books show it: sets won, and the games of the set in play. A match is best of
 * three sets; a set goes to the first side with 6 games and a lead of 2, or 7-6 after a tie-break
 * at 6-6. The simulator plays games, not minutes: the clock only decides how many are played.
 */

/** Sets a side needs to win the match. */
export const TENNIS_SETS_TO_WIN = 2;
/** Games of a typical best-of-three match, so a match of the simulated length is played out. */
export const TENNIS_GAMES_PER_MATCH = 22;

export interface TennisScore {
  setsHome: number;
  setsAway: number;
  /** Games of the set in play. */
  gamesHome: number;
  gamesAway: number;
}

/** Whether the match is decided (a side has won TENNIS_SETS_TO_WIN sets). */
export const tennisDecided = (score: TennisScore): boolean =>
  score.setsHome >= TENNIS_SETS_TO_WIN || score.setsAway >= TENNIS_SETS_TO_WIN;

/** The chance the home side wins a game, from its share of the play (0.5 is even). */
export const homeGameChance = (homeStrength: number): number => 0.5 + (homeStrength - 0.5) * 0.5;

/** The score after one more game, won by home or away. */
export function afterGame(score: TennisScore, homeWins: boolean): TennisScore {
  const gamesHome = score.gamesHome + (homeWins ? 1 : 0);
  const gamesAway = score.gamesAway + (homeWins ? 0 : 1);
  const lead = gamesHome - gamesAway;
  const setHome = (gamesHome >= 6 && lead >= 2) || gamesHome === 7;
  const setAway = (gamesAway >= 6 && lead <= -2) || gamesAway === 7;
  if (setHome) return { setsHome: score.setsHome + 1, setsAway: score.setsAway, gamesHome: 0, gamesAway: 0 };
  if (setAway) return { setsHome: score.setsHome, setsAway: score.setsAway + 1, gamesHome: 0, gamesAway: 0 };
  return { ...score, gamesHome, gamesAway };
}

/** Plays `games` games (fewer if the match is decided first). */
export function playGames(score: TennisScore, games: number, homeChance: number, random: Random): TennisScore {
  let current = score;
  for (let i = 0; i < games && !tennisDecided(current); i += 1) current = afterGame(current, random() < homeChance);
  return current;
}

/** Plays the games of `share` of a match (a Poisson number around the share of a typical match). */
export const playShare = (score: TennisScore, share: number, homeChance: number, random: Random): TennisScore =>
  playGames(score, poisson(random, TENNIS_GAMES_PER_MATCH * share), homeChance, random);

/** Plays on until the match is decided (a match at its end time finishes its last games). */
export function playToEnd(score: TennisScore, homeChance: number, random: Random): TennisScore {
  let current = score;
  while (!tennisDecided(current)) current = afterGame(current, random() < homeChance);
  return current;
}
