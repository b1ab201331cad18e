import type {
  BalanceAdjustment,
  LimitKind,
  LimitPeriod,
  ResponsibleGaming,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '@casino/contract';
import { protectionChangeRecord } from '../audit/protectionChange';
import { fromMinorUnits, parseAmountInput, toMinorUnits } from '@casino/rules';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { accounts, balanceAdjustments, currencies, players, staff } from '../../db/schema';
import type { AuditActor, AuditService } from '../audit';
import { conflict, invalid, notFound, says } from '../errors';
import type { ProtectionServices } from '../protection';
import type { SessionService } from '../sessions';
import type { TwoFactorService } from '../twoFactor';
import type { WalletService } from '../wallet';

/**
 * A staff lock holds until a staff member unlocks it: `players.locked_until` set to this far
 * future (a timestamp every driver reads back as a Date), so "locked" stays one comparison.
 */
export const STAFF_LOCK_UNTIL = new Date('9999-12-31T00:00:00.000Z');
export const ADJUSTMENT_NOT_FOUND_MESSAGE = 'Adjustment not found';

export interface PlayerActionsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  sessions: Pick<SessionService, 'revokeAllFor'>;
  twoFactor: Pick<TwoFactorService, 'reset'>;
  protection: ProtectionServices;
  wallet: WalletService;
}

/** The staff member's name for the protection trail. */
type Named = AuditActor & { name: string };

/**
 * What staff do to a player from the player 360 (issue 30), each an audit entry with the state
 * before and after and the reason:
 * - lock / unlock: a lock refuses sign-in until unlocked (never ends by itself) and ends every
 *   session of the player at once;
 * - reset two-factor sign-in (the player is told by e-mail, with the reason);
 * - a limit or an exclusion set by the operator (the protection services' operator rules: a new
 *   or lower limit at once, a higher one after the cooling-off), the staff member named in the
 *   protection trail;
 * - a manual balance adjustment, four eyes: one staff member asks (amount and reason), a second
 *   distinct one approves, and only then an 'adjustment' ledger entry moves the cash (never below
 *   zero); or a staff member rejects it.
 */
export class PlayerActions {
  constructor(private readonly deps: PlayerActionsDeps) {}

  private async player(uuid: string, tx: Executor = this.deps.db) {
    const [row] = await tx
      .select({ id: players.id, uuid: players.uuid, lockedUntil: players.lockedUntil })
      .from(players)
      .where(eq(players.uuid, uuid))
      .for('update');
    if (!row) throw notFound('Player not found');
    return row;
  }

  private isLocked(lockedUntil: Date | null) {
    return lockedUntil !== null && lockedUntil > this.deps.clock.now();
  }

  async lock(
    actor: AuditActor,
    uuid: string,
    reason: string,
  ): Promise<{ locked: boolean; lockedUntil: string | null }> {
    const { db, audit, sessions } = this.deps;
    const row = await db.transaction(async (tx) => {
      const player = await this.player(uuid, tx);
      if (player.lockedUntil?.getTime() === STAFF_LOCK_UNTIL.getTime()) throw conflict(says('desk.alreadyLocked'));
      await tx
        .update(players)
        .set({ lockedUntil: STAFF_LOCK_UNTIL, updatedAt: this.deps.clock.now() })
        .where(eq(players.id, player.id));
      await audit.append(
        actor,
        {
          action: 'player.lock',
          targetKind: 'player',
          targetId: uuid,
          playerUuid: uuid,
          before: { locked: this.isLocked(player.lockedUntil), lockedUntil: player.lockedUntil },
          after: { locked: true, lockedUntil: STAFF_LOCK_UNTIL },
          reason,
        },
        tx,
      );
      return player;
    });
    await sessions.revokeAllFor(row.id, 'locked');
    return { locked: true, lockedUntil: STAFF_LOCK_UNTIL.toISOString() };
  }

  async unlock(
    actor: AuditActor,
    uuid: string,
    reason: string,
  ): Promise<{ locked: boolean; lockedUntil: string | null }> {
    const { db, audit } = this.deps;
    await db.transaction(async (tx) => {
      const player = await this.player(uuid, tx);
      if (!this.isLocked(player.lockedUntil)) throw conflict(says('desk.notLocked'));
      await tx
        .update(players)
        .set({ lockedUntil: null, failedSignIns: 0, updatedAt: this.deps.clock.now() })
        .where(eq(players.id, player.id));
      await audit.append(
        actor,
        {
          action: 'player.unlock',
          targetKind: 'player',
          targetId: uuid,
          playerUuid: uuid,
          before: { locked: true, lockedUntil: player.lockedUntil },
          after: { locked: false, lockedUntil: null },
          reason,
        },
        tx,
      );
    });
    return { locked: false, lockedUntil: null };
  }

  async resetTwoFactor(actor: AuditActor, uuid: string, reason: string): Promise<{ twoFactorEnabled: boolean }> {
    const player = await this.player(uuid);
    await this.deps.twoFactor.reset(player.id, reason, (tx) =>
      this.deps.audit
        .append(
          actor,
          {
            action: 'player.resetTwoFactor',
            targetKind: 'player',
            targetId: uuid,
            playerUuid: uuid,
            before: { twoFactorEnabled: true },
            after: { twoFactorEnabled: false },
            reason,
          },
          tx,
        )
        .then(() => undefined),
    );
    return { twoFactorEnabled: false };
  }

  /** A limit as the operator sets it, by this staff member. */
  async setLimit(
    actor: Named,
    uuid: string,
    input: { kind: LimitKind; period: LimitPeriod; amount: string | null },
    reason: string,
  ): Promise<ResponsibleGaming> {
    const player = await this.player(uuid);
    return this.deps.protection.limits.setLimit(
      player.id,
      this.protectionActor(actor),
      input,
      this.protectionRecord(actor, uuid, player.id, reason),
    );
  }

  /** A time-out or a self-exclusion as the operator starts it, by this staff member. */
  async exclude(
    actor: Named,
    uuid: string,
    input: { type: 'time_out'; period: TimeOutPeriod } | { type: 'self_exclusion'; period: SelfExclusionPeriod },
    reason: string,
  ): Promise<ResponsibleGaming> {
    const player = await this.player(uuid);
    return this.deps.protection.exclusions.exclude(
      player.id,
      this.protectionActor(actor),
      input,
      undefined,
      this.protectionRecord(actor, uuid, player.id, reason),
    );
  }

  /** An affordability check (the Netherlands): the player's monthly cap on net deposits becomes its amount. */
  async recordAffordabilityCheck(
    actor: Named,
    uuid: string,
    input: { amount: string; note: string },
  ): Promise<ResponsibleGaming> {
    const player = await this.player(uuid);
    const record = this.protectionRecord(actor, uuid, player.id, input.note, 'protection.affordabilityCheck');
    const { after } = await this.deps.protection.limits.recordAffordabilityCheck(
      player.id,
      input,
      this.protectionActor(actor),
      record,
    );
    return after;
  }

  /** A personal contact with the player (the Netherlands): deposits and raised deposit limits past the first amount open. */
  async recordContactMoment(actor: Named, uuid: string, note: string): Promise<ResponsibleGaming> {
    const player = await this.player(uuid);
    const record = this.protectionRecord(actor, uuid, player.id, note, 'protection.contactMoment');
    const { after } = await this.deps.protection.limits.recordContactMoment(
      player.id,
      this.protectionActor(actor),
      note,
      record,
    );
    return after;
  }

  private protectionActor(actor: Named) {
    return { staff: { id: actor.id ?? '', name: actor.name } };
  }

  /** The audit entry of a protection change, written by the protection service in the change's transaction. */
  private protectionRecord(
    actor: AuditActor,
    uuid: string,
    playerId: number,
    reason: string,
    action?: 'protection.affordabilityCheck' | 'protection.contactMoment',
  ) {
    return protectionChangeRecord(this.deps.audit, this.deps.protection.standing, actor, {
      playerId,
      playerUuid: uuid,
      reason,
      action,
    });
  }

  // ---- Manual balance adjustments (four eyes) ------------------------------------------------

  /** The player's adjustments, newest first (pending ones wait for a second staff member). */
  async adjustmentsOf(playerId: number): Promise<BalanceAdjustment[]> {
    return this.adjustmentViews(eq(balanceAdjustments.playerId, playerId));
  }

  private async adjustmentViews(where: ReturnType<typeof eq>, executor: Executor = this.deps.db) {
    const requester = alias(staff, 'requester');
    const decider = alias(staff, 'decider');
    const rows = await executor
      .select({
        row: balanceAdjustments,
        uuid: players.uuid,
        currency: accounts.currencyCode,
        decimals: currencies.decimals,
        requestedByName: requester.name,
        decidedByName: decider.name,
      })
      .from(balanceAdjustments)
      .innerJoin(players, eq(players.id, balanceAdjustments.playerId))
      .innerJoin(accounts, eq(accounts.id, balanceAdjustments.accountId))
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
      .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
      .where(where)
      .orderBy(desc(balanceAdjustments.requestedAt))
      .limit(50);
    return rows.map(({ row, ...more }) => ({
      id: row.id,
      playerUuid: more.uuid,
      amount: fromMinorUnits(row.amount, more.decimals),
      currency: more.currency,
      reason: row.reason,
      status: row.status,
      requestedBy: { id: row.requestedBy, name: more.requestedByName },
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy ? { id: row.decidedBy, name: more.decidedByName ?? '' } : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionReason: row.decisionReason,
    }));
  }

  private async adjustment(id: string, executor: Executor = this.deps.db): Promise<BalanceAdjustment> {
    const [view] = await this.adjustmentViews(eq(balanceAdjustments.id, id), executor);
    if (!view) throw notFound(ADJUSTMENT_NOT_FOUND_MESSAGE);
    return view;
  }

  /**
   * Asks for an adjustment of the player's cash: `amount` in the money grammar of the account's
   * currency, negative to take money away (not more than the cash there is now; checked again
   * when it is applied). Nothing moves until a second staff member approves.
   */
  async requestAdjustment(
    actor: AuditActor,
    uuid: string,
    input: { amount: string; reason: string },
  ): Promise<BalanceAdjustment> {
    const { db, clock, audit } = this.deps;
    const text = input.amount.trim();
    const negative = text.startsWith('-');
    const [account] = await db
      .select({
        id: accounts.id,
        playerId: accounts.playerId,
        balance: accounts.balance,
        bonus: accounts.bonus,
        decimals: currencies.decimals,
      })
      .from(accounts)
      .innerJoin(players, eq(players.id, accounts.playerId))
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(eq(players.uuid, uuid));
    if (!account) throw notFound('Player not found');
    const reading = parseAmountInput(negative ? text.slice(1) : text, account.decimals);
    const magnitude = reading.ok ? toMinorUnits(reading.amount, account.decimals) : 0n;
    if (magnitude === 0n) {
      const message = says('desk.adjustmentAmount', { decimals: account.decimals });
      throw invalid(message, { amount: message });
    }
    const amount = negative ? -magnitude : magnitude;
    const cash = account.balance - account.bonus;
    if (cash + amount < 0n) {
      const message = says('money.insufficientBalance');
      throw invalid(message, { amount: message });
    }
    const staffId = this.staffId(actor);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(balanceAdjustments)
        .values({
          playerId: account.playerId,
          accountId: account.id,
          amount,
          reason: input.reason.trim(),
          requestedBy: staffId,
          requestedAt: clock.now(),
        })
        .returning({ id: balanceAdjustments.id });
      if (!row) throw new Error('The adjustment was not written');
      const view = await this.adjustment(row.id, tx);
      await audit.append(
        actor,
        {
          action: 'balance.requestAdjustment',
          targetKind: 'balanceAdjustment',
          targetId: row.id,
          playerUuid: uuid,
          before: null,
          after: { status: 'pending', amount: view.amount, currency: view.currency },
          reason: view.reason,
        },
        tx,
      );
      return view;
    });
  }

  /**
   * The second staff member's approval: the cash moves by an 'adjustment' ledger entry (refused
   * when it would go below zero). The requester approving: 409; an adjustment no longer pending
   * (approved or rejected, also by a concurrent call): 409. One conditional update moves it from
   * 'pending', so it is posted at most once.
   */
  async approveAdjustment(actor: AuditActor, id: string, reason?: string): Promise<BalanceAdjustment> {
    const { wallet, audit, clock } = this.deps;
    const staffId = this.staffId(actor);
    await wallet.transact(async (tx, ledger) => {
      const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update');
      if (!row) throw notFound(ADJUSTMENT_NOT_FOUND_MESSAGE);
      if (row.status !== 'pending') throw conflict(says('desk.adjustmentDecided'));
      if (row.requestedBy === staffId) throw conflict(says('desk.samePerson'));
      const now = clock.now();
      const [claimed] = await tx
        .update(balanceAdjustments)
        .set({ status: 'applied', decidedBy: staffId, decidedAt: now, decisionReason: reason?.trim() || null })
        .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
        .returning({ id: balanceAdjustments.id });
      if (!claimed) throw conflict(says('desk.adjustmentDecided'));
      const posted = await ledger.post({
        accountId: row.accountId,
        type: 'adjustment',
        balanceDelta: row.amount,
        bonusDelta: 0n,
        referenceType: 'balance-adjustment',
        referenceId: row.id,
        idempotencyKey: `adjustment:${row.id}`,
      });
      await tx.update(balanceAdjustments).set({ ledgerEntryId: posted.entryId }).where(eq(balanceAdjustments.id, id));
      const [player] = await tx.select({ uuid: players.uuid }).from(players).where(eq(players.id, row.playerId));
      const [account] = await tx
        .select({ decimals: currencies.decimals })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(eq(accounts.id, row.accountId));
      const places = account?.decimals ?? 2;
      const cashAfter = posted.balance - posted.bonus;
      await audit.append(
        actor,
        {
          action: 'balance.approveAdjustment',
          targetKind: 'balanceAdjustment',
          targetId: id,
          playerUuid: player?.uuid ?? null,
          before: { status: 'pending', cash: fromMinorUnits(cashAfter - row.amount, places) },
          after: {
            status: 'applied',
            cash: fromMinorUnits(cashAfter, places),
            amount: fromMinorUnits(row.amount, places),
            ledgerEntryId: posted.entryId,
          },
          reason: reason?.trim() || row.reason,
        },
        tx,
      );
    });
    return this.adjustment(id);
  }

  /** Any staff member with the permission (the requester too: withdrawing their own) rejects a pending adjustment. */
  async rejectAdjustment(actor: AuditActor, id: string, reason: string): Promise<BalanceAdjustment> {
    const { db, audit, clock } = this.deps;
    const staffId = this.staffId(actor);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(balanceAdjustments)
        .set({ status: 'rejected', decidedBy: staffId, decidedAt: clock.now(), decisionReason: reason.trim() })
        .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
        .returning();
      if (!row) {
        await this.adjustment(id, tx); // 404 for an unknown one
        throw conflict(says('desk.adjustmentDecided'));
      }
      const [player] = await tx.select({ uuid: players.uuid }).from(players).where(eq(players.id, row.playerId));
      await audit.append(
        actor,
        {
          action: 'balance.rejectAdjustment',
          targetKind: 'balanceAdjustment',
          targetId: id,
          playerUuid: player?.uuid ?? null,
          before: { status: 'pending' },
          after: { status: 'rejected' },
          reason: reason.trim(),
        },
        tx,
      );
    });
    return this.adjustment(id);
  }

  private staffId(actor: AuditActor): string {
    if (actor.kind !== 'staff' || !actor.id) throw new Error('Only a staff member adjusts a balance');
    return actor.id;
  }
}
