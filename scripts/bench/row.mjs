// One line of `pnpm bench` output: the figure, its unit and, when there is a budget, a ratio
// where at most 1 is within budget whichever way the budget points:
//   "at most" budgets (sizes, times):  ratio = figure / budget
//   "at least" budgets (scores):       ratio = budget / figure, printed with ">=" before the budget
// Figures are never turned into pass/fail: a clock-based figure varies from machine to machine.

/**
 * @param {string} name
 * @param {number | string} value
 * @param {string} unit
 * @param {number} [budget]
 * @param {{ atLeast?: boolean }} [options]
 */
export function row(name, value, unit, budget, { atLeast = false } = {}) {
  let ratio = '';
  if (budget) {
    const figure = Number(value);
    const r = atLeast ? (figure > 0 ? budget / figure : Infinity) : figure / budget;
    ratio = `  ratio ${Number.isFinite(r) ? r.toFixed(2) : 'inf'} of budget ${atLeast ? '>= ' : ''}${budget} ${unit}`;
  }
  console.log(`${name.padEnd(60)} ${String(value).padStart(10)} ${unit}${ratio}`);
}

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
export function medianOf(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
