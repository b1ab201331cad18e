// The Netherlands' market rules (issue 31, docs/markets.md): the monthly cap on net deposits, the
// affordability check, the alerts at 50% and 100%, the 30-minute reality check; and the wait of a
// limit increase in each market. A brand licensed for every market, a hand-moved clock.
import {
  adminApi,
  buildPath,
  type PaymentTransaction,
  paymentsApi,
  playersApi,
  type ResponsibleGaming,
} from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { auditLog, payments } from '../src/db/schema';
import { mailTo, startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, launch, playRound, type RoundRefusal } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  ADDRESSES,
  admin,
  confirmedEvent,
  createLink,
  credit,
  deposit,
  figures,
  makeEligible,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
/** The first instant of July in Amsterdam (CEST, UTC+2). */
const JULY = new Date('2026-06-30T22:00:00Z');
const HOUR_MS = 3_600_000;

describe.each(databaseKinds)('Dutch market rules on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    // Held deposits wait for staff (review), so the test sees them held.
    t = await startIsolatedPlatform(
      kind,
      { MARKETS: 'uk,de,nl,mt', SPORTSBOOK_TICK_MS: '0', HELD_DEPOSITS: 'review' },
      { clock },
    );
  });
  afterAll(() => t?.close());

  /** A Dutch player; with `contact`, the operator has talked with the player (deposits past €350 a month open). */
  const dutch = async (dob = '1990-05-17', { contact = true } = {}) => {
    const player = await newPlayer(t, { country: 'Nederland', currency: 'EUR', dob });
    if (contact) {
      const recorded = await admin(t).call(
        'POST',
        buildPath(adminApi.recordContactMoment, { playerUuid: player.uuid }),
        {
          note: 'Phone call: risks and CRUKS explained',
        },
      );
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    }
    return player;
  };
  const linkOf = (player: Player, amount: string) =>
    t.call<{ error: RoundRefusal }>('POST', buildPath(paymentsApi.createPaymentLink), {
      token: player.token,
      body: { amount },
    });
  const stateOf = async (player: Player) => {
    const answer = await t.call<{ result: ResponsibleGaming }>('GET', buildPath(playersApi.getResponsibleGaming), {
      token: player.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const setLimit = (player: Player, kind: 'deposit', period: 'day' | 'week' | 'month', amount: string | null) =>
    t.call<{ result: ResponsibleGaming; error: RoundRefusal }>('PUT', buildPath(playersApi.setLimit), {
      token: player.token,
      body: { kind, period, amount },
    });

  it("caps a Dutch player's net deposits at 700.00 per calendar month", async () => {
    clock.set(NOW);
    const player = await makeEligible(t, await dutch());
    await deposit(t, player, '500.00');
    const refused = await linkOf(player, '200.01');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      reason: 'market_deposit_cap',
      messageCode: 'market.depositCap',
      message:
        'Your net deposits are capped at €700.00 per calendar month: €200.00 is left this month, until 30 Jun 2026, 22:00 UTC.',
    });
    expect((await stateOf(player)).depositCap).toEqual({
      cap: '700.00',
      used: '500.00',
      left: '200.00',
      until: JULY.toISOString(),
      affordabilityChecked: false,
      reached: false,
      untilContact: null,
    });

    // Money arriving past the cap is held, as past a deposit limit: a link of 200 fitted when it
    // was made, but 100 more arrived meanwhile.
    const link = await createLink(t, player, '200.00');
    await credit(t, player, 10_000n);
    expect((await sendWebhook(t, confirmedEvent(link, '200.00'))).status).toBe(200);
    const [held] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, link.uuid));
    expect(held).toMatchObject({ status: 'held', holdReason: 'deposit_limit' });
    expect((await figures(t, player)).held).toBe(20_000n);

    // Net: a withdrawal paid out makes room again (25.00 and its fee of 1.00 left the wallet).
    const requested = await t.call<{ result: PaymentTransaction }>('POST', buildPath(paymentsApi.withdraw), {
      token: player.token,
      body: {
        amount: 25,
        address: ADDRESSES.TRC20,
        network: 'TRC20',
        networkFeeLevel: 'low',
        receivedCurrency: 'USDT',
      },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const approved = await admin(t).call(
      'POST',
      buildPath(adminApi.approveWithdrawal, { uuid: requested.body.result.uuid }),
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await stateOf(player)).depositCap).toMatchObject({ used: '574.00', left: '126.00' });
    expect((await linkOf(player, '126.01')).status).toBe(403);
    expect((await linkOf(player, '126.00')).status).toBe(200);

    // The month is Amsterdam's: the last second of June is still June, July starts again from nothing.
    clock.set(new Date(JULY.getTime() - 1000));
    expect((await linkOf(player, '200.00')).status).toBe(403);
    clock.set(JULY);
    expect((await linkOf(player, '700.00')).status).toBe(200);
    expect((await linkOf(player, '700.01')).status).toBe(403);

    // A Maltese player has no such cap.
    clock.set(NOW);
    const malta = await newPlayer(t, { country: 'Malta' });
    await deposit(t, malta, '800.00');
    expect((await stateOf(malta)).depositCap).toBeNull();
  });

  it("caps a young Dutch player's net deposits at 300.00 per calendar month", async () => {
    clock.set(NOW);
    // The Ksa's young adults are 18 to 23 (€700 "vanaf 24 jaar"): 24 tomorrow, still 23 today.
    const young = await dutch('2002-06-16');
    await deposit(t, young, '300.00');
    const refused = await linkOf(young, '1.00');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Your net deposits are capped at €300.00 per calendar month: €0.00 is left this month, until 30 Jun 2026, 22:00 UTC.',
    );
    // 24 today: the adult cap (a UK player stays young until 25).
    const adult = await dutch('2002-06-15');
    expect((await linkOf(adult, '700.00')).status).toBe(200);
    expect((await linkOf(adult, '700.01')).status).toBe(403);
  });

  it("stops a Dutch player's deposits at 350.00 a month until the operator records a personal contact", async () => {
    clock.set(NOW);
    const player = await dutch('1990-05-17', { contact: false });
    await deposit(t, player, '300.00');
    const refused = await linkOf(player, '50.01');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      reason: 'market_deposit_contact',
      messageCode: 'market.depositUntilContact',
      message:
        'Until you have talked with our team, deposits are limited to €350.00 a month: €50.00 is left this month, until 30 Jun 2026, 22:00 UTC. Contact support to talk about more.',
    });
    expect((await stateOf(player)).depositCap?.untilContact).toEqual({
      limit: '350.00',
      used: '300.00',
      left: '50.00',
    });
    expect((await linkOf(player, '50.00')).status).toBe(200);

    // A deposit limit may be set or lowered at once, but not raised past 350.00 a month (a day's
    // limit of 11.67 lets 350.10 through in 30 days; a week's of 70.00, 350.00 in five weeks).
    expect((await setLimit(player, 'deposit', 'month', '100.00')).status).toBe(200);
    const raised = await setLimit(player, 'deposit', 'month', '350.01');
    expect(raised.status).toBe(403);
    expect(raised.body).toMatchObject({
      error: {
        reason: 'market_deposit_contact',
        message:
          'A deposit limit that allows more than €350.00 a month needs a talk with our team first: contact support, then raise it.',
      },
    });
    expect((await setLimit(player, 'deposit', 'day', '20.00')).status).toBe(200);
    expect((await setLimit(player, 'deposit', 'day', '11.67')).status).toBe(200);
    expect((await setLimit(player, 'deposit', 'day', '11.68')).status).toBe(403);
    expect((await setLimit(player, 'deposit', 'day', null)).status).toBe(403);
    expect((await setLimit(player, 'deposit', 'month', '350.00')).status).toBe(200);

    // The operator's contact opens both; kept in the protection trail and the audit.
    const path = buildPath(adminApi.recordContactMoment, { playerUuid: player.uuid });
    expect((await t.call('POST', path, { body: { note: 'x' } })).status).toBe(401);
    const recorded = await admin(t).call<{ result: ResponsibleGaming }>('POST', path, {
      note: 'Phone call on 15 June',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.result.depositCap?.untilContact).toBeNull();
    expect((await setLimit(player, 'deposit', 'month', '600.00')).status).toBe(200);
    const entries = await t.platform.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.contactMoment'), eq(auditLog.playerUuid, player.uuid)));
    expect(entries).toHaveLength(1);

    // A young adult's first amount is 150.00; a Maltese player has no such rule.
    const young = await dutch('2004-01-01', { contact: false });
    expect((await linkOf(young, '150.01')).body.error).toMatchObject({ reason: 'market_deposit_contact' });
    expect((await linkOf(young, '150.00')).status).toBe(200);
    const malta = await newPlayer(t, { country: 'Malta' });
    expect(
      (await admin(t).call('POST', buildPath(adminApi.recordContactMoment, { playerUuid: malta.uuid }), { note: 'x' }))
        .status,
    ).toBe(409);
  });

  it('lifts the cap to the amount of an affordability check the operator records', async () => {
    clock.set(NOW);
    const player = await dutch();
    await deposit(t, player, '700.00');
    expect((await linkOf(player, '1.00')).status).toBe(403);
    const path = `/api/admin/players/${player.uuid}/affordability-check`;
    const body = { amount: '2000.00', note: 'Payslips of three months checked' };
    expect((await t.call('POST', path, { body })).status).toBe(401);
    const recorded = await admin(t).call<{ result: ResponsibleGaming }>('POST', path, body);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.result.depositCap).toMatchObject({
      cap: '2000.00',
      left: '1300.00',
      affordabilityChecked: true,
    });
    expect((await linkOf(player, '1300.01')).status).toBe(403);
    expect((await linkOf(player, '1300.00')).status).toBe(200);
    // Audited as automation, with the note and the cap before and after.
    const entries = await t.platform.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.affordabilityCheck'), eq(auditLog.playerUuid, player.uuid)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reason: 'Payslips of three months checked',
      before: { cap: '700.00' },
      after: { cap: '2000.00' },
    });
    // Only a market with a cap takes one.
    const malta = await newPlayer(t, { country: 'Malta' });
    expect((await admin(t).call('POST', `/api/admin/players/${malta.uuid}/affordability-check`, body)).status).toBe(
      409,
    );
  });

  it("alerts a Dutch player at 50% and 100% of the cap and of the player's deposit limit", async () => {
    clock.set(NOW);
    const player = await dutch();
    expect((await setLimit(player, 'deposit', 'week', '400.00')).status).toBe(200);
    const subjects = async () => (await mailTo(t, player.email)).map((mail) => mail.subject).reverse();
    const alertMails = async () => (await subjects()).filter((subject) => /half|reached/.test(subject));

    await deposit(t, player, '200.00');
    expect(await alertMails()).toEqual(['You have used half of your weekly deposit limit']);
    await deposit(t, player, '160.00');
    expect(await alertMails()).toEqual([
      'You have used half of your weekly deposit limit',
      'You have used half of your monthly deposit cap',
    ]);
    await deposit(t, player, '40.00');
    expect(await alertMails()).toEqual([
      'You have used half of your weekly deposit limit',
      'You have used half of your monthly deposit cap',
      'You have reached your weekly deposit limit',
    ]);
    const [reachedMail] = await mailTo(t, player.email);
    expect(reachedMail?.text).toContain('Your deposits have reached your weekly deposit limit of €400.00');
    // The notices of the Responsible Gaming tab: newest first, each once.
    const state = await stateOf(player);
    expect(state.alerts?.map(({ limit, threshold, cap, used }) => ({ limit, threshold, cap, used }))).toEqual([
      { limit: 'week', threshold: 100, cap: '400.00', used: '400.00' },
      { limit: 'cap', threshold: 50, cap: '700.00', used: '360.00' },
      { limit: 'week', threshold: 50, cap: '400.00', used: '200.00' },
    ]);
    // A Maltese player with a limit gets no such alerts.
    const malta = await newPlayer(t, { country: 'Malta' });
    await setLimit(malta, 'deposit', 'week', '100.00');
    await deposit(t, malta, '100.00');
    expect((await mailTo(t, malta.email)).filter((mail) => /half|reached/.test(mail.subject))).toEqual([]);
    expect((await stateOf(malta)).alerts).toEqual([]);
  });

  it('signs a Dutch player out of play at 100% of the cap until the next month', async () => {
    clock.set(NOW);
    const player = await dutch();
    await deposit(t, player, '100.00');
    const slot = await gameOfType(t, 'Slots');
    const session = await launch(t, slot, { player });
    expect(session.status).toBe(200);
    expect((await playRound(t, session.token, { stake: '1.00' })).status).toBe(200);

    await deposit(t, player, '600.00');
    const [mail] = await mailTo(t, player.email);
    expect(mail?.subject).toBe('You have reached your monthly deposit cap');
    expect(mail?.text).toContain('Your game sessions have ended, and play is paused until 30 Jun 2026, 22:00 UTC.');
    expect((await stateOf(player)).depositCap).toMatchObject({ reached: true, left: '0.00' });
    // The open game session has ended; a new one is refused with the cap.
    expect((await playRound(t, session.token, { stake: '1.00' })).status).not.toBe(200);
    const again = await launch(t, slot, { player });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({
      error: {
        reason: 'market_deposit_cap',
        message: 'You have reached your monthly deposit cap of €700.00: play resumes on 30 Jun 2026, 22:00 UTC.',
      },
    });
    // The next month, play resumes.
    clock.set(JULY);
    const july = await launch(t, slot, { player });
    expect(july.status).toBe(200);
    expect((await playRound(t, july.token, { stake: '1.00' })).status).toBe(200);
    clock.set(NOW);
  });

  it('shows a Dutch player a reality check at least every 30 minutes', async () => {
    clock.set(NOW);
    const player = await dutch();
    const choose = async (who: Player, minutes: 0 | 15 | 30 | 60) => {
      const answer = await t.call<{ result: ResponsibleGaming }>('PUT', buildPath(playersApi.setRealityCheck), {
        token: who.token,
        body: { minutes },
      });
      expect(answer.status).toBe(200);
      return answer.body.result.realityCheck;
    };
    // Never chosen: every 30 minutes.
    expect((await stateOf(player)).realityCheck).toMatchObject({ minutes: 30, maxMinutes: 30 });
    expect(await choose(player, 60)).toMatchObject({ minutes: 30 });
    expect(await choose(player, 0)).toMatchObject({ minutes: 30 });
    expect(await choose(player, 15)).toMatchObject({ minutes: 15 });
    expect(await choose(player, 60)).toMatchObject({ minutes: 30 });

    // At play: the check is due 30 minutes into the session, even for a player who chose an hour.
    await fund(t, player.playerId, '50');
    const session = await launch(t, await gameOfType(t, 'Slots'), { player });
    expect((await playRound(t, session.token, { stake: '1.00' })).status).toBe(200);
    clock.advance(20 * 60_000);
    expect((await playRound(t, session.token, { stake: '1.00' })).status).toBe(200);
    clock.advance(10 * 60_000);
    const due = await playRound(t, session.token, { stake: '1.00' });
    expect(due.status).toBe(403);
    expect((due.body as { error: RoundRefusal }).error.reason).toBe('reality_check_due');

    // A Maltese player keeps the hour, or no check at all.
    clock.set(NOW);
    const malta = await newPlayer(t, { country: 'Malta' });
    expect(await choose(malta, 60)).toMatchObject({ minutes: 60, maxMinutes: null });
    expect(await choose(malta, 0)).toMatchObject({ minutes: 0 });
  });

  it('makes a limit increase wait 24 h in the UK and Malta and 7 days in Germany and the Netherlands', async () => {
    clock.set(NOW);
    const cases = [
      { country: 'England', currency: 'GBP', hours: 24, said: '24 hours' },
      { country: 'Malta', currency: 'EUR', hours: 24, said: '24 hours' },
      { country: 'Deutschland', currency: 'EUR', hours: 168, said: '7 days' },
      { country: 'Nederland', currency: 'EUR', hours: 168, said: '7 days' },
    ];
    for (const market of cases) {
      // A Dutch player's raise past 350.00 a month waits for a personal contact first (its own test).
      const player =
        market.country === 'Nederland'
          ? await dutch()
          : await newPlayer(t, { country: market.country, currency: market.currency });
      const set = await setLimit(player, 'deposit', 'day', '100.00');
      expect(set.status).toBe(200);
      // What the player reads says the market's wait: the Responsible Gaming tab (from the state) and the e-mail.
      expect(set.body.result.limitIncreaseWaitHours, market.country).toBe(market.hours);
      const [setMail] = await mailTo(t, player.email);
      expect(setMail?.text, market.country).toContain(
        `You can lower it at any time; a higher limit waits ${market.said} and your confirmation.`,
      );
      const raised = await setLimit(player, 'deposit', 'day', '200.00');
      const day = raised.body.result.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day');
      expect(day?.pending, market.country).toMatchObject({
        amount: '200.00',
        confirmableAt: new Date(NOW.getTime() + market.hours * HOUR_MS).toISOString(),
        confirmable: false,
      });
      // Not a moment sooner.
      clock.set(new Date(NOW.getTime() + market.hours * HOUR_MS - 1000));
      const early = await t.call('POST', buildPath(playersApi.confirmLimit), {
        token: player.token,
        body: { kind: 'deposit', period: 'day' },
      });
      expect(early.status, market.country).toBe(409);
      clock.set(new Date(NOW.getTime() + market.hours * HOUR_MS));
      const confirmed = await t.call('POST', buildPath(playersApi.confirmLimit), {
        token: player.token,
        body: { kind: 'deposit', period: 'day' },
      });
      expect(confirmed.status, market.country).toBe(200);
      clock.set(NOW);
    }
  });
});
