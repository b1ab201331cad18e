import { clampOdds, priceMarket } from './odds';

/*
 * Live pricing: the chances of each outcome from the score, the time left and the sides'
 * strengths, with the points still to come approximated by a normal distribution. Floats only
 * for probabilities; prices come out as integer hundredths.
 */

/** Standard normal cumulative distribution (Abramowitz and Stegun 26.2.17). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const tail = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}

/** P(X <= x) for X normal with this mean and variance (a step when the variance is ~0). */
function below(x: number, mean: number, variance: number): number {
  if (variance < 1e-9) return x >= mean ? 1 : 0;
  return normalCdf((x - mean) / Math.sqrt(variance));
}

export interface MatchState {
  scoreHome: number;
  scoreAway: number;
  /** Share of the match still to play, 0 to 1. */
  remaining: number;
  /** Home share of the play, 0 to 1. */
  homeStrength: number;
  /** Expected points of one side over a whole match. */
  pointsPerSide: number;
  /** Tennis: the games of the set in play (the score counts sets). */
  games?: { home: number; away: number };
}

/** Home, draw and away chances (the draw is 0 for a sport without draws: it is split). */
export function resultChances(state: MatchState, hasDraw: boolean): [number, number, number] {
  const homeRate = state.pointsPerSide * 2 * state.homeStrength * state.remaining;
  const awayRate = state.pointsPerSide * 2 * (1 - state.homeStrength) * state.remaining;
  const lead = state.scoreHome - state.scoreAway;
  const mean = lead + homeRate - awayRate;
  const variance = homeRate + awayRate;
  const away = below(-0.5, mean, variance);
  const draw = below(0.5, mean, variance) - away;
  const home = 1 - away - draw;
  if (hasDraw) return [home, draw, away];
  return [home + draw / 2, 0, away + draw / 2];
}

/** Over chance of a totals line (in tenths, always a half line). */
export function overChance(state: MatchState, lineTenths: number): number {
  const rate = state.pointsPerSide * 2 * state.remaining;
  const scored = state.scoreHome + state.scoreAway;
  return 1 - below(lineTenths / 10, scored + rate, rate);
}

/** The chance the home side wins with a handicap (tenths, a half line: -55 is -5.5) added to its score. */
export function handicapChance(state: MatchState, lineTenths: number): number {
  const homeRate = state.pointsPerSide * 2 * state.homeStrength * state.remaining;
  const awayRate = state.pointsPerSide * 2 * (1 - state.homeStrength) * state.remaining;
  const mean = state.scoreHome - state.scoreAway + homeRate - awayRate;
  return 1 - below(-lineTenths / 10, mean, homeRate + awayRate);
}

/** Prices of the result market: [home, draw, away] or [home, away]. */
export function resultPrices(state: MatchState, hasDraw: boolean): number[] {
  const [home, draw, away] = resultChances(state, hasDraw);
  return hasDraw ? priceMarket([home, draw, away]) : priceMarket([home, away]);
}

/** Prices of a totals market: [over, under]. */
export function totalPrices(state: MatchState, lineTenths: number): number[] {
  const over = overChance(state, lineTenths);
  return priceMarket([over, 1 - over]).map(clampOdds);
}

/** Highest score of a side the score grid follows (the rest of the chance is negligible in soccer). */
const GRID_GOALS = 12;

function poissonChances(mean: number): number[] {
  const chances: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= GRID_GOALS; k += 1) {
    chances.push(p);
    p = (p * mean) / (k + 1);
  }
  return chances;
}

/**
 * Chances of every final score of a goal sport: the goals still to come of each side are Poisson
 * around its rate for the time left, added to the score so far. grid[home][away] is the chance of
 * that final score (scores below the current one have chance 0).
 */
export function scoreGrid(state: MatchState): number[][] {
  const homeMore = poissonChances(state.pointsPerSide * 2 * state.homeStrength * state.remaining);
  const awayMore = poissonChances(state.pointsPerSide * 2 * (1 - state.homeStrength) * state.remaining);
  const grid: number[][] = [];
  for (let home = 0; home <= state.scoreHome + GRID_GOALS; home += 1) {
    const row: number[] = [];
    for (let away = 0; away <= state.scoreAway + GRID_GOALS; away += 1) {
      const h = home - state.scoreHome;
      const a = away - state.scoreAway;
      row.push(h < 0 || a < 0 ? 0 : (homeMore[h] ?? 0) * (awayMore[a] ?? 0));
    }
    grid.push(row);
  }
  return grid;
}

/** The chance of the final scores for which `holds` is true. */
export function chanceOf(grid: number[][], holds: (home: number, away: number) => boolean): number {
  let sum = 0;
  for (const [home, row] of grid.entries())
    for (const [away, p] of row.entries()) if (p > 0 && holds(home, away)) sum += p;
  return sum;
}

/** The chance the home side wins a tennis set from games (home, away), winning each game with chance g. */
export function setChance(g: number, home = 0, away = 0): number {
  if ((home >= 6 && home - away >= 2) || home === 7) return 1;
  if ((away >= 6 && away - home >= 2) || away === 7) return 0;
  if (home === 6 && away === 6) return g;
  return g * setChance(g, home + 1, away) + (1 - g) * setChance(g, home, away + 1);
}

/**
 * Chances of each final score in sets ("2-1") of a best-of-three tennis match from its sets and the
 * games of the set in play, the home side winning each game with chance g.
 */
export function setScoreChances(
  g: number,
  sets: { home: number; away: number },
  games: { home: number; away: number },
  setsToWin = 2,
): Map<string, number> {
  const result = new Map<string, number>();
  const fresh = setChance(g);
  const play = (home: number, away: number, chance: number, first: boolean) => {
    if (home >= setsToWin || away >= setsToWin) {
      result.set(`${home}-${away}`, (result.get(`${home}-${away}`) ?? 0) + chance);
      return;
    }
    const q = first ? setChance(g, games.home, games.away) : fresh;
    play(home + 1, away, chance * q, false);
    play(home, away + 1, chance * (1 - q), false);
  };
  play(sets.home, sets.away, 1, true);
  return result;
}
