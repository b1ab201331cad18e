/**
 * Play sessions (a run of rounds and bets; 30 minutes without one, leaving, or a new sign-in ends
 * it), the minutes played that play-time limits count, and reality checks: the player's interval
 * and the answer to a check that is due.
 */
import type { LimitPeriod, ResponsibleGaming } from '@casino/contract';
import { and, desc, eq, getTableColumns, gt, isNull, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared, rawStatement } from '../../db/prepared';
import { playerProtection, playSessions, sessions } from '../../db/schema';
import { conflict, type DomainError, says } from '../errors';
import {
  MINUTE_MS,
  NO_REALITY_CHECK_DUE_MESSAGE,
  PERIOD_MS,
  refusal,
  SESSION_IDLE_MS,
  type SessionRow,
} from './common';
import type { ProtectionParts } from './deps';

/** A session is in progress until left or 30 minutes without play. */
function isOpen(row: SessionRow, now: Date): boolean {
  return row.endedAt === null && now.getTime() - row.lastActivityAt.getTime() < SESSION_IDLE_MS;
}

/** Where a session's time ends for the play-time count: when left, now while in progress, else its last play. */
function sessionEnd(row: SessionRow, now: Date): Date {
  if (row.endedAt) return row.endedAt < now ? row.endedAt : now;
  return isOpen(row, now) ? now : row.lastActivityAt;
}

/**
 * The session in progress, given the player's latest session and latest sign-in (milliseconds):
 * the latest, while not left and played within the last 30 minutes, unless a sign-in came after
 * its last round (that starts a new session).
 */
export function openOf(latest: SessionRow | null, lastSignIn: number | null, now: Date): SessionRow | null {
  if (!latest || !isOpen(latest, now)) return null;
  if (lastSignIn !== null && lastSignIn > latest.lastActivityAt.getTime()) return null;
  return latest;
}

/** The refusal of a reality check that is due in the session in progress, or null. */
export function realityCheckRefusal(
  session: SessionRow | null,
  intervalMinutes: number,
  now: Date,
): DomainError | null {
  if (!session || intervalMinutes <= 0 || !session.nextRealityCheckAt || session.nextRealityCheckAt > now) return null;
  const minutes = Math.floor((now.getTime() - session.startedAt.getTime()) / MINUTE_MS);
  return refusal('reality_check_due', says('protection.realityCheckDue', { minutes }));
}

const p = sql.placeholder;

/** The player's latest play session and latest sign-in (a sign-in after its last round ends it). */
const latestSession = prepared('play_session_latest', (db) =>
  db
    .select({
      row: getTableColumns(playSessions),
      // In whole milliseconds, as the platform's Dates hold times.
      lastSignIn: sql<
        number | null
      >`(select floor(extract(epoch from max(${sessions.createdAt})) * 1000)::float8 from ${sessions} where ${sessions.playerId} = ${p('playerId')})`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(playSessions)
    .where(eq(playSessions.playerId, p('playerId')))
    .orderBy(desc(playSessions.startedAt), desc(playSessions.id))
    .limit(1),
);

/**
 * What a transaction's stakes and wins add to their play sessions, in one statement: each
 * session's stakes and winnings, and its last play (the time of the transaction's last stake in it).
 */
const countIntoSessions = prepared('play_sessions_count', (db) =>
  rawStatement(
    db,
    sql`
    update ${playSessions}
    set stakes = ${playSessions.stakes} + counted.stakes,
        winnings = ${playSessions.winnings} + counted.winnings,
        last_activity_at = counted.last_activity_at
    from unnest(${p('ids')}::int[], ${p('stakes')}::bigint[], ${p('winnings')}::bigint[],
      ${p('lastActivity')}::timestamptz[]) as counted(id, stakes, winnings, last_activity_at)
    where ${playSessions.id} = counted.id`,
  ),
);

/** A win adds to the session's winnings. */
const countWinIntoSession = prepared('play_session_win', (db) =>
  db
    .update(playSessions)
    .set({ winnings: sql`${playSessions.winnings} + ${p('amount')}::bigint` })
    .where(eq(playSessions.id, p('id'))),
);

/** What stakes and wins add to a play session, not yet written (`PlaySessions.writeCounts` writes it). */
export interface SessionCount {
  sessionId: number;
  stakes: bigint;
  winnings: bigint;
  /** The session's last play: the time of the last stake counted. */
  lastActivityAt: Date;
}

/** The play sessions of players: read, counted into by stakes and wins, ended. */
export class PlaySessions {
  constructor(private readonly db: Database) {}

  /** The player's play session in progress (not left, played within the last 30 minutes), if any. */
  async openSession(executor: Executor, playerId: number, now: Date): Promise<SessionRow | null> {
    // The latest session and the player's latest sign-in in one statement.
    const [found] = await latestSession(executor, { playerId });
    return found ? openOf(found.row, found.lastSignIn, now) : null;
  }

  /** Minutes played in the window ending now: sessions overlapping it, the session in progress up to now. */
  async minutesPlayed(executor: Executor, playerId: number, period: LimitPeriod, now: Date): Promise<number> {
    const from = new Date(now.getTime() - PERIOD_MS[period]);
    const rows = await executor
      .select()
      .from(playSessions)
      .where(and(eq(playSessions.playerId, playerId), gt(playSessions.lastActivityAt, from)));
    if (!rows.length) return 0;
    const [signIn] = await executor
      .select({ last: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.playerId, playerId));
    let ms = 0;
    for (const row of rows) {
      // A session a later sign-in cut short ends at its last round.
      const cut = row.endedAt === null && signIn?.last && signIn.last > row.lastActivityAt;
      const end = cut ? row.lastActivityAt : sessionEnd(row, now);
      const start = row.startedAt > from ? row.startedAt : from;
      if (end > start) ms += end.getTime() - start.getTime();
    }
    return Math.floor(ms / MINUTE_MS);
  }

  /** A win adds to the session in progress (none: nothing to add to). */
  async countWin(tx: Executor, playerId: number, amount: bigint, now: Date): Promise<void> {
    const session = await this.openSession(tx, playerId, now);
    if (!session) return;
    await countWinIntoSession(tx, { id: session.id, amount: String(amount) });
  }

  /** Writes what stakes and wins counted into their sessions (`countStake`), in one statement. */
  async writeCounts(tx: Executor, counts: readonly SessionCount[]): Promise<void> {
    if (counts.length === 0) return;
    await countIntoSessions(tx, {
      ids: counts.map((count) => count.sessionId),
      stakes: counts.map((count) => String(count.stakes)),
      winnings: counts.map((count) => String(count.winnings)),
      lastActivity: counts.map((count) => count.lastActivityAt.toISOString()),
    });
  }

  /**
   * A stake that passed every check continues the session in progress, or starts a new one with
   * its first reality check `intervalMinutes` later (0: none). A new session is written at once,
   * with the stake; the stake that continues a session is answered as a count still to write
   * (`writeCounts`), so the stakes and wins of a transaction go to their sessions in one statement.
   */
  async countStake(
    tx: Executor,
    playerId: number,
    stake: bigint,
    session: SessionRow | null,
    intervalMinutes: number,
    now: Date,
  ): Promise<SessionCount> {
    if (session) return { sessionId: session.id, stakes: stake, winnings: 0n, lastActivityAt: now };
    // The previous session (if a sign-in cut it short) ends at its last play.
    await tx
      .update(playSessions)
      .set({ endedAt: playSessions.lastActivityAt, nextRealityCheckAt: null })
      .where(and(eq(playSessions.playerId, playerId), isNull(playSessions.endedAt)));
    const [started] = await tx
      .insert(playSessions)
      .values({
        playerId,
        startedAt: now,
        lastActivityAt: now,
        stakes: stake,
        nextRealityCheckAt: intervalMinutes > 0 ? new Date(now.getTime() + intervalMinutes * MINUTE_MS) : null,
      })
      .returning({ id: playSessions.id });
    if (!started) throw new Error('Play session was not written');
    return { sessionId: started.id, stakes: 0n, winnings: 0n, lastActivityAt: now };
  }

  /** Ends the session in progress now (an exclusion or closure). */
  async endSession(tx: Executor, playerId: number, now: Date): Promise<void> {
    await tx
      .update(playSessions)
      .set({ endedAt: now, nextRealityCheckAt: null })
      .where(
        and(
          eq(playSessions.playerId, playerId),
          isNull(playSessions.endedAt),
          gt(playSessions.lastActivityAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      );
  }
}

/** The player's reality checks: the interval, and continuing or leaving when one is due. */
export class RealityCheckService {
  constructor(private readonly parts: ProtectionParts) {}

  async setRealityCheck(playerId: number, chosen: 0 | 15 | 30 | 60): Promise<ResponsibleGaming> {
    const { db, clock, rows, sessions, audit, standing, caps } = this.parts;
    const now = clock.now();
    // The market may cap the interval (the Netherlands: at least every 30 minutes, never off).
    const minutes = (await caps.realityMinutes(db, playerId, chosen)) as 0 | 15 | 30 | 60;
    await db.transaction(async (tx) => {
      const row = await rows.lockedRow(tx, playerId);
      await tx
        .update(playerProtection)
        .set({ realityCheckMinutes: minutes, updatedAt: now })
        .where(eq(playerProtection.playerId, playerId));
      const session = await sessions.openSession(tx, playerId, now);
      if (session) {
        await tx
          .update(playSessions)
          .set({ nextRealityCheckAt: minutes > 0 ? new Date(now.getTime() + minutes * MINUTE_MS) : null })
          .where(eq(playSessions.id, session.id));
      }
      await audit.record(tx, playerId, {
        action: 'reality_check_set',
        actor: 'player',
        details: { from: row.realityCheckMinutes, to: minutes },
        requestedAt: now,
        effectiveAt: now,
      });
    });
    return standing.state(playerId);
  }

  /** Continue (the next check N minutes later) or leave (the session ends). */
  async answerRealityCheck(playerId: number, action: 'continue' | 'leave'): Promise<ResponsibleGaming> {
    const { db, clock, rows, sessions, standing, caps } = this.parts;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await rows.lockedRow(tx, playerId);
      const interval = await caps.realityMinutes(tx, playerId, row.realityCheckMinutes);
      const session = await sessions.openSession(tx, playerId, now);
      const due = Boolean(session?.nextRealityCheckAt && session.nextRealityCheckAt <= now && interval > 0);
      if (action === 'continue') {
        if (!session || !due) throw conflict(NO_REALITY_CHECK_DUE_MESSAGE);
        await tx
          .update(playSessions)
          .set({
            nextRealityCheckAt: new Date(now.getTime() + interval * MINUTE_MS),
            realityCheckAnsweredAt: now,
          })
          .where(eq(playSessions.id, session.id));
        return;
      }
      if (session) {
        await tx
          .update(playSessions)
          .set({
            endedAt: now,
            nextRealityCheckAt: null,
            realityCheckAnsweredAt: due ? now : session.realityCheckAnsweredAt,
          })
          .where(eq(playSessions.id, session.id));
      }
    });
    return standing.state(playerId);
  }
}
