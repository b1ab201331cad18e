// The sportsbook trading desk (issue 36, docs/trading-desk.md): a trader suspends a market (a bet
// on it is refused, the feed shows it suspended) and resumes it, previews a settlement and settles
// (paid as previewed), voids a market (stakes back), resettles (earlier payouts reversed by new
// entries, new payouts posted) and is refused a resettlement that would take back withdrawn money.
// Every change is a staff audit entry. The 403s of every other endpoint and role are in
// backofficeStaff.test.ts's matrix.
import { randomUUID } from 'node:crypto';
import {
  backofficeApi,
  buildPath,
  playersApi,
  sportsbookApi,
  type SportsbookBet,
  type SportsbookFeed,
  type TradingEvent,
  type TradingEventList,
  type TradingPayoutPreview,
} from '@casino/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { auditLog, ledgerEntries, sportsbookBets } from '../src/db/schema';
import { type StaffBrowser, staffSignedIn } from './backofficeFixtures';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { fund, ledgerOf } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

type Placed = { result: { bets: SportsbookBet[] }; error: { message: string } };
const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe.each(databaseKinds)('the sportsbook trading desk on %s', (kind) => {
  const clock = new ManualClock(new Date());
  let t: TestPlatform;
  let trader: StaffBrowser;
  let support: StaffBrowser;
  let ada: SignedUpPlayer;
  let adaWidget: string;
  let football: SportsbookFeed['events'];

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '7' }, { clock });
    trader = await staffSignedIn(t, clock, `trader-${kind}@staff.test`, 'trader');
    support = await staffSignedIn(t, clock, `support-${kind}@staff.test`, 'support');
    ada = await signUpPlayer(t);
    adaWidget = await widgetToken(ada);
    await fund(t, ada.playerId, '500.00');
    const feed = (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
    football = feed.events.filter((event) => event.status === 'prematch' && event.markets[0]?.kind === '1x2');
    expect(football.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => t?.close());

  async function widgetToken(player: Pick<SignedUpPlayer, 'token' | 'uuid'>): Promise<string> {
    const answer = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: player.token,
      body: { playerId: player.uuid, currency: 'EUR', locale: 'en' },
    });
    return answer.body.result.token;
  }

  const place = (token: string, selection: { id: number; odds: string }, stake = '10') =>
    t.call<Placed>('POST', buildPath(sportsbookApi.placeBet), {
      token,
      body: {
        type: 'single',
        stake,
        oddsChange: 'any',
        selections: [{ selectionId: selection.id, odds: selection.odds }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  const placed = async (token: string, selection: { id: number; odds: string }, stake = '10') => {
    const answer = await place(token, selection, stake);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.bets[0]!;
  };
  const desk = <T>(endpoint: keyof typeof backofficeApi, params: Record<string, number>, body?: unknown) =>
    trader.call<T>(
      backofficeApi[endpoint].method,
      buildPath(backofficeApi[endpoint] as never, params as never),
      body === undefined ? {} : { body },
    );
  /** The ledger entries of these bets (stake, payouts, reversals), summed. */
  const ledgerSum = async (uuids: string[]) => {
    const rows = await t.platform.context.db
      .select({ delta: ledgerEntries.balanceDelta, key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.referenceId, uuids));
    return { sum: rows.reduce((sum, row) => sum + row.delta, 0n), keys: rows.map((row) => row.key) };
  };

  it('refuses a role without the sportsbook permissions and lists events with their open bets for a trader', async () => {
    const event = football[0]!;
    const refused = await support.call('POST', buildPath(backofficeApi.suspendTradingEvent, { eventId: event.id }), {
      body: {},
    });
    expect(refused.status).toBe(403);
    expect((await support.call('GET', buildPath(backofficeApi.tradingEvents))).status).toBe(403);

    await placed(adaWidget, event.markets[0]!.selections[0]!);
    const list = await trader.call<TradingEventList>('GET', buildPath(backofficeApi.tradingEvents));
    expect(list.status).toBe(200);
    const listed = list.body.result.events.find((candidate) => candidate.id === event.id);
    expect(listed).toMatchObject({ status: 'prematch', open: { bets: 1, stake: '10.00' }, currency: 'EUR' });
    const page = await desk<TradingEvent>('tradingEvent', { eventId: event.id });
    expect(page.body.result.markets[0]).toMatchObject({ status: 'open', open: { bets: 1, stake: '10.00' } });
  });

  it('suspends a market: the feed shows it suspended and a bet on it is refused until it is resumed', async () => {
    const event = football[0]!;
    const market = event.markets[0]!;
    const suspended = await desk<TradingEvent>('suspendTradingMarket', { eventId: event.id, marketId: market.id }, {});
    expect(suspended.status).toBe(200);
    expect(suspended.body.result.markets[0]).toMatchObject({ status: 'suspended', traderSuspended: true });
    const feed = (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
    expect(feed.events.find((candidate) => candidate.id === event.id)?.markets[0]?.status).toBe('suspended');
    // A clock step does not reopen it (the simulator honours the trader's suspension).
    await t.platform.context.services.sportsbook.tick(new Date());
    expect((await place(adaWidget, market.selections[2]!)).status).toBe(400);

    const resumed = await desk<TradingEvent>('resumeTradingMarket', { eventId: event.id, marketId: market.id }, {});
    expect(resumed.body.result.markets[0]).toMatchObject({ status: 'open', traderSuspended: false });

    // The whole event: every market suspended, then reopened (none held by a trader of its own).
    const held = await desk<TradingEvent>('suspendTradingEvent', { eventId: event.id }, {});
    expect(held.body.result.traderSuspended).toBe(true);
    expect(new Set(held.body.result.markets.map((candidate) => candidate.status))).toEqual(new Set(['suspended']));
    expect((await place(adaWidget, market.selections[2]!)).status).toBe(400);
    const reopened = await desk<TradingEvent>('resumeTradingEvent', { eventId: event.id }, {});
    expect(reopened.body.result.markets[0]).toMatchObject({ status: 'open' });
    await placed(adaWidget, market.selections[2]!);
  });

  it('settles an event paying what the preview said, and resettles with reversing entries', async () => {
    const event = football[0]!;
    const [home, , away] = event.markets[0]!.selections;
    const before = (await ledgerOf(t, ada.playerId)).balance;
    const preview = await desk<TradingPayoutPreview>(
      'previewTradingSettlement',
      { eventId: event.id },
      { home: 2, away: 0 },
    );
    expect(preview.status).toBe(200);
    const homePayout = cents(home!.odds) * 10n;
    expect(preview.body.result.total).toMatchObject({ bets: 2, stake: '20.00', paidBefore: '0.00' });
    expect(cents(preview.body.result.total.payout)).toBe(homePayout);
    expect(preview.body.result.markets[0]).toMatchObject({ marketId: event.markets[0]!.id, bets: 2 });
    // The preview changed nothing.
    expect((await desk<TradingEvent>('tradingEvent', { eventId: event.id })).body.result.status).toBe('prematch');

    const settled = await desk<TradingPayoutPreview>('settleTradingEvent', { eventId: event.id }, { home: 2, away: 0 });
    expect(settled.status).toBe(200);
    expect(settled.body.result.total).toEqual(preview.body.result.total);
    expect((await ledgerOf(t, ada.playerId)).balance - before).toBe(homePayout);
    const again = await desk('settleTradingEvent', { eventId: event.id }, { home: 2, away: 0 });
    expect(again.status).toBe(409);

    // The result was wrong: 0-1. The home win is taken back by a reversing entry, the away bet paid.
    const bets = await t.platform.context.db
      .select()
      .from(sportsbookBets)
      .where(eq(sportsbookBets.playerId, ada.playerId));
    const uuids = bets.map((bet) => bet.uuid);
    const awayPayout = cents(away!.odds) * 10n;
    const resettled = await desk<TradingPayoutPreview>(
      'resettleTradingEvent',
      { eventId: event.id },
      { home: 0, away: 1, reason: 'Wrong score entered' },
    );
    expect(resettled.status, JSON.stringify(resettled.body)).toBe(200);
    expect(cents(resettled.body.result.total.paidBefore)).toBe(homePayout);
    expect(cents(resettled.body.result.total.payout)).toBe(awayPayout);
    expect((await ledgerOf(t, ada.playerId)).balance - before).toBe(awayPayout);
    const ledger = await ledgerSum(uuids);
    // Two stakes of 10.00 out, the away payout in; the home win and its reversal both stay.
    expect(ledger.sum).toBe(awayPayout - 2000n);
    expect(ledger.keys.filter((key) => key.endsWith(':win:reversal'))).toHaveLength(1);
    expect(ledger.keys.filter((key) => key.endsWith(':win'))).toHaveLength(1);
    const statuses = (
      await t.platform.context.db.select().from(sportsbookBets).where(inArray(sportsbookBets.uuid, uuids))
    )
      .map((bet) => bet.status)
      .sort();
    expect(statuses).toEqual(['lost', 'won']);
  });

  it('voids a market with its reason (stakes returned) and refuses a resettlement that would take back withdrawn money', async () => {
    const event = football[1]!;
    const market = event.markets[0]!;
    const bet = await placed(adaWidget, market.selections[1]!, '7.50');
    const balance = (await ledgerOf(t, ada.playerId)).balance;
    const noReason = await desk('voidTradingMarket', { eventId: event.id, marketId: market.id }, { reason: '' });
    expect(noReason.status).toBe(400);
    const voided = await desk<TradingEvent>(
      'voidTradingMarket',
      { eventId: event.id, marketId: market.id },
      { reason: 'Feed error' },
    );
    expect(voided.status).toBe(200);
    expect(voided.body.result.markets[0]).toMatchObject({ status: 'settled', voidReason: 'Feed error' });
    expect((await ledgerOf(t, ada.playerId)).balance - balance).toBe(750n);
    expect((await ledgerSum([bet.uuid])).sum).toBe(0n);

    // Bo wins 10.00 x odds on another event, then withdraws everything: taking the win back is refused.
    const bo = await signUpPlayer(t);
    const boWidget = await widgetToken(bo);
    await fund(t, bo.playerId, '10.00');
    const other = football[2]!;
    const boBet = await placed(boWidget, other.markets[0]!.selections[0]!);
    await desk('settleTradingEvent', { eventId: other.id }, { home: 1, away: 0 });
    const { wallet } = t.platform.context.services;
    const account = await wallet.combinedAccount(bo.playerId);
    const won = (await ledgerOf(t, bo.playerId)).balance;
    expect(won).toBeGreaterThan(0n);
    await wallet.transact((_tx, ledger) =>
      ledger.post({
        accountId: account!.id,
        type: 'withdrawal',
        balanceDelta: -won,
        referenceType: 'test-withdrawal',
        referenceId: randomUUID(),
        idempotencyKey: `test-withdrawal-${randomUUID()}`,
      }),
    );
    const refused = await desk<unknown>(
      'resettleTradingEvent',
      { eventId: other.id },
      { home: 0, away: 1, reason: 'Wrong score' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/balance/);
    expect((await ledgerOf(t, bo.playerId)).balance).toBe(0n);
    expect((await ledgerSum([boBet.uuid])).keys.some((key) => key.includes('reversal'))).toBe(false);
  });

  it('wrote a staff audit entry for every change', async () => {
    const rows = await t.platform.context.db
      .select({ action: auditLog.action, actorRole: auditLog.actorRole, reason: auditLog.reason })
      .from(auditLog)
      .where(and(like(auditLog.action, 'sportsbook.%'), eq(auditLog.actorRole, 'trader')));
    const actions = rows.map((row) => row.action);
    for (const action of [
      'sportsbook.suspend',
      'sportsbook.resume',
      'sportsbook.settle',
      'sportsbook.resettle',
      'sportsbook.void',
    ])
      expect(actions).toContain(action);
    expect(rows.find((row) => row.action === 'sportsbook.void')?.reason).toBe('Feed error');
    // The refused resettlement left no entry: only the one that went through.
    expect(actions.filter((action) => action === 'sportsbook.resettle')).toHaveLength(1);
  });
});
