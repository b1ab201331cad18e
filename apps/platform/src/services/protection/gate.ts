/**
 * The gate: everything a money path asks player protection, in one interface. The composition
 * root (services/index.ts) builds one gate and hands it, as a required constructor argument, to
 * every path where money moves into play:
 *
 * - payment links (PaymentService): `assertCanPlay` and `assertDepositAllowed`, inside the link's
 *   transaction with the account locked;
 * - money arriving (PaymentService, and HeldDeposits when staff release a held deposit):
 *   `creditRefusal`, inside the crediting transaction, so a link opened earlier, replaced or paid
 *   late never credits past a limit or an exclusion (the money is held instead);
 * - every stake, casino round or sportsbook bet (WalletService): `checkStake`, inside the stake's
 *   own transaction after the ledger locked the account row, before any other rule counts the
 *   stake (bonus wagering), so two concurrent stakes are checked one after the other;
 * - a real-money game launch (GameRoundService) and a sportsbook token (SportsbookTokenService):
 *   `assertCanStartPlay`, so nobody is handed a game or a betslip that can only refuse;
 * - a bonus grant (BonusService): `canPlay`;
 * - all of them: `now`, the platform's clock every window is read from.
 *
 * Withdrawals deliberately do not ask the gate: a player may always take their cash out, on a
 * time-out, self-excluded or closed.
 *
 * Refusals are `refused` domain errors with the rule as `reason` (RESPONSIBLE_GAMING_REASONS of
 * the contract; 403 over HTTP).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts, playerLimits, playerProtection, players, playSessions, sessions as signIns } from '../../db/schema';
import type { MarketPlayer } from '../markets';
import type { DomainError } from '../errors';
import type { Posting } from '../ledger';
import type { StakeCheck } from '../wallet';
import type { ProtectionDeps, ProtectionReading } from './deps';
import type { LimitRow, ProtectionRow, SessionRow } from './common';
import { openOf, realityCheckRefusal } from './playSessions';
import { exclusionRefusal, standingOf } from './standing';

export interface ProtectionGate extends StakeCheck {
  /** The platform's time, which protection reads every window from. */
  now(): Date;
  /** True when no exclusion or closure stops deposits, play and offers now. */
  canPlay(playerId: number, executor?: Executor): Promise<boolean>;
  /** Throws the refusal of an exclusion or closure in force. */
  assertCanPlay(playerId: number, executor?: Executor): Promise<void>;
  /**
   * Throws the refusal every stake would meet now, whatever its amount: an exclusion or closure, a
   * due reality check (answering it lets play on), a play-time limit reached. Wager and loss limits
   * are left to the stake: they depend on its amount, and a smaller stake may still fit.
   */
  assertCanStartPlay(playerId: number, executor?: Executor): Promise<void>;
  /**
   * A new payment link of `amount` (minor units): refused while excluded, and when deposits in
   * the window plus open links plus the amount would pass any deposit limit. Call inside the
   * link's transaction after locking the account.
   */
  assertDepositAllowed(tx: Executor, playerId: number, amount: bigint): Promise<void>;
  /**
   * Whether money of `amount` that has arrived may be credited now: null, or the refusal of an
   * exclusion in force or of the lowest deposit limit that the deposits already credited in its
   * window plus this amount would pass. Call inside the crediting transaction after locking the
   * account, so concurrent confirmations are counted one after the other.
   */
  creditRefusal(tx: Executor, playerId: number, amount: bigint): Promise<DomainError | null>;
  /**
   * Inside the posting's transaction (the account row locked by the ledger). A stake ('bet'
   * debit) is refused while excluded, while a reality check is due, at the play-time limit and
   * past a wager or loss limit; it starts or extends the play session. A win adds to the session
   * in progress.
   */
  checkStake(tx: Executor, posting: Posting, playerId?: number): Promise<void>;
  /**
   * After money was credited to the player (committed): the alerts at 50% and 100% of the
   * market's cap and limits. A failure is logged by the listener, never thrown to the payer.
   */
  credited(playerId: number): Promise<void>;
  /** Adds what runs after money was credited (the protection services' alerts). */
  onCredited(listener: (playerId: number) => Promise<void>): void;
}

/** The platform's gate, over the protection row, the limits and the play sessions. */
export class PlayerProtectionGate implements ProtectionGate {
  private readonly creditListeners: ((playerId: number) => Promise<void>)[] = [];

  constructor(private readonly deps: ProtectionDeps & ProtectionReading) {}

  onCredited(listener: (playerId: number) => Promise<void>): void {
    this.creditListeners.push(listener);
  }

  async credited(playerId: number): Promise<void> {
    for (const listener of this.creditListeners) await listener(playerId);
  }

  now(): Date {
    return this.deps.clock.now();
  }

  async canPlay(playerId: number, executor: Executor = this.deps.db): Promise<boolean> {
    return (await this.deps.rows.exclusionRefusal(playerId, this.now(), executor)) === null;
  }

  async assertCanPlay(playerId: number, executor: Executor = this.deps.db): Promise<void> {
    const refused = await this.deps.rows.exclusionRefusal(playerId, this.now(), executor);
    if (refused) throw refused;
  }

  async assertCanStartPlay(playerId: number, executor: Executor = this.deps.db): Promise<void> {
    const { rows, sessions, limits, caps } = this.deps;
    const now = this.now();
    const protection = await rows.row(playerId, executor);
    const refused =
      exclusionRefusal(standingOf(protection, now)) ??
      (await caps.playRefusal(executor, playerId, now)) ??
      realityCheckRefusal(
        await sessions.openSession(executor, playerId, now),
        await caps.realityMinutes(executor, playerId, protection?.realityCheckMinutes ?? 0),
        now,
      ) ??
      (await limits.timeLimitRefusal(executor, playerId, await limits.limitRows(executor, playerId), now));
    if (refused) throw refused;
  }

  async assertDepositAllowed(tx: Executor, playerId: number, amount: bigint): Promise<void> {
    const refused = await this.depositRefusal(tx, playerId, amount, { countOpenLinks: true });
    if (refused) throw refused;
  }

  creditRefusal(tx: Executor, playerId: number, amount: bigint): Promise<DomainError | null> {
    return this.depositRefusal(tx, playerId, amount, { countOpenLinks: false });
  }

  private async depositRefusal(
    tx: Executor,
    playerId: number,
    amount: bigint,
    options: { countOpenLinks: boolean },
  ): Promise<DomainError | null> {
    const now = this.now();
    return (
      (await this.deps.rows.exclusionRefusal(playerId, now, tx)) ??
      (await this.deps.limits.depositLimitRefusal(tx, playerId, amount, now, options)) ??
      // The market's monthly cap on net deposits: another limit, on the same paths.
      (await this.deps.caps.depositRefusal(tx, playerId, amount, now, options))
    );
  }

  async checkStake(tx: Executor, posting: Posting, ownerId?: number): Promise<void> {
    if (posting.type !== 'bet' && posting.type !== 'win') return;
    const { sessions, limits, caps } = this.deps;
    const [owner] =
      ownerId === undefined
        ? await tx.select({ playerId: accounts.playerId }).from(accounts).where(eq(accounts.id, posting.accountId))
        : [{ playerId: ownerId }];
    if (!owner) return;
    const playerId = owner.playerId;
    const now = this.now();
    if (posting.type === 'win') {
      if (posting.balanceDelta <= 0n) return;
      // The session a stake of this transaction counted into (a round's win), else the one in progress.
      const counted = this.countedSessions.get(tx)?.get(playerId);
      if (counted !== undefined) await sessions.countWinInto(tx, counted, posting.balanceDelta);
      else await sessions.countWin(tx, playerId, posting.balanceDelta, now);
      return;
    }
    if (posting.balanceDelta >= 0n) return;
    const stake = -posting.balanceDelta;
    // The protection row, the player's market, the limits and the play session, in one statement.
    const { protection, player, limitRows, session } = await stakeReadingOf(tx, playerId, now);
    const excluded = exclusionRefusal(standingOf(protection, now));
    if (excluded) throw excluded;
    // The market's cap reached this month: play waits for the next month.
    const paused = await caps.playRefusal(tx, playerId, now, player);
    if (paused) throw paused;

    // The play session: this stake continues the one in progress or starts a new one.
    const interval = await caps.realityMinutes(tx, playerId, protection?.realityCheckMinutes ?? 0, player);
    const due = realityCheckRefusal(session, interval, now);
    if (due) throw due;

    const overTime = await limits.timeLimitRefusal(tx, playerId, limitRows, now);
    if (overTime) throw overTime;
    // The window already holds this stake (posted in this transaction).
    const overLimit = await limits.stakeLimitRefusal(tx, playerId, posting.accountId, stake, limitRows, now);
    if (overLimit) throw overLimit;

    const counted = await sessions.countStake(tx, playerId, stake, session, interval, now);
    const ofTransaction = this.countedSessions.get(tx) ?? new Map<number, number>();
    ofTransaction.set(playerId, counted);
    this.countedSessions.set(tx, ofTransaction);
  }

  /** The play session each player's stake counted into, by transaction (a win of the same round adds to it). */
  private readonly countedSessions = new WeakMap<Executor, Map<number, number>>();
}

/** What a stake's check reads of its player: the protection row, the market (country and birth date), the limits. */
const stakeReading = prepared('protection_stake', (db) => {
  // The player's latest play session (openOf decides whether it is still in progress).
  const latest = db
    .select()
    .from(playSessions)
    .where(eq(playSessions.playerId, players.id))
    .orderBy(desc(playSessions.startedAt), desc(playSessions.id))
    .limit(1)
    .as('latest_session');
  return db
    .select({
      country: players.country,
      dob: players.dob,
      protection: playerProtection,
      limit: playerLimits,
      session: {
        id: latest.id,
        playerId: latest.playerId,
        startedAt: latest.startedAt,
        lastActivityAt: latest.lastActivityAt,
        endedAt: latest.endedAt,
        stakes: latest.stakes,
        winnings: latest.winnings,
        nextRealityCheckAt: latest.nextRealityCheckAt,
        realityCheckAnsweredAt: latest.realityCheckAnsweredAt,
      },
      // The player's latest sign-in, in whole milliseconds (as the platform's Dates hold times).
      lastSignIn: sql<
        number | null
      >`(select floor(extract(epoch from max(${signIns.createdAt})) * 1000)::float8 from ${signIns} where ${signIns.playerId} = ${players.id})`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(players)
    .leftJoin(playerProtection, eq(playerProtection.playerId, players.id))
    .leftJoin(playerLimits, eq(playerLimits.playerId, players.id))
    .leftJoinLateral(latest, sql`true`)
    .where(eq(players.id, sql.placeholder('playerId')));
});

async function stakeReadingOf(
  tx: Executor,
  playerId: number,
  now: Date,
): Promise<{
  protection: ProtectionRow | null;
  player: MarketPlayer | null;
  limitRows: LimitRow[];
  session: SessionRow | null;
}> {
  // A row per limit (one with no limit when none is set).
  const rows = await stakeReading(tx, { playerId });
  const [first] = rows;
  const latest = first?.session?.id != null ? (first.session as SessionRow) : null;
  return {
    protection: first?.protection ?? null,
    player: first ? { country: first.country, dob: String(first.dob) } : null,
    limitRows: rows.flatMap((row) => (row.limit ? [row.limit] : [])),
    session: openOf(latest, first?.lastSignIn ?? null, now),
  };
}
