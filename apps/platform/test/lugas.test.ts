// LUGAS, Germany's cross-operator limit and activity system (issue 31, docs/lugas.md): the limit
// file (at most 1,000.00 EUR deposited a calendar month at all operators, GlüStV 2021 § 6c) is
// asked at every payment link and before money is credited, and told of each credited deposit;
// the activity file (§ 6h) refuses a session while the player plays at another operator. Each
// rule of docs/markets.md names its test here. Two platforms: one asking its own sandbox (the
// tester's rule: "spentelsewhere", "playingelsewhere" in the last name), one asking a fake LUGAS
// the test controls (deposits elsewhere, months, down), both on a hand-moved clock.
import {
  adminApi,
  authApi,
  buildPath,
  type Game,
  paymentsApi,
  playersApi,
  type ResponsibleGaming,
} from '@casino/contract';
import { SPORTSBOOK_CONFIG } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { payments } from '../src/db/schema';
import { GERMAN_PLACE_OF_BIRTH, startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, launch } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { startFakeLugas } from './lugasFixtures';
import {
  confirmedEvent,
  createLink,
  deposit,
  figures,
  newPlayer,
  OPERATOR_TOKEN,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
/** 1 July 2026, 00:00 in Germany: the next LUGAS month. */
const JULY = new Date('2026-06-30T22:00:00Z');
const MARKETS = 'de,mt';

interface Refusal {
  error: { message: string; reason?: string; messageCode?: string; params?: Record<string, string> };
}

const DE = { country: 'Deutschland', currency: 'EUR', address: 'Unter den Linden 1, 10117', city: 'Berlin' };
const MT = { country: 'Malta', currency: 'EUR', address: '1 Republic Street', city: 'Valletta' };

const UNAVAILABLE_TEXT =
  'We cannot reach LUGAS, the German limit and activity system, just now, and may not let you deposit or play without it. Please try again later.';
const PARALLEL_TEXT =
  'LUGAS shows you playing at another licensed operator in Germany right now: the law allows play at one operator at a time. End your session there, then try again.';
const limitText = (used: string, left: string) =>
  `Your deposits this month at all licensed operators in Germany come to €${used} of your €1,000.00 monthly limit (LUGAS): you can deposit €${left} more before the limit starts afresh on 30 Jun 2026, 22:00 UTC.`;

/** A last name nobody else in the run has (the fake LUGAS files people by it). */
const uniqueName = (base = 'Becker') =>
  base + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const link = (t: TestPlatform, player: Player, amount: string) =>
  t.call<Refusal>('POST', buildPath(paymentsApi.createPaymentLink), {
    token: player.token,
    body: { amount },
  });
const sportsbookToken = (t: TestPlatform, player: Player) =>
  t.call<Refusal>('POST', buildPath(playersApi.dataBetToken), {
    token: player.token,
    body: { playerId: player.uuid, currency: SPORTSBOOK_CONFIG.currency, locale: SPORTSBOOK_CONFIG.locale },
  });

/** Expects the refusal of a deposit past the LUGAS limit, with the amounts of its text. */
function expectOverLimit(answer: { status: number; body: unknown }, used: string, left: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect((answer.body as Refusal).error).toMatchObject({
    reason: 'market_lugas_limit',
    messageCode: 'market.lugasDepositLimit',
    message: limitText(used, left),
  });
}

function expectParallel(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect((answer.body as Refusal).error).toMatchObject({
    reason: 'market_lugas_parallel_play',
    messageCode: 'market.lugasParallelPlay',
    message: PARALLEL_TEXT,
  });
}

function expectUnavailable(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect((answer.body as Refusal).error).toMatchObject({
    reason: 'market_lugas_unavailable',
    messageCode: 'market.lugasUnavailable',
    message: UNAVAILABLE_TEXT,
  });
}

describe('LUGAS settings', () => {
  it('refuses production with MARKETS de without LUGAS, naming LUGAS_API_URL', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      OPERATOR_TOKEN: 'o'.repeat(40),
      CRYPTOPAY_WEBHOOK_SECRET: 'c'.repeat(40),
      GAME_SESSION_SECRET: 'g'.repeat(40),
      CRYPTOPAY_API_URL: 'https://api.cryptopay.example/v1',
      CRYPTOPAY_API_KEY: 'k'.repeat(40),
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      PUBLIC_URL: 'https://casino.example',
      DATABASE_URL: 'postgres://casino:secret@db.example:5432/casino',
      MARKETS: 'de,mt',
      OASIS_API_URL: 'https://oasis.gateway.example/v1',
    };
    expect(() => loadConfig(production)).toThrow(
      'Refusing to start in production:\n- no LUGAS for MARKETS de: set LUGAS_API_URL, or SANDBOX_PROVIDERS=true for a staging deployment (no real money)',
    );
    const configured = loadConfig({ ...production, LUGAS_API_URL: 'https://lugas.gateway.example/v1' });
    expect(configured.lugas).toEqual({ apiUrl: 'https://lugas.gateway.example/v1', apiKey: undefined });
    // A brand without Germany needs no LUGAS; a staging deployment asks the sandbox.
    expect(loadConfig({ ...production, MARKETS: 'mt' }).lugas.apiUrl).toBeUndefined();
    expect(loadConfig({ ...production, SANDBOX_PROVIDERS: 'true' }).markets).toEqual(['de', 'mt']);
  });
});

describe.each(databaseKinds)('LUGAS on %s', (kind) => {
  let sandboxed: TestPlatform;
  let t: TestPlatform;
  let lugas: Awaited<ReturnType<typeof startFakeLugas>>;
  const clock = new ManualClock(NOW);
  const sandboxClock = new ManualClock(NOW);
  let slot: Game;

  beforeAll(async () => {
    lugas = await startFakeLugas(clock);
    sandboxed = await startIsolatedPlatform(kind, { MARKETS, SPORTSBOOK_TICK_MS: '0' }, { clock: sandboxClock });
    // Held deposits wait for staff here, so a release can be tried.
    t = await startIsolatedPlatform(
      kind,
      { MARKETS, SPORTSBOOK_TICK_MS: '0', HELD_DEPOSITS: 'review', ...lugas.env },
      { clock },
    );
    slot = await gameOfType(t, 'Slots');
  });
  afterAll(async () => {
    await sandboxed?.close();
    await t?.close();
    await lugas?.close();
  });

  /** A signed-in player of a market on the fake-LUGAS platform. */
  async function playerOf(market: typeof DE, lastName = uniqueName()) {
    return { ...(await newPlayer(t, { ...market, lastName })), lastName };
  }

  it('lets a German player at 900.00 elsewhere this month deposit 100.00 but not 100.01 (LUGAS limit file)', async () => {
    // The sandbox: "spentelsewhere" in the last name is 900.00 deposited at other operators.
    sandboxClock.set(NOW);
    const spent = await newPlayer(sandboxed, { ...DE, lastName: 'Spentelsewhere' });
    const lugasOnTab = async (player: Player) => {
      const answer = await sandboxed.call<{ result: ResponsibleGaming }>(
        'GET',
        buildPath(playersApi.getResponsibleGaming),
        { token: player.token },
      );
      expect(answer.status).toBe(200);
      return answer.body.result.crossOperatorDeposits;
    };
    // The Responsible Gaming tab shows the limit file as it stands.
    const july = '2026-06-30T22:00:00.000Z';
    expect(await lugasOnTab(spent)).toEqual({ limit: '1000.00', used: '900.00', left: '100.00', until: july });
    expectOverLimit(await link(sandboxed, spent, '100.01'), '900.00', '100.00');
    await deposit(sandboxed, spent, '100.00');
    expect((await figures(sandboxed, spent)).balance).toBe(10_000n);
    // The credited deposit was reported: LUGAS now counts 1,000.00.
    expectOverLimit(await link(sandboxed, spent, '1.00'), '1,000.00', '0.00');
    expect(await lugasOnTab(spent)).toEqual({ limit: '1000.00', used: '1000.00', left: '0.00', until: july });
    expect(await lugasOnTab(await newPlayer(sandboxed, { ...MT, lastName: 'Spentelsewhere' }))).toBeNull();

    // The fake LUGAS: what the platform sends and reports.
    clock.set(NOW);
    const player = await playerOf(DE);
    lugas.depositElsewhere(player.lastName, '900.00');
    expectOverLimit(await link(t, player, '100.01'), '900.00', '100.00');
    const paid = await createLink(t, player, '100.00');
    expect((await sendWebhook(t, confirmedEvent(paid, '100.00'))).status).toBe(200);
    expect((await figures(t, player)).balance).toBe(10_000n);
    const [query] = lugas.callsOf(player.lastName, 'limitQuery');
    expect(query?.authorization).toBe('Bearer fake-lugas-key');
    expect(query?.body).toEqual({
      player: {
        firstName: 'Ada',
        lastName: player.lastName,
        birthName: null,
        dateOfBirth: '1990-05-17',
        placeOfBirth: GERMAN_PLACE_OF_BIRTH,
        address: { street: DE.address, postcode: '10117', city: 'Berlin', country: 'Deutschland' },
      },
    });
    const reports = lugas.callsOf(player.lastName, 'deposit');
    expect(reports.map((report) => report.body)).toEqual([
      expect.objectContaining({ depositId: paid.uuid, amount: '100.00', currency: 'EUR' }),
    ]);
    expectOverLimit(await link(t, player, '1.00'), '1,000.00', '0.00');

    // Money arriving past the limit is held: the link of 50.00 fitted when it was made, but the
    // player deposited 20.00 elsewhere meanwhile.
    const other = await playerOf(DE);
    lugas.depositElsewhere(other.lastName, '950.00');
    const late = await createLink(t, other, '50.00');
    lugas.depositElsewhere(other.lastName, '20.00');
    expect((await sendWebhook(t, confirmedEvent(late, '50.00'))).status).toBe(200);
    const [held] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, late.uuid));
    // Held as money past a deposit limit: never credited, nor released by staff past the limit.
    expect(held).toMatchObject({ status: 'held', holdReason: 'deposit_limit' });
    expect((await figures(t, other)).balance).toBe(0n);
    const release = () =>
      t.call<Refusal>('POST', buildPath(adminApi.releaseHeldDeposit, { uuid: late.uuid }), { token: OPERATOR_TOKEN });
    expectOverLimit(await release(), '970.00', '30.00');
    expect(lugas.callsOf(other.lastName, 'deposit')).toHaveLength(0);
    // Next month it fits: released, credited and reported.
    clock.set(JULY);
    expect((await release()).status).toBe(200);
    expect((await figures(t, other)).balance).toBe(5_000n);
    expect(lugas.callsOf(other.lastName, 'deposit').map((call) => call.body.depositId)).toEqual([late.uuid]);
  });

  it('starts a new LUGAS month on the first of the month in German time', async () => {
    clock.set(new Date(JULY.getTime() - 60_000)); // 30 June, 23:59 in Berlin
    const player = await playerOf(DE);
    lugas.depositElsewhere(player.lastName, '900.00');
    await deposit(t, player, '100.00');
    expectOverLimit(await link(t, player, '1.00'), '1,000.00', '0.00');
    // A minute later it is July in Germany: the whole limit is there again, and no more.
    clock.set(JULY);
    const july = await link(t, player, '1000.01');
    expect(july.status).toBe(403);
    expect(july.body.error).toMatchObject({
      reason: 'market_lugas_limit',
      params: expect.objectContaining({ left: '€1,000.00', used: '€0.00' }),
    });
    expect((await link(t, player, '1000.00')).status).toBe(200);
  });

  it('refuses parallel play at another operator at game launch and the sportsbook token (LUGAS activity file)', async () => {
    // The sandbox: "playingelsewhere" in the last name is a session at another operator.
    const busy = await newPlayer(sandboxed, { ...DE, lastName: 'Playingelsewhere' });
    await fund(sandboxed, busy.playerId, '50');
    const sandboxSlot = await gameOfType(sandboxed, 'Slots');
    expectParallel(await launch(sandboxed, sandboxSlot, { player: busy }));
    expectParallel(await sportsbookToken(sandboxed, busy));
    const free = await newPlayer(sandboxed, { ...DE, lastName: 'Schulz' });
    await fund(sandboxed, free.playerId, '50');
    expect((await launch(sandboxed, sandboxSlot, { player: free })).status).toBe(200);
    expect((await sportsbookToken(sandboxed, free)).status).toBe(200);

    // Every session asks the activity file; a player who starts playing elsewhere is refused.
    clock.set(NOW);
    const player = await playerOf(DE);
    await fund(t, player.playerId, '50');
    expect((await launch(t, slot, { player })).status).toBe(200);
    expect((await sportsbookToken(t, player)).status).toBe(200);
    expect(lugas.callsOf(player.lastName, 'startSession').map((call) => call.body.kind)).toEqual([
      'casino',
      'sportsbook',
    ]);
    lugas.playingElsewhere.add(player.lastName);
    expectParallel(await launch(t, slot, { player }));
    expectParallel(await sportsbookToken(t, player));
    // Demo play moves no money and asks nobody.
    expect((await launch(t, slot, { player, demo: true })).status).toBe(200);
    expect(lugas.callsOf(player.lastName, 'startSession')).toHaveLength(4);
    // Signing out ends the session here in the activity file.
    const out = await t.call('POST', buildPath(authApi.signOut), { token: player.token });
    expect(out.status).toBe(200);
    expect(lugas.callsOf(player.lastName, 'endSession')).toHaveLength(1);
  });

  it('makes a German player pause 5 minutes between the end of a session and the next, at any operator (LUGAS activity file)', async () => {
    const sandboxSlot = await gameOfType(sandboxed, 'Slots');
    const expectPause = (answer: { status: number; body: unknown }, time: string) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect((answer.body as { error: unknown }).error).toMatchObject({
        reason: 'market_lugas_pause',
        messageCode: 'market.lugasPause',
        message: `The law in Germany asks for a 5-minute pause between the end of a session and the next one, at any licensed operator: you can play again from ${time}.`,
      });
    };
    // The sandbox: "leftelsewhere" in the last name ended a session at another operator just now.
    sandboxClock.set(NOW);
    const switching = await newPlayer(sandboxed, { ...DE, lastName: uniqueName('Leftelsewhere') });
    await fund(sandboxed, switching.playerId, '50');
    expectPause(await launch(sandboxed, sandboxSlot, { player: switching }), '15 Jun 2026, 12:05 UTC');
    expectPause(await sportsbookToken(sandboxed, switching), '15 Jun 2026, 12:05 UTC');
    sandboxClock.set(new Date(NOW.getTime() + 5 * 60_000));
    expect((await launch(sandboxed, sandboxSlot, { player: switching })).status).toBe(200);

    // Signing out here ends the session: the next one, here too, waits 5 minutes.
    const player = await newPlayer(sandboxed, { ...DE, lastName: uniqueName() });
    await fund(sandboxed, player.playerId, '50');
    sandboxClock.set(NOW);
    expect((await launch(sandboxed, sandboxSlot, { player })).status).toBe(200);
    // A second game while the session lasts renews it: no pause.
    sandboxClock.set(new Date(NOW.getTime() + 60_000));
    expect((await launch(sandboxed, sandboxSlot, { player })).status).toBe(200);
    expect((await sandboxed.call('POST', buildPath(authApi.signOut), { token: player.token })).status).toBe(200);
    const again = await sandboxed.call<{ result: { token: string } }>('POST', buildPath(playersApi.signIn), {
      body: { email: player.email, password: player.password },
    });
    expect(again.status).toBe(200);
    const back = { ...player, token: again.body.result.token };
    sandboxClock.set(new Date(NOW.getTime() + 60_000 + 5 * 60_000 - 1_000));
    expectPause(await launch(sandboxed, sandboxSlot, { player: back }), '15 Jun 2026, 12:06 UTC');
    sandboxClock.set(new Date(NOW.getTime() + 60_000 + 5 * 60_000));
    expect((await launch(sandboxed, sandboxSlot, { player: back })).status).toBe(200);

    // A session left to expire (30 minutes after its last start) counts as ended then.
    const expired = new Date(NOW.getTime() + 6 * 60_000 + 30 * 60_000);
    sandboxClock.set(new Date(expired.getTime() + 2 * 60_000));
    expectPause(await launch(sandboxed, sandboxSlot, { player: back }), '15 Jun 2026, 12:41 UTC');
    sandboxClock.set(new Date(expired.getTime() + 5 * 60_000));
    expect((await launch(sandboxed, sandboxSlot, { player: back })).status).toBe(200);
    sandboxClock.set(NOW);
  });

  it('refuses deposits and sessions while LUGAS cannot be reached (fail closed)', async () => {
    clock.set(NOW);
    const player = await playerOf(DE);
    await fund(t, player.playerId, '50');
    const open = await createLink(t, player, '30.00');
    lugas.state.down = true;
    const event = confirmedEvent(open, '30.00');
    try {
      expectUnavailable(await link(t, player, '10.00'));
      expectUnavailable(await launch(t, slot, { player }));
      expectUnavailable(await sportsbookToken(t, player));
      // Money arriving is not credited unchecked: the provider is told to send it again.
      expect((await sendWebhook(t, event)).status).toBe(503);
      expect((await figures(t, player)).balance).toBe(5_000n);
    } finally {
      lugas.state.down = false;
    }
    // Back: the same confirmation credits it and is reported.
    expect((await sendWebhook(t, event)).status).toBe(200);
    expect((await figures(t, player)).balance).toBe(8_000n);
    expect(lugas.callsOf(player.lastName, 'deposit')).toHaveLength(1);
    expect((await launch(t, slot, { player })).status).toBe(200);
  });

  it('counts a credited deposit LUGAS did not take and reports it again from the payment sweep', async () => {
    clock.set(NOW);
    const player = await playerOf(DE);
    lugas.depositElsewhere(player.lastName, '900.00');
    lugas.failing.add('deposit');
    try {
      await deposit(t, player, '60.00');
    } finally {
      lugas.failing.delete('deposit');
    }
    expect((await figures(t, player)).balance).toBe(6_000n);
    const [row] = await t.platform.context.db
      .select({ report: payments.lugasReport })
      .from(payments)
      .where(eq(payments.playerId, player.playerId));
    expect(row?.report).toBe('due');
    // LUGAS says 900.00, but the 60.00 credited here counts until LUGAS has it.
    expectOverLimit(await link(t, player, '40.01'), '960.00', '40.00');
    // The sweep (here called at once) reports it; LUGAS counts it once.
    await t.platform.context.services.lugas.reportDue();
    expect(lugas.callsOf(player.lastName, 'deposit')).toHaveLength(2);
    const [reported] = await t.platform.context.db
      .select({ report: payments.lugasReport })
      .from(payments)
      .where(eq(payments.playerId, player.playerId));
    expect(reported?.report).toBe('done');
    expectOverLimit(await link(t, player, '40.01'), '960.00', '40.00');
    expect((await link(t, player, '40.00')).status).toBe(200);
  });

  it('sends no Maltese player to LUGAS', async () => {
    clock.set(NOW);
    // Words of the sandbox, and LUGAS down: a Maltese player is never asked.
    const lastName = uniqueName('Spentelsewhere Playingelsewhere');
    lugas.state.down = true;
    try {
      const player = await playerOf(MT, lastName);
      await deposit(t, player, '1000.00');
      expect((await link(t, player, '1000.00')).status).toBe(200);
      expect((await launch(t, slot, { player })).status).toBe(200);
      expect((await sportsbookToken(t, player)).status).toBe(200);
      expect((await t.call('POST', buildPath(authApi.signOut), { token: player.token })).status).toBe(200);
    } finally {
      lugas.state.down = false;
    }
    expect(lugas.callsOf(lastName)).toHaveLength(0);
    const sandboxPlayer = await newPlayer(sandboxed, { ...MT, lastName: 'Spentelsewhere' });
    await deposit(sandboxed, sandboxPlayer, '1000.00');
    expect((await link(sandboxed, sandboxPlayer, '900.00')).status).toBe(200);
  });

  it('sends LUGAS the place of birth and birth name given at sign-up', async () => {
    // GlüStV 2021 § 6h (2): LUGAS identifies a player as OASIS does, by place of birth and birth name too.
    clock.set(NOW);
    const lastName = uniqueName();
    const player = {
      ...(await newPlayer(t, { ...DE, lastName, placeOfBirth: 'Baden-Baden', birthName: "O'Neill" })),
      lastName,
    };
    await deposit(t, player, '10.00');
    const [query] = lugas.callsOf(player.lastName, 'limitQuery');
    expect(query?.body).toEqual({
      player: {
        firstName: 'Ada',
        lastName: player.lastName,
        birthName: "O'Neill",
        dateOfBirth: '1990-05-17',
        placeOfBirth: 'Baden-Baden',
        address: { street: DE.address, postcode: '10117', city: 'Berlin', country: 'Deutschland' },
      },
    });
    expect(lugas.callsOf(player.lastName, 'deposit')[0]?.body).toMatchObject({
      player: { birthName: "O'Neill", placeOfBirth: 'Baden-Baden' },
    });
  });

  it('serves the LUGAS sandbox only with sandbox providers on', async () => {
    sandboxClock.set(NOW);
    const player = {
      firstName: 'Grace',
      lastName: 'Spentelsewhere',
      birthName: null,
      dateOfBirth: '1990-05-17',
      placeOfBirth: null,
      address: { street: 'Unter den Linden 1', postcode: '10117', city: 'Berlin', country: 'Deutschland' },
    };
    const post = (base: string, path: string, body: unknown) =>
      fetch(`${base}/api/lugas/sandbox${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const query = await post(sandboxed.baseUrl, '/limit-file/queries', { player });
    expect(await query.json()).toEqual({ limit: '1000.00', deposited: '900.00', currency: 'EUR', month: '2026-06' });
    expect((await post(sandboxed.baseUrl, '/limit-file/queries', { player: { lastName: 'X' } })).status).toBe(400);
    const off = await startIsolatedPlatform(kind, {
      MARKETS,
      SANDBOX_PROVIDERS: 'false',
      CRYPTOPAY_API_URL: 'http://127.0.0.1:9/v1',
      SMTP_URL: 'smtp://127.0.0.1:9',
      OASIS_API_URL: 'http://127.0.0.1:9/oasis',
      ...lugas.env,
    });
    try {
      expect((await post(off.baseUrl, '/limit-file/queries', { player })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
