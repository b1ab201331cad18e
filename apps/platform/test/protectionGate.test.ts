import { randomUUID } from 'node:crypto';
import { buildPath, type Game, paymentsApi, playersApi, sportsbookApi, type SportsbookFeed } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../src/clock';
import { ledgerEntries, payments, playerBonuses } from '../src/db/schema';
import { BonusService } from '../src/services/bonuses';
import type { DomainError } from '../src/services/errors';
import { GameRoundService } from '../src/services/gameRounds';
import { HeldDeposits } from '../src/services/heldDeposits';
import { type PaymentProvider, PaymentService } from '../src/services/payments';
import type { ProtectionGate } from '../src/services/protection';
import { SportsbookTokenService } from '../src/services/sportsbookToken';
import { WalletService } from '../src/services/wallet';
import { startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, launch, playRound } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  confirmedEvent,
  createLink,
  deposit,
  entriesOfType,
  figures,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

type Failure = { error: { code: number; message: string; reason?: string } };

/**
 * Issue 29: every money path asks player protection through the one gate the composition root
 * built it with. Each path below is watched on that gate (the real gate answers, or, for the bonus
 * grant, refuses one player) and must both ask it and be refused by it: a path that stopped
 * asking would let the money move and fail here.
 */
describe.each(databaseKinds)('the protection gate of every money path on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock();
  let dice: Game;
  let gate: ProtectionGate;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '7' }, { clock });
    dice = await gameOfType(t, 'Instant');
    gate = t.platform.context.services.protection.gate;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t?.close());

  const timeOut = (p: Player) =>
    t.platform.context.services.protection.exclusions.exclude(p.playerId, 'operator', {
      type: 'time_out',
      period: '24h',
    });
  /** The account's balance in minor units (cash and bonus). */
  const balance = async (p: Player) => (await figures(t, p)).balance;
  const link = (p: Player, amount: string) =>
    t.call<Failure>('POST', buildPath(paymentsApi.createPaymentLink), { token: p.token, body: { amount } });
  const widgetToken = (p: Player) =>
    t.call<{ result: { token: string } } & Failure>('POST', buildPath(playersApi.dataBetToken), {
      token: p.token,
      body: { playerId: p.uuid, currency: 'EUR', locale: 'en' },
    });
  async function sportsBet(token: string, stake: string) {
    const feed = (await t.call<{ result: SportsbookFeed }>('GET', buildPath(sportsbookApi.feed))).body.result;
    const selection = feed.events.find((event) => event.status === 'prematch')!.markets[0]!.selections[0]!;
    return t.call<Failure>('POST', buildPath(sportsbookApi.placeBet), {
      token,
      body: {
        type: 'single',
        stake,
        oddsChange: 'any',
        selections: [{ selectionId: selection.id, odds: selection.odds }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  }

  it('a deposit link is refused by the gate: past a deposit limit, and during a time-out', async () => {
    const p = await newPlayer(t);
    const limit = await t.call('PUT', buildPath(playersApi.setLimit), {
      token: p.token,
      body: { kind: 'deposit', period: 'day', amount: '20.00' },
    });
    expect(limit.status).toBe(200);
    const allowed = vi.spyOn(gate, 'assertDepositAllowed');
    const overLimit = await link(p, '30.00');
    expect(overLimit.status).toBe(403);
    expect(overLimit.body.error.reason).toBe('deposit_limit');
    expect(allowed).toHaveBeenCalledWith(expect.anything(), p.playerId, 3000n);

    await timeOut(p);
    const canPlay = vi.spyOn(gate, 'assertCanPlay');
    const excluded = await link(p, '10.00');
    expect(excluded.status).toBe(403);
    expect(excluded.body.error.reason).toBe('time_out');
    expect(canPlay).toHaveBeenCalledWith(p.playerId, expect.anything());
  });

  it("a deposit's money arriving during a time-out is held by the gate's answer, not credited", async () => {
    const p = await newPlayer(t);
    const made = await createLink(t, p, '10.00');
    await timeOut(p);
    const creditRefusal = vi.spyOn(gate, 'creditRefusal');
    const arrived = await sendWebhook(t, confirmedEvent(made, '10.00'));
    expect(arrived.status).toBe(200);
    expect(creditRefusal).toHaveBeenCalledWith(expect.anything(), p.playerId, 1000n);
    const answer = (await creditRefusal.mock.results[0]!.value) as DomainError | null;
    expect(answer?.reason).toBe('time_out');
    // Kept apart (then returned, as HELD_DEPOSITS says): a held entry, no deposit, nothing playable.
    const [payment] = await t.platform.context.db.select().from(payments).where(eq(payments.uuid, made.uuid));
    expect(['held', 'refunding', 'refunded']).toContain(payment?.status);
    expect((await entriesOfType(t, p, 'deposit_held')).map((entry) => entry.heldDelta)).toEqual([1000n]);
    expect(await entriesOfType(t, p, 'deposit')).toEqual([]);
    expect(await balance(p)).toBe(0n);
  });

  it('a casino real-money launch and a casino stake are refused by the gate', async () => {
    const p = await newPlayer(t);
    await fund(t, p.playerId, '50.00');
    const page = await launch(t, dice, { player: p });
    expect(page.status).toBe(200);
    await timeOut(p);

    const checkStake = vi.spyOn(gate, 'checkStake');
    const round = (await playRound(t, page.token, {
      stake: '1.00',
      choice: { target: 50 },
      roundId: randomUUID(),
    })) as { status: number; body: Failure };
    expect(round.status).toBe(403);
    expect(round.body.error.reason).toBe('time_out');
    expect(checkStake).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'bet', accountId: p.accountId, balanceDelta: -100n }),
      // The account's owner, as the ledger read it when it locked the account.
      p.playerId,
    );
    expect(await balance(p)).toBe(5000n);

    const startPlay = vi.spyOn(gate, 'assertCanStartPlay');
    const launched = (await launch(t, dice, { player: p })) as unknown as { status: number; body: Failure };
    expect(launched.status).toBe(403);
    expect(launched.body.error.reason).toBe('time_out');
    expect(startPlay).toHaveBeenCalledWith(p.playerId);
  });

  it('a sportsbook token and a sportsbook bet are refused by the gate', async () => {
    const p = await newPlayer(t);
    await fund(t, p.playerId, '50.00');
    const issued = await widgetToken(p);
    expect(issued.status).toBe(200);
    await timeOut(p);

    const checkStake = vi.spyOn(gate, 'checkStake');
    const bet = await sportsBet(issued.body.result.token, '2.00');
    expect(bet.status).toBe(403);
    expect(bet.body.error.reason).toBe('time_out');
    expect(checkStake).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'bet', accountId: p.accountId, balanceDelta: -200n }),
      // The account's owner, as the ledger read it when it locked the account.
      p.playerId,
    );
    expect(await balance(p)).toBe(5000n);

    const startPlay = vi.spyOn(gate, 'assertCanStartPlay');
    const refused = await widgetToken(p);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('time_out');
    expect(startPlay).toHaveBeenCalledWith(p.playerId);
  });

  it('a bonus grant asks the gate: refused for the player it refuses, granted to another', async () => {
    const bonusesOf = async (p: Player) =>
      t.platform.context.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, p.playerId));
    const refusedPlayer = await newPlayer(t);
    const other = await newPlayer(t);
    const real = gate.canPlay.bind(gate);
    const canPlay = vi
      .spyOn(gate, 'canPlay')
      .mockImplementation((playerId, executor) =>
        playerId === refusedPlayer.playerId ? Promise.resolve(false) : real(playerId, executor),
      );

    await deposit(t, refusedPlayer, '20.00', 'WELCOME100');
    // The deposit itself is credited (the gate let it in); only the bonus is refused.
    expect(await balance(refusedPlayer)).toBe(2000n);
    expect(await bonusesOf(refusedPlayer)).toEqual([]);
    expect(canPlay).toHaveBeenCalledWith(refusedPlayer.playerId, expect.anything());

    await deposit(t, other, '20.00', 'WELCOME100');
    expect(await bonusesOf(other)).toHaveLength(1);
    expect(canPlay).toHaveBeenCalledWith(other.playerId, expect.anything());
  });

  it('no money path can be built without the gate; a wallet without it posts no stake', async () => {
    const { db } = t.platform.context;
    const { wallet, bonusWallet, bonuses, heldDeposits } = t.platform.context.services;
    const provider = {} as PaymentProvider;
    const log = t.platform.app.log;
    // Each money path takes the gate as a required constructor argument (checked by the compiler):
    const withoutTheGate = [
      // @ts-expect-error the wallet checks every stake with player protection
      () => new WalletService(db, clock),
      // @ts-expect-error a real-money game launch asks protection
      () => new GameRoundService(db, wallet, bonusWallet),
      // @ts-expect-error a sportsbook token asks protection
      () => new SportsbookTokenService(db, 'secret'),
      // @ts-expect-error a bonus grant asks protection
      () => new BonusService(db, bonusWallet),
      // @ts-expect-error a payment link and money arriving ask protection
      () => new PaymentService(db, wallet, bonuses, t.config, provider, heldDeposits, log),
      // @ts-expect-error a held deposit released by staff asks protection
      () => new HeldDeposits(db, wallet, provider, t.config, log),
    ];
    expect(withoutTheGate).toHaveLength(6);

    // And a wallet slipped one anyway (outside the compiler) refuses the stake instead of skipping the check.
    const p = await newPlayer(t);
    await fund(t, p.playerId, '5.00');
    const unchecked = withoutTheGate[0]!() as WalletService;
    await expect(
      unchecked.transact((_tx, ledger) =>
        ledger.post({
          accountId: p.accountId,
          type: 'bet',
          balanceDelta: -100n,
          referenceType: 'test',
          referenceId: randomUUID(),
          idempotencyKey: randomUUID(),
        }),
      ),
    ).rejects.toThrow();
    const bets = await t.platform.context.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, p.accountId));
    expect(bets.filter((entry) => entry.type === 'bet')).toEqual([]);
  });
});
