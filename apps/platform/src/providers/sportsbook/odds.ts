import type { Random } from './random';

/*
 * Odds making for the simulator. Prices are integer hundredths (185 = 1.85). Floats are used only
 * to draw probabilities; every price is rounded to an integer before it is stored, and the money
 * maths never sees a float.
 */

/** Lowest and highest price the book offers. */
export const MIN_ODDS = 101;
export const MAX_ODDS = 5000;
/** The book's margin: the implied probabilities of a market add up to this. */
const OVERROUND = 1.06;

export const clampOdds = (hundredths: number) => Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(hundredths)));

/** Prices of a market from the true probabilities of its outcomes (they add up to 1). */
export function priceMarket(probabilities: number[]): number[] {
  return probabilities.map((p) => clampOdds(100 / Math.max(0.0002, p * OVERROUND)));
}

/** Win, draw and loss probabilities of a match from the sides' strengths (0.5 is even). */
export function matchProbabilities(homeStrength: number, hasDraw: boolean): number[] {
  if (!hasDraw) return [homeStrength, 1 - homeStrength];
  const draw = 0.27 - Math.abs(homeStrength - 0.5) * 0.25;
  return [homeStrength * (1 - draw), draw, (1 - homeStrength) * (1 - draw)];
}

/**
 * A random move of a price, up or down by 2% to 12%, never below 1.01: how the simulator moves
 * odds between ticks.
 */
export function driftOdds(hundredths: number, random: Random): number {
  const size = 0.02 + random() * 0.1;
  const direction = random() < 0.5 ? -1 : 1;
  const next = clampOdds(hundredths * (1 + direction * size));
  return next === hundredths ? clampOdds(hundredths + direction) : next;
}

/** "1.85" from 185. */
export const formatOdds = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** 185 from "1.85" or "1.850"; null when it is not decimal odds with at most two significant decimals above 1. */
export function parseOdds(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,4})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return null;
  const value = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0') || '0');
  return value > 100 && value <= 100_000 ? value : null;
}
