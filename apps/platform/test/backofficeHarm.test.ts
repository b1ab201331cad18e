// Markers of harm (issue 36): computed after the posting, with their evidence, once per open alert;
// the compliance queue's steps (acknowledge, contact, act through the desk's actions, close) and
// their audit. The 403s of the roles without harmMarkers.* are in backofficeStaff.test.ts's matrix.
import { randomUUID } from 'node:crypto';
import { type AuditPage, backofficeApi, buildPath, type HarmAlert, type HarmAlertQueue } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../src/clock';
import { createLimitStore } from '../src/http/limits';
import { HarmMarkers } from '../src/services/harm/markers';
import { signInStaff, type StaffBrowser, staffSignedIn } from './backofficeFixtures';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { bet, credit, newPlayer, type Player, win } from './paymentsFixtures';

const DAY = 24 * 3600 * 1000;

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.each(databaseKinds)('markers of harm on %s', (kind) => {
  // Noon UTC: no posting of a test falls into the night hours by chance.
  const start = new Date(Math.floor(Date.now() / DAY) * DAY + 12 * 3600 * 1000);
  const clock = new ManualClock(start);
  let t: TestPlatform;
  let compliance: StaffBrowser;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, {}, { clock });
    compliance = await staffSignedIn(t, clock, `compliance-${kind}@staff.test`, 'compliance');
  });
  afterAll(() => t?.close());

  const services = () => t.platform.context.services;
  const settled = () => services().harm.markers.settled();
  const at = async (when: Date, work: () => Promise<void>) => {
    const back = clock.now();
    clock.set(when);
    try {
      await work();
      await settled();
    } finally {
      clock.set(back);
    }
  };
  const daysAgo = (days: number, hour = 12) => new Date(start.getTime() - days * DAY + (hour - 12) * 3600 * 1000);
  const alertsOf = async (player: Player) => {
    await settled();
    const answer = await compliance.call<HarmAlertQueue>(
      'GET',
      `${buildPath(backofficeApi.harmAlerts)}?playerUuid=${player.uuid}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.result.items;
  };
  const eur = (amount: number) => BigInt(Math.round(amount * 100));

  it('raises a deposit rise over the player’s own baseline with its figures and window, once', async () => {
    const ada = await newPlayer(t);
    for (const days of [20, 13]) await at(daysAgo(days), () => credit(t, ada, eur(20)));
    await credit(t, ada, eur(50));
    await credit(t, ada, eur(40));
    expect(await alertsOf(ada)).toEqual([]); // two recent deposits: under the minimum count
    await credit(t, ada, eur(60));
    const [alert] = await alertsOf(ada);
    expect(alert).toMatchObject({
      kind: 'depositRise',
      state: 'open',
      evidence: {
        currency: 'EUR',
        figures: {
          recentDeposits: 3,
          recentAmount: '150.00',
          baselineDeposits: 2,
          baselineAmount: '40.00',
          baselineAmountPerRecentWindow: '10.00',
          risePercent: 1500,
          thresholdPercent: 200,
        },
      },
    });
    expect(alert!.evidence.windowTo).toBe(alert!.raisedAt);
    expect(Date.parse(alert!.evidence.windowTo) - Date.parse(alert!.evidence.windowFrom)).toBe(35 * DAY);
    // Seen again while open: no second alert.
    await credit(t, ada, eur(70));
    expect(await alertsOf(ada)).toHaveLength(1);
  });

  it('raises a rise for deposits growing one after another, and nothing for level ones', async () => {
    const rising = await newPlayer(t);
    for (const amount of [10, 20, 30, 40]) await credit(t, rising, eur(amount));
    const [alert] = await alertsOf(rising);
    expect(alert?.evidence.figures).toMatchObject({ lastDeposits: '10.00 → 20.00 → 30.00 → 40.00', risingInARow: 4 });

    const level = await newPlayer(t);
    for (const amount of [30, 20, 30]) await credit(t, level, eur(amount));
    expect(await alertsOf(level)).toEqual([]);
  });

  it('raises night play, loss chasing and a long day of play; not below their thresholds', async () => {
    const owl = await newPlayer(t);
    await credit(t, owl, eur(500));
    for (const days of [1, 2]) await at(daysAgo(days, 2), () => bet(t, owl, eur(1)));
    expect(await alertsOf(owl)).toEqual([]);
    await at(daysAgo(3, 3), () => bet(t, owl, eur(1)));
    const [night] = await alertsOf(owl);
    expect(night).toMatchObject({
      kind: 'nightPlay',
      evidence: { figures: { nightsWithPlay: 3, stakesAtNight: 3, stakedAtNight: '3.00', threshold: 3 } },
    });

    const chaser = await newPlayer(t);
    await at(daysAgo(1), async () => {
      await credit(t, chaser, eur(100));
      for (let i = 0; i < 3; i++) {
        clock.advanceMinutes(20);
        await bet(t, chaser, eur(30));
        clock.advanceMinutes(10);
        await credit(t, chaser, eur(25));
      }
    });
    // A deposit after a win is no chase.
    await bet(t, chaser, eur(5));
    await win(t, chaser, eur(20));
    await credit(t, chaser, eur(10));
    const kinds = (await alertsOf(chaser)).map((alert) => alert.kind);
    expect(kinds).toContain('lossChasing');
    const chase = (await alertsOf(chaser)).find((alert) => alert.kind === 'lossChasing')!;
    expect(chase.evidence.figures).toMatchObject({
      depositsAfterLosses: 3,
      depositedAfterLosses: '75.00',
      lostJustBefore: '90.00',
    });

    const long = await newPlayer(t);
    const dayStart = new Date(Math.floor(start.getTime() / DAY) * DAY);
    await t.platform.context.db.execute(sql`
      insert into play_sessions (player_id, started_at, last_activity_at)
      values (${long.playerId}, ${new Date(dayStart.getTime() + 3600_000).toISOString()}::timestamptz,
              ${new Date(dayStart.getTime() + 5 * 3600_000).toISOString()}::timestamptz),
             (${long.playerId}, ${new Date(dayStart.getTime() + 6 * 3600_000).toISOString()}::timestamptz,
              ${new Date(dayStart.getTime() + 7.5 * 3600_000).toISOString()}::timestamptz)`);
    await credit(t, long, eur(10));
    expect(await alertsOf(long)).toEqual([]); // 5 h 30
    await t.platform.context.db.execute(sql`
      update play_sessions set last_activity_at = last_activity_at + interval '30 minutes'
      where player_id = ${long.playerId} and started_at = ${new Date(dayStart.getTime() + 6 * 3600_000).toISOString()}::timestamptz`);
    await bet(t, long, eur(1));
    const [day] = await alertsOf(long);
    expect(day).toMatchObject({ kind: 'longPlay', evidence: { figures: { minutesPlayedToday: 360 } } });
  });

  it('raises a self-exclusion of the same person’s other account', async () => {
    const first = await newPlayer(t, { firstName: 'Twin', lastName: `Excluded${kind}`, dob: '1980-04-05' });
    const second = await newPlayer(t, { firstName: 'Twin', lastName: `Excluded${kind}`, dob: '1980-04-05' });
    await credit(t, second, eur(5));
    expect(await alertsOf(second)).toEqual([]);
    await t.platform.context.db.execute(sql`
      insert into player_protection (player_id, self_exclusion_period, self_exclusion_started_at)
      values (${first.playerId}, 'permanent', ${start.toISOString()}::timestamptz)`);
    await credit(t, second, eur(5));
    const [alert] = await alertsOf(second);
    expect(alert).toMatchObject({
      kind: 'exclusionElsewhere',
      evidence: { figures: { excludedAccounts: 1, accounts: first.uuid, excludedUntil: 'permanent' } },
    });
  });

  it('raises several payment methods, limits hit, and withdrawals reversed then staked away', async () => {
    const payer = await newPlayer(t);
    const payment = (type: string, status: string, amount: number, extra: { coin?: string; hold?: string } = {}) =>
      sql`(${payer.playerId}, ${payer.accountId}, ${type}, ${status}, ${eur(amount).toString()}, 'EUR', ${extra.coin ?? null},
           ${extra.hold ?? null}, ${type === 'withdrawal' ? 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' : null},
           ${daysAgo(2).toISOString()}::timestamptz, ${daysAgo(1).toISOString()}::timestamptz)`;
    await t.platform.context.db.execute(sql`
      insert into payments (player_id, account_id, type, status, amount, currency_code, received_currency, hold_reason,
                            address, created_at, updated_at)
      values ${sql.join(
        [
          payment('deposit', 'completed', 10, { coin: 'BTC' }),
          payment('deposit', 'completed', 10, { coin: 'USDT' }),
          payment('deposit', 'completed', 10, { coin: 'ETH' }),
          payment('deposit', 'held', 10, { hold: 'deposit_limit' }),
          payment('deposit', 'held', 10, { hold: 'deposit_limit' }),
          payment('deposit', 'refunded', 10, { hold: 'self_exclusion' }),
          payment('withdrawal', 'cancelled', 30),
          payment('withdrawal', 'cancelled', 20),
        ],
        sql`, `,
      )}`);
    await credit(t, payer, eur(100));
    await bet(t, payer, eur(40)); // 40.00 staked since the first cancel: under the 50.00 cancelled
    const byKind = async () => new Map((await alertsOf(payer)).map((alert) => [alert.kind, alert.evidence.figures]));
    const first = await byKind();
    expect([...first.keys()].sort()).toEqual(['limitsHit', 'paymentMethods']);
    expect(first.get('paymentMethods')).toMatchObject({ depositCoins: 3, coins: 'BTC, ETH, USDT', payoutAddresses: 1 });
    expect(first.get('limitsHit')).toMatchObject({ depositsHeld: 3, reasons: 'deposit_limit, self_exclusion' });
    await bet(t, payer, eur(10));
    expect((await byKind()).get('reversedWithdrawals')).toMatchObject({
      withdrawalsCancelled: 2,
      cancelledAmount: '50.00',
      stakedSinceFirstCancel: '50.00',
      threshold: 2,
    });
  });

  it('evaluates a player at most once a gap: the postings meanwhile together, at its end', async () => {
    const busy = await newPlayer(t);
    const { context } = t.platform;
    // A queue of its own with a long gap, over the platform's database and clock.
    const markers = new HarmMarkers(
      context.db,
      clock,
      { ...context.config.harm, playerGapMs: 60_000 },
      {
        warn: () => {},
      },
    );
    const evaluations: number[] = [];
    markers.onEvaluated((playerId) => evaluations.push(playerId));
    markers.changed(busy.playerId); // the first posting after a quiet gap: at once
    await vi.waitFor(() => expect(evaluations).toEqual([busy.playerId]));
    for (let i = 0; i < 3; i++) markers.changed(busy.playerId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(evaluations).toHaveLength(1); // the gap runs
    await markers.settled(); // evaluates the players waiting for their gap now
    expect(evaluations).toEqual([busy.playerId, busy.playerId]); // the three postings, once
    markers.stop();
  });

  it.skipIf(!redisUrl)(
    "with several processes, evaluates a player at most once a gap in all of them: another process's postings wait for the turn's end",
    async () => {
      const busy = await newPlayer(t);
      const { context } = t.platform;
      const gap = 1_000;
      // Two processes' queues sharing their turns through Redis, as the platform's processes do.
      const prefix = `casino-test-turns-${randomUUID()}`;
      const stores = await Promise.all(
        [0, 1].map(() => createLimitStore({ redisUrl, redisPrefix: prefix, log: { warn: () => {} } })),
      );
      try {
        const [first, second] = stores.map(
          (store) =>
            new HarmMarkers(
              context.db,
              clock,
              { ...context.config.harm, playerGapMs: gap },
              { warn: () => {} },
              store.turns,
            ),
        );
        const heard = (markers: HarmMarkers) => {
          const at: number[] = [];
          markers.onEvaluated(() => at.push(performance.now()));
          return at;
        };
        const byFirst = heard(first!);
        const bySecond = heard(second!);
        const started = performance.now();
        first!.changed(busy.playerId); // takes the player's turn: evaluated at once
        await vi.waitFor(() => expect(byFirst).toHaveLength(1));
        second!.changed(busy.playerId); // the first process's turn runs: this posting waits for its end
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(bySecond).toHaveLength(0);
        await vi.waitFor(() => expect(bySecond).toHaveLength(1), { timeout: 5_000 });
        expect(bySecond[0]! - started).toBeGreaterThanOrEqual(gap - 50);
        expect(byFirst).toHaveLength(1);
        first!.stop();
        second!.stop();
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    },
  );

  it('lets compliance acknowledge, note a contact, set a limit and close, each audited, and measures the first step', async () => {
    const bea = await newPlayer(t);
    for (const amount of [10, 20, 30, 40]) await credit(t, bea, eur(amount));
    const [raised] = await alertsOf(bea);
    clock.advanceMinutes(25);
    await signInStaff(t, clock, compliance); // the session's idle end is 15 minutes
    const path = (name: 'acknowledgeHarmAlert' | 'contactHarmAlert' | 'actOnHarmAlert' | 'closeHarmAlert') =>
      buildPath(backofficeApi[name], { id: raised!.id });
    const ack = await compliance.call<HarmAlert>('POST', path('acknowledgeHarmAlert'), { body: {} });
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(ack.body.result).toMatchObject({ state: 'acknowledged', minutesToFirstAction: 25 });
    expect((await compliance.call('POST', path('acknowledgeHarmAlert'), { body: {} })).status).toBe(409);
    const contact = await compliance.call<HarmAlert>('POST', path('contactHarmAlert'), {
      body: { note: 'Called; agreed a lower deposit limit.' },
    });
    expect(contact.body.result.state).toBe('contacted');
    expect(
      (await compliance.call('POST', path('actOnHarmAlert'), { body: { act: 'limit', reason: 'x' } })).status,
    ).toBe(400);
    const acted = await compliance.call<HarmAlert>('POST', path('actOnHarmAlert'), {
      body: { act: 'limit', limit: { kind: 'deposit', period: 'week', amount: '50' }, reason: 'Deposits rising' },
    });
    expect(acted.status, JSON.stringify(acted.body)).toBe(200);
    expect(acted.body.result.state).toBe('actioned');
    expect(acted.body.result.steps.map((step) => step.kind)).toEqual(['acknowledge', 'contact', 'act']);
    expect(acted.body.result.steps[2]!.details).toMatchObject({ act: 'limit', kind: 'deposit', amount: '50' });
    const closed = await compliance.call<HarmAlert>('POST', path('closeHarmAlert'), {
      body: { reason: 'Limit in force' },
    });
    expect(closed.body.result.state).toBe('closed');
    expect((await compliance.call('POST', path('closeHarmAlert'), { body: { reason: 'again' } })).status).toBe(409);

    const audit = await compliance.call<AuditPage>('GET', buildPath(backofficeApi.playerAudit, { uuid: bea.uuid }));
    const actions = audit.body.result.entries.map((entry) => entry.action).reverse();
    expect(actions).toEqual([
      'harmAlert.acknowledge',
      'harmAlert.contact',
      'protection.change',
      'harmAlert.act',
      'harmAlert.close',
    ]);
    // The player's limit is the one set.
    const limits = await t.platform.context.db.execute(
      sql`select amount::text as amount from player_limits where player_id = ${bea.playerId} and kind = 'deposit'`,
    );
    expect((limits as unknown as { rows: { amount: string }[] }).rows[0]?.amount).toBe('5000');

    const queue = await compliance.call<HarmAlertQueue>('GET', buildPath(backofficeApi.harmAlerts));
    expect(queue.body.result.response).toMatchObject({ targetMinutes: 60 });
    expect(queue.body.result.response.withinTarget).toBeGreaterThanOrEqual(1);
  });
});
