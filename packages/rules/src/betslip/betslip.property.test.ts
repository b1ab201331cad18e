import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '../helpers/money';
import {
  binomial,
  decideOddsChange,
  multiplePayout,
  oddsUnits,
  possiblePayout,
  quoteBetslip,
  settleBet,
  singlePayout,
  systemPayout,
  validateSelections,
  validateStake,
  validateSystemSize,
  type LegResult,
} from './index';

/*
 * Reference model, written independently of the implementation: enumerate every
 * k-combination explicitly and compute each payout as an exact fraction, then round half-up once.
 */

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((tail) => [first as T, ...tail]), ...combinations(rest, k)];
}

/** Exact value of a decimal string as numerator / 10^scale (bigint), no helper of the package. */
function fraction(text: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fractionPart = ''] = text.split('.');
  return { numerator: BigInt(whole + fractionPart), denominator: 10n ** BigInt(fractionPart.length) };
}

function bruteSystemCents(stake: string, odds: readonly string[], k: number): bigint {
  const s = fraction(stake);
  // Sum of stake x product over every combination, as one fraction over a common denominator.
  let numerator = 0n;
  let denominator = 1n;
  for (const combination of combinations(odds, k)) {
    let n = s.numerator;
    let d = s.denominator;
    for (const price of combination) {
      const p = fraction(price);
      n *= p.numerator;
      d *= p.denominator;
    }
    numerator = numerator * d + n * denominator;
    denominator *= d;
  }
  // Half-up to the cent: floor(x + 1/2) on the exact fraction x = 100 x numerator / denominator.
  return (numerator * 200n + denominator) / (2n * denominator);
}

const oddsArb = fc
  .integer({ min: 1010, max: 50_000 })
  .chain((units) => fc.constantFrom(units, units - (units % 10), units - (units % 100)))
  .filter((units) => units >= 1010)
  .map((units) => `${Math.floor(units / 1000)}.${String(units % 1000).padStart(3, '0')}`);
const stakeArb = fc.integer({ min: 10, max: 1_000_000 }).map((cents) => fromMinorUnits(BigInt(cents)));
const systemArb = fc
  .array(oddsArb, { minLength: 3, maxLength: 9 })
  .chain((odds) => fc.record({ odds: fc.constant(odds), k: fc.integer({ min: 2, max: odds.length - 1 }) }));

describe('betslip payout properties', () => {
  it('system payout equals a brute-force enumeration of every combination', () => {
    fc.assert(
      fc.property(stakeArb, systemArb, (stake, { odds, k }) => {
        expect(toMinorUnits(systemPayout(stake, odds, k))).toBe(bruteSystemCents(stake, odds, k));
        expect(BigInt(combinations(odds, k).length)).toBe(binomial(odds.length, k));
      }),
      { numRuns: 300 },
    );
  });

  it('a multiple is the system with k = n, and a single the system with k = 1 of one', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(oddsArb, { minLength: 1, maxLength: 10 }), (stake, odds) => {
        expect(multiplePayout(stake, odds)).toBe(systemPayout(stake, odds, odds.length));
        expect(toMinorUnits(multiplePayout(stake, odds))).toBe(bruteSystemCents(stake, odds, odds.length));
        expect(singlePayout(stake, odds[0]!)).toBe(systemPayout(stake, odds.slice(0, 1), 1));
      }),
    );
  });

  it('singles pay the sum of each selection rounded half-up on its own', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(oddsArb, { minLength: 1, maxLength: 10 }), (stake, odds) => {
        const sum = odds.reduce((total, price) => total + bruteSystemCents(stake, [price], 1), 0n);
        expect(toMinorUnits(possiblePayout({ kind: 'single', stake, odds }))).toBe(sum);
      }),
    );
  });

  it('payout is monotonic in the stake and never below the stake', () => {
    fc.assert(
      fc.property(stakeArb, stakeArb, systemArb, (a, b, { odds, k }) => {
        const [low, high] = toMinorUnits(a) <= toMinorUnits(b) ? [a, b] : [b, a];
        expect(toMinorUnits(systemPayout(low, odds, k))).toBeLessThanOrEqual(toMinorUnits(systemPayout(high, odds, k)));
        expect(toMinorUnits(multiplePayout(low, odds))).toBeLessThanOrEqual(toMinorUnits(multiplePayout(high, odds)));
        // Every price is above 1, so each combination returns more than its stake.
        expect(toMinorUnits(systemPayout(low, odds, k))).toBeGreaterThanOrEqual(
          toMinorUnits(low) * binomial(odds.length, k),
        );
      }),
    );
  });

  it('payout is monotonic in every price', () => {
    fc.assert(
      fc.property(stakeArb, systemArb, fc.nat(), (stake, { odds, k }, which) => {
        const index = which % odds.length;
        const raised = odds.map((price, i) => (i === index ? oddsFromUnits(oddsUnits(price) + 10n) : price));
        expect(toMinorUnits(systemPayout(stake, raised, k))).toBeGreaterThanOrEqual(
          toMinorUnits(systemPayout(stake, odds, k)),
        );
      }),
    );
  });

  it('settling with every leg won pays the possible payout; void legs count as odds 1', () => {
    const resultArb = fc.constantFrom<LegResult>('won', 'lost', 'void');
    fc.assert(
      fc.property(
        stakeArb,
        systemArb,
        fc.array(resultArb, { minLength: 9, maxLength: 9 }),
        (stake, { odds, k }, results) => {
          const won = settleBet({
            kind: 'system',
            stake,
            systemSize: k,
            legs: odds.map((price) => ({ odds: price, result: 'won' })),
          });
          expect(won).toEqual({ status: 'won', payout: systemPayout(stake, odds, k) });

          const legs = odds.map((price, i) => ({ odds: price, result: results[i]! }));
          const settled = settleBet({ kind: 'system', stake, systemSize: k, legs });
          // Reference: drop lost legs' combinations, replace void prices by 1.
          const effective = legs.map((leg) => (leg.result === 'void' ? '1' : leg.result === 'lost' ? '0' : leg.odds));
          const expected = bruteSystemCents(stake, effective, k);
          expect(toMinorUnits(settled.payout)).toBe(expected);
          const status = legs.every((leg) => leg.result === 'void') ? 'void' : expected === 0n ? 'lost' : 'won';
          expect(settled.status).toBe(status);
        },
      ),
    );
  });

  it('quoteBetslip never throws on any player input and is ok only when every rule holds', () => {
    const textArb = fc.oneof(
      fc.string({ maxLength: 8 }),
      oddsArb,
      stakeArb,
      fc.constantFrom('', ' ', '0', '-1', '1e3'),
    );
    const selectionArb = fc.record({
      eventId: fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5'),
      marketId: fc.constantFrom('1x2', 'total'),
      outcomeId: fc.constantFrom('1', 'x', '2'),
      odds: textArb,
      matchName: fc.constant('A - B'),
      pickName: fc.constant('A'),
      marketName: fc.constant('1x2'),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('single', 'multiple', 'system' as const),
        fc.array(selectionArb, { maxLength: 6 }),
        textArb,
        fc.option(fc.integer({ min: -1, max: 7 }), { nil: undefined }),
        fc.option(stakeArb, { nil: undefined }),
        (kind, selections, stake, systemSize, balance) => {
          const quote = quoteBetslip({ kind, selections, stake, systemSize, balance });
          const valid =
            validateSelections(kind, selections) === null &&
            (kind !== 'system' || validateSystemSize(selections.length, systemSize) === null) &&
            validateStake(stake, { betCount: Math.max(quote.betCount, 1), balance }) === null;
          expect(quote.ok).toBe(valid);
          if (quote.ok) {
            expect(toMinorUnits(quote.totalStake)).toBe(toMinorUnits(stake) * BigInt(quote.betCount));
            if (balance !== undefined) expect(toMinorUnits(quote.totalStake) <= toMinorUnits(balance)).toBe(true);
            expect(quote.possiblePayout).toBe(
              possiblePayout({ kind, stake, systemSize, odds: selections.map((selection) => selection.odds) }),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an odds-change setting never places a lower price unless it accepts any change', () => {
    fc.assert(
      fc.property(oddsArb, oddsArb, fc.constantFrom('any', 'higher', 'ask' as const), (shown, current, policy) => {
        const decision = decideOddsChange(policy, shown, current);
        const order = oddsUnits(current) - oddsUnits(shown);
        if (order === 0n || policy === 'any') expect(decision).toBe('accept');
        else if (policy === 'ask') expect(decision).toBe('ask');
        else expect(decision).toBe(order > 0n ? 'accept' : 'reject');
      }),
    );
  });
});

function oddsFromUnits(units: bigint): string {
  return fromMinorUnits(units, 3);
}
