import { randomUUID } from 'node:crypto';
import {
  adminApi,
  type BetTransaction,
  buildPath,
  gpApi,
  playersApi,
  sportsbookApi,
  type SportsbookBet,
  type SportsbookEvent,
  type SportsbookFeed,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookMarkets } from '../src/db/schema';
import { cashOutQuote, type CashOutLeg, stakeClosedBy } from '../src/services/sportsbook/cashOut';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { fund, ledgerOf } from './gamesFixtures';
import { deposit, newPlayer } from './paymentsFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';

type Fail = { error: { code: number; message: string; reason?: string; fields?: Record<string, string> } };
type Placed = { result: { bets: SportsbookBet[]; balance: string } } & Fail;
type CashedOut = { result: { bet: SportsbookBet; amount: string; balance: string; currency: { code: string } } } & Fail;

const open = (taken: number, current = taken): CashOutLeg => ({
  taken,
  current,
  result: null,
  marketStatus: 'open',
  eventStatus: 'prematch',
});

describe('the cash-out formula', () => {
  const single = { type: 'single' as const, status: 'open', stake: 1000n };

  it('pays the stake less the margin while the price is unchanged, rounded down to the cent', () => {
    expect(cashOutQuote(single, [open(185)], 500)).toEqual({ available: true, value: 950n, reason: null });
    // 10.00 x 1.85 / 1.87 x 0.95 = 9.398... -> 9.39
    expect(cashOutQuote(single, [open(185, 187)], 500).value).toBe(939n);
    // The price shortened (more likely to win): worth more. 10 x 3.00 / 1.50 x 0.95 = 19.00
    expect(cashOutQuote(single, [open(300, 150)], 500).value).toBe(1900n);
    expect(cashOutQuote(single, [open(300, 150)], 0).value).toBe(2000n);
  });

  it('counts a won leg of a multiple at 1.00 now and a void leg at 1.00 both ways', () => {
    const multiple = { type: 'multiple' as const, status: 'open', stake: 1000n };
    const won: CashOutLeg = { ...open(200, 250), result: 'won', marketStatus: 'settled', eventStatus: 'ended' };
    const voided: CashOutLeg = { ...open(400, 250), result: 'void', marketStatus: 'settled', eventStatus: 'ended' };
    // 10 x 2.00 x 1.50 / (1.00 x 1.20) x 0.95 = 23.75
    expect(cashOutQuote(multiple, [won, open(150, 120)], 500).value).toBe(2375n);
    // 10 x 1.00 x 1.50 / (1.00 x 1.50) x 0.95 = 9.50
    expect(cashOutQuote(multiple, [voided, open(150)], 500).value).toBe(950n);
  });

  it('gives no value to a lost leg, a suspended or ended market, a system bet, a bet no longer open', () => {
    const multiple = { type: 'multiple' as const, status: 'open', stake: 1000n };
    const lost: CashOutLeg = { ...open(200), result: 'lost', marketStatus: 'settled', eventStatus: 'ended' };
    expect(cashOutQuote(multiple, [lost, open(150)], 500)).toMatchObject({ available: false, reason: 'legLost' });
    expect(cashOutQuote(single, [{ ...open(150), marketStatus: 'suspended' }], 500).reason).toBe('suspended');
    expect(cashOutQuote(single, [{ ...open(150), eventStatus: 'ended' }], 500).reason).toBe('eventEnded');
    expect(cashOutQuote({ ...multiple, type: 'system' }, [open(150), open(200)], 500).reason).toBe('system');
    expect(cashOutQuote({ ...single, status: 'won' }, [open(150)], 500).reason).toBe('notOpen');
    expect(cashOutQuote({ ...single, stake: 1n }, [open(1000, 100_000)], 500).reason).toBe('noValue');
  });

  it('closes the part of the stake a partial cash-out takes, rounded up; all of it is no part', () => {
    // 4.00 of a value of 9.50 closes 10.00 x 4 / 9.5 = 4.2105... -> 4.22 of the stake.
    expect(stakeClosedBy(1000n, 400n, 950n)).toBe(422n);
    // 19.99 of a value of 20.00 would close 10.00 x 19.99 / 20 = 9.995 -> 10.00: all of it.
    expect(stakeClosedBy(1000n, 1999n, 2000n)).toBeNull();
    expect(stakeClosedBy(1000n, 1998n, 2000n)).toBe(999n);
  });
});

describe.each(databaseKinds)('sportsbook cash-out on %s', (kind) => {
  let t: TestPlatform;
  let ada: SignedUpPlayer;
  let adaWidget: string;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '11' });
    ada = await signUpPlayer(t);
    adaWidget = await widgetToken(ada);
    await fund(t, ada.playerId, '500.00');
  });
  afterAll(() => t?.close());

  async function widgetToken(player: Pick<SignedUpPlayer, 'token' | 'uuid'>): Promise<string> {
    const answer = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: player.token,
      body: { playerId: player.uuid, currency: 'EUR', locale: 'en' },
    });
    expect(answer.status).toBe(200);
    return answer.body.result.token;
  }

  const feed = async () => (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
  /** Prematch events nobody has bet on in this file yet, each with its home selection. */
  const used = new Set<number>();
  async function fresh(count: number) {
    const events = (await feed()).events.filter((event) => event.status === 'prematch' && !used.has(event.id));
    expect(events.length).toBeGreaterThanOrEqual(count);
    return events.slice(0, count).map((event) => {
      used.add(event.id);
      return { event, selection: event.markets[0]!.selections[0]! };
    });
  }

  async function placeBet(token: string, type: 'single' | 'multiple', picks: Awaited<ReturnType<typeof fresh>>) {
    const placed = await t.call<Placed>('POST', buildPath(sportsbookApi.placeBet), {
      token,
      body: {
        type,
        stake: '10',
        selections: picks.map(({ selection }) => ({ selectionId: selection.id, odds: selection.odds })),
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.result.bets[0]!;
  }

  const openBet = async (token: string, id: number) => {
    const list = await t.call<{ result: SportsbookBet[] }>('GET', buildPath(sportsbookApi.listBets), { token });
    return list.body.result.find((bet) => bet.id === id)!;
  };

  const cashOut = (token: string, id: number, body: Record<string, unknown>, key: string = randomUUID()) =>
    t.call<CashedOut>('POST', buildPath(sportsbookApi.cashOutBet, { id }), {
      token,
      body,
      headers: { 'idempotency-key': key },
    });

  const settle = (event: SportsbookEvent, home: number, away: number) =>
    t.call<Fail>('POST', buildPath(adminApi.settleSportsbookEvent, { eventId: event.id }), {
      token: OPERATOR_TOKEN,
      body: { home, away },
    });

  const setOdds = (selectionId: number, odds: string) =>
    t.call<Fail>('PUT', buildPath(adminApi.setSportsbookOdds, { selectionId }), {
      token: OPERATOR_TOKEN,
      body: { odds },
    });

  /** The wallet equals the sum of its ledger entries, and the bet's credits are these. */
  async function books(playerId: number, betUuid: string) {
    const { entries, balance } = await ledgerOf(t, playerId);
    expect(entries.reduce((sum, entry) => sum + entry.balanceDelta, 0n)).toBe(balance);
    const credits = entries.filter((entry) => entry.referenceId === betUuid && entry.type === 'win');
    return { balance, credits };
  }

  it('shows an open bet its cash-out value and cashes it out at that value: wallet, ledger and Bet History agree', async () => {
    const [pick] = await fresh(1);
    const bet = await placeBet(adaWidget, 'single', [pick!]);
    const listed = await openBet(adaWidget, bet.id);
    // Unchanged price: the stake less the 5% margin.
    expect(listed.cashOut).toEqual({ value: '9.50', available: true, reason: null, partial: true });

    // The price drifts out: the value the player saw is gone (409 with the new value).
    const drifted = (Number(pick!.selection.odds.replace('.', '')) + 20).toString();
    expect((await setOdds(pick!.selection.id, `${drifted.slice(0, -2)}.${drifted.slice(-2)}`)).status).toBe(200);
    const now = await openBet(adaWidget, bet.id);
    const expected = (1000n * BigInt(pick!.selection.odds.replace('.', '')) * 9500n) / (BigInt(drifted) * 10000n);
    expect(now.cashOut!.value).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    const moved = await cashOut(adaWidget, bet.id, { value: '9.50' });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(
      `The cash-out value has changed to ${now.cashOut!.value} EUR. Check the new value and confirm again.`,
    );
    expect(moved.body.error.fields).toEqual({ value: now.cashOut!.value });

    const before = await books(ada.playerId, bet.uuid);
    const key = randomUUID();
    const done = await cashOut(adaWidget, bet.id, { value: now.cashOut!.value }, key);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result.amount).toBe(now.cashOut!.value);
    expect(done.body.result.bet).toMatchObject({ status: 'cashed_out', payout: now.cashOut!.value });
    const after = await books(ada.playerId, bet.uuid);
    expect(after.balance).toBe(before.balance + expected);
    expect(done.body.result.balance).toBe(`${after.balance / 100n}.${String(after.balance % 100n).padStart(2, '0')}`);
    expect(after.credits.map((entry) => entry.balanceDelta)).toEqual([expected]);

    // The same key again answers the same and moves nothing; another key finds the bet closed.
    const again = await cashOut(adaWidget, bet.id, { value: now.cashOut!.value }, key);
    expect(again.status).toBe(200);
    expect(again.body.result.amount).toBe(now.cashOut!.value);
    const closed = await cashOut(adaWidget, bet.id, { value: now.cashOut!.value });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('This bet is no longer open.');
    expect((await books(ada.playerId, bet.uuid)).credits).toHaveLength(1);

    // Settling the event later pays nothing more.
    expect((await settle(pick!.event, 2, 0)).status).toBe(200);
    expect((await books(ada.playerId, bet.uuid)).credits).toHaveLength(1);
    expect((await openBet(adaWidget, bet.id)).status).toBe('cashed_out');

    // Bet History: the stake and "Cashed out" with the amount.
    const history = await t.call<{ result: { transactions: BetTransaction[] } }>(
      'GET',
      buildPath(gpApi.listBets, undefined, { source: 'sportsbook' }),
      { token: ada.token },
    );
    const rows = history.body.result.transactions.filter((row) => row.uuid === bet.uuid);
    expect(rows.map((row) => [row.type.name, row.amount]).sort()).toEqual([
      ['bet', '10.00'],
      ['cash_out', now.cashOut!.value],
    ]);
  });

  it('cashes out a part of a single: the rest of the stake stays on the bet and settles as usual', async () => {
    const [pick] = await fresh(1);
    const bet = await placeBet(adaWidget, 'single', [pick!]);
    const done = await cashOut(adaWidget, bet.id, { value: '9.50', amount: '4.00' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const odds = BigInt(pick!.selection.odds.replace('.', ''));
    // 4.00 of 9.50 closes 4.22 of the 10.00 stake: 5.78 stays.
    const potential = (578n * odds + 50n) / 100n;
    expect(done.body.result.amount).toBe('4.00');
    expect(done.body.result.bet).toMatchObject({ status: 'open', stake: '5.78', cashedOut: '4.00' });
    expect(done.body.result.bet.potentialPayout).toBe(
      `${potential / 100n}.${String(potential % 100n).padStart(2, '0')}`,
    );
    // Its value now is the rest: 5.78 x 0.95 = 5.49.
    expect((await openBet(adaWidget, bet.id)).cashOut).toMatchObject({ value: '5.49', available: true });
    // A part above the value is refused.
    const above = await cashOut(adaWidget, bet.id, { value: '5.49', amount: '6' });
    expect(above.status).toBe(400);
    expect(above.body.error.fields?.amount).toBe('Enter an amount above 0 and up to the cash-out value.');

    const before = await books(ada.playerId, bet.uuid);
    expect((await settle(pick!.event, 2, 0)).status).toBe(200);
    const after = await books(ada.playerId, bet.uuid);
    expect(after.balance - before.balance).toBe(potential);
    expect(after.credits.map((entry) => entry.balanceDelta)).toEqual([400n, potential]);
    expect(await openBet(adaWidget, bet.id)).toMatchObject({ status: 'won', cashedOut: '4.00' });
  });

  it('refuses a suspended market (409), a lost leg (409), a system bet, a part of a multiple and another player (404)', async () => {
    const [a, b] = await fresh(2);
    const single = await placeBet(adaWidget, 'single', [a!]);
    const { db } = t.platform.context;
    const market = a!.event.markets[0]!.id;
    await db.update(sportsbookMarkets).set({ status: 'suspended' }).where(eq(sportsbookMarkets.id, market));
    expect((await openBet(adaWidget, single.id)).cashOut).toEqual({
      value: '0.00',
      available: false,
      reason: 'suspended',
      partial: false,
    });
    const suspended = await cashOut(adaWidget, single.id, { value: '9.50' });
    expect(suspended.status).toBe(409);
    expect(suspended.body.error).toMatchObject({
      message: 'Cash-out is not available while a market of this bet is suspended.',
      reason: 'suspended',
    });
    await db.update(sportsbookMarkets).set({ status: 'open' }).where(eq(sportsbookMarkets.id, market));

    const multiple = await placeBet(adaWidget, 'multiple', [a!, b!]);
    expect((await openBet(adaWidget, multiple.id)).cashOut).toMatchObject({ available: true, partial: false });
    const part = await cashOut(adaWidget, multiple.id, { value: '9.50', amount: '1' });
    expect(part.status).toBe(400);
    expect(part.body.error.message).toBe('Only a single can be cashed out in part.');

    const bea = await signUpPlayer(t);
    const notHers = await cashOut(await widgetToken(bea), multiple.id, { value: '9.50' });
    expect(notHers.status).toBe(404);

    // The home side loses: the multiple has a lost leg.
    expect((await settle(a!.event, 0, 2)).status).toBe(200);
    const lost = await cashOut(adaWidget, multiple.id, { value: '9.50' });
    expect(lost.status).toBe(409);
    expect(lost.body.error.reason).toBe('notOpen');
    expect((await openBet(adaWidget, multiple.id)).status).toBe('lost');
    expect((await books(ada.playerId, multiple.uuid)).credits).toHaveLength(0);
  });

  it('answers 400 without an Idempotency-Key or a value', async () => {
    const [pick] = await fresh(1);
    const bet = await placeBet(adaWidget, 'single', [pick!]);
    const noKey = await t.call<Fail>('POST', buildPath(sportsbookApi.cashOutBet, { id: bet.id }), {
      token: adaWidget,
      body: { value: '9.50' },
    });
    expect(noKey.status).toBe(400);
    const noValue = await cashOut(adaWidget, bet.id, {});
    expect(noValue.status).toBe(400);
    expect(noValue.body.error.fields).toHaveProperty('value');
    expect((await cashOut(adaWidget, bet.id, { value: '9.5x' })).status).toBe(400);
    const anonymous = await t.call<Fail>('POST', buildPath(sportsbookApi.cashOutBet, { id: bet.id }), {
      body: { value: '9.50' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('cashes out once when two cash-outs arrive at once, and pays once when settlement races a cash-out', async () => {
    const [a, b] = await fresh(2);
    const first = await placeBet(adaWidget, 'single', [a!]);
    const twice = await Promise.all([
      cashOut(adaWidget, first.id, { value: '9.50' }),
      cashOut(adaWidget, first.id, { value: '9.50' }),
    ]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await books(ada.playerId, first.uuid)).credits.map((entry) => entry.balanceDelta)).toEqual([950n]);

    const second = await placeBet(adaWidget, 'single', [b!]);
    const [cashed, settled] = await Promise.all([
      cashOut(adaWidget, second.id, { value: '9.50' }),
      settle(b!.event, 2, 0),
    ]);
    expect(settled.status).toBe(200);
    const { credits } = await books(ada.playerId, second.uuid);
    expect(credits).toHaveLength(1);
    const bet = await openBet(adaWidget, second.id);
    if (cashed.status === 200) {
      expect(bet.status).toBe('cashed_out');
      expect(credits[0]!.balanceDelta).toBe(950n);
    } else {
      expect(cashed.status).toBe(409);
      expect(bet.status).toBe('won');
      expect(credits[0]!.balanceDelta).toBe(BigInt(b!.selection.odds.replace('.', '')) * 10n);
    }
  });

  it('lets a self-excluded player cash out (money goes back to the player) and keeps bonus money bonus money', async () => {
    const bea = await newPlayer(t);
    await deposit(t, bea, '10.00', 'WELCOME100'); // cash 10, bonus 10
    const beaWidget = await widgetToken(bea);
    const [pick] = await fresh(1);
    const bet = await placeBet(beaWidget, 'single', [pick!]); // 10 cash
    const [other] = await fresh(1);
    const bonusBet = await t.call<Placed>('POST', buildPath(sportsbookApi.placeBet), {
      token: beaWidget,
      body: {
        type: 'single',
        stake: '10',
        selections: [{ selectionId: other!.selection.id, odds: other!.selection.odds }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(bonusBet.status).toBe(200); // all bonus money
    const account = async () =>
      (await t.platform.context.services.wallet.accountsOf(bea.playerId)).map(({ cash, bonus }) => ({
        cash,
        bonus,
      }))[0];
    expect(await account()).toEqual({ cash: '0.00', bonus: '0.00' });

    const bonusDone = await cashOut(beaWidget, bonusBet.body.result.bets[0]!.id, { value: '9.50' });
    expect(bonusDone.status, JSON.stringify(bonusDone.body)).toBe(200);
    // A bonus-funded stake cashes out as bonus money, never as cash.
    expect(await account()).toEqual({ cash: '0.00', bonus: '9.50' });

    const excluded = await t.call<Fail>('POST', buildPath(playersApi.selfExclude), {
      token: bea.token,
      body: { period: '6m', password: bea.password },
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const done = await cashOut(beaWidget, bet.id, { value: '9.50' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The exclusion forfeited the bonus (its money is gone); the cash stake came back as cash.
    expect(await account()).toEqual({ cash: '9.50', bonus: '0.00' });
  });
});
