/**
 * What player protection tells and keeps: the audit trail of every change (who, what, asked
 * when, effective when), and the confirmation e-mails with their texts.
 */
import type { LimitKind, LimitPeriod, ProtectionAuditEntry, TimeOutPeriod } from '@casino/contract';
import { textLanguageOf, type MessageCode } from '@casino/contract/texts';
import { fromMinorUnits } from '@casino/rules';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { players, protectionAudit } from '../../db/schema';
import { composeMail, mailText, mailTime, type MailFromCodes, type MailText, type Mailer } from '../mail';
import { type Actor, moneyFigure } from './common';

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
    const { actor, details, ...rest } = entry;
    await tx
      .insert(protectionAudit)
      .values(
        typeof actor === 'string'
          ? { playerId, actor, details, ...rest }
          : { playerId, actor: 'operator', details: { ...details, staff: actor.staff }, ...rest },
      );
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

/** A limit as the e-mails name it: its name's code ('mail.limit.dayDeposit') and its value. */
export interface LimitDescription {
  name: MessageCode;
  /** Money as written ("€50.00", "€1,000.00"), or minutes of play (a time limit). */
  value: { money: string } | { minutes: number } | null;
  /** No amount: the limit is removed (or asked to be). */
  none: boolean;
}

const LIMIT_NAMES = {
  day: {
    deposit: 'mail.limit.dayDeposit',
    loss: 'mail.limit.dayLoss',
    wager: 'mail.limit.dayWager',
    time: 'mail.limit.dayTime',
  },
  week: {
    deposit: 'mail.limit.weekDeposit',
    loss: 'mail.limit.weekLoss',
    wager: 'mail.limit.weekWager',
    time: 'mail.limit.weekTime',
  },
  month: {
    deposit: 'mail.limit.monthDeposit',
    loss: 'mail.limit.monthLoss',
    wager: 'mail.limit.monthWager',
    time: 'mail.limit.monthTime',
  },
} as const satisfies Record<LimitPeriod, Record<LimitKind, MessageCode>>;

export function describeLimit(
  kind: LimitKind,
  period: LimitPeriod,
  units: bigint | null,
  account: { symbol: string; decimals: number } | null,
): LimitDescription {
  const name = LIMIT_NAMES[period][kind];
  if (units === null) return { name, value: null, none: true };
  const value =
    kind === 'time'
      ? { minutes: Number(units) }
      : { money: moneyFigure(fromMinorUnits(units, account?.decimals ?? 2), account?.symbol ?? '') };
  return { name, value, none: false };
}

/** The time-out's length as the e-mail names it (the Responsible Gaming tab's own words). */
const TIME_OUT_TEXT = {
  '24h': 'rg.period24h',
  '7d': 'rg.period7d',
  '1m': 'rg.period1m',
  '6w': 'rg.period6w',
} as const satisfies Record<TimeOutPeriod, MessageCode>;

/** A confirmation e-mail's subject and paragraphs, written for the player's language. */
type ProtectionMessage = (say: Say) => Pick<MailFromCodes, 'subject' | 'paragraphs'>;

/** What a message needs of the language: a text, a time and a limit's value in it. */
interface Say {
  text: (text: MailText) => string;
  time: (date: Date) => string;
  value: (limit: LimitDescription) => string;
}

/** A wait as the texts say it: whole days when it is some (7 days), hours otherwise (24 hours). */
export function waitText(ms: number): MailText {
  const hours = Math.round(ms / 3_600_000);
  return hours % 24 === 0 && hours > 24 ? ['common.days', { count: hours / 24 }] : ['common.hours', { count: hours }];
}

/** The e-mails that confirm a protection change to the player, sent after it committed. */
export class ProtectionMail {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `increaseWaitMs`: how long a higher limit would wait in the player's market (24 hours, or 7 days in Germany and the Netherlands). */
  limitSet(playerId: number, limit: LimitDescription, now: Date, increaseWaitMs: number) {
    return this.send(playerId, 'limitSet', (say) => {
      const name = say.text(limit.name);
      return {
        subject: ['mail.limitSet.subject', { limit: name }],
        paragraphs: [
          ['mail.limit.inForce', { limit: name, value: say.value(limit), time: say.time(now) }],
          ['mail.limitSet.rollingWindow', { wait: say.text(waitText(increaseWaitMs)) }],
        ],
      };
    });
  }

  limitChangeWaiting(
    playerId: number,
    limit: LimitDescription,
    change: { removal: boolean; old: LimitDescription; confirmableAt: Date },
  ) {
    return this.send(playerId, 'limitChangeWaiting', (say) => {
      const name = say.text(limit.name);
      return {
        subject: ['mail.limitWaiting.subject', { limit: name }],
        paragraphs: [
          change.removal
            ? ['mail.limitWaiting.removal', { limit: name }]
            : ['mail.limitWaiting.raise', { limit: name, value: say.value(limit) }],
          ['mail.limitWaiting.confirmFrom', { time: say.time(change.confirmableAt), oldValue: say.value(change.old) }],
        ],
      };
    });
  }

  limitChangeConfirmed(playerId: number, limit: LimitDescription, now: Date) {
    return this.send(playerId, 'limitChangeConfirmed', (say) => {
      const name = say.text(limit.name);
      return {
        subject: ['mail.limitConfirmed.subject', { limit: name }],
        paragraphs: [
          limit.none
            ? ['mail.limitConfirmed.removed', { limit: name, time: say.time(now) }]
            : ['mail.limit.inForce', { limit: name, value: say.value(limit), time: say.time(now) }],
        ],
      };
    });
  }

  timeOutStarted(playerId: number, period: TimeOutPeriod, endsAt: Date | null, now: Date) {
    return this.send(playerId, 'timeOutStarted', (say) => {
      const values = { period: say.text(TIME_OUT_TEXT[period]), time: say.time(now) };
      return {
        subject: 'mail.timeOut.subject',
        paragraphs: [
          endsAt
            ? ['mail.timeOut.started', { ...values, until: say.time(endsAt) }]
            : ['mail.timeOut.startedPermanent', values],
          'mail.timeOut.meaning',
        ],
      };
    });
  }

  selfExclusionStarted(playerId: number, endsAt: Date | null, now: Date) {
    return this.send(playerId, 'selfExclusionStarted', (say) => ({
      subject: 'mail.selfExclusion.subject',
      paragraphs: [
        endsAt
          ? ['mail.selfExclusion.started', { time: say.time(now), until: say.time(endsAt) }]
          : ['mail.selfExclusion.startedPermanent', { time: say.time(now) }],
        'mail.selfExclusion.meaning',
        ...(endsAt ? ['mail.selfExclusion.resumeAfter' as const] : []),
      ],
    }));
  }

  /**
   * An alert at 50% or 100% of a deposit limit or of the market's monthly cap (`limit`: 'cap' or
   * the deposit limit's window); at 100% of the cap play is paused `until` the next month.
   */
  limitAlert(
    playerId: number,
    alert: {
      limit: 'cap' | LimitPeriod;
      threshold: 50 | 100;
      cap: string;
      used: string;
      until: Date | null;
      at: Date;
    },
  ) {
    const code: MessageCode = alert.limit === 'cap' ? 'mail.limit.monthlyCap' : LIMIT_NAMES[alert.limit].deposit;
    return this.send(playerId, 'limitAlert', (say) => {
      const limit = say.text(code);
      const values = { limit, cap: alert.cap, used: alert.used, time: say.time(alert.at) };
      const full = alert.threshold === 100;
      return {
        subject: [full ? 'mail.limitAlert.subjectFull' : 'mail.limitAlert.subjectHalf', { limit }],
        paragraphs: [
          [full ? 'mail.limitAlert.full' : 'mail.limitAlert.half', values],
          ...(alert.until ? [['mail.limitAlert.pausedUntil', { until: say.time(alert.until) }] as const] : []),
        ],
      };
    });
  }

  resumeRequested(playerId: number, resumeAt: Date) {
    return this.send(playerId, 'resumeRequested', (say) => ({
      subject: 'mail.resumeRequested.subject',
      paragraphs: [['mail.resumeRequested.paragraph', { time: say.time(resumeAt) }]],
    }));
  }

  accountClosed(playerId: number, now: Date) {
    return this.send(playerId, 'accountClosed', (say) => ({
      subject: 'mail.accountClosed.subject',
      paragraphs: [['mail.accountClosed.paragraph1', { time: say.time(now) }], 'mail.accountClosed.paragraph2'],
    }));
  }

  /** Sends a confirmation e-mail in the player's language; a failure is logged (the change has committed). */
  private async send(playerId: number, kind: string, message: ProtectionMessage): Promise<void> {
    try {
      const [player] = await this.db
        .select({ email: players.email, firstName: players.firstName, locale: players.locale })
        .from(players)
        .where(eq(players.id, playerId));
      if (!player) return;
      const language = textLanguageOf(player.locale);
      const text = (said: MailText) => mailText(language, said);
      const say: Say = {
        text,
        time: (date) => mailTime(language, date),
        value: (limit) =>
          !limit.value
            ? text('mail.limit.none')
            : 'minutes' in limit.value
              ? text(['mail.limit.minutes', { count: limit.value.minutes }])
              : limit.value.money,
      };
      await this.mailer.send({
        to: player.email,
        ...composeMail(language, { greeting: ['mail.greeting', { firstName: player.firstName }], ...message(say) }),
      });
    } catch (error) {
      this.log.error({ err: error, playerId, kind }, 'protection e-mail not sent');
    }
  }
}
