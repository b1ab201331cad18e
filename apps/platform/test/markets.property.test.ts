// Issue 31's quality bar as a property: over random sequences of stakes, pauses, concurrent
// rounds, birthdays and deposits, a UK or German slot player never has a round accepted over the
// market's stake cap for their age on the day, nor two accepted rounds of one session closer than
// the market's pace; every refusal names the rule. (The Dutch deposit cap joins with its rules.)
import { MARKET_PROFILES, toMinorUnits, valueForAge } from '@casino/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { signUpPlayer, startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, launch, playRound, type RoundRefusal, type RoundResult } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

const START = new Date('2026-03-10T09:00:00Z');

describe.each(databaseKinds)('market slot rules (property) on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt', SPORTSBOOK_TICK_MS: '0' }, { clock });
  });
  afterAll(() => t?.close());

  const command = fc.oneof(
    // One round, or several of the same session at once.
    {
      weight: 5,
      arbitrary: fc.record({
        op: fc.constant('spin' as const),
        cents: fc.integer({ min: 10, max: 700 }),
        together: fc.integer({ min: 1, max: 3 }),
      }),
    },
    { weight: 4, arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 6_000 }) }) },
    // A day passes (a birthday may come).
    { weight: 1, arbitrary: fc.record({ op: fc.constant('day' as const) }) },
    // Another game page of the same player: its own pace.
    { weight: 1, arbitrary: fc.record({ op: fc.constant('relaunch' as const) }) },
  );

  it('never accepts a round over the cap for the age on the day, nor one sooner than the pace', async () => {
    const slots = await gameOfType(t, 'Slots');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          { country: 'United Kingdom', currency: 'GBP' as const, market: 'uk' as const },
          { country: 'Germany', currency: 'EUR' as const, market: 'de' as const },
        ),
        // Born 24 years and 0-3 days before the start: some turn 25 during the run.
        fc.integer({ min: 0, max: 3 }),
        fc.array(command, { minLength: 4, maxLength: 12 }),
        async (home, daysToBirthday, commands) => {
          clock.set(START);
          const birthday = new Date(START.getTime() + daysToBirthday * 86_400_000);
          const dob = `${birthday.getUTCFullYear() - 25}-${String(birthday.getUTCMonth() + 1).padStart(2, '0')}-${String(
            birthday.getUTCDate(),
          ).padStart(2, '0')}`;
          const player = await signUpPlayer(t, { country: home.country, currency: home.currency, dob });
          await fund(t, player.playerId, '1000');
          const profile = MARKET_PROFILES[home.market];
          let session = (await launch(t, slots, { player })).token;
          const accepted: { session: string; at: number }[] = [];

          for (const step of commands) {
            if (step.op === 'wait') clock.advance(step.ms);
            else if (step.op === 'day') clock.advance(86_400_000);
            else if (step.op === 'relaunch') session = (await launch(t, slots, { player })).token;
            else {
              const stake = (step.cents / 100).toFixed(2);
              const answers = (await Promise.all(
                Array.from({ length: step.together }, () => playRound(t, session, { stake })),
              )) as { status: number; body: { result: RoundResult; error: RoundRefusal } }[];
              const cap = toMinorUnits(valueForAge(profile.slots.stakeMax!, dob, clock.now()), 2);
              for (const answer of answers) {
                if (answer.status === 200) {
                  // (a) no accepted stake over the cap of the player's age today
                  expect(toMinorUnits(answer.body.result.stake, 2)).toBeLessThanOrEqual(cap);
                  accepted.push({ session: session!, at: clock.now().getTime() });
                } else {
                  expect(answer.status).toBe(403);
                  expect(['market_stake_cap', 'market_round_too_soon']).toContain(answer.body.error.reason);
                  // A refusal for the cap only when the stake is over it.
                  if (answer.body.error.reason === 'market_stake_cap') {
                    expect(BigInt(step.cents)).toBeGreaterThan(cap);
                  }
                }
              }
            }
          }
          // (b) accepted rounds of one session are at least the market's pace apart
          const bySession = new Map<string, number[]>();
          for (const round of accepted)
            bySession.set(round.session, [...(bySession.get(round.session) ?? []), round.at]);
          for (const times of bySession.values()) {
            for (let i = 1; i < times.length; i += 1) {
              expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(profile.slots.minRoundMs);
            }
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 12 : 6 },
    );
    clock.set(START);
  });
});
