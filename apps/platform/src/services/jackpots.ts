import { fromMinorUnits, toMinorUnits } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { currencies, jackpotPools } from '../db/schema';
import { cryptoRng, type Rng } from '../providers/demoGames/engines';

/**
 * The demo provider's pooled jackpot game (its provider game id). It plays the slot engine; every
 * real-money stake on it adds JACKPOT_SHARE_BASIS_POINTS of the stake to its currency's pool, and
 * one round in JACKPOT_ODDS wins the whole pool, which then starts again from its seed. Demo (fun)
 * rounds never touch a pool.
 */
export const JACKPOT_GAME_ID = 'nova-gaming-mega-pot-jackpot';
export const JACKPOT_GAME_NAME = 'Mega Pot Jackpot';
/** Share of every real-money stake that goes to the pool: 100 basis points = 1%, rounded down to a minor unit. */
export const JACKPOT_SHARE_BASIS_POINTS = 100n;
/** A real-money round wins the pool with probability 1 / JACKPOT_ODDS (drawn with `rng.int(JACKPOT_ODDS) === 0`). */
export const JACKPOT_ODDS = 50_000;
/** What a pool starts from, and goes back to after a win, in the currency's major units. */
export const JACKPOT_SEED = '10000';
/** The currency a visitor sees the jackpot in. */
export const JACKPOT_DEFAULT_CURRENCY = 'EUR';

/** The share of a stake that goes to the pool, in minor units (rounded down: never more than the share). */
export const jackpotShareOf = (stake: bigint) => (stake * JACKPOT_SHARE_BASIS_POINTS) / 10_000n;

export interface JackpotAmount {
  currency: string;
  amount: string;
}

export interface JackpotStake {
  /** The pool after this stake's share (and before a win's reset). */
  pool: bigint;
  /** The pool won by this round, or 0n. */
  won: bigint;
}

export class JackpotService {
  private readonly listeners: ((update: JackpotAmount) => void)[] = [];

  constructor(
    private readonly db: Database,
    /** Draws the win (a CSPRNG); tests put in their own to decide the draw. */
    public rng: Rng = cryptoRng,
  ) {}

  /** Whether a game (by its provider game id) is the pooled jackpot game. */
  isJackpotGame(providerGameId: string): boolean {
    return providerGameId === JACKPOT_GAME_ID;
  }

  private async seedOf(executor: Executor, currency: string): Promise<{ seed: bigint; decimals: number }> {
    const [row] = await executor
      .select({ decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, currency));
    const decimals = row?.decimals ?? 2;
    return { seed: toMinorUnits(JACKPOT_SEED, decimals), decimals };
  }

  /**
   * Adds a real-money stake's share to its currency's pool and draws the win, inside the round's
   * transaction. The pool row is created at its seed on first use and changed by one locking
   * statement, so concurrent stakes each add their share. A win resets the pool to its seed and
   * answers the amount won (the caller pays it through the ledger in the same transaction).
   */
  async stake(tx: Executor, currency: string, stake: bigint): Promise<JackpotStake> {
    const share = jackpotShareOf(stake);
    const { seed } = await this.seedOf(tx, currency);
    const [row] = await tx
      .insert(jackpotPools)
      .values({ currencyCode: currency, amount: seed + share, seed })
      .onConflictDoUpdate({
        target: jackpotPools.currencyCode,
        set: { amount: sql`${jackpotPools.amount} + ${share.toString()}::bigint`, updatedAt: sql`now()` },
      })
      .returning({ amount: jackpotPools.amount, seed: jackpotPools.seed });
    if (!row) throw new Error('jackpot pool not written');
    if (this.rng.int(JACKPOT_ODDS) !== 0) return { pool: row.amount, won: 0n };
    await tx
      .update(jackpotPools)
      .set({ amount: row.seed, lastWonAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jackpotPools.currencyCode, currency));
    return { pool: row.amount, won: row.amount };
  }

  /** The pool of a currency now (its seed when nobody has staked yet). */
  async amount(currency: string, executor: Executor = this.db): Promise<JackpotAmount> {
    const [row] = await executor
      .select({ amount: jackpotPools.amount })
      .from(jackpotPools)
      .where(eq(jackpotPools.currencyCode, currency));
    const { seed, decimals } = await this.seedOf(executor, currency);
    return { currency, amount: fromMinorUnits(row?.amount ?? seed, decimals) };
  }

  /** Every pool, with the default currency's even before its first stake. */
  async amounts(): Promise<JackpotAmount[]> {
    const rows = await this.db.select({ currency: jackpotPools.currencyCode }).from(jackpotPools);
    const codes = new Set([JACKPOT_DEFAULT_CURRENCY, ...rows.map((row) => row.currency)]);
    return Promise.all([...codes].sort().map((code) => this.amount(code)));
  }

  /** Listeners told of a pool's new amount after the round that changed it committed (the socket push). */
  onChange(listener: (update: JackpotAmount) => void): void {
    this.listeners.push(listener);
  }

  /** Reads a pool after a commit and tells the listeners; never throws (the round has committed). */
  async changed(currency: string): Promise<void> {
    if (this.listeners.length === 0) return;
    try {
      const update = await this.amount(currency);
      for (const listener of this.listeners) listener(update);
    } catch {
      // The next stake or the page's own read brings the amount.
    }
  }
}
