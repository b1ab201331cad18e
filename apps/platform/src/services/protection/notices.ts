/**
 * What player protection tells and keeps: the audit trail of every change (who, what, asked
 * when, effective when), and the confirmation e-mails with their texts.
 */
import type {
  LimitKind,
  LimitPeriod,
  ProtectionAuditEntry,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { players, protectionAudit } from '../../db/schema';
import { composeEmail, type Mailer } from '../mail';
import { formatTime, KIND_WORD, PERIOD_WORD, type Actor } from './common';

/** One line of the audit trail. */
export interface AuditEntry {
  action: string;
  actor: Actor;
  details: Record<string, unknown>;
  requestedAt: Date;
  effectiveAt: Date | null;
}

/** The audit trail of protection changes. */
export class ProtectionAudit {
  constructor(private readonly db: Database) {}

  /** Adds a line, inside the change's own transaction. */
  async record(tx: Executor, playerId: number, entry: AuditEntry): Promise<void> {
    await tx.insert(protectionAudit).values({ playerId, ...entry });
  }

  /** The audit trail of a player, oldest first. */
  async trail(playerId: number): Promise<ProtectionAuditEntry[]> {
    const rows = await this.db
      .select()
      .from(protectionAudit)
      .where(eq(protectionAudit.playerId, playerId))
      .orderBy(asc(protectionAudit.id));
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actor,
      details: row.details,
      requestedAt: row.requestedAt.toISOString(),
      effectiveAt: row.effectiveAt?.toISOString() ?? null,
    }));
  }
}

/** A limit as the e-mails name it: "daily deposit limit", "€ 50.00" (or "no limit"). */
export interface LimitDescription {
  what: string;
  value: string;
  /** No amount: the limit is removed (or asked to be). */
  none: boolean;
}

export function describeLimit(
  kind: LimitKind,
  period: LimitPeriod,
  units: bigint | null,
  account: { symbol: string; decimals: number } | null,
): LimitDescription {
  const what = `${PERIOD_WORD[period]} ${KIND_WORD[kind]} limit`;
  if (units === null) return { what, value: 'no limit', none: true };
  const value =
    kind === 'time'
      ? `${units} minutes`
      : `${account?.symbol ?? ''} ${fromMinorUnits(units, account?.decimals ?? 2)}`.trim();
  return { what, value, none: false };
}

const PERIOD_TEXT: Record<TimeOutPeriod | SelfExclusionPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '1m': '1 month',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'permanently',
};

/** The e-mails that confirm a protection change to the player, sent after it committed. */
export class ProtectionMail {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  limitSet(playerId: number, limit: LimitDescription, now: Date) {
    return this.send(playerId, `Your ${limit.what} is set`, [
      `Your ${limit.what} of ${limit.value} is in force from ${formatTime(now)}.`,
      'It applies over a rolling window. You can lower it at any time; a higher limit waits 24 hours and your confirmation.',
    ]);
  }

  limitChangeWaiting(
    playerId: number,
    limit: LimitDescription,
    change: { removal: boolean; old: LimitDescription; confirmableAt: Date },
  ) {
    return this.send(playerId, `Your ${limit.what} change is waiting`, [
      change.removal
        ? `You asked to remove your ${limit.what}.`
        : `You asked to raise your ${limit.what} to ${limit.value}.`,
      `You can confirm this change from ${formatTime(change.confirmableAt)} in your Responsible Gaming settings. Until you confirm it, your limit of ${change.old.value} applies.`,
    ]);
  }

  limitChangeConfirmed(playerId: number, limit: LimitDescription, now: Date) {
    return this.send(
      playerId,
      `Your ${limit.what} change is confirmed`,
      limit.none
        ? [`Your ${limit.what} is removed from ${formatTime(now)}.`]
        : [`Your ${limit.what} of ${limit.value} is in force from ${formatTime(now)}.`],
    );
  }

  timeOutStarted(playerId: number, period: TimeOutPeriod, endsAt: Date | null, now: Date) {
    const until = endsAt ? `until ${formatTime(endsAt)}` : 'permanently';
    return this.send(playerId, 'Your time-out has started', [
      `Your time-out of ${PERIOD_TEXT[period]} started at ${formatTime(now)} and lasts ${until}.`,
      'Until then you cannot deposit, play, bet or take bonus offers, and we send you no marketing. You can still sign in to see your history and withdraw your cash. A time-out cannot be shortened or lifted.',
    ]);
  }

  selfExclusionStarted(playerId: number, endsAt: Date | null, now: Date) {
    const until = endsAt ? `until ${formatTime(endsAt)}` : 'permanently';
    return this.send(playerId, 'Your self-exclusion has started', [
      `Your self-exclusion started at ${formatTime(now)} and lasts ${until}.`,
      'Until then you cannot deposit, play, bet or take bonus offers, and we send you no marketing. You can still sign in to see your history and withdraw your cash. A self-exclusion cannot be shortened or lifted.',
      ...(endsAt ? ['When it has ended, play resumes only after you ask for it and a further 24 hours pass.'] : []),
    ]);
  }

  resumeRequested(playerId: number, resumeAt: Date) {
    return this.send(playerId, 'You asked to play again', [
      `You asked to play again after your self-exclusion. Deposits and play resume at ${formatTime(resumeAt)}.`,
    ]);
  }

  accountClosed(playerId: number, now: Date) {
    return this.send(playerId, 'Your account is closed', [
      `Your account was closed at ${formatTime(now)}. This cannot be undone.`,
      'You can still sign in to see your history and withdraw your cash. You cannot deposit, play, bet or take offers, and we send you no marketing.',
    ]);
  }

  /** Sends a confirmation e-mail; a failure is logged (the change has committed). */
  private async send(playerId: number, subject: string, paragraphs: string[]): Promise<void> {
    try {
      const [player] = await this.db
        .select({ email: players.email, firstName: players.firstName })
        .from(players)
        .where(eq(players.id, playerId));
      if (!player) return;
      await this.mailer.send({
        to: player.email,
        subject,
        ...composeEmail({ greeting: `Hello ${player.firstName},`, paragraphs }),
      });
    } catch (error) {
      this.log.error({ err: error, playerId, subject }, 'protection e-mail not sent');
    }
  }
}
