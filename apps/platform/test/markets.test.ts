// Market rules (issue 31): each rule of docs/markets.md has its test here, named as the table
// names it (packages/rules/src/markets/rules.ts); the table test checks the names exist. A brand
// licensed for the UK, Germany and Malta; a hand-moved clock for the pace of rounds and for ages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminApi,
  buildPath,
  type Game,
  type GameType,
  gpApi,
  MARKETS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type PaymentTransaction,
  paymentsApi,
  type PlayerDetails,
  playersApi,
} from '@casino/contract';
import { MARKET_CODES, MARKET_PROFILES, MARKET_RULES, marketRulesTable, toMinorUnits } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { bonusOffers, gameRounds } from '../src/db/schema';
import { signUpBody, signUpPlayer, startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, gamePage, launch, playRound, type RoundRefusal, type RoundResult } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { ADDRESSES, admin, credit, makeEligible, newPlayer, type Player } from './paymentsFixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A markdown table's rows as trimmed cells (the separator row left out). */
const cellsOf = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((text) => text.trim()),
    )
    .filter((cells) => !cells.every((text) => /^-+$/.test(text)));

describe('docs/markets.md', () => {
  it('docs/markets.md holds the table of the rules the code enforces, value for value', () => {
    const docs = readFileSync(path.join(root, 'docs/markets.md'), 'utf8');
    const table = docs.slice(docs.indexOf('<!-- rules -->') + '<!-- rules -->'.length, docs.indexOf('<!-- /rules -->'));
    // Compared cell by cell: the formatter pads the columns of the file.
    expect(cellsOf(table), `docs/markets.md should hold (pnpm docs:markets writes it):\n${marketRulesTable()}`).toEqual(
      cellsOf(marketRulesTable()),
    );
  });

  it("names a test that exists for every rule, in the rule's file", () => {
    for (const rule of MARKET_RULES) {
      const source = readFileSync(path.join(root, rule.test.file), 'utf8');
      const escaped = rule.test.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(source, `${rule.id}: ${rule.test.name}`).toMatch(new RegExp(`\\bit\\(\\s*['"]${escaped}['"]`));
    }
  });
});

const NOW = new Date('2026-06-15T12:00:00Z');

describe.each(databaseKinds)('market rules on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt', SPORTSBOOK_TICK_MS: '0' }, { clock });
  });
  afterAll(() => t?.close());

  /** A player of a market, aged as asked on the clock's day, with money, in a slot's real-money session. */
  async function slotPlayer(country: string, currency: 'GBP' | 'EUR', dob: string) {
    const player = await signUpPlayer(t, { country, currency, dob });
    await fund(t, player.playerId, '100');
    const session = await launch(t, await gameOfType(t, 'Slots'), { player });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    return { player, token: session.token };
  }
  const spin = (token: string | undefined, stake: string) =>
    playRound(t, token, { stake }) as Promise<{ status: number; body: { result: RoundResult; error: RoundRefusal } }>;

  it('refuses a sign-up from a country the brand is not licensed for', async () => {
    // The Netherlands is not among MARKETS here.
    const body = signUpBody({ country: 'Nederland', currency: 'EUR' });
    const refused = await t.call<{ error: RoundRefusal & { fieldCodes?: Record<string, { messageCode: string }> } }>(
      'POST',
      buildPath(playersApi.signUp),
      { body },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.country).toBe('We cannot accept players from Nederland.');
    expect(refused.body.error.fieldCodes?.country?.messageCode).toBe('market.countryNotLicensed');
    // Nobody was made: the same address signs up from a licensed country.
    const allowed = await t.call('POST', buildPath(playersApi.signUp), {
      body: { ...body, country: 'Austria' },
    });
    expect(allowed.status).toBe(200);
    const signIn = await t.call('POST', buildPath(playersApi.signIn), {
      body: { email: body.email, password: body.password },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a sign-up in another currency than the market's", async () => {
    const refused = await t.call<{ error: RoundRefusal }>('POST', buildPath(playersApi.signUp), {
      body: signUpBody({ country: 'United Kingdom', currency: 'EUR' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.currency).toBe('Players from United Kingdom play in GBP.');
    const germany = await t.call<{ error: RoundRefusal }>('POST', buildPath(playersApi.signUp), {
      body: signUpBody({ country: 'Deutschland', currency: 'GBP' }),
    });
    expect(germany.body.error.fields?.currency).toBe('Players from Deutschland play in EUR.');
    // Malta's players keep any currency the brand offers.
    const malta = await t.call('POST', buildPath(playersApi.signUp), {
      body: signUpBody({ country: 'Malta', currency: 'USD' }),
    });
    expect(malta.status).toBe(200);
  });

  it('caps a UK slot stake at 5.00 from the age of 25', async () => {
    // 25 today.
    const { token } = await slotPlayer('England', 'GBP', '2001-06-15');
    const over = await spin(token, '5.01');
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({
      reason: 'market_stake_cap',
      messageCode: 'market.slotStakeMax',
      message: 'The largest stake on a slot is £5.00 per spin for you.',
    });
    const at = await spin(token, '5.00');
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(at.body.result.stake).toBe('5.00');
  });

  it('caps a UK slot stake at 2.00 for a player aged 18 to 24', async () => {
    // 25 tomorrow: still 24 today.
    const { player, token } = await slotPlayer('United Kingdom', 'GBP', '2001-06-16');
    const over = await spin(token, '2.01');
    expect(over.status).toBe(403);
    expect(over.body.error.message).toBe('The largest stake on a slot is £2.00 per spin for you.');
    expect((await spin(token, '2.00')).status).toBe(200);
    // The refused stake left no round behind: one round, of 2.00.
    const rounds = await t.platform.context.db
      .select({ stake: gameRounds.stake })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, player.playerId));
    expect(rounds).toEqual([{ stake: 200n }]);
    // On the 25th birthday the cap is 5.00 (and the pace is kept: a day later).
    clock.advance(24 * 3600_000);
    try {
      expect((await spin(token, '5.00')).status).toBe(200);
    } finally {
      clock.set(NOW);
    }
  });

  it('refuses a UK slot round sooner than 2.5 s after the previous one', async () => {
    const { token } = await slotPlayer('Scotland', 'GBP', '1980-01-01');
    clock.set(NOW);
    expect((await spin(token, '1.00')).status).toBe(200);
    clock.advance(2_499);
    const early = await spin(token, '1.00');
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({
      reason: 'market_round_too_soon',
      message: 'A spin takes at least 2.5 seconds: wait a moment before the next one.',
    });
    clock.advance(1);
    expect((await spin(token, '1.00')).status).toBe(200);
    // Ten rounds sent at once in the same session: one passes, the others are too soon.
    clock.advance(2_500);
    const burst = await Promise.all(Array.from({ length: 10 }, () => spin(token, '1.00')));
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(burst.filter((answer) => answer.status === 403)).toHaveLength(9);
    clock.set(NOW);
  });

  it('caps a German slot stake at 1.00', async () => {
    const { token } = await slotPlayer('Germany', 'EUR', '1970-03-03');
    const over = await spin(token, '1.01');
    expect(over.status).toBe(403);
    expect(over.body.error.message).toBe('The largest stake on a slot is €1.00 per spin for you.');
    expect((await spin(token, '1.00')).status).toBe(200);
  });

  it('refuses a German slot round sooner than 5 s after the previous one', async () => {
    const { token } = await slotPlayer('DE', 'EUR', '1970-03-03');
    clock.set(NOW);
    expect((await spin(token, '0.50')).status).toBe(200);
    clock.advance(4_999);
    const early = await spin(token, '0.50');
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe('A spin takes at least 5 seconds: wait a moment before the next one.');
    clock.advance(1);
    expect((await spin(token, '0.50')).status).toBe(200);
    clock.set(NOW);
  });

  it("offers on the slot's page no stake above the player's cap, and says the pace", async () => {
    const player = await signUpPlayer(t, { country: 'England', currency: 'GBP', dob: '2003-01-01', locale: 'de_DE' });
    const session = await launch(t, await gameOfType(t, 'Slots'), { player });
    const page = await gamePage(t, session.path!);
    expect(page.status).toBe(200);
    expect(page.config).toMatchObject({ maxStake: '2.00', minRoundMs: 2_500, celebrateReturnAtOrBelowStake: false });
    expect(page.html).toContain('From 0.10 to 2.00. Spins are at least 2.5 seconds apart');
    const quick = [...page.html.matchAll(/data-stake="([\d.]+)"/g)].map((match) => match[1]);
    expect(quick).toEqual(['0.50', '1.00']);
    // The market's refusals in the player's language, for the page to show.
    expect(page.config?.messages).toEqual({
      stakeCap: 'Ihr Höchsteinsatz an einem Slot beträgt £2.00 pro Spin.',
      roundTooSoon: 'Ein Spin dauert mindestens 2,5 Sekunden: Bitte warten Sie kurz bis zum nächsten.',
    });
    // A Maltese player's page keeps the platform's own range.
    const malta = await signUpPlayer(t, { country: 'Malta', currency: 'EUR', dob: '2003-01-01' });
    const free = await gamePage(t, (await launch(t, await gameOfType(t, 'Slots'), { player: malta })).path!);
    expect(free.config).toMatchObject({ maxStake: '1000.00', minRoundMs: 0, celebrateReturnAtOrBelowStake: true });
  });

  it("shows a UK player's net position and time played in the slot", async () => {
    clock.set(NOW);
    const { token, player } = await slotPlayer('Northern Ireland', 'GBP', '1985-05-05');
    const session = await launch(t, await gameOfType(t, 'Slots'), { player });
    const page = await gamePage(t, session.path!);
    expect(page.config?.sessionPosition).toMatchObject({ net: '0.00' });
    expect(page.html).toContain('Time played');
    expect(page.html).toContain('<output id="session-net" aria-labelledby="session-net-label">0.00</output>');
    // Each round answers the session's position: wins less stakes so far.
    const first = await spin(session.token, '1.00');
    expect(first.status).toBe(200);
    const cents = (text: string) => toMinorUnits(text, 2);
    const firstNet = cents(first.body.result.payout) - 100n;
    expect(cents(first.body.result.sessionNet!)).toBe(firstNet);
    clock.advance(2_500);
    const second = await spin(session.token, '0.50');
    expect(cents(second.body.result.sessionNet!)).toBe(firstNet + cents(second.body.result.payout) - 50n);
    // The page opened again shows the same position; another session starts from nothing.
    const again = await gamePage(t, session.path!);
    expect(again.config?.sessionPosition).toMatchObject({ net: second.body.result.sessionNet });
    expect((await gamePage(t, (await launch(t, await gameOfType(t, 'Slots'), { player })).path!)).config).toMatchObject(
      { sessionPosition: { net: '0.00' } },
    );
    expect(token).not.toBe(session.token);
    // A Maltese player's slot has no such bar.
    const malta = await slotPlayer('Malta', 'EUR', '1985-05-05');
    const round = await spin(malta.token, '1.00');
    expect(round.body.result.sessionNet).toBeUndefined();
    clock.set(NOW);
  });

  it("refuses a UK player's cancelling of a requested withdrawal", async () => {
    const withdrawOf = async (player: Player) => {
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
      return t.call<{ error: RoundRefusal }>('POST', buildPath(paymentsApi.cancelWithdraw), {
        token: player.token,
        body: { uuid: requested.body.result.uuid },
      });
    };
    const uk = await makeEligible(t, await newPlayer(t, { country: 'United Kingdom', currency: 'GBP' }));
    await credit(t, uk, 10_000n);
    const refused = await withdrawOf(uk);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      reason: 'market_withdrawal_final',
      message: 'A withdrawal cannot be cancelled once requested: it is paid out or rejected by our team.',
    });
    // The money stays held for the payout: nothing came back.
    const details = await t.call<{ result: PlayerDetails }>('GET', buildPath(playersApi.getDetails), {
      token: uk.token,
    });
    expect(details.body.result.market).toBe('uk');
    expect(details.body.result.accounts[0]?.held).toBe('26.00');
    // A Maltese player cancels as before.
    const malta = await makeEligible(t, await newPlayer(t, { country: 'Malta' }));
    await credit(t, malta, 10_000n);
    expect((await withdrawOf(malta)).status).toBe(200);
  });

  it('offers UK players time-outs up to 6 weeks and self-exclusions from 6 months', async () => {
    expect([...TIME_OUT_PERIODS]).toEqual(['24h', '7d', '1m', '6w']);
    expect([...SELF_EXCLUSION_PERIODS]).toEqual(['6m', '1y', '5y', 'permanent']);
    const uk = await signUpPlayer(t, { country: 'England', currency: 'GBP' });
    const exclude = (type: string, period: string) =>
      admin(t).call('POST', buildPath(adminApi.excludePlayer, { playerUuid: uk.uuid }), { type, period });
    expect((await exclude('time_out', '6m')).status).toBe(400);
    expect((await exclude('self_exclusion', '6w')).status).toBe(400);
    expect((await exclude('time_out', '6w')).status).toBe(200);
    expect((await exclude('self_exclusion', '6m')).status).toBe(200);
  });

  it('shows a German player the return to player and the chance of the top prize where the stake is placed', async () => {
    const player = await signUpPlayer(t, { country: 'Germany', currency: 'EUR' });
    const page = await gamePage(t, (await launch(t, await gameOfType(t, 'Slots'), { player })).path!);
    // Read with the stake field (its description), as a screen reader and the eye find it.
    expect(page.html).toMatch(/<input id="stake"[^>]*aria-describedby="stake-help stake-odds stake-error"/);
    expect(page.html).toContain(
      '<span id="stake-odds" class="help">Return to player 96.46%: on average 0.96 back for every 1.00 staked. Top prize 300× the stake, a chance of 1 in 4,096 per spin.</span>',
    );
  });

  it('gives a German player the panic button: a 24-hour block at once, without a password', async () => {
    clock.set(NOW);
    const german = await signUpPlayer(t, { country: 'Germany', currency: 'EUR' });
    const pressed = await t.call<{ result: { timeOut: { endsAt: string } | null } }>(
      'POST',
      buildPath(playersApi.panicButton),
      { token: german.token },
    );
    expect(pressed.status, JSON.stringify(pressed.body)).toBe(200);
    expect(pressed.body.result.timeOut?.endsAt).toBe(new Date(NOW.getTime() + 24 * 3600_000).toISOString());
    // Play stops at once.
    const launched = await launch(t, await gameOfType(t, 'Slots'), { player: german });
    expect(launched.status).toBe(403);
    expect(launched.body).toMatchObject({ error: { reason: 'time_out' } });
    // The profile offers it in Germany only (the site shows the button by it).
    expect(MARKET_CODES.filter((code) => MARKET_PROFILES[code].panicButton)).toEqual(['de']);
  });

  it("keeps a player in their market: the country cannot move them to another, nor a new birth date change the rules' age", async () => {
    const update = (token: string, details: Record<string, string>) =>
      t.call<{ error: RoundRefusal }>('PUT', buildPath(playersApi.updateDetails), {
        token,
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          dob: '2003-01-01',
          phoneNumber: '+447700900123',
          address: '1 Main Street',
          city: 'Leeds',
          country: 'United Kingdom',
          consent: true,
          ...details,
        },
      });
    const uk = await signUpPlayer(t, { country: 'United Kingdom', currency: 'GBP', dob: '2003-01-01' });
    const moved = await update(uk.token, { country: 'Ireland' });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields?.country).toBe(
      'Your country and date of birth set the rules of your account: our support team can change them after checking your documents.',
    );
    expect((await update(uk.token, { dob: '1990-01-01' })).body.error.fields?.dob).toBeDefined();
    // Within the market and with the same date, details change as before.
    expect((await update(uk.token, { country: 'England', city: 'York' })).status).toBe(200);
    // A Maltese player may correct the date of birth (no rule there goes by age), not move to the UK.
    const malta = await signUpPlayer(t, { country: 'Malta', currency: 'EUR' });
    expect((await update(malta.token, { country: 'Malta', dob: '1991-02-02' })).status).toBe(200);
    expect((await update(malta.token, { country: 'Scotland', dob: '1991-02-02' })).status).toBe(400);
  });

  it('knows the same markets in the contract and in the rules', () => {
    expect([...MARKETS]).toEqual([...MARKET_CODES]);
  });

  it('offers a German player no table game: absent from the lobby, refused at launch', async () => {
    const german = await signUpPlayer(t, { country: 'Deutschland', currency: 'EUR' });
    const listOf = async (token?: string) =>
      (await t.call<{ result: Game[] }>('GET', buildPath(gpApi.listGames), token ? { token } : {})).body.result;
    const typesOf = async (token?: string) =>
      (await t.call<{ result: GameType[] }>('GET', buildPath(gpApi.listGameTypes), token ? { token } : {})).body.result;
    const everyGame = await listOf();
    expect(everyGame.some((game) => game.gameType.name === 'Table Games')).toBe(true);
    const germanGames = await listOf(german.token);
    expect(germanGames.length).toBeGreaterThan(0);
    expect(germanGames.filter((game) => game.gameType.name === 'Table Games')).toEqual([]);
    expect(germanGames.length).toBe(
      everyGame.filter((game) => game.gameType.name !== 'Table Games' && !game.tags.includes('jackpot')).length,
    );
    expect((await typesOf(german.token)).map((type) => type.name)).not.toContain('Table Games');
    expect((await typesOf()).map((type) => type.name)).toContain('Table Games');
    // Asked for by name, still none.
    const asked = await t.call<{ result: Game[] }>(
      'GET',
      buildPath(gpApi.listGames, undefined, { gameType: 'Table Games' }),
      {
        token: german.token,
      },
    );
    expect(asked.body.result).toEqual([]);
    const roulette = await gameOfType(t, 'Table Games');
    for (const demo of [false, true]) {
      const launched = await launch(t, roulette, { player: german, demo });
      expect(launched.status).toBe(403);
      expect(launched.body).toMatchObject({
        error: { reason: 'market_game_not_offered', message: 'This game is not offered in your country.' },
      });
    }
    // Slots are offered; a Maltese player still has the table.
    expect((await launch(t, await gameOfType(t, 'Slots'), { player: german })).status).toBe(200);
    const malta = await signUpPlayer(t, { country: 'Malta', currency: 'EUR' });
    expect((await launch(t, roulette, { player: malta })).status).toBe(200);
  });

  it('offers a German player no jackpot game: absent from the lobby and its Jackpots category, refused at launch', async () => {
    const german = await signUpPlayer(t, { country: 'Deutschland', currency: 'EUR' });
    const listOf = async (query: { tag?: 'jackpot' } = {}, token?: string) =>
      (await t.call<{ result: Game[] }>('GET', buildPath(gpApi.listGames, undefined, query), token ? { token } : {}))
        .body.result;
    const jackpots = await listOf({ tag: 'jackpot' });
    expect(jackpots.length).toBeGreaterThan(0);
    expect(await listOf({ tag: 'jackpot' }, german.token)).toEqual([]);
    expect((await listOf({}, german.token)).filter((game) => game.tags.includes('jackpot'))).toEqual([]);
    const jackpot = jackpots[0]!;
    for (const demo of [false, true]) {
      const launched = await launch(t, jackpot, { player: german, demo });
      expect(launched.status).toBe(403);
      expect(launched.body).toMatchObject({
        error: { reason: 'market_game_not_offered', message: 'This game is not offered in your country.' },
      });
    }
    // A UK or Maltese player keeps them.
    for (const country of [
      { country: 'Malta', currency: 'EUR' },
      { country: 'England', currency: 'GBP' },
    ]) {
      const player = await signUpPlayer(t, country);
      expect((await listOf({ tag: 'jackpot' }, player.token)).length).toBe(jackpots.length);
      await fund(t, player.playerId, '10');
      expect((await launch(t, jackpot, { player })).status, country.country).toBe(200);
    }
  });

  it('caps the wagering of a bonus for UK players at 10 times the bonus', async () => {
    const offer = (code: string, currency: string, wageringMultiplier: number) => ({
      name: 'Midweek Boost',
      code,
      percentage: '50',
      maxAmount: '100',
      currency,
      condition: 'reload' as const,
      description: '<p>50% up to 100.</p>',
      duration: 10,
      wageringMultiplier,
      maxConversionLimit: '200',
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const create = (body: ReturnType<typeof offer>) =>
      admin(t).call<{ error: RoundRefusal }>('POST', buildPath(adminApi.createBonusOffer), body);
    // A GBP offer reaches UK players: over 10 times is refused when it is made, or changed.
    const over = await create(offer('UKOVER', 'GBP', 11));
    expect(over.status).toBe(400);
    expect(over.body.error.fields?.wageringMultiplier).toBe(
      'Offers in GBP reach players in United Kingdom: their wagering is at most 10 times the bonus.',
    );
    const atCap = await create(offer('UKTEN', 'GBP', 10));
    expect(atCap.status, JSON.stringify(atCap.body)).toBe(200);
    const { uuid } = (atCap.body as unknown as { result: { uuid: string } }).result;
    const raised = await admin(t).call<{ error: RoundRefusal }>('PUT', buildPath(adminApi.updateBonusOffer, { uuid }), {
      wageringMultiplier: 12,
    });
    expect(raised.status).toBe(400);
    // EUR offers (Germany has no cap, Malta none) keep any multiplier.
    expect((await create(offer('EUROK', 'EUR', 35))).status).toBe(200);
    // A GBP offer made before the brand took the UK (written straight to the database) is neither
    // listed for a UK player nor taken with a deposit.
    await t.platform.context.db.insert(bonusOffers).values({
      name: 'Old offer',
      code: 'OLDGBP',
      percentage: '50',
      maxAmount: 10_000n,
      currencyCode: 'GBP',
      condition: 'reload',
      description: '<p>Old.</p>',
      duration: 10,
      wageringMultiplier: 30,
      maxConversionLimit: 20_000n,
    });
    const uk = await newPlayer(t, { country: 'United Kingdom', currency: 'GBP' });
    const listed = await t.call<{ result: { code: string; wageringMultiplier: number }[] }>(
      'GET',
      buildPath(playersApi.listBonuses),
      { token: uk.token },
    );
    expect(listed.body.result.map((entry) => entry.code)).toContain('UKTEN');
    expect(listed.body.result.map((entry) => entry.code)).not.toContain('OLDGBP');
    expect(listed.body.result.every((entry) => entry.wageringMultiplier <= 10)).toBe(true);
    const link = await t.call<{ error: RoundRefusal }>('POST', buildPath(paymentsApi.createPaymentLink), {
      token: uk.token,
      body: { amount: '20', bonusCode: 'OLDGBP' },
    });
    expect(link.status).toBe(400);
    expect(link.body.error.fields?.bonusCode).toBe(
      'The wagering of this bonus is over 10 times the bonus, the most allowed in your country.',
    );
    // A Maltese player in GBP may take it.
    const malta = await newPlayer(t, { country: 'Malta', currency: 'GBP' });
    const taken = await t.call('POST', buildPath(paymentsApi.createPaymentLink), {
      token: malta.token,
      body: { amount: '20', bonusCode: 'OLDGBP' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it('leaves a Maltese player and a UK table game without slot caps or pace', async () => {
    const malta = await slotPlayer('Malta', 'EUR', '2005-01-01');
    expect((await spin(malta.token, '50.00')).status).toBe(200);
    expect((await spin(malta.token, '50.00')).status).toBe(200);
    const player = await signUpPlayer(t, { country: 'Wales', currency: 'GBP', dob: '2004-01-01' });
    await fund(t, player.playerId, '100');
    const roulette = await launch(t, await gameOfType(t, 'Table Games'), { player });
    const bet = await playRound(t, roulette.token, { stake: '20.00', choice: { bet: 'red' } });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
  });
});
