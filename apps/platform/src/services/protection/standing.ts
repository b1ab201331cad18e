/**
 * The player's standing: whether an exclusion or closure stops deposits and play now, read from
 * the protection row, and the whole Responsible Gaming state the player and the operator see.
 */
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ActivityFigures,
  type PlayerLimit,
  type ResponsibleGaming,
} from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { playerProtection } from '../../db/schema';
import { type DomainError, says } from '../errors';
import {
  ACCOUNT_CLOSED_MESSAGE,
  COOLING_OFF_MS,
  formatTime,
  MINUTE_MS,
  PERIOD_MS,
  refusal,
  type ProtectionRow,
} from './common';
import type { ProtectionDeps, ProtectionReading } from './deps';
import { emptyFigures, LimitFigures, type Figures } from './limits';

/** The exclusion state of a player at a time: what stops deposits and play, if anything. */
export interface Standing {
  row: ProtectionRow | null;
  timeOutInForce: boolean;
  selfExclusionInForce: boolean;
  /** A self-exclusion has ended but play has not resumed (no request yet, or its 24 hours run). */
  awaitingResume: boolean;
  closed: boolean;
}

export function standingOf(row: ProtectionRow | null, now: Date): Standing {
  const timeOutInForce = Boolean(row?.timeOutStartedAt && row.timeOutEndsAt && row.timeOutEndsAt > now);
  const selfExclusionInForce = Boolean(
    row?.selfExclusionStartedAt && (row.selfExclusionEndsAt === null || row.selfExclusionEndsAt > now),
  );
  const awaitingResume = Boolean(
    row?.selfExclusionStartedAt && !selfExclusionInForce && (row.resumeAt === null || row.resumeAt > now),
  );
  return { row, timeOutInForce, selfExclusionInForce, awaitingResume, closed: Boolean(row?.closedAt) };
}

/** The refusal an exclusion causes now, or null when deposits and play are allowed. */
export function exclusionRefusal(standing: Standing): DomainError | null {
  const row = standing.row;
  if (standing.closed) return refusal('account_closed', ACCOUNT_CLOSED_MESSAGE);
  if (standing.selfExclusionInForce) {
    const end = row?.selfExclusionEndsAt;
    return refusal(
      'self_excluded',
      end
        ? says('protection.selfExcludedUntil', { until: formatTime(end) })
        : says('protection.selfExcludedPermanently'),
    );
  }
  if (standing.awaitingResume) {
    return refusal(
      'self_excluded',
      row?.resumeAt ? says('protection.resumesAt', { time: formatTime(row.resumeAt) }) : says('protection.resumeAsk'),
    );
  }
  if (standing.timeOutInForce && row?.timeOutEndsAt) {
    return refusal('time_out', says('protection.timeOutUntil', { until: formatTime(row.timeOutEndsAt) }));
  }
  return null;
}

const protectionRowOf = prepared('protection_row', (db) =>
  db
    .select()
    .from(playerProtection)
    .where(eq(playerProtection.playerId, sql.placeholder('playerId'))),
);

/** The protection row of a player (one per player, written on its first change). */
export class StandingReader {
  constructor(private readonly db: Database) {}

  async row(playerId: number, executor: Executor = this.db): Promise<ProtectionRow | null> {
    const [row] = await protectionRowOf(executor, { playerId });
    return row ?? null;
  }

  /** The row, written if missing and locked for the transaction: changes of one player run one after the other. */
  async lockedRow(tx: Executor, playerId: number): Promise<ProtectionRow> {
    await tx.insert(playerProtection).values({ playerId }).onConflictDoNothing();
    const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.playerId, playerId)).for('update');
    if (!row) throw new Error('Protection row was not written');
    return row;
  }

  /** The refusal of an exclusion or closure in force at `now`, or null. */
  async exclusionRefusal(playerId: number, now: Date, executor: Executor = this.db): Promise<DomainError | null> {
    return exclusionRefusal(standingOf(await this.row(playerId, executor), now));
  }
}

/** The Responsible Gaming state (GET /api/players/responsible-gaming and the operator's view). */
export class StandingService {
  constructor(private readonly deps: ProtectionDeps & ProtectionReading) {}

  async state(playerId: number, executor: Executor = this.deps.db): Promise<ResponsibleGaming> {
    const { limits: figures, rows, sessions } = this.deps;
    const now = this.deps.clock.now();
    const account = await figures.account(executor, playerId);
    const decimals = account?.decimals ?? 2;
    const money = (units: bigint) => fromMinorUnits(units, decimals);
    const windows = await Promise.all(
      LIMIT_PERIODS.map(async (period) => ({
        period,
        figures: account
          ? await figures.figures(executor, account.id, new Date(now.getTime() - PERIOD_MS[period]))
          : emptyFigures(),
        minutes: await sessions.minutesPlayed(executor, playerId, period, now),
      })),
    );
    const all = account ? await figures.figures(executor, account.id, null) : emptyFigures();
    const limitRows = await figures.limitRows(executor, playerId);
    const limits: PlayerLimit[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const row = limitRows.find((r) => r.kind === kind && r.period === period);
        const window = windows.find((w) => w.period === period);
        const usedUnits =
          kind === 'time' ? BigInt(window?.minutes ?? 0) : LimitFigures.used(kind, window?.figures ?? emptyFigures());
        const show = (units: bigint) => (kind === 'time' ? units.toString() : money(units));
        const amount = row?.amount ?? null;
        limits.push({
          kind,
          period,
          amount: amount === null ? null : show(amount),
          used: show(usedUnits),
          left: amount === null ? null : show(amount > usedUnits ? amount - usedUnits : 0n),
          effectiveFrom: amount === null ? null : (row?.effectiveFrom?.toISOString() ?? null),
          pending:
            row?.pendingRequestedAt && row.pendingConfirmableAt
              ? {
                  amount: row.pendingAmount === null ? null : show(row.pendingAmount),
                  requestedAt: row.pendingRequestedAt.toISOString(),
                  confirmableAt: row.pendingConfirmableAt.toISOString(),
                  confirmable: row.pendingConfirmableAt.getTime() <= now.getTime(),
                }
              : null,
        });
      }
    }
    const protection = await rows.row(playerId, executor);
    const standing = standingOf(protection, now);
    const session = await sessions.openSession(executor, playerId, now);
    const { caps } = this.deps;
    const player = await caps.playerOf(executor, playerId);
    const realityMinutes = (await caps.realityMinutes(executor, playerId, protection?.realityCheckMinutes ?? 0)) as
      0 | 15 | 30 | 60;
    const depositCap = await caps.view(executor, playerId, now);
    const nextAt = session && realityMinutes > 0 ? session.nextRealityCheckAt : null;
    const activity = (window: ActivityFigures['window'], figures: Figures): ActivityFigures => ({
      window,
      deposits: money(figures.deposits),
      withdrawals: money(figures.withdrawals),
      stakes: money(figures.stakes),
      winnings: money(figures.winnings),
      net: money(figures.winnings - figures.stakes),
    });
    return {
      limits,
      realityCheck: {
        minutes: realityMinutes,
        nextAt: nextAt?.toISOString() ?? null,
        due: Boolean(nextAt && nextAt <= now),
        maxMinutes: player ? caps.rules.marketOf(player).realityCheckMaxMinutes : null,
      },
      limitIncreaseWaitHours: (player ? caps.rules.limitIncreaseWaitMs(player) : COOLING_OFF_MS) / (60 * MINUTE_MS),
      session: session
        ? {
            startedAt: session.startedAt.toISOString(),
            minutes: Math.floor((now.getTime() - session.startedAt.getTime()) / MINUTE_MS),
            stakes: money(session.stakes),
            winnings: money(session.winnings),
            net: money(session.winnings - session.stakes),
          }
        : null,
      timeOut:
        standing.timeOutInForce && protection?.timeOutStartedAt && protection.timeOutPeriod
          ? {
              period: protection.timeOutPeriod,
              startedAt: protection.timeOutStartedAt.toISOString(),
              endsAt: protection.timeOutEndsAt?.toISOString() ?? null,
            }
          : null,
      // Shown while it stops play: in force, or ended and play not resumed yet.
      selfExclusion:
        (standing.selfExclusionInForce || standing.awaitingResume) &&
        protection?.selfExclusionStartedAt &&
        protection.selfExclusionPeriod
          ? {
              period: protection.selfExclusionPeriod,
              startedAt: protection.selfExclusionStartedAt.toISOString(),
              endsAt: protection.selfExclusionEndsAt?.toISOString() ?? null,
            }
          : null,
      resume:
        standing.awaitingResume && protection?.resumeRequestedAt && protection.resumeAt
          ? { requestedAt: protection.resumeRequestedAt.toISOString(), at: protection.resumeAt.toISOString() }
          : null,
      closedAt: protection?.closedAt?.toISOString() ?? null,
      canPlay: exclusionRefusal(standing) === null,
      activity: [...windows.map(({ period, figures }) => activity(period, figures)), activity('all', all)],
      depositCap,
      alerts: await caps.currentAlerts(executor, playerId, now),
    };
  }
}
