import { buildPath, type PaymentLink, paymentsApi, playersApi } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { ApiError, toApiError } from '../src/http/errors';
import { isDomainError } from '../src/services/errors';
import { PERIOD_MS } from '../src/services/protection';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { confirmedEvent, entriesOfType, newPlayer, type Player, sendWebhook } from './paymentsFixtures';

type Period = keyof typeof PERIOD_MS;
const PERIODS = Object.keys(PERIOD_MS) as Period[];

/** What the model knows at one command: the deposit limits and exclusion in force while it ran. */
interface InForce {
  limits: Partial<Record<Period, bigint>>;
  excluded: boolean;
}

/**
 * Issue 28, point 1, as a property: over random sequences of link openings, cancellations,
 * concurrent, repeated and late confirmations, limit changes, time-outs and the passing of time,
 * (a) the deposits credited in any window never exceed the lowest deposit limit in force when each
 * was credited, (b) nothing is credited while excluded, and (c) held + credited = paid, each payment
 * once.
 */
describe.each(databaseKinds)('held deposits (property) on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock();

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', HELD_DEPOSITS: 'review' }, { clock });
  });
  afterAll(() => t?.close());

  const command = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('open' as const), units: fc.integer({ min: 1, max: 40 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const) }) },
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constant('pay' as const),
        // Links to pay, by position among those opened (old, replaced, cancelled, expired ones too), all at once.
        picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        twice: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('limit' as const),
        period: fc.constantFrom(...PERIODS),
        units: fc.integer({ min: 1, max: 80 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('timeOut' as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 2_000 }) }),
    },
  );

  async function inForce(player: Player): Promise<InForce> {
    const { protection } = t.platform.context.services;
    const state = await protection.standing.state(player.playerId);
    const limits: InForce['limits'] = {};
    for (const limit of state.limits) {
      if (limit.kind === 'deposit' && limit.amount !== null)
        limits[limit.period] = BigInt(limit.amount.replace('.', ''));
    }
    return { limits, excluded: !state.canPlay };
  }

  /** A refusal of the platform's rules (4xx) is part of the sequence; anything else fails the test. */
  const refused = (error: unknown) => {
    const answered = isDomainError(error) ? toApiError(error) : error;
    if (answered instanceof ApiError && answered.statusCode < 500) return;
    throw error;
  };

  it('never credits past the lowest limit in force, nor while excluded; held + credited = paid', async () => {
    const { protection } = t.platform.context.services;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
        const player = await newPlayer(t);
        const links: (PaymentLink & { amount: string })[] = [];
        const paid = new Map<string, bigint>();
        /** The rules in force while each credit (ledger entry id) was made. */
        const rulesOf = new Map<number, InForce>();
        for (const c of commands) {
          const rules = await inForce(player);
          if (c.op === 'open') {
            const amount = fromMinorUnits(BigInt(c.units * 100), 2);
            const answer = await t.call<{ result: PaymentLink }>('POST', buildPath(paymentsApi.createPaymentLink), {
              token: player.token,
              body: { amount },
            });
            expect([200, 403]).toContain(answer.status);
            if (answer.status === 200) links.push({ ...answer.body.result, amount });
          } else if (c.op === 'cancel') {
            await t.call('POST', buildPath(playersApi.cancelPreviousPaymentLink), { token: player.token });
          } else if (c.op === 'pay' && links.length) {
            const events = c.picks.flatMap((pick) => {
              const link = links[pick % links.length]!;
              const event = confirmedEvent(link, link.amount);
              return c.twice ? [event, { ...event, eventId: `${event.eventId}:again` }] : [event];
            });
            const answers = await Promise.all(events.map((event) => sendWebhook(t, event)));
            for (const [index, answer] of answers.entries()) {
              expect(answer.status).toBe(200);
              const event = events[index]!;
              paid.set(event.paymentUuid, BigInt(event.amount.replace('.', '')));
            }
            for (const entry of await entriesOfType(t, player, 'deposit')) {
              if (!rulesOf.has(entry.id)) rulesOf.set(entry.id, rules);
            }
          } else if (c.op === 'limit') {
            await protection.limits
              .setLimit(player.playerId, 'player', {
                kind: 'deposit',
                period: c.period,
                amount: fromMinorUnits(BigInt(c.units * 100), 2),
              })
              .catch(refused);
          } else if (c.op === 'timeOut') {
            // One already in force cannot be taken again (409): the player stays on the first.
            await protection.exclusions
              .exclude(player.playerId, 'player', { type: 'time_out', period: '24h' })
              .catch(refused);
          } else if (c.op === 'clock') {
            clock.advanceMinutes(c.minutes);
          }
        }

        const credited = await entriesOfType(t, player, 'deposit');
        const held = await entriesOfType(t, player, 'deposit_held');
        // (c) Every payment is credited or held, once; nothing else is.
        const outcomes = [...credited, ...held].map((entry) => entry.referenceId).sort();
        expect(outcomes).toEqual([...paid.keys()].sort());
        const sum = (entries: { balanceDelta: bigint; heldDelta: bigint }[], field: 'balanceDelta' | 'heldDelta') =>
          entries.reduce((total, entry) => total + entry[field], 0n);
        expect(sum(credited, 'balanceDelta') + sum(held, 'heldDelta')).toBe(
          [...paid.values()].reduce((a, b) => a + b, 0n),
        );
        // (a), (b) At every instant something was credited, under the rules in force then.
        for (const entry of credited) {
          const at = entry.createdAt.getTime();
          const rules = rulesOf.get(entry.id);
          expect(rules, 'a credit outside any payment').toBeDefined();
          expect(rules!.excluded).toBe(false);
          for (const [period, cap] of Object.entries(rules!.limits) as [Period, bigint][]) {
            const window = credited.filter(
              (other) => other.createdAt.getTime() > at - PERIOD_MS[period] && other.createdAt.getTime() <= at,
            );
            expect(
              sum(window, 'balanceDelta'),
              `${period} window at ${entry.createdAt.toISOString()}`,
            ).toBeLessThanOrEqual(cap);
          }
        }
        // Time moves on, so the next player starts with no window and no exclusion of this one.
        clock.advanceHours(24 * 31);
      }),
      { numRuns: 12 },
    );
  });
});
