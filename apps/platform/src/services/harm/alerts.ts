import {
  HARM_ACTION_TARGET_MINUTES,
  type HarmAlert,
  type HarmAlertActionKind,
  type HarmAlertQueue,
  type HarmAlertState,
  type HarmEvidence,
  type HarmMarkerKind,
  type LimitKind,
  type LimitPeriod,
  type TimeOutPeriod,
} from '@casino/contract';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { harmAlertActions, harmAlerts, players, staff } from '../../db/schema';
import type { AuditActor, AuditService } from '../audit';
import type { PlayerActions } from '../desk';
import { conflict, invalid, notFound } from '../errors';

const MINUTE = 60_000;
/** The queue's response figures cover the alerts raised over these days. */
const RESPONSE_DAYS = 30;
const QUEUE_LIMIT = 200;

type Named = AuditActor & { name: string };

export type HarmActInput =
  | { act: 'limit'; limit: { kind: LimitKind; period: LimitPeriod; amount: string } }
  | { act: 'timeOut'; period: TimeOutPeriod }
  | { act: 'review' };

/**
 * The staff side of the markers of harm (issue 36): the queue of alerts with their age and how
 * quickly staff took a first step, one alert with its evidence and steps, and the steps themselves
 * (acknowledge, contact with a note, act through the player desk's own actions, close). Each step
 * is a row of harm_alert_actions and a harmAlert.* audit entry in the same transaction; the first
 * sets the alert's first_action_at.
 */
export class HarmAlerts {
  constructor(private readonly deps: { db: Database; clock: Clock; audit: AuditService; actions: PlayerActions }) {}

  async queue(filter: {
    state?: 'active' | 'closed';
    kind?: HarmMarkerKind;
    playerUuid?: string;
  }): Promise<HarmAlertQueue> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const where: SQL[] = [filter.state === 'closed' ? eq(harmAlerts.state, 'closed') : ne(harmAlerts.state, 'closed')];
    if (filter.kind) where.push(eq(harmAlerts.kind, filter.kind));
    if (filter.playerUuid) where.push(eq(players.uuid, filter.playerUuid));
    const rows = await this.rows(db, and(...where) ?? sql`true`, filter.state === 'closed' ? 'newest' : 'oldest');
    const since = new Date(now.getTime() - RESPONSE_DAYS * 24 * 3600 * 1000);
    const target = HARM_ACTION_TARGET_MINUTES;
    const [figures] = (
      (await db.execute(sql`
        select count(*)::int as raised,
               count(first_action_at)::int as handled,
               count(*) filter (where first_action_at <= raised_at + (${target} * interval '1 minute'))::int as "withinTarget",
               (percentile_cont(0.5) within group (order by extract(epoch from (first_action_at - raised_at)))
                 filter (where first_action_at is not null))::float8 as "medianSeconds",
               count(*) filter (where first_action_at is null and raised_at < ${now.toISOString()}::timestamptz - (${target} * interval '1 minute'))::int as overdue
        from harm_alerts where raised_at >= ${since.toISOString()}::timestamptz`)) as unknown as {
        rows: {
          raised: number;
          handled: number;
          withinTarget: number;
          medianSeconds: number | null;
          overdue: number;
        }[];
      }
    ).rows;
    return {
      items: rows.map((row) => this.view(row, [], now)),
      response: {
        days: RESPONSE_DAYS,
        raised: figures?.raised ?? 0,
        handled: figures?.handled ?? 0,
        withinTarget: figures?.withinTarget ?? 0,
        targetMinutes: target,
        medianMinutes: figures?.medianSeconds == null ? null : Math.floor(figures.medianSeconds / 60),
        overdue: figures?.overdue ?? 0,
      },
    };
  }

  async alert(id: string, executor: Executor = this.deps.db): Promise<HarmAlert> {
    const [row] = await this.rows(executor, eq(harmAlerts.id, id), 'oldest');
    if (!row) throw notFound('Alert not found');
    const steps = await executor
      .select({
        kind: harmAlertActions.kind,
        staffName: staff.name,
        note: harmAlertActions.note,
        details: harmAlertActions.details,
        at: harmAlertActions.at,
      })
      .from(harmAlertActions)
      .innerJoin(staff, eq(staff.id, harmAlertActions.staffId))
      .where(eq(harmAlertActions.alertId, id))
      .orderBy(asc(harmAlertActions.at), asc(harmAlertActions.id));
    return this.view(
      row,
      steps.map((step) => ({ ...step, details: step.details ?? null, at: step.at.toISOString() })),
      this.deps.clock.now(),
    );
  }

  /** The player's alerts that are not closed (the player 360's count). */
  async openCountOf(playerId: number): Promise<number> {
    const [row] = await this.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(harmAlerts)
      .where(and(eq(harmAlerts.playerId, playerId), ne(harmAlerts.state, 'closed')));
    return row?.count ?? 0;
  }

  acknowledge(actor: AuditActor, id: string): Promise<HarmAlert> {
    return this.step(actor, id, 'acknowledge', { allowed: ['open'], next: 'acknowledged' });
  }

  contact(actor: AuditActor, id: string, note: string): Promise<HarmAlert> {
    const text = note.trim();
    if (text === '') throw invalid('Write a note of the contact', { note: 'Write a note of the contact' });
    return this.step(actor, id, 'contact', { note: text, keepActioned: true, next: 'contacted' });
  }

  /**
   * Acts through the player desk's own action (its audit entry written in its own transaction: a
   * protection.change or player.lock), then records the step (harmAlert.act). A refused action
   * records nothing.
   */
  async act(actor: Named, id: string, input: HarmActInput, reason: string): Promise<HarmAlert> {
    const current = await this.alert(id);
    if (current.state === 'closed') throw conflict('The alert is closed');
    const { actions } = this.deps;
    const uuid = current.player.uuid;
    let details: Record<string, unknown>;
    if (input.act === 'limit') {
      await actions.setLimit(actor, uuid, input.limit, reason);
      details = { act: 'limit', ...input.limit };
    } else if (input.act === 'timeOut') {
      await actions.exclude(actor, uuid, { type: 'time_out', period: input.period }, reason);
      details = { act: 'timeOut', period: input.period };
    } else {
      await actions.lock(actor, uuid, reason);
      details = { act: 'review', locked: true };
    }
    return this.step(actor, id, 'act', { note: reason, details, next: 'actioned' });
  }

  close(actor: AuditActor, id: string, reason: string): Promise<HarmAlert> {
    return this.step(actor, id, 'close', { note: reason, next: 'closed' });
  }

  private async step(
    actor: AuditActor,
    id: string,
    kind: HarmAlertActionKind,
    options: {
      next: HarmAlertState;
      allowed?: HarmAlertState[];
      note?: string;
      details?: Record<string, unknown>;
      keepActioned?: boolean;
    },
  ): Promise<HarmAlert> {
    const { db, clock, audit } = this.deps;
    if (!actor.id) throw new Error('A harm alert step needs a staff member');
    const staffId = actor.id;
    return db.transaction(async (tx) => {
      const [alert] = await tx
        .select({
          id: harmAlerts.id,
          state: harmAlerts.state,
          firstActionAt: harmAlerts.firstActionAt,
          playerUuid: players.uuid,
        })
        .from(harmAlerts)
        .innerJoin(players, eq(players.id, harmAlerts.playerId))
        .where(eq(harmAlerts.id, id))
        .for('update', { of: harmAlerts });
      if (!alert) throw notFound('Alert not found');
      if (alert.state === 'closed') throw conflict('The alert is closed');
      if (options.allowed && !options.allowed.includes(alert.state)) {
        throw conflict('The alert is no longer open: someone has taken a step on it');
      }
      const now = clock.now();
      const next = options.keepActioned && alert.state === 'actioned' ? 'actioned' : options.next;
      await tx.insert(harmAlertActions).values({
        alertId: id,
        staffId,
        kind,
        note: options.note ?? null,
        details: options.details ?? null,
        at: now,
      });
      await tx
        .update(harmAlerts)
        .set({
          state: next,
          firstActionAt: alert.firstActionAt ?? now,
          updatedAt: now,
          ...(next === 'closed' ? { closedAt: now } : {}),
        })
        .where(eq(harmAlerts.id, id));
      await audit.append(
        actor,
        {
          action: `harmAlert.${kind}`,
          targetKind: 'harmAlert',
          targetId: id,
          playerUuid: alert.playerUuid,
          before: { state: alert.state },
          after: { state: next, ...(options.details ?? {}) },
          reason: options.note ?? null,
        },
        tx,
      );
      return this.alert(id, tx);
    });
  }

  private rows(executor: Executor, where: SQL, order: 'oldest' | 'newest') {
    return executor
      .select({
        id: harmAlerts.id,
        kind: harmAlerts.kind,
        state: harmAlerts.state,
        evidence: harmAlerts.evidence,
        raisedAt: harmAlerts.raisedAt,
        firstActionAt: harmAlerts.firstActionAt,
        closedAt: harmAlerts.closedAt,
        player: {
          uuid: players.uuid,
          email: players.email,
          gamertag: players.username,
          firstName: players.firstName,
          lastName: players.lastName,
          country: players.country,
        },
      })
      .from(harmAlerts)
      .innerJoin(players, eq(players.id, harmAlerts.playerId))
      .where(where)
      .orderBy(order === 'oldest' ? asc(harmAlerts.raisedAt) : desc(harmAlerts.raisedAt), asc(harmAlerts.id))
      .limit(QUEUE_LIMIT);
  }

  private view(row: Awaited<ReturnType<HarmAlerts['rows']>>[number], steps: HarmAlert['steps'], now: Date): HarmAlert {
    const minutes = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE));
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      player: row.player,
      evidence: row.evidence as HarmEvidence,
      raisedAt: row.raisedAt.toISOString(),
      ageMinutes: minutes(row.raisedAt, now),
      firstActionAt: row.firstActionAt?.toISOString() ?? null,
      minutesToFirstAction: row.firstActionAt ? minutes(row.raisedAt, row.firstActionAt) : null,
      closedAt: row.closedAt?.toISOString() ?? null,
      steps,
    };
  }
}
