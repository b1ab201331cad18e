/** Binomial coefficient C(n, k) as an exact bigint (0 when k < 0 or k > n). */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`Invalid C(${n}, ${k})`);
  if (k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i += 1) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

/**
 * Sum over every k-element subset of `values` of the product of its elements (the elementary
 * symmetric polynomial e_k), exactly, in O(n·k) rather than by enumerating C(n, k) subsets.
 * e_0 is 1; k > n gives 0.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`Invalid size ${k}`);
  if (k > values.length) return 0n;
  // sums[j] = e_j of the values seen so far.
  const sums: bigint[] = [1n, ...Array.from({ length: k }, () => 0n)];
  for (const value of values) {
    for (let j = k; j >= 1; j -= 1) sums[j] = (sums[j] ?? 0n) + (sums[j - 1] ?? 0n) * value;
  }
  return sums[k] ?? 0n;
}
