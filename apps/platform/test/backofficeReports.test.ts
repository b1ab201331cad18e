// The back office's reports (issue 36): the business by UTC day from the ledger, exact to the
// cent, checked against the ledger's own rows for a seeded history (a deposit with a bonus, a
// casino round, a sports bet settled, a bonus converted to cash), and the range's rules.
import { randomUUID } from 'node:crypto';
import {
  adminApi,
  backofficeApi,
  type BusinessReport,
  buildPath,
  playersApi,
  REPORT_MAX_DAYS,
  sportsbookApi,
  type SportsbookBet,
  type SportsbookFeed,
} from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { accounts, ledgerEntries, playerBonuses, reportDays } from '../src/db/schema';
import { type StaffBrowser, staffSignedIn } from './backofficeFixtures';
import { startIsolatedPlatform } from './fixtures';
import { gameOfType, launch, playRound } from './gamesFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';
import { deposit, makeEligible, newPlayer, type Player } from './paymentsFixtures';

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

describe.each(databaseKinds)('the back office reports on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date());
  let admin: StaffBrowser;
  let support: StaffBrowser;
  let ada: Player;
  const today = dayOf(new Date());
  const yesterday = dayOf(new Date(Date.now() - DAY_MS));

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '5' }, { clock });
    const suffix = randomUUID().slice(0, 6);
    admin = await staffSignedIn(t, clock, `admin-${suffix}@staff.test`, 'admin');
    support = await staffSignedIn(t, clock, `support-${suffix}@staff.test`, 'support');
    ada = await makeEligible(t, await newPlayer(t));

    // A deposit with the welcome bonus (100% up to 500: 40.00 of bonus money).
    await deposit(t, ada, '40.00', 'WELCOME100');
    // A casino round of 2.50.
    const slot = await gameOfType(t, 'Slots');
    const launched = await launch(t, slot, { player: ada, demo: false });
    expect((await playRound(t, launched.token, { stake: '2.50' })).status).toBe(200);
    // A sports bet of 3.00 on a prematch event, settled by the operator.
    const widget = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: ada.token,
      body: { playerId: ada.uuid, currency: 'EUR', locale: 'en' },
    });
    const feed = (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
    const event = feed.events.find((e) => e.status === 'prematch')!;
    const selection = event.markets[0]!.selections[0]!;
    const placed = await t.call<{ result: { bets: SportsbookBet[] } }>('POST', buildPath(sportsbookApi.placeBet), {
      token: widget.body.result.token,
      body: { type: 'single', stake: '3', selections: [{ selectionId: selection.id, odds: selection.odds }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const settled = await t.call('POST', buildPath(adminApi.settleSportsbookEvent, { eventId: event.id }), {
      token: OPERATOR_TOKEN,
      body: { home: 1, away: 0 },
    });
    expect(settled.status).toBe(200);
    // The bonus, made a casino bonus, converted: 12.50 of its bonus money becomes cash, the rest goes.
    const { db } = t.platform.context;
    const [bonus] = await db.select().from(playerBonuses).where(eq(playerBonuses.playerId, ada.playerId));
    await db.update(playerBonuses).set({ product: 'casino' }).where(eq(playerBonuses.id, bonus!.id));
    const { wallet } = t.platform.context.services;
    const account = (await wallet.combinedAccount(ada.playerId))!;
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    await wallet.transact((_tx, ledger) =>
      ledger.post({
        accountId: account.id,
        type: 'bonus_conversion',
        balanceDelta: -(row!.bonus - 1250n),
        bonusDelta: -row!.bonus,
        referenceType: 'bonus',
        referenceId: bonus!.uuid,
        idempotencyKey: `test-conversion-${randomUUID()}`,
      }),
    );
  });
  afterAll(() => t?.close());

  const report = (who: StaffBrowser, query: Record<string, string>) =>
    who.call<BusinessReport>('GET', buildPath(backofficeApi.businessReport, undefined, query));

  it("adds up to the ledger's own rows: GGR per product, bonus cost, NGR, deposits, players", async () => {
    const answer = await report(admin, { from: yesterday, to: today, currency: 'EUR' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { days, totals } = answer.body.result;
    expect(days.map((d) => d.day)).toEqual([yesterday, today]);
    expect(days[0]).toMatchObject({ ggr: '0.00', deposits: '0.00', activePlayers: 0 });

    // The ledger's own rows of every EUR account today, summed here in JavaScript.
    const { db } = t.platform.context;
    const rows = await db
      .select({ entry: ledgerEntries, currency: accounts.currencyCode })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId));
    const ofToday = rows.filter((r) => r.currency === 'EUR' && dayOf(r.entry.createdAt) === today).map((r) => r.entry);
    const cash = (e: (typeof ofToday)[number]) => e.balanceDelta - e.bonusDelta;
    const sum = (list: typeof ofToday, part: (e: (typeof ofToday)[number]) => bigint) =>
      list.reduce((total, e) => total + part(e), 0n);
    const played = ofToday.filter((e) => e.type === 'bet' || e.type === 'win');
    const casinoGgr = -sum(
      played.filter((e) => e.referenceType === 'game-round'),
      cash,
    );
    const sportsGgr = -sum(
      played.filter((e) => e.referenceType === 'sportsbook-bet'),
      cash,
    );
    const bonusCost = sum(
      ofToday.filter((e) => e.referenceType === 'bonus'),
      cash,
    );
    const money = (units: bigint) => fromMinorUnits(units, 2);
    expect(bonusCost).toBe(1250n);
    expect(days[1]).toMatchObject({
      casinoGgr: money(casinoGgr),
      sportsGgr: money(sportsGgr),
      ggr: money(casinoGgr + sportsGgr),
      casinoBonusCost: '12.50',
      sportsBonusCost: '0.00',
      bonusCost: '12.50',
      casinoNgr: money(casinoGgr - 1250n),
      sportsNgr: money(sportsGgr),
      ngr: money(casinoGgr + sportsGgr - 1250n),
      deposits: '40.00',
      withdrawals: '0.00',
      activePlayers: 1,
    });
    // The round staked 2.50 and the bet 3.00 of real money.
    expect(played.filter((e) => e.type === 'bet').map((e) => -e.balanceDelta)).toEqual(
      expect.arrayContaining([250n, 300n]),
    );
    expect(days[1]!.newPlayers).toBeGreaterThanOrEqual(1);
    expect(totals).toMatchObject({ ggr: days[1]!.ggr, ngr: days[1]!.ngr, deposits: '40.00' });
  });

  it('refuses a bad range with the field that is wrong, and staff whose role has no reports', async () => {
    const backwards = await report(admin, { from: today, to: yesterday, currency: 'EUR' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { fields: { to: 'The last day cannot be before the first.' } } });
    const long = await report(admin, {
      from: dayOf(new Date(Date.now() - REPORT_MAX_DAYS * DAY_MS)),
      to: today,
      currency: 'EUR',
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { fields: { to: `A report covers at most ${REPORT_MAX_DAYS} days.` } } });
    const unknown = await report(admin, { from: today, to: today, currency: 'XYZ' });
    expect(unknown.status).toBe(400);
    const notADay = await report(admin, { from: '2026-02-30', to: today, currency: 'EUR' });
    expect(notADay.status).toBe(400);
    expect((await report(support, { from: today, to: today, currency: 'EUR' })).status).toBe(403);
  });
  it('keeps a closed day once summed and reads it from then on; an open day is summed each time', async () => {
    const { db } = t.platform.context;
    const live = await report(admin, { from: today, to: today, currency: 'EUR' });
    // Yesterday (closed) was kept by the first report; today (open) is not.
    expect((await db.select().from(reportDays)).map((row) => row.day)).toEqual([yesterday]);
    // Two days on, today is closed: summed once, kept, the same figures.
    clock.advance(2 * DAY_MS);
    const later = await staffSignedIn(t, clock, `admin-later-${randomUUID().slice(0, 6)}@staff.test`, 'admin');
    const closed = await report(later, { from: today, to: today, currency: 'EUR' });
    expect(closed.body.result.days).toEqual(live.body.result.days);
    const kept = await db.select().from(reportDays).where(eq(reportDays.day, today));
    expect(kept).toHaveLength(1);
    expect(fromMinorUnits(kept[0]!.casinoGgr, 2)).toBe(live.body.result.days[0]!.casinoGgr);
    // Read from report_days from then on (a figure changed there shows).
    await db.update(reportDays).set({ newPlayers: 999 }).where(eq(reportDays.day, today));
    const again = await report(later, { from: today, to: today, currency: 'EUR' });
    expect(again.body.result.days[0]!.newPlayers).toBe(999);
    await db.update(reportDays).set({ newPlayers: kept[0]!.newPlayers }).where(eq(reportDays.day, today));
  });
  it('keeps every closed day of a year in every currency once, as the platform does while days close', async () => {
    const { db, services } = t.platform.context;
    expect(await services.reports.keepClosedDays()).toBeGreaterThan(0);
    expect(await services.reports.keepClosedDays()).toBe(0);
    const euro = await db.select().from(reportDays).where(eq(reportDays.currencyCode, 'EUR'));
    expect(euro).toHaveLength(REPORT_MAX_DAYS);
    // The days a report had kept before are kept as they were, not summed again.
    expect(euro.find((row) => row.day === today)?.newPlayers).toBeGreaterThan(0);
  });
});
