import { randomInt } from 'node:crypto';

/** A source of random numbers in [0, 1). */
export type Random = () => number;

/** node:crypto's generator (the default). */
export const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * A seeded generator (mulberry32): the same seed plays out the same sportsbook, for tests and
 * for a reproducible demo (SPORTSBOOK_SEED).
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Poisson-distributed count with the given mean (Knuth's method, for small means). */
export function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    // Normal approximation for the high-scoring sports.
    const u = Math.max(random(), 1e-12);
    const v = random();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
  }
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}
