/**
 * Limits: deposit, loss, wager and play-time limits over rolling windows of the ledger, what each
 * window holds, the refusals they cause (a deposit link, money arriving, a stake), and the
 * player's or operator's changes (a tighter limit at once, a looser one after the cooling-off
 * and the player's confirmation).
 */
import type { LimitKind, LimitPeriod, ResponsibleGaming, ResponsibleGamingReason } from '@casino/contract';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts, currencies, ledgerEntries, payments, playerLimits, protectionAudit } from '../../db/schema';
import { conflict, type DomainError, notFound, refused, says } from '../errors';
import {
  COOLING_OFF_MS,
  display,
  formatTime,
  moneyText,
  NO_PENDING_CHANGE_MESSAGE,
  parseLimit,
  PERIOD_MS,
  refusal,
  STAKE_LIMIT_PASSED,
  TIME_LIMIT_REACHED,
  type Actor,
  type LimitRow,
} from './common';
import type { ChangeRecord, ProtectionParts } from './deps';
import { AFFORDABILITY_CHECK, CONTACT_MOMENT } from './marketCap';
import { describeLimit } from './notices';
import type { PlaySessions } from './playSessions';

/** What the ledger holds for one account since a time, in minor units. */
export interface Figures {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  winnings: bigint;
}

export function emptyFigures(): Figures {
  return { deposits: 0n, withdrawals: 0n, stakes: 0n, winnings: 0n };
}

/** The player's account as limits and their messages read it. */
export interface AccountInfo {
  id: number;
  decimals: number;
  symbol: string;
}

const REASON_OF_KIND: Record<Exclude<LimitKind, 'time'>, ResponsibleGamingReason> = {
  deposit: 'deposit_limit',
  loss: 'loss_limit',
  wager: 'wager_limit',
};

/**
 * What the player's open deposit links made after `from` (and not expired at `now`) would bring
 * in: what a deposit limit, the Dutch cap and LUGAS count beside the money already in.
 */
export async function openDepositLinks(tx: Executor, playerId: number, from: Date, now: Date): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.type, 'deposit'),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, from),
        or(isNull(payments.expiresAt), gt(payments.expiresAt, now)),
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** The limits of players, what their windows hold, and the refusals they cause. */
const limitRowsOf = prepared('limit_rows', (db) =>
  db
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.playerId, sql.placeholder('playerId'))),
);

export class LimitFigures {
  constructor(
    private readonly db: Database,
    private readonly sessions: PlaySessions,
  ) {}

  async account(executor: Executor, playerId: number): Promise<AccountInfo | null> {
    const [row] = await executor
      .select({ id: accounts.id, decimals: currencies.decimals, symbol: currencies.symbolNative })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')))
      .limit(1);
    return row ?? null;
  }

  /** Sums of the ledger since `from` (null: all time). */
  async figures(executor: Executor, accountId: number, from: Date | null): Promise<Figures> {
    const rows = await executor
      .select({
        type: ledgerEntries.type,
        balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)`,
        held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          inArray(ledgerEntries.type, ['deposit', 'withdrawal', 'bet', 'win']),
          from ? gt(ledgerEntries.createdAt, from) : undefined,
        ),
      )
      .groupBy(ledgerEntries.type);
    const of = (type: string) => rows.find((row) => row.type === type);
    return {
      deposits: BigInt(of('deposit')?.balance ?? 0),
      // A payout releases what the withdrawal held (amount and fee).
      withdrawals: -BigInt(of('withdrawal')?.held ?? 0),
      stakes: -BigInt(of('bet')?.balance ?? 0),
      winnings: BigInt(of('win')?.balance ?? 0),
    };
  }

  /** What a money window holds now, in minor units. */
  static used(kind: Exclude<LimitKind, 'time'>, figures: Figures): bigint {
    if (kind === 'deposit') return figures.deposits;
    if (kind === 'wager') return figures.stakes;
    const loss = figures.stakes - figures.winnings;
    return loss > 0n ? loss : 0n;
  }

  async limitRows(executor: Executor, playerId: number): Promise<LimitRow[]> {
    return limitRowsOf(executor, { playerId });
  }

  /** The player's limit of this kind and period, locked for the transaction (undefined: not set). */
  async lockedLimitRow(
    tx: Executor,
    playerId: number,
    limit: { kind: LimitKind; period: LimitPeriod },
  ): Promise<LimitRow | undefined> {
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.playerId, playerId),
          eq(playerLimits.kind, limit.kind),
          eq(playerLimits.period, limit.period),
        ),
      )
      .for('update');
    return row;
  }

  /** The refusal of the first play-time limit among `rows` that is used up now, or null. */
  async timeLimitRefusal(executor: Executor, playerId: number, rows: LimitRow[], now: Date) {
    for (const limit of rows) {
      if (limit.kind !== 'time' || limit.amount === null) continue;
      const minutes = await this.sessions.minutesPlayed(executor, playerId, limit.period, now);
      if (BigInt(minutes) >= limit.amount) {
        return refusal('time_limit', says(TIME_LIMIT_REACHED[limit.period], { minutes: Number(limit.amount) }));
      }
    }
    return null;
  }

  /**
   * The refusal of the first wager or loss limit among `rows` that a stake just posted (in this
   * transaction, so the window already holds it) passes, or null.
   */
  async stakeLimitRefusal(
    tx: Executor,
    playerId: number,
    accountId: number,
    stake: bigint,
    rows: LimitRow[],
    now: Date,
  ): Promise<DomainError | null> {
    const money = rows.filter(
      (row): row is LimitRow & { kind: 'loss' | 'wager' } =>
        (row.kind === 'loss' || row.kind === 'wager') && row.amount !== null,
    );
    if (!money.length) return null;
    const account = await this.account(tx, playerId);
    for (const limit of money) {
      const from = new Date(now.getTime() - PERIOD_MS[limit.period]);
      const used = LimitFigures.used(limit.kind, await this.figures(tx, accountId, from));
      const cap = limit.amount ?? 0n;
      if (used <= cap) continue;
      const before = used - stake;
      const left = cap > before ? cap - before : 0n;
      const leftText = account ? moneyText(left, account) : String(left);
      return refusal(
        REASON_OF_KIND[limit.kind],
        says(STAKE_LIMIT_PASSED[limit.kind][limit.period], { left: leftText }),
      );
    }
    return null;
  }

  /** What the player's open deposit links made after `from` (and not expired at `now`) would bring in. */
  openDepositLinks(tx: Executor, playerId: number, from: Date, now: Date): Promise<bigint> {
    return openDepositLinks(tx, playerId, from, now);
  }

  /**
   * The refusal of the lowest deposit limit that the deposits of its window (credited, and with
   * `countOpenLinks` the open payment links) plus `amount` would pass, or null.
   */
  async depositLimitRefusal(
    tx: Executor,
    playerId: number,
    amount: bigint,
    now: Date,
    { countOpenLinks }: { countOpenLinks: boolean },
  ): Promise<DomainError | null> {
    const account = await this.account(tx, playerId);
    if (!account) return null;
    const limits = (await this.limitRows(tx, playerId)).filter((row) => row.kind === 'deposit' && row.amount !== null);
    if (!limits.length) return null;
    let worst: { left: bigint; until: Date | null } | null = null;
    for (const limit of limits) {
      const period = limit.period;
      const from = new Date(now.getTime() - PERIOD_MS[period]);
      // Credited deposits (a held deposit released by staff is one too, at its release).
      const deposits = await tx
        .select({ amount: ledgerEntries.balanceDelta, at: ledgerEntries.createdAt })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.accountId, account.id),
            eq(ledgerEntries.type, 'deposit'),
            gt(ledgerEntries.createdAt, from),
          ),
        )
        .orderBy(asc(ledgerEntries.createdAt));
      const open = countOpenLinks ? await this.openDepositLinks(tx, playerId, from, now) : 0n;
      const deposited = deposits.reduce((sum, row) => sum + row.amount, 0n);
      const used = deposited + open;
      const cap = limit.amount ?? 0n;
      if (used + amount <= cap) continue;
      const left = cap > used ? cap - used : 0n;
      // When enough of the window's deposits have left it for this amount to fit.
      let excess = used + amount - cap;
      let until: Date | null = null;
      for (const row of deposits) {
        excess -= row.amount;
        until = new Date(row.at.getTime() + PERIOD_MS[period]);
        if (excess <= 0n) break;
      }
      if (!worst || left < worst.left) worst = { left, until };
    }
    if (!worst) return null;
    const leftText = moneyText(worst.left, account);
    return refusal(
      'deposit_limit',
      worst.until
        ? says('protection.depositLimitLeftUntil', { left: leftText, until: formatTime(worst.until) })
        : says('protection.depositLimitLeft', { left: leftText }),
    );
  }
}

/** The player's and operator's changes of limits. */
export class LimitService {
  constructor(private readonly parts: ProtectionParts) {}

  /**
   * Sets, lowers, raises or removes a limit. A new or lower limit takes effect at once; a higher
   * one or a removal waits (pending) for the cooling-off of the player's market
   * (`limitIncreaseWaitHours`) and the player's confirmation. The same
   * rules for the operator; `record` writes the back office's audit entry in the same transaction.
   */
  async setLimit(
    playerId: number,
    actor: Actor,
    input: { kind: LimitKind; period: LimitPeriod; amount: string | null },
    record?: ChangeRecord,
  ): Promise<ResponsibleGaming> {
    const { db, clock, rows, limits, audit, mail, standing, caps } = this.parts;
    const account = await limits.account(db, playerId);
    const wanted = parseLimit(input.kind, input.amount, account?.decimals ?? 2);
    const now = clock.now();
    // A loosening change waits the market's time (24 hours in the UK and Malta, 7 days in Germany and the Netherlands).
    const player = await caps.playerOf(db, playerId);
    const waitMs = player ? caps.rules.limitIncreaseWaitMs(player) : COOLING_OFF_MS;
    const outcome = await db.transaction(async (tx) => {
      await rows.lockedRow(tx, playerId);
      const recorded = await record?.(tx);
      const outcome = await change(tx);
      await recorded?.(tx);
      return outcome;
    });
    // A raised deposit limit past the market's first amount waits for a personal contact (the
    // Netherlands): the most it lets through in the platform's month of 30 days is compared.
    async function refuseUntilContact(tx: Executor) {
      const first = player ? await caps.untilContact(tx, playerId, now, player) : null;
      if (!first) return;
      const windows = BigInt(Math.ceil(PERIOD_MS.month / PERIOD_MS[input.period]));
      if (wanted !== null && wanted * windows <= first.limit) return;
      throw refused(
        says('market.limitUntilContact', { limit: moneyText(first.limit, first.account) }),
        'market_deposit_contact',
      );
    }
    // The change itself, in the transaction above (after the player's row is locked).
    async function change(tx: Executor) {
      await tx.insert(playerLimits).values({ playerId, kind: input.kind, period: input.period }).onConflictDoNothing();
      const row = await limits.lockedLimitRow(tx, playerId, input);
      if (!row) throw new Error('Limit row was not written');
      const current = row.amount;
      const details = { kind: input.kind, period: input.period, from: display(current), to: display(wanted) };
      const clearPending = { pendingAmount: null, pendingRequestedAt: null, pendingConfirmableAt: null };
      if (current === null || (wanted !== null && wanted < current)) {
        if (wanted === null) {
          // Removing a limit that is not set: only a pending change could go (there is none without a limit).
          await tx
            .update(playerLimits)
            .set({ ...clearPending, updatedAt: now })
            .where(eq(playerLimits.id, row.id));
          return { kind: 'none' as const };
        }
        await tx
          .update(playerLimits)
          .set({ amount: wanted, effectiveFrom: now, ...clearPending, updatedAt: now })
          .where(eq(playerLimits.id, row.id));
        const action = current === null ? 'limit_set' : 'limit_decreased';
        await audit.record(tx, playerId, { action, actor, details, requestedAt: now, effectiveAt: now });
        return { kind: 'effective' as const };
      }
      if (wanted === current) {
        if (row.pendingRequestedAt) {
          await tx
            .update(playerLimits)
            .set({ ...clearPending, updatedAt: now })
            .where(eq(playerLimits.id, row.id));
          await audit.record(tx, playerId, {
            action: 'limit_change_withdrawn',
            actor,
            details,
            requestedAt: now,
            effectiveAt: now,
          });
        }
        return { kind: 'none' as const };
      }
      if (input.kind === 'deposit') await refuseUntilContact(tx);
      const confirmableAt = new Date(now.getTime() + waitMs);
      await tx
        .update(playerLimits)
        .set({ pendingAmount: wanted, pendingRequestedAt: now, pendingConfirmableAt: confirmableAt, updatedAt: now })
        .where(eq(playerLimits.id, row.id));
      await audit.record(tx, playerId, {
        action: wanted === null ? 'limit_removal_requested' : 'limit_increase_requested',
        actor,
        details: { ...details, confirmableAt: confirmableAt.toISOString() },
        requestedAt: now,
        effectiveAt: null,
      });
      return { kind: 'pending' as const, confirmableAt, current };
    }
    const limit = describeLimit(input.kind, input.period, wanted, account);
    if (outcome.kind === 'effective') {
      await mail.limitSet(playerId, limit, now, waitMs);
    } else if (outcome.kind === 'pending') {
      const old = describeLimit(input.kind, input.period, outcome.current, account);
      await mail.limitChangeWaiting(playerId, limit, {
        removal: wanted === null,
        old,
        confirmableAt: outcome.confirmableAt,
      });
    }
    return standing.state(playerId);
  }

  /**
   * The operator records an affordability check: the player's monthly cap on net deposits becomes
   * `amount` (the account's currency) from now. Only for a market with such a cap (`conflict`
   * otherwise). Kept in the protection trail (`affordability_check`); answers the state before and after.
   */
  async recordAffordabilityCheck(
    playerId: number,
    input: { amount: string; note: string },
    actor: Actor = 'operator',
    record?: ChangeRecord,
  ): Promise<{ before: ResponsibleGaming; after: ResponsibleGaming }> {
    const { db, clock, rows, limits, audit, standing } = this.parts;
    const account = await limits.account(db, playerId);
    const amount = parseLimit('deposit', input.amount, account?.decimals ?? 2);
    if (amount === null) throw conflict(says('protection.limitAmount'));
    const now = clock.now();
    const before = await standing.state(playerId);
    if (!before.depositCap) throw conflict("The player's market has no monthly cap on net deposits");
    await db.transaction(async (tx) => {
      await rows.lockedRow(tx, playerId);
      const recorded = await record?.(tx);
      await audit.record(tx, playerId, {
        action: AFFORDABILITY_CHECK,
        actor,
        details: { amount: display(amount), note: input.note, from: before.depositCap?.cap ?? null },
        requestedAt: now,
        effectiveAt: now,
      });
      await recorded?.(tx);
    });
    return { before, after: await standing.state(playerId) };
  }

  /**
   * The operator records a personal contact with the player (trained staff talked about the risks
   * and the national exclusion register): from now on the market's first amount no longer stops the
   * player's deposits or a raised deposit limit. Only for a market that asks for it (`conflict`
   * otherwise). Kept in the protection trail (`contact_moment`); `record` writes the back office's
   * audit entry in the same transaction. Answers the state before and after.
   */
  async recordContactMoment(
    playerId: number,
    actor: Actor,
    note: string,
    record?: ChangeRecord,
  ): Promise<{ before: ResponsibleGaming; after: ResponsibleGaming }> {
    const { db, clock, rows, audit, standing, caps } = this.parts;
    const player = await caps.playerOf(db, playerId);
    if (!player || !caps.rules.marketOf(player).deposits.untilContact) {
      throw conflict("The player's market asks for no personal contact before deposits");
    }
    const now = clock.now();
    const before = await standing.state(playerId);
    await db.transaction(async (tx) => {
      await rows.lockedRow(tx, playerId);
      const recorded = await record?.(tx);
      await audit.record(tx, playerId, {
        action: CONTACT_MOMENT,
        actor,
        details: { note },
        requestedAt: now,
        effectiveAt: now,
      });
      await recorded?.(tx);
    });
    return { before, after: await standing.state(playerId) };
  }

  /** Confirms a pending increase or removal after its cooling-off (`notFound` none, `conflict` too early). */
  async confirmLimit(playerId: number, input: { kind: LimitKind; period: LimitPeriod }): Promise<ResponsibleGaming> {
    const { db, clock, rows, limits, audit, mail, standing } = this.parts;
    const now = clock.now();
    const applied = await db.transaction(async (tx) => {
      await rows.lockedRow(tx, playerId);
      const row = await limits.lockedLimitRow(tx, playerId, input);
      if (!row?.pendingRequestedAt || !row.pendingConfirmableAt) throw notFound(NO_PENDING_CHANGE_MESSAGE);
      if (row.pendingConfirmableAt > now) {
        throw conflict(says('protection.confirmableFrom', { time: formatTime(row.pendingConfirmableAt) }));
      }
      const amount = row.pendingAmount;
      await tx
        .update(playerLimits)
        .set({
          amount,
          effectiveFrom: amount === null ? null : now,
          pendingAmount: null,
          pendingRequestedAt: null,
          pendingConfirmableAt: null,
          updatedAt: now,
        })
        .where(eq(playerLimits.id, row.id));
      // The request's own line of the trail now shows when it took effect.
      await tx
        .update(protectionAudit)
        .set({ effectiveAt: now })
        .where(
          and(
            eq(protectionAudit.playerId, playerId),
            inArray(protectionAudit.action, ['limit_increase_requested', 'limit_removal_requested']),
            isNull(protectionAudit.effectiveAt),
            eq(protectionAudit.requestedAt, row.pendingRequestedAt),
            sql`${protectionAudit.details}->>'kind' = ${input.kind}`,
            sql`${protectionAudit.details}->>'period' = ${input.period}`,
          ),
        );
      await audit.record(tx, playerId, {
        action: amount === null ? 'limit_removal_confirmed' : 'limit_increase_confirmed',
        actor: 'player',
        details: { kind: input.kind, period: input.period, from: display(row.amount), to: display(amount) },
        requestedAt: row.pendingRequestedAt,
        effectiveAt: now,
      });
      return amount;
    });
    const account = await limits.account(db, playerId);
    await mail.limitChangeConfirmed(playerId, describeLimit(input.kind, input.period, applied, account), now);
    return standing.state(playerId);
  }
}
