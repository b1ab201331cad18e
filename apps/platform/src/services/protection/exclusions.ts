/**
 * Exclusions: a time-out, a self-exclusion (with the 24 hours' wait before play resumes after it
 * ends) and closing the account for good. Each ends the play session in progress and forfeits
 * the bonus in progress; an e-mail confirms.
 */
import type { ResponsibleGaming, SelfExclusionPeriod, TimeOutPeriod } from '@casino/contract';
import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { playerBonuses, playerProtection, players } from '../../db/schema';
import { conflict, invalid, isDomainError, says, wrongAnswer } from '../errors';
import {
  ACCOUNT_CLOSED_MESSAGE,
  ALREADY_CLOSED_MESSAGE,
  exclusionEnd,
  formatTime,
  PASSWORD_WRONG_MESSAGE,
  refusal,
  RESUME_WAIT_MS,
  type Actor,
} from './common';
import type { ChangeRecord, ProtectionParts } from './deps';
import { exclusionRefusal, standingOf } from './standing';

/** A bonus that ended meanwhile answers "not found" (a domain error, or the HTTP error of a service not yet converted). */
const isNotFound = (error: unknown) =>
  (isDomainError(error) && error.kind === 'not_found') ||
  (error instanceof Error && 'statusCode' in error && error.statusCode === 404);

export class ExclusionService {
  constructor(private readonly parts: ProtectionParts) {}

  /**
   * A time-out or self-exclusion from now (the player's with the password, the operator's
   * without). A shorter one while a longer one is in force is refused (`conflict`); a longer one
   * replaces. The active bonus is forfeited; an e-mail confirms. `record` writes the back office's
   * audit entry in the same transaction.
   */
  async exclude(
    playerId: number,
    actor: Actor,
    input: { type: 'time_out'; period: TimeOutPeriod } | { type: 'self_exclusion'; period: SelfExclusionPeriod },
    password?: string,
    record?: ChangeRecord,
  ): Promise<ResponsibleGaming> {
    const { db, clock, rows, sessions, audit, mail, standing } = this.parts;
    if (password !== undefined) await this.verifyPassword(playerId, password);
    const now = clock.now();
    const endsAt = exclusionEnd(input.period, now);
    await db.transaction(async (tx) => {
      const row = await rows.lockedRow(tx, playerId);
      const recorded = await record?.(tx);
      const current = standingOf(row, now);
      if (current.closed) throw conflict(ALREADY_CLOSED_MESSAGE);
      // The latest end of what stops play now (null: permanent).
      const ends: (Date | null)[] = [];
      if (current.selfExclusionInForce) ends.push(row.selfExclusionEndsAt);
      if (current.timeOutInForce) ends.push(row.timeOutEndsAt);
      const permanent = ends.includes(null);
      const latest = ends.filter((end): end is Date => end !== null).sort((a, b) => b.getTime() - a.getTime())[0];
      if (permanent || (latest && (endsAt === null ? false : endsAt <= latest))) {
        throw conflict(
          permanent
            ? says('protection.selfExclusionUnchangeable')
            : says('protection.longerExclusion', { until: formatTime(latest as Date) }),
        );
      }
      if (input.type === 'time_out') {
        await tx
          .update(playerProtection)
          .set({ timeOutPeriod: input.period, timeOutStartedAt: now, timeOutEndsAt: endsAt, updatedAt: now })
          .where(eq(playerProtection.playerId, playerId));
      } else {
        await tx
          .update(playerProtection)
          .set({
            selfExclusionPeriod: input.period,
            selfExclusionStartedAt: now,
            selfExclusionEndsAt: endsAt,
            resumeRequestedAt: null,
            resumeAt: null,
            updatedAt: now,
          })
          .where(eq(playerProtection.playerId, playerId));
      }
      await sessions.endSession(tx, playerId, now);
      await audit.record(tx, playerId, {
        action: input.type,
        actor,
        details: { period: input.period, endsAt: endsAt?.toISOString() ?? null },
        requestedAt: now,
        effectiveAt: now,
      });
      await recorded?.(tx);
    });
    await this.forfeitActiveBonus(playerId);
    if (input.type === 'time_out') await mail.timeOutStarted(playerId, input.period, endsAt, now);
    else await mail.selfExclusionStarted(playerId, endsAt, now);
    return standing.state(playerId);
  }

  /** After a self-exclusion has ended: play resumes 24 hours after this request. */
  async requestResume(playerId: number, password: string): Promise<ResponsibleGaming> {
    const { db, clock, rows, audit, mail, standing } = this.parts;
    await this.verifyPassword(playerId, password);
    const now = clock.now();
    const resumeAt = new Date(now.getTime() + RESUME_WAIT_MS);
    const requested = await db.transaction(async (tx) => {
      const row = await rows.lockedRow(tx, playerId);
      const current = standingOf(row, now);
      if (current.closed) throw refusal('account_closed', ACCOUNT_CLOSED_MESSAGE);
      if (current.selfExclusionInForce) {
        throw exclusionRefusal(current) ?? refusal('self_excluded', says('protection.selfExcluded'));
      }
      if (!current.awaitingResume) throw conflict(says('protection.noResume'));
      if (row.resumeAt) return false;
      await tx
        .update(playerProtection)
        .set({ resumeRequestedAt: now, resumeAt, updatedAt: now })
        .where(eq(playerProtection.playerId, playerId));
      await audit.record(tx, playerId, {
        action: 'resume_requested',
        actor: 'player',
        details: { resumeAt: resumeAt.toISOString() },
        requestedAt: now,
        effectiveAt: resumeAt,
      });
      return true;
    });
    if (requested) await mail.resumeRequested(playerId, resumeAt);
    return standing.state(playerId);
  }

  /** Closes the account for good: sign-in, history and withdrawals only. */
  async closeAccount(playerId: number, password: string): Promise<ResponsibleGaming> {
    const { db, clock, rows, sessions, audit, mail, standing } = this.parts;
    await this.verifyPassword(playerId, password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await rows.lockedRow(tx, playerId);
      if (row.closedAt) throw conflict(ALREADY_CLOSED_MESSAGE);
      await tx
        .update(playerProtection)
        .set({ closedAt: now, updatedAt: now })
        .where(eq(playerProtection.playerId, playerId));
      await sessions.endSession(tx, playerId, now);
      await audit.record(tx, playerId, {
        action: 'account_closed',
        actor: 'player',
        details: {},
        requestedAt: now,
        effectiveAt: now,
      });
    });
    await this.forfeitActiveBonus(playerId);
    await mail.accountClosed(playerId, now);
    return standing.state(playerId);
  }

  /** The player's own exclusions and closure ask for the password (a wrong one counts for the credential throttle). */
  private async verifyPassword(playerId: number, password: string): Promise<void> {
    const [player] = await this.parts.db
      .select({ hash: players.passwordHash })
      .from(players)
      .where(eq(players.id, playerId));
    const ok = player ? await verify(player.hash, password).catch(() => false) : false;
    if (!ok) throw wrongAnswer(invalid(PASSWORD_WRONG_MESSAGE, { password: PASSWORD_WRONG_MESSAGE }));
  }

  /** An exclusion forfeits the bonus in progress (its bonus money leaves with a ledger entry). */
  private async forfeitActiveBonus(playerId: number): Promise<void> {
    const [active] = await this.parts.db
      .select({ uuid: playerBonuses.uuid })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')));
    if (!active) return;
    try {
      await this.parts.bonusWallet.forfeit(playerId, active.uuid);
    } catch (error) {
      // Ended meanwhile (expired or completed): nothing left to forfeit.
      if (!isNotFound(error)) throw error;
    }
  }
}
