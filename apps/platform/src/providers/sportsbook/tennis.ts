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

/*
 * Knockout draws: a tournament's players (a power of two, in seeded order) meet in rounds, the
 * first round pairing them so the top seeds can only meet late, each later round the winners of
 * two matches of the round before (match `slot` of a round is fed by slots 2 * slot and
 * 2 * slot + 1 of the round before).
 */

/** Rounds of a draw of this many players (16: round of 16, quarter-finals, semi-finals, final). */
export const drawRounds = (players: number): number => Math.max(1, Math.round(Math.log2(players)));

/** A draw's round by its players left: "Round of 16", "Quarter-finals", "Semi-finals", "Final". */
export function drawRoundName(stage: number, rounds: number): string {
  const left = rounds - stage;
  if (left <= 1) return 'Final';
  if (left === 2) return 'Semi-finals';
  if (left === 3) return 'Quarter-finals';
  return `Round of ${2 ** left}`;
}

/** The first round's matches of a seeded draw (seed 1 meets the last seed, seeds 1 and 2 only in the final). */
export function firstRoundPairs(players: readonly string[]): { home: string; away: string }[] {
  let order = [1];
  while (order.length < players.length) {
    const size = order.length * 2;
    order = order.flatMap((seed) => [seed, size + 1 - seed]);
  }
  const pairs: { home: string; away: string }[] = [];
  for (let i = 0; i + 1 < order.length; i += 2)
    pairs.push({ home: players[(order[i] ?? 1) - 1] ?? '', away: players[(order[i + 1] ?? 1) - 1] ?? '' });
  return pairs;
}

/** A finished match of a draw: its slot in its round and the sides with their final score. */
export interface DrawMatch {
  slot: number;
  home: string;
  away: string;
  scoreHome: number;
  scoreAway: number;
  ended: boolean;
}

/**
 * The match of the next round fed by `slot`'s two matches of the round before, once both have
 * ended: their winners, the upper match's winner at home. Null while either is still to finish.
 */
export function nextRoundMatch(previous: readonly DrawMatch[], slot: number): { home: string; away: string } | null {
  const winnerOf = (feeder: number) => {
    const match = previous.find((candidate) => candidate.slot === feeder);
    if (!match?.ended) return null;
    return match.scoreHome > match.scoreAway ? match.home : match.away;
  };
  const home = winnerOf(slot * 2);
  const away = winnerOf(slot * 2 + 1);
  return home && away ? { home, away } : null;
}
