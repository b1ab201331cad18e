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
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts, playerLimits, playerProtection, players, playSessions, sessions as signIns } from '../../db/schema';
import type { MarketPlayer } from '../markets';
import type { DomainError } from '../errors';
import type { Posting } from '../ledger';
import type { StakeCheck } from '../wallet';
import type { ProtectionDeps, ProtectionReading } from './deps';
import type { LimitRow, ProtectionRow, SessionRow } from './common';
import { openOf, realityCheckRefusal, type SessionCount } from './playSessions';
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
   * in progress. What they add to a session in progress is written by `settle`.
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
    const ofTransaction = this.counted.get(tx);
    if (posting.type === 'win') {
      if (posting.balanceDelta <= 0n) return;
      // The session a stake of this transaction counted into (a round's win), else the one in progress.
      const counted = ofTransaction?.get(playerId);
      if (counted) counted.winnings += posting.balanceDelta;
      else await sessions.countWin(tx, playerId, posting.balanceDelta, now);
      return;
    }
    if (posting.balanceDelta >= 0n) return;
    const stake = -posting.balanceDelta;
    // The protection row, the player's market, the limits and the play session, in one statement
    // (or read ahead for the batch this stake is played in, when it is the player's first stake in it).
    const readAhead = this.readAhead.get(tx);
    let reading = readAhead?.get(playerId) ?? (await stakeReadingOf(tx, playerId));
    readAhead?.delete(playerId);
    // An earlier stake of this player in this transaction (rounds played together) whose count is
    // not written yet: the session is read as that count leaves it, or the count is written first
    // where the database is read (minutes played) or written (a new session) after it.
    let earlier = ofTransaction?.get(playerId);
    const writeEarlier = async () => {
      if (!earlier) return;
      ofTransaction?.delete(playerId);
      await sessions.writeCounts(tx, [earlier]);
      earlier = undefined;
    };
    if (earlier && reading.latestSession?.id !== earlier.sessionId) {
      await writeEarlier();
      reading = await stakeReadingOf(tx, playerId);
    }
    const { protection, player, limitRows } = reading;
    const latest = earlier && reading.latestSession ? withCount(reading.latestSession, earlier) : reading.latestSession;
    const session = openOf(latest, reading.lastSignIn, now);
    const excluded = exclusionRefusal(standingOf(protection, now));
    if (excluded) throw excluded;
    // The market's cap reached this month: play waits for the next month.
    const paused = await caps.playRefusal(tx, playerId, now, player);
    if (paused) throw paused;

    // The play session: this stake continues the one in progress or starts a new one.
    const interval = await caps.realityMinutes(tx, playerId, protection?.realityCheckMinutes ?? 0, player);
    const due = realityCheckRefusal(session, interval, now);
    if (due) throw due;

    if (limitRows.some((row) => row.kind === 'time' && row.amount !== null)) await writeEarlier();
    const overTime = await limits.timeLimitRefusal(tx, playerId, limitRows, now);
    if (overTime) throw overTime;
    // The window already holds this stake (posted in this transaction).
    const overLimit = await limits.stakeLimitRefusal(tx, playerId, posting.accountId, stake, limitRows, now);
    if (overLimit) throw overLimit;

    if (!session) await writeEarlier();
    const counted = await sessions.countStake(tx, playerId, stake, session, interval, now);
    this.counted.set(
      tx,
      (ofTransaction ?? new Map<number, SessionCount>()).set(
        playerId,
        earlier ? { ...counted, stakes: earlier.stakes + counted.stakes, winnings: earlier.winnings } : counted,
      ),
    );
  }

  async readAheadStakes(tx: Executor, playerIds: readonly number[]): Promise<void> {
    const unique = [...new Set(playerIds)];
    if (unique.length === 0) return;
    this.readAhead.set(tx, await stakeReadingsOf(tx, unique));
  }

  async settle(tx: Executor): Promise<void> {
    this.readAhead.delete(tx);
    const ofTransaction = this.counted.get(tx);
    if (!ofTransaction) return;
    this.counted.delete(tx);
    await this.deps.sessions.writeCounts(tx, [...ofTransaction.values()]);
  }

  /**
   * What each player's stake (and the wins after it) counted into their play session, by
   * transaction, until `settle` writes it: one statement for all the rounds of a batch.
   */
  private readonly counted = new WeakMap<Executor, Map<number, SessionCount>>();

  /**
   * What the stakes of a batch's players are checked against, read in one statement after the
   * batch locked their accounts (`readAheadStakes`), by transaction: each player's first stake in
   * it takes theirs; a later one reads again (the first changed the play session).
   */
  private readonly readAhead = new WeakMap<Executor, Map<number, StakeReading>>();
}

/** A play session as a count not written yet will leave it. */
function withCount(row: SessionRow, count: SessionCount): SessionRow {
  return {
    ...row,
    stakes: row.stakes + count.stakes,
    winnings: row.winnings + count.winnings,
    lastActivityAt: count.lastActivityAt,
  };
}

/** What a stake's check reads of its player: the protection row, the market, the limits, the play session. */
interface StakeReading {
  protection: ProtectionRow | null;
  player: MarketPlayer | null;
  limitRows: LimitRow[];
  /** The player's latest play session (`openOf` decides, at the stake's time, whether it is in progress). */
  latestSession: SessionRow | null;
  /** The player's latest sign-in, in milliseconds (a sign-in after a session's last round ends it). */
  lastSignIn: number | null;
}

/**
 * What a stake's check reads of players (`which`: the players chosen): the protection row, the
 * market (country and birth date), the limits (a row per limit), the latest play session and sign-in.
 */
function stakeReadingStatement(db: Executor, which: SQL) {
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
      playerId: players.id,
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
    .where(which);
}

/** One player's reading. */
const stakeReading = prepared('protection_stake', (db) =>
  stakeReadingStatement(db, sql`${players.id} = ${sql.placeholder('playerId')}`),
);
/** Several players' readings (a batch's). */
const stakeReadings = prepared('protection_stakes', (db) =>
  stakeReadingStatement(db, sql`${players.id} = any(${sql.placeholder('playerIds')}::int[])`),
);

type StakeReadingRow = Awaited<ReturnType<typeof stakeReading>>[number];

/** A player's reading from their rows (a row per limit; one with no limit when none is set). */
function readingOf(rows: readonly StakeReadingRow[]): StakeReading {
  const [first] = rows;
  return {
    protection: first?.protection ?? null,
    player: first ? { country: first.country, dob: String(first.dob) } : null,
    limitRows: rows.flatMap((row) => (row.limit ? [row.limit] : [])),
    latestSession: first?.session?.id != null ? (first.session as SessionRow) : null,
    lastSignIn: first?.lastSignIn ?? null,
  };
}

async function stakeReadingOf(tx: Executor, playerId: number): Promise<StakeReading> {
  return readingOf(await stakeReading(tx, { playerId }));
}

async function stakeReadingsOf(tx: Executor, playerIds: number[]): Promise<Map<number, StakeReading>> {
  const byPlayer = new Map<number, StakeReadingRow[]>();
  for (const row of await stakeReadings(tx, { playerIds })) {
    byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
  }
  return new Map([...byPlayer].map(([playerId, rows]) => [playerId, readingOf(rows)]));
}
