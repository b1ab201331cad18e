// The national exclusion registers (issue 31, docs/registers.md): GAMSTOP (UK) at sign-up, sign-in
// and at least every 24 hours; CRUKS (Netherlands) at sign-up and every sign-in; OASIS (Germany)
// before every game and sportsbook session. Each rule of docs/markets.md names its test here.
// Two platforms: one asking its own sandboxes (the rule a tester uses: "excluded" in the e-mail
// address or last name), one asking fake registers the test controls (registered later, down).
import {
  buildPath,
  type Game,
  paymentsApi,
  type PlayerDetails,
  playersApi,
  type SignInResult,
  type SignUpBody,
} from '@casino/contract';
import { SPORTSBOOK_CONFIG } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { players } from '../src/db/schema';
import {
  GERMAN_PLACE_OF_BIRTH,
  type SignedUpPlayer,
  signUpBody,
  signUpPlayer,
  startIsolatedPlatform,
} from './fixtures';
import { fund, gameOfType, launch } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { startFakeRegisters } from './registersFixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
const MARKETS = 'uk,de,nl,mt';

interface Refusal {
  error: {
    message: string;
    reason?: string;
    messageCode?: string;
    params?: Record<string, string>;
    fields?: Record<string, string>;
  };
}

const UK = { country: 'United Kingdom', currency: 'GBP', address: '1 Baker Street, London NW1 6XE', city: 'London' };
const NL = { country: 'Nederland', currency: 'EUR', address: 'Damrak 1', city: 'Amsterdam' };
const DE = { country: 'Deutschland', currency: 'EUR', address: 'Unter den Linden 1, 10117', city: 'Berlin' };
const MT = { country: 'Malta', currency: 'EUR', address: '1 Republic Street', city: 'Valletta' };

const GAMSTOP_TEXT =
  "You are registered with GAMSTOP, the UK's national self-exclusion scheme: we cannot open an account or let you play while your exclusion lasts.";

/** A last name nobody else in the run has (the fake registers look people up by it): letters only, as names are. */
const uniqueName = (base = 'Lovelace') =>
  base + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const signUp = (t: TestPlatform, body: SignUpBody) => t.call<Refusal>('POST', buildPath(playersApi.signUp), { body });
const signIn = (t: TestPlatform, body: { email: string; password: string }) =>
  t.call<Refusal & { result: SignInResult }>('POST', buildPath(playersApi.signIn), {
    body: { email: body.email, password: body.password },
  });
const refresh = (t: TestPlatform, refreshToken: string) =>
  t.call<Refusal & { result: SignInResult }>('POST', buildPath(playersApi.refresh), { body: { refreshToken } });
const depositLink = (t: TestPlatform, player: SignedUpPlayer) =>
  t.call<Refusal>('POST', buildPath(paymentsApi.createPaymentLink), { token: player.token, body: { amount: '20' } });
const sportsbookToken = (t: TestPlatform, player: SignedUpPlayer) =>
  t.call<Refusal>('POST', buildPath(playersApi.dataBetToken), {
    token: player.token,
    body: { playerId: player.uuid, currency: SPORTSBOOK_CONFIG.currency, locale: SPORTSBOOK_CONFIG.locale },
  });

/** Expects the register's refusal: 403 market_register_excluded with its catalogue text. */
function expectExcluded(answer: { status: number; body: unknown }, register: 'gamstop' | 'cruks' | 'oasis') {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  const { error } = answer.body as Refusal;
  expect(error.reason).toBe('market_register_excluded');
  expect(error.messageCode).toBe(`market.registerExcluded.${register}`);
}

/** Expects the fail-closed refusal of a register out of reach: 503 with the "try again later" text. */
function expectUnavailable(answer: { status: number; body: unknown }, title: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  const { error } = answer.body as Refusal;
  expect(error.reason).toBe('market_register_unavailable');
  expect(error.messageCode).toBe('market.registerUnavailable');
  expect(error.message).toBe(
    `We cannot reach ${title}, the national exclusion register, to check your registration just now. Please try again later.`,
  );
}

describe.each(databaseKinds)('national exclusion registers on %s', (kind) => {
  let sandboxed: TestPlatform;
  let t: TestPlatform;
  let registers: Awaited<ReturnType<typeof startFakeRegisters>>;
  const clock = new ManualClock(NOW);
  let slot: Game;

  beforeAll(async () => {
    registers = await startFakeRegisters();
    sandboxed = await startIsolatedPlatform(kind, { MARKETS, SPORTSBOOK_TICK_MS: '0' });
    t = await startIsolatedPlatform(kind, { MARKETS, SPORTSBOOK_TICK_MS: '0', ...registers.env }, { clock });
    slot = await gameOfType(t, 'Slots');
  });
  afterAll(async () => {
    await sandboxed?.close();
    await t?.close();
    await registers?.close();
  });

  /** A signed-in player of a market on the fake-register platform, with money. */
  async function playerOf(market: typeof UK, lastName = uniqueName()) {
    const player = await signUpPlayer(t, { ...market, lastName });
    await fund(t, player.playerId, '50');
    return { ...player, lastName };
  }

  it("refuses a UK sign-up registered at GAMSTOP with the register's message", async () => {
    // The sandbox finds "excluded" in the last name or in the e-mail address.
    const byName = signUpBody({ ...UK, lastName: 'Excluded Smith' });
    const refused = await signUp(sandboxed, byName);
    expectExcluded(refused, 'gamstop');
    expect(refused.body.error.message).toBe(GAMSTOP_TEXT);
    // No account was opened.
    expect((await signIn(sandboxed, byName)).status).toBe(401);
    const byEmail = signUpBody({ ...UK, email: `self.excluded.${Date.now()}@example.com` });
    expectExcluded(await signUp(sandboxed, byEmail), 'gamstop');

    // A person GAMSTOP does not know signs up, and the check's time is kept.
    const clear = await signUpPlayer(sandboxed, { ...UK, lastName: 'Smith' });
    const [row] = await sandboxed.platform.context.db
      .select({ checkedAt: players.registerCheckedAt })
      .from(players)
      .where(eq(players.id, clear.playerId));
    expect(row?.checkedAt).toBeInstanceOf(Date);

    // The fake register received the documented form: the postcode found in the address.
    const lastName = uniqueName();
    await signUpPlayer(t, { ...UK, lastName, phoneNumber: '+447700900123' });
    const [check] = registers.checksOf(lastName, 'gamstop');
    expect(check?.headers['x-api-key']).toBe('fake-gamstop-key');
    expect(check?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(check?.body).toMatchObject({
      firstName: 'Ada',
      lastName,
      dateOfBirth: '1990-05-17',
      postcode: 'NW1 6XE',
      mobile: '+447700900123',
    });
  });

  it('refuses a UK player registered at GAMSTOP at sign-in', async () => {
    const lastName = uniqueName();
    const body = signUpBody({ ...UK, lastName });
    expect((await signUp(t, body)).status).toBe(200);
    expect((await signIn(t, body)).status).toBe(200);
    // Registered with GAMSTOP since: the next sign-in asks again and is refused.
    registers.registered.add(lastName);
    const refused = await signIn(t, body);
    expectExcluded(refused, 'gamstop');
    expect(refused.body.error.message).toBe(GAMSTOP_TEXT);
    expect(registers.checksOf(lastName, 'gamstop')).toHaveLength(3);
  });

  it('checks a signed-in UK player at GAMSTOP again once the last check is 24 hours old', async () => {
    clock.set(NOW);
    const player = await playerOf(UK);
    const checks = () => registers.checksOf(player.lastName, 'gamstop').length;
    expect(checks()).toBe(2); // sign-up and sign-in
    registers.registered.add(player.lastName);

    // Within 24 hours of the last check nothing asks GAMSTOP again.
    clock.advanceHours(23);
    expect((await launch(t, slot, { player })).status).toBe(200);
    expect((await depositLink(t, player)).status).toBe(200);
    expect((await sportsbookToken(t, player)).status).toBe(200);
    const renewed = await refresh(t, player.refreshToken);
    expect(renewed.status).toBe(200);
    expect(checks()).toBe(2);

    // 24 hours after it, every way on asks again and finds the player registered.
    clock.advanceHours(1);
    expectExcluded(await launch(t, slot, { player }), 'gamstop');
    expectExcluded(await depositLink(t, player), 'gamstop');
    expectExcluded(await sportsbookToken(t, player), 'gamstop');
    expectExcluded(await refresh(t, renewed.body.result.refreshToken), 'gamstop');
    expect(checks()).toBe(6);

    // Cleared again (the exclusion ended): the clear answer is kept for the next 24 hours.
    registers.registered.delete(player.lastName);
    expect((await launch(t, slot, { player })).status).toBe(200);
    expect((await depositLink(t, player)).status).toBe(200);
    expect(checks()).toBe(7);
  });

  it('refuses a Dutch sign-up and sign-in registered in CRUKS', async () => {
    // The sandbox: "excluded" in the last name.
    const refused = await signUp(sandboxed, signUpBody({ ...NL, lastName: 'de Excluded' }));
    expectExcluded(refused, 'cruks');
    expect(refused.body.error.message).toBe(
      'You are registered in CRUKS, the Dutch national exclusion register: we cannot open an account or let you play while your registration lasts.',
    );
    await signUpPlayer(sandboxed, { ...NL, lastName: 'de Vries' });

    // Every sign-in asks CRUKS, by name and date of birth.
    const lastName = uniqueName();
    const body = signUpBody({ ...NL, lastName });
    expect((await signUp(t, body)).status).toBe(200);
    expect((await signIn(t, body)).status).toBe(200);
    expect((await signIn(t, body)).status).toBe(200);
    registers.registered.add(lastName);
    expectExcluded(await signIn(t, body), 'cruks');
    const checks = registers.checksOf(lastName, 'cruks');
    expect(checks).toHaveLength(4);
    expect(checks[0]?.body).toEqual({ firstName: 'Ada', lastName, dateOfBirth: '1990-05-17' });
  });

  it('refuses a German player blocked in OASIS at every game launch and sportsbook session', async () => {
    // The sandbox: "excluded" in the last name. OASIS is asked before play, not at sign-up.
    const blocked = await signUpPlayer(sandboxed, { ...DE, lastName: 'Excluded' });
    await fund(sandboxed, blocked.playerId, '50');
    const sandboxSlot = await gameOfType(sandboxed, 'Slots');
    const refused = await launch(sandboxed, sandboxSlot, { player: blocked });
    expectExcluded(refused, 'oasis');
    expect(refused.body).toMatchObject({
      error: {
        message:
          'You are blocked in OASIS, the German gambling exclusion system: we cannot let you play while the block lasts.',
      },
    });
    expectExcluded(await sportsbookToken(sandboxed, blocked), 'oasis');
    const clear = await signUpPlayer(sandboxed, { ...DE, lastName: 'Schmidt' });
    await fund(sandboxed, clear.playerId, '50');
    expect((await launch(sandboxed, sandboxSlot, { player: clear })).status).toBe(200);
    expect((await sportsbookToken(sandboxed, clear)).status).toBe(200);

    // Every session asks again: blocked after two sessions, the third is refused.
    const player = await playerOf(DE);
    expect(registers.checksOf(player.lastName)).toHaveLength(0);
    expect((await launch(t, slot, { player })).status).toBe(200);
    expect((await sportsbookToken(t, player)).status).toBe(200);
    registers.registered.add(player.lastName);
    expectExcluded(await launch(t, slot, { player }), 'oasis');
    expectExcluded(await sportsbookToken(t, player), 'oasis');
    const checks = registers.checksOf(player.lastName, 'oasis');
    expect(checks).toHaveLength(4);
    expect(checks[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: player.lastName,
      birthName: null,
      dateOfBirth: '1990-05-17',
      placeOfBirth: GERMAN_PLACE_OF_BIRTH,
      address: { street: DE.address, postcode: '10117', city: 'Berlin', country: 'Deutschland' },
    });
    // Demo play moves no money and asks nobody.
    expect((await launch(t, slot, { player, demo: true })).status).toBe(200);
    expect(registers.checksOf(player.lastName, 'oasis')).toHaveLength(4);
  });

  it('asks a German sign-up for the place of birth and sends it and the birth name to OASIS', async () => {
    // GlüStV 2021 § 6h (2), § 8a: OASIS identifies a player by name, birth name, date and place of birth.
    const required =
      'Enter your place of birth: players in Germany need it for the national player protection systems.';
    const lastName = uniqueName();
    const without = signUpBody({ ...DE, lastName, placeOfBirth: undefined });
    expect('placeOfBirth' in JSON.parse(JSON.stringify(without))).toBe(false);
    const refused = await signUp(t, without);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.fields).toEqual({ placeOfBirth: required });
    expect((await signIn(t, without)).status).toBe(401);
    // Blank is none; digits are no place name.
    expect((await signUp(t, { ...without, placeOfBirth: '   ' })).body.error.fields).toEqual({
      placeOfBirth: required,
    });
    expect((await signUp(t, { ...without, placeOfBirth: 'Berlin 10117' })).body.error.fields).toEqual({
      placeOfBirth: 'only letters, single spaces, hyphens, apostrophes and dots are allowed',
    });

    // With it (trimmed), and a birth name: the account opens and OASIS is sent both.
    const body = { ...without, placeOfBirth: ' St. Ingbert ', birthName: 'Byron-King' };
    expect((await signUp(t, body)).status).toBe(200);
    const signedIn = await signIn(t, body);
    expect(signedIn.status).toBe(200);
    const { token, refreshToken, user } = signedIn.body.result;
    const [row] = await t.platform.context.db
      .select({ id: players.id, placeOfBirth: players.placeOfBirth, birthName: players.birthName })
      .from(players)
      .where(eq(players.uuid, user.uuid));
    expect(row).toMatchObject({ placeOfBirth: 'St. Ingbert', birthName: 'Byron-King' });
    await fund(t, row!.id, '50');
    const player: SignedUpPlayer = {
      email: user.email,
      password: body.password,
      token,
      refreshToken,
      uuid: user.uuid,
      playerId: row!.id,
    };
    expect((await launch(t, slot, { player })).status).toBe(200);
    expect(registers.checksOf(lastName, 'oasis').map((check) => check.body)).toEqual([
      {
        firstName: 'Ada',
        lastName,
        birthName: 'Byron-King',
        dateOfBirth: '1990-05-17',
        placeOfBirth: 'St. Ingbert',
        address: { street: DE.address, postcode: '10117', city: 'Berlin', country: 'Deutschland' },
      },
    ]);

    // The player sees them, and cannot change them with the identity details.
    const details = () =>
      t.call<{ result: PlayerDetails }>('GET', buildPath(playersApi.getDetails), { token }).then((r) => r.body.result);
    expect(await details()).toMatchObject({ placeOfBirth: 'St. Ingbert', birthName: 'Byron-King' });
    await t.call('PUT', buildPath(playersApi.updateDetails), {
      token,
      body: {
        firstName: 'Ada',
        lastName,
        dob: '1990-05-17',
        phoneNumber: '+4930123456',
        address: DE.address,
        city: 'Berlin',
        country: 'Deutschland',
        consent: true,
        placeOfBirth: 'Bonn',
        birthName: 'Other',
      },
    });
    expect(await details()).toMatchObject({ placeOfBirth: 'St. Ingbert', birthName: 'Byron-King' });

    // A Maltese sign-up needs none, and a player without one shows null.
    const malta = await signUpPlayer(t, { ...MT, lastName: uniqueName() });
    const maltese = await t.call<{ result: PlayerDetails }>('GET', buildPath(playersApi.getDetails), {
      token: malta.token,
    });
    expect(maltese.body.result).toMatchObject({ placeOfBirth: null, birthName: null });
  });

  it('refuses the action while a register cannot be reached (fail closed)', async () => {
    clock.set(NOW);
    const uk = await playerOf(UK);
    const nlBody = signUpBody({ ...NL, lastName: uniqueName() });
    expect((await signUp(t, nlBody)).status).toBe(200);
    const de = await playerOf(DE);
    registers.down.add('gamstop');
    registers.down.add('cruks');
    registers.down.add('oasis');
    try {
      // Sign-up and sign-in.
      const ukBody = signUpBody({ ...UK, lastName: uniqueName() });
      expectUnavailable(await signUp(t, ukBody), 'GAMSTOP');
      expect((await signIn(t, ukBody)).status).toBe(401); // no account was opened
      expectUnavailable(await signIn(t, { email: uk.email, password: uk.password }), 'GAMSTOP');
      expectUnavailable(await signUp(t, signUpBody({ ...NL, lastName: uniqueName() })), 'CRUKS');
      expectUnavailable(await signIn(t, nlBody), 'CRUKS');
      // Sessions: OASIS every time, GAMSTOP once a day.
      expectUnavailable(await launch(t, slot, { player: de }), 'OASIS');
      expectUnavailable(await sportsbookToken(t, de), 'OASIS');
      clock.advanceHours(25);
      expectUnavailable(await launch(t, slot, { player: uk }), 'GAMSTOP');
      expectUnavailable(await depositLink(t, uk), 'GAMSTOP');
      expectUnavailable(await refresh(t, uk.refreshToken), 'GAMSTOP');
    } finally {
      registers.down.clear();
    }
    // Back: the refresh token left unused by the refused renewal still renews.
    expect((await refresh(t, uk.refreshToken)).status).toBe(200);
    expect((await launch(t, slot, { player: de })).status).toBe(200);
  });

  it('sends no Maltese player to a register', async () => {
    clock.set(NOW);
    // "Excluded" in the sandbox's sense, and every register down: a Maltese player is never asked.
    const lastName = uniqueName('Excluded');
    registers.registered.add(lastName);
    registers.down.add('gamstop');
    registers.down.add('cruks');
    registers.down.add('oasis');
    try {
      const player = await signUpPlayer(t, { ...MT, lastName, email: `excluded.${Date.now()}@example.com` });
      await fund(t, player.playerId, '50');
      clock.advanceHours(30);
      expect((await launch(t, slot, { player })).status).toBe(200);
      expect((await depositLink(t, player)).status).toBe(200);
      expect((await sportsbookToken(t, player)).status).toBe(200);
      expect((await refresh(t, player.refreshToken)).status).toBe(200);
      expect(registers.checksOf(lastName)).toHaveLength(0);
    } finally {
      registers.down.clear();
    }
    const sandboxPlayer = await signUpPlayer(sandboxed, { ...MT, lastName: 'Excluded' });
    await fund(sandboxed, sandboxPlayer.playerId, '50');
    expect((await launch(sandboxed, await gameOfType(sandboxed, 'Slots'), { player: sandboxPlayer })).status).toBe(200);
  });

  it('serves the sandbox registers only with sandbox providers on', async () => {
    // The GAMSTOP sandbox speaks its API: the flag in X-Exclusion, a wrong key refused.
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1990-05-17',
        email: 'ada@example.com',
        postcode: 'NW1 6XE',
        mobile: '07700900123',
        ...extra,
      }).toString();
    const post = (key: string, body: string) =>
      fetch(`${sandboxed.baseUrl}/api/registers/sandbox/gamstop`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': key },
        body,
      });
    const key = 'local-gamstop-sandbox-api-key';
    expect((await post(key, form({}))).headers.get('x-exclusion')).toBe('N');
    expect((await post(key, form({ lastName: 'Excluded' }))).headers.get('x-exclusion')).toBe('Y');
    expect((await post(key, form({ email: 'lapsed@example.com' }))).headers.get('x-exclusion')).toBe('P');
    expect((await post('wrong', form({}))).status).toBe(403);
    // The platform asking real registers has no sandbox paths.
    const off = await startIsolatedPlatform(kind, {
      MARKETS,
      SANDBOX_PROVIDERS: 'false',
      CRYPTOPAY_API_URL: 'http://127.0.0.1:9/v1',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LUGAS_API_URL: 'http://127.0.0.1:9/lugas',
      ...registers.env,
    });
    try {
      const answer = await fetch(`${off.baseUrl}/api/registers/sandbox/gamstop`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': key },
        body: form({}),
      });
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
