import { randomUUID } from 'node:crypto';
import {
  adminApi,
  authApi,
  buildPath,
  type Game,
  paymentsApi,
  playersApi,
  type ProtectionAuditEntry,
  type ResponsibleGaming,
  sportsbookApi,
  type SportsbookFeed,
} from '@casino/contract';
import { fromMinorUnits, toMinorUnits } from '@casino/rules';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from '../src/admin/cli';
import { ManualClock } from '../src/clock';
import { ledgerEntries, playerBonuses } from '../src/db/schema';
import { ApiError, toApiError } from '../src/http/errors';
import { isDomainError } from '../src/services/errors';
import { listOutbox, mailTime } from '../src/services/mail';
import { formatTime, HOUR_MS, MINUTE_MS } from '../src/services/protection';
import { startIsolatedPlatform } from './fixtures';
import { gameOfType, launch, playRound } from './gamesFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';
import {
  ADDRESSES,
  confirmedEvent,
  createLink,
  deposit,
  entriesOfType,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

type Failure = { error: { code: number; message: string; fields?: Record<string, string>; reason?: string } };
type Answer<T> = { result: T } & Failure;

const RG = buildPath(playersApi.getResponsibleGaming);
const LIMITS = buildPath(playersApi.setLimit);
const CONFIRM = buildPath(playersApi.confirmLimit);
const REALITY = buildPath(playersApi.setRealityCheck);
const ANSWER = buildPath(playersApi.answerRealityCheck);
const TIME_OUT = buildPath(playersApi.takeTimeOut);
const SELF_EXCLUDE = buildPath(playersApi.selfExclude);
const RESUME = buildPath(playersApi.requestResume);
const CLOSE = buildPath(playersApi.closeAccount);
const DAY_MS = 24 * HOUR_MS;

describe.each(databaseKinds)('player protection on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock();
  let dice: Game;

  beforeAll(async () => {
    t = await startIsolatedPlatform(
      kind,
      {
        SPORTSBOOK_TICK_MS: '0',
        SPORTSBOOK_SEED: '7',
        WITHDRAWAL_REQUIRES_VERIFIED_EMAIL: 'false',
        WITHDRAWAL_REQUIRES_KYC: 'false',
      },
      { clock },
    );
    dice = await gameOfType(t, 'Instant');
  });
  afterAll(() => t?.close());

  const state = async (player: Player) => {
    const answer = await t.call<Answer<ResponsibleGaming>>('GET', RG, { token: player.token });
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const limitOf = (rg: ResponsibleGaming, kind: string, period: string) =>
    rg.limits.find((limit) => limit.kind === kind && limit.period === period)!;
  const setLimit = (player: Player, kind: string, period: string, amount: string | null) =>
    t.call<Answer<ResponsibleGaming>>('PUT', LIMITS, { token: player.token, body: { kind, period, amount } });
  const confirm = (player: Player, kind: string, period: string) =>
    t.call<Answer<ResponsibleGaming>>('POST', CONFIRM, { token: player.token, body: { kind, period } });
  const post = <T = ResponsibleGaming>(player: Player, path: string, body: unknown) =>
    t.call<Answer<T>>('POST', path, { token: player.token, body });
  const link = (player: Player, amount: string, bonusCode?: string) =>
    t.call<Answer<{ link: string; uuid: string }>>('POST', buildPath(paymentsApi.createPaymentLink), {
      token: player.token,
      body: { amount, ...(bonusCode ? { bonusCode } : {}) },
    });
  const mails = async (player: Player) => (await listOutbox(t.platform.context.db, { to: player.email })).map((m) => m);

  /** A funded player with a real-money dice page open. */
  async function player(funds = '100.00') {
    const p = await newPlayer(t);
    if (funds !== '0') await deposit(t, p, funds);
    const page = await launch(t, dice, { player: p });
    expect(page.status).toBe(200);
    return { ...p, page: page.token! };
  }
  type Playing = Awaited<ReturnType<typeof player>>;
  /** A dice round at target 2 (wins 1 time in 100). */
  const round = (p: Playing, stake: string) =>
    playRound(t, p.page, { stake, choice: { target: 2 }, roundId: randomUUID() });

  const feed = async () => (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
  async function widget(p: Player) {
    const answer = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: p.token,
      body: { playerId: p.uuid, currency: 'EUR', locale: 'en' },
    });
    expect(answer.status).toBe(200);
    return answer.body.result.token;
  }
  async function sportsBet(widgetToken: string, stake: string) {
    const event = (await feed()).events.find((e) => e.status === 'prematch')!;
    const selection = event.markets[0]!.selections[0]!;
    return t.call<Answer<unknown>>('POST', buildPath(sportsbookApi.placeBet), {
      token: widgetToken,
      body: {
        type: 'single',
        stake,
        oddsChange: 'any',
        selections: [{ selectionId: selection.id, odds: selection.odds }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  }
  const withdraw = (p: Player, amount: string) =>
    t.call<Answer<unknown>>('POST', buildPath(paymentsApi.withdraw), {
      token: p.token,
      body: { amount, address: ADDRESSES.TRC20, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
    });

  it('answers every limit, the reality check and the activity statement; 401 without a token', async () => {
    const p = await player('40.00');
    const rg = await state(p);
    expect(rg.limits).toHaveLength(12);
    expect(rg.limits.map((l) => `${l.kind}:${l.period}`).slice(0, 4)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'loss:day',
    ]);
    expect(limitOf(rg, 'deposit', 'day')).toMatchObject({ amount: null, used: '40.00', left: null, pending: null });
    // maxMinutes: the player's market caps no interval (a Dutch one would: marketsNl.test.ts).
    expect(rg.realityCheck).toEqual({ minutes: 0, nextAt: null, due: false, maxMinutes: null });
    expect(rg).toMatchObject({ depositCap: null, alerts: [] });
    expect(rg).toMatchObject({
      session: null,
      timeOut: null,
      selfExclusion: null,
      resume: null,
      closedAt: null,
      canPlay: true,
    });
    expect(rg.activity.map((a) => a.window)).toEqual(['day', 'week', 'month', 'all']);
    expect(rg.activity[0]).toMatchObject({ deposits: '40.00', withdrawals: '0.00', stakes: '0.00', net: '0.00' });

    for (const [method, path, body] of [
      ['GET', RG, undefined],
      ['PUT', LIMITS, { kind: 'deposit', period: 'day', amount: '5' }],
      ['POST', CONFIRM, { kind: 'deposit', period: 'day' }],
      ['PUT', REALITY, { minutes: 15 }],
      ['POST', ANSWER, { action: 'continue' }],
      ['POST', TIME_OUT, { period: '24h', password: 'x' }],
      ['POST', SELF_EXCLUDE, { period: '6m', password: 'x' }],
      ['POST', RESUME, { password: 'x' }],
      ['POST', CLOSE, { password: 'x' }],
    ] as const) {
      const answer = await t.call<Failure>(method, path, body === undefined ? {} : { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses bad input with field messages', async () => {
    const p = await newPlayer(t);
    for (const amount of ['0', '0.00', '-5', 'abc', '1.234', '1e3', '']) {
      const answer = await setLimit(p, 'deposit', 'day', amount);
      expect(answer.status, `${amount}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error.fields).toHaveProperty('amount');
    }
    for (const amount of ['0', '1.5', '99999999']) {
      const answer = await setLimit(p, 'time', 'day', amount);
      expect(answer.status, amount).toBe(400);
      expect(answer.body.error.fields).toHaveProperty('amount');
    }
    expect((await setLimit(p, 'deposit', 'day', '9999999999999.00')).status).toBe(400);
    expect((await setLimit(p, 'bets', 'day', '5')).status).toBe(400);
    expect((await setLimit(p, 'deposit', 'year', '5')).status).toBe(400);
    expect((await t.call('PUT', REALITY, { token: p.token, body: { minutes: 20 } })).status).toBe(400);
    expect((await post(p, ANSWER, { action: 'stay' })).status).toBe(400);
    expect((await post(p, TIME_OUT, { period: '2h', password: p.password })).status).toBe(400);
    expect((await post(p, SELF_EXCLUDE, { period: '2y', password: p.password })).status).toBe(400);
    const wrong = await post(p, TIME_OUT, { period: '24h', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.password).toBe('The password is not correct');
    expect((await post(p, CLOSE, { password: 'nope' })).body.error.fields?.password).toBeDefined();
    expect((await state(p)).canPlay).toBe(true);
  });

  it('refuses a payment link past a deposit limit, saying what is left and when; money of a made link that arrives past it is held', async () => {
    const p = await player('0');
    const set = await setLimit(p, 'deposit', 'day', '50');
    expect(set.status).toBe(200);
    const day = limitOf(set.body.result, 'deposit', 'day');
    expect(day).toMatchObject({ amount: '50.00', used: '0.00', left: '50.00', pending: null });
    expect(day.effectiveFrom).toBe(clock.now().toISOString());
    expect((await mails(p)).map((m) => m.subject)).toContain('Your daily deposit limit is set');

    const firstAt = clock.now();
    await deposit(t, p, '30.00');
    clock.advanceMinutes(60);
    const refused = await link(p, '25.00');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 403,
      reason: 'deposit_limit',
      message: `Your deposit limit allows €20.00 more until ${formatTime(new Date(firstAt.getTime() + DAY_MS))}`,
    });
    // The lowest limit in force wins: a weekly limit of 35 leaves 5.
    await setLimit(p, 'deposit', 'week', '35');
    expect((await link(p, '20.00')).body.error.message).toContain('€5.00 more');
    const made = await createLink(t, p, '5.00');
    // Lowered after the link was made: the money that arrives past it is held, not credited.
    await setLimit(p, 'deposit', 'week', '31');
    expect((await sendWebhook(t, confirmedEvent(made, '5.00'))).status).toBe(200);
    expect(limitOf(await state(p), 'deposit', 'week').used).toBe('30.00');
    expect((await link(p, '2')).status).toBe(403);

    // The windows roll: after 24 hours the day is free again, the week is not.
    await setLimit(p, 'deposit', 'week', null);
    clock.advanceHours(24);
    const rg = await state(p);
    expect(limitOf(rg, 'deposit', 'day').used).toBe('0.00');
    expect(limitOf(rg, 'deposit', 'week')).toMatchObject({ amount: '31.00', used: '30.00', left: '1.00' });
    expect((await link(p, '2')).body.error.reason).toBe('deposit_limit');
  });

  it('raises a limit only after 24 hours and a confirmation; removal waits too; a lower setting replaces a pending change', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'loss', 'week', '50');
    expect((await confirm(p, 'loss', 'week')).status).toBe(404);
    const raisedAt = clock.now();
    const raise = await setLimit(p, 'loss', 'week', '100');
    expect(raise.status).toBe(200);
    expect(limitOf(raise.body.result, 'loss', 'week')).toMatchObject({
      amount: '50.00',
      pending: {
        amount: '100.00',
        requestedAt: raisedAt.toISOString(),
        confirmableAt: new Date(raisedAt.getTime() + DAY_MS).toISOString(),
        confirmable: false,
      },
    });
    const early = await confirm(p, 'loss', 'week');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      `This change can be confirmed from ${formatTime(new Date(raisedAt.getTime() + DAY_MS))}`,
    );
    clock.advanceHours(23);
    expect((await confirm(p, 'loss', 'week')).status).toBe(409);
    clock.advanceHours(1);
    expect(limitOf(await state(p), 'loss', 'week').pending).toMatchObject({ amount: '100.00', confirmable: true });
    const confirmed = await confirm(p, 'loss', 'week');
    expect(confirmed.status).toBe(200);
    expect(limitOf(confirmed.body.result, 'loss', 'week')).toMatchObject({ amount: '100.00', pending: null });
    expect(limitOf(confirmed.body.result, 'loss', 'week').effectiveFrom).toBe(clock.now().toISOString());
    const trail = await t.platform.context.services.protection.audit.trail(p.playerId);
    expect(trail.map((entry) => [entry.action, entry.requestedAt, entry.effectiveAt])).toEqual([
      ['limit_set', raisedAt.toISOString(), raisedAt.toISOString()],
      ['limit_increase_requested', raisedAt.toISOString(), clock.now().toISOString()],
      ['limit_increase_confirmed', raisedAt.toISOString(), clock.now().toISOString()],
    ]);

    // Removal: pending, then confirmed.
    const removal = await setLimit(p, 'loss', 'week', null);
    expect(limitOf(removal.body.result, 'loss', 'week')).toMatchObject({ amount: '100.00', pending: { amount: null } });
    clock.advanceHours(25);
    expect(limitOf((await confirm(p, 'loss', 'week')).body.result, 'loss', 'week')).toMatchObject({
      amount: null,
      pending: null,
    });

    // A lower one while a raise waits takes effect at once and ends the pending raise.
    await setLimit(p, 'time', 'day', '60');
    await setLimit(p, 'time', 'day', '120');
    const lower = await setLimit(p, 'time', 'day', '45');
    expect(limitOf(lower.body.result, 'time', 'day')).toMatchObject({ amount: '45', pending: null });

    const subjects = (await mails(p)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your weekly loss limit is set',
        'Your weekly loss limit change is waiting',
        'Your weekly loss limit change is confirmed',
        'Your daily play-time limit is set',
      ]),
    );
    const waiting = (await mails(p)).filter((m) => m.subject === 'Your weekly loss limit change is waiting');
    expect(waiting.map((m) => m.text.includes('Until you confirm it, your limit of €50.00 applies'))).toContain(true);
  });

  it("confirms limits and a time-out in the player's language", async () => {
    const p = await newPlayer(t, { locale: 'de_DE', firstName: 'Jürgen' });
    const at = clock.now();
    expect((await setLimit(p, 'deposit', 'day', '50')).status).toBe(200);
    expect((await setLimit(p, 'deposit', 'day', '80')).status).toBe(200);
    expect((await post(p, TIME_OUT, { period: '24h', password: p.password })).status).toBe(200);
    const mail = async (subject: string) => {
      const found = (await mails(p)).find((m) => m.subject === subject);
      expect(found, subject).toBeDefined();
      return found!.text;
    };
    const when = mailTime('de_DE', at);
    expect(when).toMatch(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} UTC$/);
    expect(await mail('Ihr tägliches Einzahlungslimit ist festgelegt')).toContain(
      `Hallo Jürgen,\n\nIhr tägliches Einzahlungslimit von €50.00 gilt ab ${when}.`,
    );
    const waiting = await mail('Ihre Limitänderung wartet: tägliches Einzahlungslimit');
    expect(waiting).toContain('Sie haben beantragt, Ihr tägliches Einzahlungslimit auf €80.00 zu erhöhen.');
    expect(waiting).toContain('Bis Sie sie bestätigen, gilt Ihr Limit von €50.00.');
    expect(await mail('Ihre Pause hat begonnen')).toContain(
      `Ihre Pause (24 Stunden) hat am ${when} begonnen und dauert bis ${mailTime('de_DE', new Date(at.getTime() + 24 * HOUR_MS))}.`,
    );
    // English e-mails write times exactly as protection's answers do.
    expect(mailTime('en_GB', at)).toBe(formatTime(at));
  });

  it('refuses a round or a sportsbook bet past a wager or loss limit; the refused stake moves no money', async () => {
    const p = await player('100.00');
    await setLimit(p, 'wager', 'day', '1.00');
    expect((await round(p, '0.40')).status).toBe(200);
    expect((await round(p, '0.40')).status).toBe(200);
    const before = (await entriesOfType(t, p, 'bet')).length;
    const refused = await round(p, '0.40');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ reason: 'wager_limit' });
    expect(refused.body.error.message).toContain('€0.20 left');
    expect((await entriesOfType(t, p, 'bet')).length).toBe(before);
    expect((await round(p, '0.20')).status).toBe(200);
    clock.advanceHours(24);
    expect((await round(p, '0.40')).status).toBe(200);

    // Loss on the sportsbook: stakes count at once, winnings only when paid.
    const q = await player('100.00');
    const token = await widget(q);
    await setLimit(q, 'loss', 'day', '5.00');
    expect((await sportsBet(token, '3.00')).status).toBe(200);
    const bet = await sportsBet(token, '3.00');
    expect(bet.status).toBe(403);
    expect(bet.body.error.reason).toBe('loss_limit');
    // Casino and sportsbook count together: a 2.50 round would pass 5.00, 2.00 does not.
    const lost = await round(q, '2.50');
    expect(lost.status).toBe(403);
    const fits = await round(q, '2.00');
    expect(fits.status).toBe(200);
    const rg = await state(q);
    expect(Number(limitOf(rg, 'loss', 'day').used)).toBeLessThanOrEqual(5);
  });

  it('lets concurrent stakes pass a limit only up to it', async () => {
    const p = await player('100.00');
    await setLimit(p, 'wager', 'day', '1.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => round(p, '0.30')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 403).every((a) => a.body.error.reason === 'wager_limit')).toBe(true);
    const staked = (await entriesOfType(t, p, 'bet')).reduce((sum, e) => sum - e.balanceDelta, 0n);
    expect(staked).toBe(90n);
  });

  it('stops play at the play-time limit', async () => {
    const p = await player();
    await setLimit(p, 'time', 'day', '30');
    expect((await round(p, '0.10')).status).toBe(200);
    clock.advanceMinutes(20);
    expect((await round(p, '0.10')).status).toBe(200);
    clock.advanceMinutes(10);
    const stopped = await round(p, '0.10');
    expect(stopped.status).toBe(403);
    expect(stopped.body.error).toMatchObject({
      reason: 'time_limit',
      message: 'You have reached your daily play-time limit of 30 minutes',
    });
    expect(limitOf(await state(p), 'time', 'day')).toMatchObject({ used: '30', left: '0' });
    // The session ends 30 minutes after its last round; its time leaves the window 24 hours later.
    clock.advanceHours(24);
    expect((await round(p, '0.10')).status).toBe(200);
  });

  it('holds play at a due reality check until it is answered: continue, or leave to end the session', async () => {
    const p = await player();
    expect(
      (await t.call<Answer<ResponsibleGaming>>('PUT', REALITY, { token: p.token, body: { minutes: 15 } })).status,
    ).toBe(200);
    const startedAt = clock.now();
    expect((await round(p, '1.00')).status).toBe(200);
    let rg = await state(p);
    expect(rg.realityCheck).toEqual({
      minutes: 15,
      nextAt: new Date(startedAt.getTime() + 15 * MINUTE_MS).toISOString(),
      due: false,
      maxMinutes: null,
    });
    expect(rg.session).toMatchObject({ startedAt: startedAt.toISOString(), minutes: 0, stakes: '1.00' });
    expect((await post(p, ANSWER, { action: 'continue' })).status).toBe(409);

    clock.advanceMinutes(15);
    rg = await state(p);
    expect(rg.realityCheck.due).toBe(true);
    expect(rg.session?.minutes).toBe(15);
    expect(Number(rg.session!.net)).toBe(Number(rg.session!.winnings) - 1);
    const held = await round(p, '1.00');
    expect(held.status).toBe(403);
    expect(held.body.error.reason).toBe('reality_check_due');

    const continued = await post(p, ANSWER, { action: 'continue' });
    expect(continued.status).toBe(200);
    expect(continued.body.result.realityCheck).toMatchObject({
      due: false,
      nextAt: new Date(clock.now().getTime() + 15 * MINUTE_MS).toISOString(),
    });
    expect((await round(p, '1.00')).status).toBe(200);

    clock.advanceMinutes(15);
    expect((await round(p, '1.00')).body.error.reason).toBe('reality_check_due');
    const left = await post(p, ANSWER, { action: 'leave' });
    expect(left.body.result.session).toBeNull();
    // The next round starts a new session with its own check.
    expect((await round(p, '1.00')).status).toBe(200);
    rg = await state(p);
    expect(rg.session).toMatchObject({ startedAt: clock.now().toISOString(), stakes: '1.00' });
    expect(rg.realityCheck.due).toBe(false);

    // A sign-in starts a new session at the next round; the one before ends at its last round.
    clock.advanceMinutes(5);
    const again = await t.call('POST', buildPath(playersApi.signIn), {
      body: { email: p.email, password: p.password },
    });
    expect(again.status).toBe(200);
    expect((await state(p)).session).toBeNull();
    clock.advanceMinutes(5);
    expect((await round(p, '1.00')).status).toBe(200);
    expect((await state(p)).session).toMatchObject({ startedAt: clock.now().toISOString(), minutes: 0 });
  });

  it('a time-out refuses links, rounds, bets and bonus offers, forfeits the bonus, allows sign-in and withdrawals, and cannot be shortened', async () => {
    const p = await player('0');
    await deposit(t, p, '100.00', 'WELCOME100');
    const token = await widget(p);
    const offers = await t.call<Answer<unknown[]>>('GET', buildPath(playersApi.listBonuses), { token: p.token });
    expect(offers.body.result.length).toBeGreaterThan(0);

    const startedAt = clock.now();
    const out = await post(p, TIME_OUT, { period: '24h', password: p.password });
    expect(out.status).toBe(200);
    expect(out.body.result).toMatchObject({
      canPlay: false,
      timeOut: {
        period: '24h',
        startedAt: startedAt.toISOString(),
        endsAt: new Date(startedAt.getTime() + DAY_MS).toISOString(),
      },
    });
    const [bonus] = await t.platform.context.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, p.playerId));
    expect(bonus?.status).toBe('forfeited');
    expect(await entriesOfType(t, p, 'bonus_forfeit')).toHaveLength(1);

    const refusedLink = await link(p, '10.00');
    expect(refusedLink.status).toBe(403);
    expect(refusedLink.body.error).toMatchObject({ reason: 'time_out' });
    expect(refusedLink.body.error.message).toBe(
      `You are taking a time-out until ${formatTime(new Date(startedAt.getTime() + DAY_MS))}`,
    );
    expect((await link(p, '10.00', 'RELOAD50')).body.error.reason).toBe('time_out');
    expect((await round(p, '1.00')).body.error.reason).toBe('time_out');
    expect((await sportsBet(token, '1.00')).body.error.reason).toBe('time_out');
    expect(
      (await t.call<Answer<unknown[]>>('GET', buildPath(playersApi.listBonuses), { token: p.token })).body.result,
    ).toEqual([]);
    const lookup = await t.call<Failure>(
      'GET',
      buildPath(playersApi.lookupBonus, undefined, { bonusCode: 'RELOAD50' }),
      {
        token: p.token,
      },
    );
    expect(lookup.body.error.reason).toBe('time_out');
    // No marketing mail: the newsletter list leaves the player out while the time-out lasts.
    await t.call('POST', buildPath(authApi.subscribeNewsletter), { body: { email: p.email.toUpperCase() } });
    const newsletter = () => t.platform.context.services.protection.audience.recipients('newsletter');
    expect((await newsletter()).recipients).not.toContain(p.email.toLowerCase());

    const signIn = await t.call('POST', buildPath(playersApi.signIn), {
      body: { email: p.email, password: p.password },
    });
    expect(signIn.status).toBe(200);
    expect((await withdraw(p, '20')).status).toBe(200);
    expect((await t.call('GET', buildPath(playersApi.listTransactions), { token: p.token })).status).toBe(200);

    const shorter = await post(p, TIME_OUT, { period: '24h', password: p.password });
    expect(shorter.status).toBe(409);
    const longer = await post(p, TIME_OUT, { period: '7d', password: p.password });
    expect(longer.status).toBe(200);
    expect(longer.body.result.timeOut?.period).toBe('7d');
    const subjects = (await mails(p)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Your time-out has started')).toHaveLength(2);

    clock.advanceHours(7 * 24 + 1);
    expect((await state(p)).canPlay).toBe(true);
    expect((await round(p, '1.00')).status).toBe(200);
    expect((await newsletter()).recipients).toContain(p.email.toLowerCase());
  });

  it('a self-exclusion cannot be lifted; play resumes only 24 hours after the player asks, once it has ended', async () => {
    const p = await player('50.00');
    const early = await post(p, RESUME, { password: p.password });
    expect(early.status).toBe(409);
    const excluded = await post(p, SELF_EXCLUDE, { period: '6m', password: p.password });
    expect(excluded.status).toBe(200);
    const endsAt = excluded.body.result.selfExclusion!.endsAt!;
    expect(new Date(endsAt).getUTCMonth()).toBe((clock.now().getUTCMonth() + 6) % 12);
    expect((await link(p, '10.00')).body.error.reason).toBe('self_excluded');
    expect((await round(p, '1.00')).body.error.reason).toBe('self_excluded');
    expect((await post(p, TIME_OUT, { period: '6w', password: p.password })).status).toBe(409);
    const inForce = await post(p, RESUME, { password: p.password });
    expect(inForce.status).toBe(403);
    expect(inForce.body.error.reason).toBe('self_excluded');
    expect((await mails(p)).map((m) => m.subject)).toContain('Your self-exclusion has started');

    clock.set(new Date(Date.parse(endsAt) + HOUR_MS));
    let rg = await state(p);
    expect(rg).toMatchObject({ canPlay: false, resume: null });
    expect(rg.selfExclusion?.period).toBe('6m');
    expect((await round(p, '1.00')).body.error.reason).toBe('self_excluded');
    expect((await post(p, RESUME, { password: 'wrong' })).status).toBe(400);
    const asked = await post(p, RESUME, { password: p.password });
    expect(asked.status).toBe(200);
    expect(asked.body.result.resume).toEqual({
      requestedAt: clock.now().toISOString(),
      at: new Date(clock.now().getTime() + DAY_MS).toISOString(),
    });
    expect((await mails(p)).map((m) => m.subject)).toContain('You asked to play again');
    clock.advanceHours(23);
    expect((await link(p, '10.00')).body.error.reason).toBe('self_excluded');
    clock.advanceHours(1);
    rg = await state(p);
    expect(rg).toMatchObject({ canPlay: true, selfExclusion: null, resume: null });
    expect((await round(p, '1.00')).status).toBe(200);

    const forever = await post(p, SELF_EXCLUDE, { period: 'permanent', password: p.password });
    expect(forever.body.result.selfExclusion).toMatchObject({ period: 'permanent', endsAt: null });
    expect((await post(p, SELF_EXCLUDE, { period: '5y', password: p.password })).status).toBe(409);
    expect((await post(p, RESUME, { password: p.password })).body.error.reason).toBe('self_excluded');
  });

  it('closes an account for good: sign-in, history and withdrawals only', async () => {
    const p = await player('50.00');
    const closed = await post(p, CLOSE, { password: p.password });
    expect(closed.status).toBe(200);
    expect(closed.body.result.canPlay).toBe(false);
    expect(closed.body.result.closedAt).toBe(clock.now().toISOString());
    const refused = await link(p, '10.00');
    expect(refused.body.error).toMatchObject({ code: 403, reason: 'account_closed' });
    expect((await round(p, '1.00')).body.error.reason).toBe('account_closed');
    expect((await post(p, CLOSE, { password: p.password })).status).toBe(409);
    expect((await post(p, SELF_EXCLUDE, { period: '6m', password: p.password })).status).toBe(409);
    expect(
      (await t.call('POST', buildPath(playersApi.signIn), { body: { email: p.email, password: p.password } })).status,
    ).toBe(200);
    expect((await withdraw(p, '20')).status).toBe(200);
    expect((await mails(p)).map((m) => m.subject)).toContain('Your account is closed');
  });

  it('shows deposits, withdrawals, stakes, winnings and net over rolling windows and all time', async () => {
    const p = await player('60.00');
    const withdrawal = await withdraw(p, '10');
    expect(withdrawal.status).toBe(200);
    const uuid = (withdrawal.body.result as { uuid: string }).uuid;
    expect(
      (await t.call('POST', buildPath(adminApi.approveWithdrawal, { uuid }), { token: OPERATOR_TOKEN })).status,
    ).toBe(200);
    await round(p, '2.00');
    clock.advanceHours(48);
    await deposit(t, p, '5.00');
    const rounds = [await round(p, '1.00')];
    const won = rounds.reduce((sum, r) => sum + Number(r.body.result.payout), 0);
    const rg = await state(p);
    const [day, week, , all] = rg.activity;
    expect(day).toMatchObject({ deposits: '5.00', withdrawals: '0.00', stakes: '1.00' });
    expect(Number(day!.net)).toBeCloseTo(won - 1, 2);
    expect(week).toMatchObject({ deposits: '65.00', stakes: '3.00' });
    expect(Number(week!.withdrawals)).toBeGreaterThanOrEqual(10);
    expect(all).toMatchObject({ deposits: '65.00', stakes: '3.00', withdrawals: week!.withdrawals });
  });

  it('lets the operator see the state and audit trail, tighten at once, and exclude; nobody lifts early', async () => {
    const p = await player('0');
    const op = (method: string, path: string, body?: unknown, token: string | null = OPERATOR_TOKEN) =>
      t.call<Answer<unknown>>(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
    const statePath = buildPath(adminApi.getPlayerProtection, { playerUuid: p.uuid });
    const limitsPath = buildPath(adminApi.setPlayerLimit, { playerUuid: p.uuid });
    const excludePath = buildPath(adminApi.excludePlayer, { playerUuid: p.uuid });
    expect((await op('GET', statePath, undefined, null)).status).toBe(401);
    expect((await op('GET', statePath, undefined, p.token)).status).toBe(403);
    expect((await op('GET', buildPath(adminApi.getPlayerProtection, { playerUuid: randomUUID() }))).status).toBe(404);
    const found = await op('GET', buildPath(adminApi.findPlayer, undefined, { email: p.email.toUpperCase() }));
    expect(found.body.result).toMatchObject({ uuid: p.uuid, email: p.email });
    expect((await op('GET', buildPath(adminApi.findPlayer, undefined, { email: 'nobody@example.com' }))).status).toBe(
      404,
    );

    await setLimit(p, 'deposit', 'day', '100');
    const lowered = await op('PUT', limitsPath, { kind: 'deposit', period: 'day', amount: '20' });
    expect(limitOf(lowered.body.result as ResponsibleGaming, 'deposit', 'day').amount).toBe('20.00');
    const raised = await op('PUT', limitsPath, { kind: 'deposit', period: 'day', amount: '500' });
    expect(limitOf(raised.body.result as ResponsibleGaming, 'deposit', 'day')).toMatchObject({
      amount: '20.00',
      pending: { amount: '500.00' },
    });
    expect((await op('PUT', limitsPath, { kind: 'deposit', period: 'day', amount: '0' })).status).toBe(400);
    expect((await op('POST', excludePath, { type: 'time_out', period: '6m' })).status).toBe(400);
    expect((await op('POST', excludePath, { type: 'self_exclusion', period: '24h' })).status).toBe(400);
    const excluded = await op('POST', excludePath, { type: 'self_exclusion', period: '1y' });
    expect(excluded.status).toBe(200);
    expect((await op('POST', excludePath, { type: 'time_out', period: '6w' })).status).toBe(409);
    expect((await op('POST', excludePath, { type: 'self_exclusion', period: '6m' })).status).toBe(409);

    const { body } = await op('GET', statePath);
    const { state: rg, audit } = body.result as { state: ResponsibleGaming; audit: ProtectionAuditEntry[] };
    expect(rg.selfExclusion?.period).toBe('1y');
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['limit_set', 'player'],
      ['limit_decreased', 'operator'],
      ['limit_increase_requested', 'operator'],
      ['self_exclusion', 'operator'],
    ]);
    expect(audit[2]).toMatchObject({
      effectiveAt: null,
      details: { kind: 'deposit', period: 'day', from: '2000', to: '50000' },
    });
    expect(audit[3]!.requestedAt).toBe(audit[3]!.effectiveAt);
  });

  it('pnpm admin shows protection with its audit trail, sets limits and exclusions', async () => {
    const p = await player('0');
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(args, {
        baseUrl: t.baseUrl,
        token: OPERATOR_TOKEN,
        out: (x) => out.push(x),
        err: (x) => err.push(x),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const set = await run(['limit', p.email, 'wager', 'week', '75.50']);
    expect(set.code).toBe(EXIT.ok);
    expect(set.out).toContain('weekly wager limit');
    expect(set.out).toMatch(/weekly wager limit of .* is 75\.50, in force now/);
    const raise = await run(['limit', p.email, 'wager', 'week', 'none']);
    expect(raise.out).toContain("waits for the player's confirmation");
    const excluded = await run(['exclude', p.email, 'time_out', '7d']);
    expect(excluded.code).toBe(EXIT.ok);
    expect(excluded.out).toContain('Time-out of');
    const shown = await run(['protection', p.email]);
    expect(shown.code).toBe(EXIT.ok);
    expect(shown.out).toContain('Can deposit and play: no');
    expect(shown.out).toContain('Time-out: 7d');
    expect(shown.out).toMatch(/wager\s+\|?\s*week/);
    for (const action of ['limit_set', 'limit_removal_requested', 'time_out']) expect(shown.out).toContain(action);
    expect(shown.out).toContain('operator');
    expect((await run(['limit', p.email, 'bets', 'week', '5'])).code).toBe(EXIT.usage);
    expect((await run(['exclude', p.email, 'time_out', '6m'])).code).toBe(EXIT.usage);
    expect((await run(['protection', 'nobody@example.com'])).code).toBe(EXIT.refused);
    expect((await run(['limit', p.email, 'deposit', 'day', '0'])).code).toBe(EXIT.refused);
  });

  it('leaves players on a time-out or self-excluded out of every marketing list (API and pnpm admin)', async () => {
    const stays = await player('0');
    const paused = await player('0');
    const excluded = await player('0');
    for (const p of [stays, paused, excluded]) {
      expect((await t.call('POST', buildPath(authApi.subscribeNewsletter), { body: { email: p.email } })).status).toBe(
        200,
      );
      const chosen = await t.call('PUT', buildPath(playersApi.updatePreferences), {
        token: p.token,
        body: { contact: { bonusClubEmail: true } },
      });
      expect(chosen.status).toBe(200);
    }
    const stranger = `stranger-${randomUUID()}@example.com`;
    await t.call('POST', buildPath(authApi.subscribeNewsletter), { body: { email: stranger } });
    const list = async (name: 'newsletter' | 'bonus-club') => {
      const answer = await t.call<Answer<{ recipients: string[]; excluded: number }>>(
        'GET',
        buildPath(adminApi.listMarketingRecipients, undefined, { list: name }),
        { token: OPERATOR_TOKEN },
      );
      expect(answer.status).toBe(200);
      return answer.body.result;
    };
    const before = await list('newsletter');
    for (const p of [stays, paused, excluded]) expect(before.recipients).toContain(p.email.toLowerCase());

    expect((await post(paused, TIME_OUT, { period: '24h', password: paused.password })).status).toBe(200);
    expect((await post(excluded, SELF_EXCLUDE, { period: '6m', password: excluded.password })).status).toBe(200);
    for (const name of ['newsletter', 'bonus-club'] as const) {
      const after = await list(name);
      expect(after.recipients).toContain(stays.email.toLowerCase());
      expect(after.recipients).not.toContain(paused.email.toLowerCase());
      expect(after.recipients).not.toContain(excluded.email.toLowerCase());
      expect(after.excluded).toBeGreaterThanOrEqual(2);
    }
    expect((await list('newsletter')).recipients).toContain(stranger);
    expect((await list('bonus-club')).recipients).not.toContain(stranger);

    // The time-out ends: the player is on the lists again.
    clock.advanceHours(25);
    expect((await list('bonus-club')).recipients).toContain(paused.email.toLowerCase());

    const out: string[] = [];
    const code = await main(['marketing', 'bonus-club'], {
      baseUrl: t.baseUrl,
      token: OPERATOR_TOKEN,
      out: (x) => out.push(x),
      err: () => undefined,
    });
    expect(code).toBe(EXIT.ok);
    expect(out.join('\n')).toContain(stays.email.toLowerCase());
    expect(out.join('\n')).not.toContain(excluded.email.toLowerCase());
    expect(out.join('\n')).toMatch(
      /address(es)? on the bonus-club list; \d+ address(es)? left out by player protection\./,
    );
    const wrong = await main(['marketing', 'everyone'], {
      baseUrl: t.baseUrl,
      token: OPERATOR_TOKEN,
      out: () => undefined,
      err: () => undefined,
    });
    expect(wrong).toBe(EXIT.usage);
  });

  it('keeps a deposit that arrives past a limit set after its link in the ledger as held money, never as a deposit', async () => {
    const p = await player('0');
    const made = await createLink(t, p, '80.00');
    await setLimit(p, 'deposit', 'day', '10');
    expect((await sendWebhook(t, confirmedEvent(made, '80.00'))).status).toBe(200);
    const entries = await t.platform.context.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, p.accountId));
    expect(entries.filter((e) => e.type === 'deposit')).toEqual([]);
    expect(entries.filter((e) => e.type === 'deposit_held').map((e) => e.heldDelta)).toEqual([8000n]);
  });

  it('never lets an accepted deposit or stake take a window past the lowest limit in force (property)', async () => {
    const { wallet, bonusWallet, protection } = t.platform.context.services;
    const kinds = fc.constantFrom('deposit' as const, 'loss' as const, 'wager' as const);
    const periods = fc.constantFrom('day' as const, 'week' as const, 'month' as const);
    const command = fc.oneof(
      fc.record({ op: fc.constant('deposit' as const), units: fc.integer({ min: 1, max: 6_000 }) }),
      fc.record({
        op: fc.constant('stake' as const),
        units: fc.integer({ min: 1, max: 3_000 }),
        payout: fc.constantFrom(0, 0, 1, 2, 3),
      }),
      fc.record({
        op: fc.constant('limit' as const),
        kind: kinds,
        period: periods,
        units: fc.option(fc.integer({ min: 1, max: 15_000 }), { nil: null }),
      }),
      fc.record({ op: fc.constant('confirm' as const), kind: kinds, period: periods }),
      fc.record({ op: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 3_000 }) }),
    );
    const units = (text: string | null) => (text === null ? null : toMinorUnits(text, 2));
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 14 }), async (commands) => {
        runs += 1;
        const p = await newPlayer(t);
        // Money to play with, outside every window by the time the commands run.
        await wallet.transact((_tx, ledger) =>
          ledger.post({
            accountId: p.accountId,
            type: 'deposit',
            balanceDelta: 10_000_000n,
            referenceType: 'test',
            referenceId: randomUUID(),
            idempotencyKey: randomUUID(),
          }),
        );
        clock.advanceHours(31 * 24);
        for (const c of commands) {
          const before = await protection.standing.state(p.playerId);
          let accepted = true;
          const refusedBy = (error: unknown) => {
            const answered = isDomainError(error) ? toApiError(error) : error;
            if (answered instanceof ApiError && [403, 404, 409].includes(answered.statusCode)) {
              accepted = false;
              return;
            }
            throw error;
          };
          const key = randomUUID();
          if (c.op === 'deposit') {
            await wallet
              .transact(async (tx, ledger) => {
                await protection.gate.assertDepositAllowed(tx, p.playerId, BigInt(c.units));
                await ledger.post({
                  accountId: p.accountId,
                  type: 'deposit',
                  balanceDelta: BigInt(c.units),
                  referenceType: 'test',
                  referenceId: key,
                  idempotencyKey: key,
                });
              })
              .catch(refusedBy);
          } else if (c.op === 'stake') {
            const stake = BigInt(c.units);
            const reference = { accountId: p.accountId, referenceType: 'test', referenceId: key };
            await wallet
              .transact(async (tx, ledger) => {
                const funded = await bonusWallet.stake(tx, ledger, {
                  ...reference,
                  balanceDelta: -stake,
                  idempotencyKey: `${key}:bet`,
                });
                if (c.payout > 0) {
                  await bonusWallet.win(
                    tx,
                    ledger,
                    { ...reference, balanceDelta: stake * BigInt(c.payout), idempotencyKey: `${key}:win` },
                    { stake, ...funded },
                  );
                }
              })
              .catch(refusedBy);
          } else if (c.op === 'limit') {
            await protection.limits
              .setLimit(p.playerId, 'player', {
                kind: c.kind,
                period: c.period,
                amount: c.units === null ? null : fromMinorUnits(BigInt(c.units), 2),
              })
              .catch(refusedBy);
          } else if (c.op === 'confirm') {
            await protection.limits.confirmLimit(p.playerId, { kind: c.kind, period: c.period }).catch(refusedBy);
          } else {
            clock.advanceMinutes(c.minutes);
            continue;
          }
          if (c.op !== 'deposit' && c.op !== 'stake') continue;
          const after = await protection.standing.state(p.playerId);
          const checked = c.op === 'deposit' ? ['deposit'] : ['wager', 'loss'];
          if (accepted) {
            for (const limit of after.limits.filter((l) => checked.includes(l.kind) && l.amount !== null)) {
              expect(units(limit.used)! <= units(limit.amount)!, `${limit.kind} ${limit.period}`).toBe(true);
            }
          }
          // Deposits and wagers are refused exactly when a limit in force would be passed.
          const exact = c.op === 'deposit' ? 'deposit' : 'wager';
          const wouldPass = before.limits.some(
            (l) => l.kind === exact && l.amount !== null && units(l.used)! + BigInt(c.units) > units(l.amount)!,
          );
          if (c.op === 'deposit') expect(accepted).toBe(!wouldPass);
          else if (wouldPass) expect(accepted).toBe(false);
          else if (!accepted) {
            const lossPassed = before.limits.some(
              (l) => l.kind === 'loss' && l.amount !== null && units(l.used)! + BigInt(c.units) > units(l.amount)!,
            );
            expect(lossPassed).toBe(true);
          }
        }
      }),
      { numRuns: 10 },
    );
    expect(runs).toBeGreaterThanOrEqual(10);
  });
});
