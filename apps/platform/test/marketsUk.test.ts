// The UK's bonus products (issue 31, docs/markets.md): an offer is for casino games, sports bets or
// both ('mixed'); the UK bans mixed offers (UKGC LCCP SR code 5.1.11), and a bonus of one product is
// staked, and its wagering counted, only there. A brand licensed for the UK, Germany and Malta.
import { randomUUID } from 'node:crypto';
import {
  adminApi,
  type BonusOffer,
  buildPath,
  paymentsApi,
  type PlayerBonus,
  playersApi,
  sportsbookApi,
  type SportsbookBet,
  type SportsbookEvent,
  type SportsbookFeed,
} from '@casino/contract';
import { deDE, enGB, esES } from '@casino/contract/texts';
import { toMinorUnits } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusOffers, ledgerEntries, playerBonuses, SPORTSBOOK_BET_REFERENCE_TYPE } from '../src/db/schema';
import { startIsolatedPlatform } from './fixtures';
import { gameOfType, launch, playRound, type RoundRefusal } from './gamesFixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';
import { admin, confirmedEvent, createLink, deposit, newPlayer, type Player, sendWebhook } from './paymentsFixtures';

type Refusal = RoundRefusal & { fieldCodes?: Record<string, { messageCode: string }> };
type Placed = { result: { bets: SportsbookBet[]; balance: string }; error: Refusal };

const MIXED_OFFER_TEXT =
  'Offers in GBP reach players in United Kingdom, where a bonus may not mix casino games and sports bets: choose casino or sports.';
const MIXED_BONUS_TEXT =
  'This bonus is for both casino games and sports bets, which is not allowed in your country: choose a casino or a sports bonus.';

describe.each(databaseKinds)('UK bonus products on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt', SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '11' });
  });
  afterAll(() => t?.close());

  /** An offer's body: 100% up to 100, wagered 10 times, a reload any deposit takes. */
  const offer = (currency: string, product?: string) => ({
    name: 'Test Reload',
    code: `UK${randomUUID().slice(0, 8)}`,
    percentage: '100',
    maxAmount: '100',
    currency,
    condition: 'reload' as const,
    description: '<p>100% up to 100.</p>',
    duration: 10,
    wageringMultiplier: 10,
    maxConversionLimit: '200',
    ...(product === undefined ? {} : { product }),
  });
  const create = (body: ReturnType<typeof offer>) =>
    admin(t).call<{ result: BonusOffer; error: Refusal }>('POST', buildPath(adminApi.createBonusOffer), body);
  const change = (uuid: string, body: Record<string, unknown>) =>
    admin(t).call<{ result: BonusOffer; error: Refusal }>('PUT', buildPath(adminApi.updateBonusOffer, { uuid }), body);
  /** An offer made before the UK's rule (or before products): written straight to the database. */
  async function legacyMixedOffer(currency: string): Promise<string> {
    const code = `OLD${randomUUID().slice(0, 8)}`;
    await t.platform.context.db.insert(bonusOffers).values({
      name: 'Old mixed offer',
      code,
      percentage: '100',
      maxAmount: 10_000n,
      currencyCode: currency,
      condition: 'reload',
      description: '<p>Old.</p>',
      duration: 10,
      wageringMultiplier: 10,
      maxConversionLimit: 20_000n,
      product: 'mixed',
    });
    return code;
  }
  const listed = async (player: Player) =>
    (
      await t.call<{ result: BonusOffer[] }>('GET', buildPath(playersApi.listBonuses), { token: player.token })
    ).body.result.map((entry) => entry.code);
  const activeBonus = async (player: Player) =>
    (await t.call<{ result: PlayerBonus | null }>('GET', buildPath(playersApi.getSelfBonuses), { token: player.token }))
      .body.result;
  const money = async (player: Player) => {
    const [account] = await t.platform.context.services.wallet.accountsOf(player.playerId);
    return { cash: account?.cash, bonus: account?.bonus };
  };

  async function widgetToken(player: Player): Promise<string> {
    const answer = await t.call<{ result: { token: string } }>('POST', buildPath(playersApi.dataBetToken), {
      token: player.token,
      body: { playerId: player.uuid, currency: player.currency, locale: 'en' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.token;
  }
  /** A prematch event not used yet, with its home selection (which a 2-0 settles as won). */
  const usedEvents = new Set<number>();
  async function pick() {
    const { body } = await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed));
    const event = body.result.events.find((entry) => entry.status === 'prematch' && !usedEvents.has(entry.id));
    if (!event) throw new Error('no prematch event left');
    usedEvents.add(event.id);
    return { event, selection: event.markets[0]!.selections[0]! };
  }
  const sportsBet = async (player: Player, stake: string, { selection }: Awaited<ReturnType<typeof pick>>) =>
    t.call<Placed>('POST', buildPath(sportsbookApi.placeBet), {
      token: await widgetToken(player),
      body: { type: 'single', stake, selections: [{ selectionId: selection.id, odds: selection.odds }] },
      headers: { 'idempotency-key': randomUUID() },
    });
  const settle = (event: SportsbookEvent, home: number, away: number) =>
    t.call('POST', buildPath(adminApi.settleSportsbookEvent, { eventId: event.id }), {
      token: OPERATOR_TOKEN,
      body: { home, away },
    });
  /** A real-money roulette round (no slot cap nor pace in the UK) of `stake` on red. */
  async function casinoRound(player: Player, stake: string) {
    const session = await launch(t, await gameOfType(t, 'Table Games'), { player });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const round = await playRound(t, session.token, { stake, choice: { bet: 'red' } });
    expect(round.status, JSON.stringify(round.body)).toBe(200);
    return round.body.result;
  }
  const cents = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;
  /** A stake (and its win) posted as SportsbookBetService posts a bet's: what the bonus wallet took. */
  const sportsStake = (player: Player, stake: bigint, payout = 0n) =>
    t.platform.context.services.wallet.transact(async (tx, ledger) => {
      const { bonusWallet } = t.platform.context.services;
      const uuid = randomUUID();
      const reference = {
        accountId: player.accountId,
        referenceType: SPORTSBOOK_BET_REFERENCE_TYPE,
        referenceId: uuid,
      };
      const funded = await bonusWallet.stake(tx, ledger, {
        ...reference,
        balanceDelta: -stake,
        idempotencyKey: `sportsbook-bet:${uuid}:stake`,
      });
      if (payout > 0n) {
        await bonusWallet.win(
          tx,
          ledger,
          { ...reference, balanceDelta: payout, idempotencyKey: `sportsbook-bet:${uuid}:win` },
          { stake, ...funded },
        );
      }
      return funded;
    });
  /** The bonus money of the player's stakes of a reference type, from the ledger (minor units). */
  async function bonusStaked(player: Player, referenceType: string) {
    const entries = await t.platform.context.db
      .select({ type: ledgerEntries.type, referenceType: ledgerEntries.referenceType, bonus: ledgerEntries.bonusDelta })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, player.accountId));
    return entries
      .filter((entry) => entry.type === 'bet' && entry.referenceType === referenceType)
      .reduce((sum, entry) => sum - entry.bonus, 0n);
  }

  it('refuses a UK offer that mixes casino and sports, when made and when granted', async () => {
    // Made or changed in GBP (the UK's currency), a mixed offer is refused with the field named.
    const mixed = await create(offer('GBP', 'mixed'));
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields?.product).toBe(MIXED_OFFER_TEXT);
    expect(mixed.body.error.fieldCodes?.product?.messageCode).toBe('market.offerMixedProducts');
    expect((await create(offer('GBP', 'poker'))).status).toBe(400);
    const sports = await create(offer('GBP', 'sports'));
    expect(sports.status, JSON.stringify(sports.body)).toBe(200);
    expect(sports.body.result.product).toBe('sports');
    // Left out, a GBP offer is for the casino; a EUR one mixes, as offers did before products.
    const casino = await create(offer('GBP'));
    expect(casino.status, JSON.stringify(casino.body)).toBe(200);
    expect(casino.body.result.product).toBe('casino');
    const euro = await create(offer('EUR'));
    expect(euro.body.result.product).toBe('mixed');
    const toMixed = await change(casino.body.result.uuid, { product: 'mixed' });
    expect(toMixed.status).toBe(400);
    expect(toMixed.body.error.fields?.product).toBe(MIXED_OFFER_TEXT);
    const toPounds = await change(euro.body.result.uuid, { currency: 'GBP' });
    expect(toPounds.status).toBe(400);
    expect(toPounds.body.error.fields?.product).toBe(MIXED_OFFER_TEXT);
    expect((await change(euro.body.result.uuid, { currency: 'GBP', product: 'casino' })).status).toBe(200);

    // A mixed GBP offer made before the rule is not listed for a UK player, and its code is refused.
    const oldCode = await legacyMixedOffer('GBP');
    const uk = await newPlayer(t, { country: 'United Kingdom', currency: 'GBP' });
    const codes = await listed(uk);
    expect(codes).toContain(casino.body.result.code);
    expect(codes).toContain(sports.body.result.code);
    expect(codes).not.toContain(oldCode);
    const link = await t.call<{ error: Refusal }>('POST', buildPath(paymentsApi.createPaymentLink), {
      token: uk.token,
      body: { amount: '20', bonusCode: oldCode },
    });
    expect(link.status).toBe(400);
    expect(link.body.error.fields?.bonusCode).toBe(MIXED_BONUS_TEXT);
    expect(link.body.error.fieldCodes?.bonusCode?.messageCode).toBe('market.bonusMixedProducts');
    // The player's language has the text.
    expect(deDE['market.bonusMixedProducts']).toMatch(/Casinospiele und Sportwetten/);
    expect(esES['market.bonusMixedProducts']).toMatch(/casino y apuestas deportivas/);
    expect(enGB['market.bonusMixedProducts']).toBe(MIXED_BONUS_TEXT);

    // An offer that became mixed after the deposit link was made is not granted at the deposit.
    const linked = await createLink(t, uk, '20', casino.body.result.code);
    await t.platform.context.db
      .update(bonusOffers)
      .set({ product: 'mixed' })
      .where(eq(bonusOffers.uuid, casino.body.result.uuid));
    expect((await sendWebhook(t, confirmedEvent(linked, '20', 'GBP'))).status).toBe(200);
    expect(await money(uk)).toEqual({ cash: '20.00', bonus: '0.00' });
    expect(await activeBonus(uk)).toBeNull();
    const granted = await t.platform.context.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, uk.playerId));
    expect(granted).toHaveLength(0);

    // A Maltese player (no such ban) takes a mixed offer.
    const malta = await newPlayer(t, { country: 'Malta', currency: 'GBP' });
    expect(await listed(malta)).toContain(oldCode);
    await deposit(t, malta, '20', oldCode);
    expect(await activeBonus(malta)).toMatchObject({ matchedAmount: '20.00', bonusType: { product: 'mixed' } });
  });

  it('keeps a UK casino bonus to the casino: a sports bet takes cash only and does not count towards its wagering', async () => {
    const casino = await create(offer('GBP', 'casino'));
    expect(casino.status, JSON.stringify(casino.body)).toBe(200);
    const uk = await newPlayer(t, { country: 'Scotland', currency: 'GBP' });
    await deposit(t, uk, '10.00', casino.body.result.code);
    expect(await money(uk)).toEqual({ cash: '10.00', bonus: '10.00' });
    expect(await activeBonus(uk)).toMatchObject({
      wageringRequirement: '100.00',
      amountWagered: '0.00',
      bonusType: { product: 'casino' },
    });

    // The sportsbook plays in EUR only, so a GBP stake is posted as the sportsbook posts its bets
    // (SportsbookBetService.place): more than the cash is refused, the bonus money does not pay it.
    await expect(sportsStake(uk, 1_500n)).rejects.toMatchObject({ messageCode: 'money.insufficientBalance' });
    expect(await money(uk)).toEqual({ cash: '10.00', bonus: '10.00' });
    // Within the cash it takes cash, the bonus's wagering does not move, and its winnings are cash.
    const staked = await sportsStake(uk, 400n, 1_000n);
    expect(staked.bonusStake).toBe(0n);
    expect(await money(uk)).toEqual({ cash: '16.00', bonus: '10.00' });
    expect(await activeBonus(uk)).toMatchObject({ amountWagered: '0.00', percentageCleared: '0.00' });

    // A casino round counts, and once the cash is gone it stakes the bonus money.
    await casinoRound(uk, '18.00');
    expect(await bonusStaked(uk, 'game-round')).toBe(200n);
    expect(await activeBonus(uk)).toMatchObject({ amountWagered: '18.00', percentageCleared: '18.00' });
  });

  it("keeps a casino bonus off the sportsbook's bets, and a sports bonus off the games", async () => {
    // The same rule outside the UK, through the sportsbook itself (EUR): a casino-only bonus.
    const casino = await create(offer('EUR', 'casino'));
    const player = await newPlayer(t, { country: 'Malta', currency: 'EUR' });
    await deposit(t, player, '10.00', casino.body.result.code);
    const tooMuch = await sportsBet(player, '15', await pick());
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe('Your balance is too low for this stake');
    const game = await pick();
    const placed = await sportsBet(player, '4', game);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await money(player)).toEqual({ cash: '6.00', bonus: '10.00' });
    expect(await bonusStaked(player, 'sportsbook-bet')).toBe(0n);
    expect(await activeBonus(player)).toMatchObject({ amountWagered: '0.00' });
    // Its winnings are cash.
    expect((await settle(game.event, 2, 0)).status).toBe(200);
    const payout = BigInt(game.selection.odds.replace('.', '')) * 4n;
    expect(await money(player)).toEqual({ cash: cents(600n + payout), bonus: '10.00' });

    // A sports-only bonus: a casino round takes cash only and does not count; a sports bet does.
    const sports = await create(offer('EUR', 'sports'));
    const bettor = await newPlayer(t, { country: 'Malta', currency: 'EUR' });
    await deposit(t, bettor, '10.00', sports.body.result.code);
    const session = await launch(t, await gameOfType(t, 'Table Games'), { player: bettor });
    const over = await playRound(t, session.token, { stake: '12.00', choice: { bet: 'red' } });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('Insufficient balance');
    await casinoRound(bettor, '2.00');
    expect(await bonusStaked(bettor, 'game-round')).toBe(0n);
    expect(await activeBonus(bettor)).toMatchObject({ amountWagered: '0.00', bonusType: { product: 'sports' } });
    const bonusOnly = await money(bettor);
    expect(bonusOnly.bonus).toBe('10.00');
    const bet = await sportsBet(bettor, cents(toMinorUnits(bonusOnly.cash ?? '0', 2) + 300n), await pick());
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(await money(bettor)).toMatchObject({ cash: '0.00', bonus: '7.00' });
    expect(await bonusStaked(bettor, 'sportsbook-bet')).toBe(300n);
    expect(await activeBonus(bettor)).toMatchObject({ amountWagered: bet.body.result.bets[0]!.stake });
  });

  it("lets a Maltese player's mixed bonus pay and clear both casino games and sports bets", async () => {
    const mixed = await create(offer('EUR', 'mixed'));
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    const malta = await newPlayer(t, { country: 'Malta', currency: 'EUR' });
    await deposit(t, malta, '10.00', mixed.body.result.code);
    expect(await money(malta)).toEqual({ cash: '10.00', bonus: '10.00' });
    // A sports bet over the cash takes bonus money for the rest, and counts.
    const placed = await sportsBet(malta, '15', await pick());
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await money(malta)).toEqual({ cash: '0.00', bonus: '5.00' });
    expect(await bonusStaked(malta, 'sportsbook-bet')).toBe(500n);
    expect(await activeBonus(malta)).toMatchObject({ amountWagered: '15.00', bonusType: { product: 'mixed' } });
    // So does a casino round.
    await casinoRound(malta, '2.00');
    expect(await bonusStaked(malta, 'game-round')).toBe(200n);
    expect(await activeBonus(malta)).toMatchObject({ amountWagered: '17.00' });
  });
});
