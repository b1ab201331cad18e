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
