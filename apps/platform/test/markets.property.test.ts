// Issue 31's quality bar as a property: over random sequences of stakes, pauses, concurrent
// rounds, birthdays and deposits, a UK or German slot player never has a round accepted over the
// market's stake cap for their age on the day, nor two accepted rounds of one session closer than
// the market's pace; every refusal names the rule. And over random sequences of payment links,
// payments (some after other payments, a lowered limit or a new month), deposit-limit changes and
// days passing, a Dutch player's deposits of a calendar month (Amsterdam's) never pass the net
// cap for their age, nor a German player's the LUGAS limit across operators (1,000.00 a month,
// German time), and no paid cent is lost (what a cap or a limit keeps out is held).
import { adminApi, buildPath, type PaymentLink, paymentsApi, playersApi } from '@casino/contract';
import { fromMinorUnits, MARKET_PROFILES, toMinorUnits, valueForAge } from '@casino/rules';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { ledgerEntries } from '../src/db/schema';
import { signUpPlayer, startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, launch, playRound, type RoundRefusal, type RoundResult } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { admin, confirmedEvent, figures, newPlayer, sendWebhook } from './paymentsFixtures';

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

describe.each(databaseKinds)('the Dutch and German deposit caps (property) on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-06-20T10:00:00Z'));
  // The Dutch cap's month is Amsterdam's; LUGAS's is Berlin's (the same zone today, named as each rule says).
  const monthOf = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
  const MARKETS_UNDER_TEST = {
    nl: {
      country: 'Nederland',
      month: monthOf('Europe/Amsterdam'),
      reasons: ['market_deposit_cap', 'market_deposit_contact', 'deposit_limit'],
    },
    // The LUGAS sandbox: every German player's limit across operators is 1,000.00 a month.
    de: { country: 'Deutschland', month: monthOf('Europe/Berlin'), reasons: ['market_lugas_limit', 'deposit_limit'] },
  };

  beforeAll(async () => {
    // Money past the cap waits for staff (review), so every paid cent stays in sight.
    t = await startIsolatedPlatform(
      kind,
      { MARKETS: 'nl,de,mt', SPORTSBOOK_TICK_MS: '0', HELD_DEPOSITS: 'review' },
      { clock },
    );
  });
  afterAll(() => t?.close());

  const command = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ op: fc.constant('link' as const), cents: fc.integer({ min: 1_000, max: 45_000 }) }),
    },
    // The oldest open link is paid (perhaps after other links were paid, a limit lowered or the month turned).
    { weight: 4, arbitrary: fc.record({ op: fc.constant('pay' as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('limit' as const),
        period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        cents: fc.option(fc.integer({ min: 1_000, max: 90_000 }), { nil: null }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 12 }) }) },
  );

  it("never credits a Dutch or German player's deposits past the month's cap (Dutch net cap for their age, LUGAS), and loses no paid cent", async () => {
    const start = clock.now();
    // A Dutch player the operator has not talked with stops at the first amount (€350, €150 young).
    const capOf = (market: 'nl' | 'de', dob: string, month: string, contact: boolean) =>
      toMinorUnits(
        market === 'nl'
          ? valueForAge(
              contact ? MARKET_PROFILES.nl.deposits.netMonthlyCap! : MARKET_PROFILES.nl.deposits.untilContact!,
              dob,
              new Date(`${month}-15T12:00:00Z`),
            )
          : MARKET_PROFILES.de.deposits.monthlyCapAcrossOperators!,
        2,
      );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('nl' as const, 'de' as const),
        fc.constantFrom('1990-05-17', '2004-02-01'),
        fc.array(command, { minLength: 6, maxLength: 16 }),
        fc.boolean(),
        async (market, dob, commands, contact) => {
          clock.set(start);
          const home = MARKETS_UNDER_TEST[market];
          // A last name of its own: LUGAS files players by name and date of birth.
          const lastName = `Visser${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
          const player = await newPlayer(t, { country: home.country, currency: 'EUR', dob, lastName });
          if (market === 'nl' && contact) {
            const path = buildPath(adminApi.recordContactMoment, { playerUuid: player.uuid });
            expect((await admin(t).call('POST', path, { note: 'Phone call' })).status).toBe(200);
          }
          const open: { link: PaymentLink; cents: bigint }[] = [];
          let paid = 0n;
          for (const step of commands) {
            if (step.op === 'days') clock.advance(step.days * 86_400_000);
            else if (step.op === 'limit') {
              const amount = step.cents === null ? null : (step.cents / 100).toFixed(2);
              const answer = await t.call('PUT', buildPath(playersApi.setLimit), {
                token: player.token,
                body: { kind: 'deposit', period: step.period, amount },
              });
              // Raising a Dutch deposit limit past the first amount waits for the operator's contact.
              if (answer.status !== 200) {
                expect(answer.status, JSON.stringify(answer.body)).toBe(403);
                expect(market === 'nl' && !contact).toBe(true);
              }
            } else if (step.op === 'link') {
              const answer = await t.call<{ result: PaymentLink; error: RoundRefusal }>(
                'POST',
                buildPath(paymentsApi.createPaymentLink),
                { token: player.token, body: { amount: (step.cents / 100).toFixed(2) } },
              );
              if (answer.status === 200) open.push({ link: answer.body.result, cents: BigInt(step.cents) });
              else {
                expect(answer.status, JSON.stringify(answer.body)).toBe(403);
                expect(home.reasons).toContain(answer.body.error.reason);
              }
            } else {
              const next = open.shift();
              if (!next) continue;
              const amount = next.cents;
              const answer = await sendWebhook(t, confirmedEvent(next.link, fromMinorUnits(amount, 2), 'EUR'));
              expect(answer.status, JSON.stringify(answer.body)).toBe(200);
              paid += amount;
            }
          }
          // (a) the deposits credited in each calendar month (the market's time) stay within the cap
          const entries = await t.platform.context.db
            .select({ delta: ledgerEntries.balanceDelta, at: ledgerEntries.createdAt })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.accountId, player.accountId), eq(ledgerEntries.type, 'deposit')));
          const byMonth = new Map<string, bigint>();
          for (const entry of entries) {
            const month = home.month.format(entry.at);
            byMonth.set(month, (byMonth.get(month) ?? 0n) + entry.delta);
          }
          for (const [month, total] of byMonth) {
            const monthCap = capOf(market, dob, month, contact);
            expect(total, `${month}: ${total} of ${monthCap}`).toBeLessThanOrEqual(monthCap);
          }
          // (b) every paid cent is in the wallet: credited, or held for review or return
          const { balance, held } = await figures(t, player);
          expect(balance + held).toBe(paid);
        },
      ),
      { numRuns: kind === 'pglite' ? 12 : 6 },
    );
    clock.set(start);
  });
});
