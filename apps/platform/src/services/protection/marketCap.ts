/**
 * A market's cap on net deposits per calendar month (the Netherlands, docs/markets.md): deposits
 * less paid-out withdrawals since the first of the month in Europe/Amsterdam, at most the cap of
 * the player's age unless an operator recorded an affordability check (its amount is the cap).
 * A deposit link past what is left is refused; money arriving past it is held like money past a
 * deposit limit (the gate's credit refusal); the cap reached pauses play until the next month.
 *
 * The alerts at 50% and 100% of the cap and of the player's own deposit limits (Dutch players)
 * are lines of the protection audit trail (`limit_alert`), so each is raised once per window,
 * e-mailed, and shown on the Responsible Gaming tab (`alerts`).
 */
import type { DepositCap, LimitAlert, LimitPeriod } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { gameSessions, players, protectionAudit } from '../../db/schema';
import { type DomainError, refused, says } from '../errors';
import { calendarMonth, type MarketPlayer, type MarketRules } from '../markets';
import { formatTime, moneyFigure, moneyText, PERIOD_MS } from './common';
import type { AccountInfo, LimitFigures } from './limits';
import type { ProtectionAudit, ProtectionMail } from './notices';
import type { PlaySessions } from './playSessions';

/** The audit action of an operator's affordability check (details: amount in minor units, note). */
export const AFFORDABILITY_CHECK = 'affordability_check';
/** The audit action of an operator's personal contact with the player (details: note). */
export const CONTACT_MOMENT = 'contact_moment';
/** The audit action of an alert at 50% or 100% of a limit or of the cap. */
export const LIMIT_ALERT = 'limit_alert';

/** The cap of a player this month, in minor units. */
export interface CapState {
  account: AccountInfo;
  cap: bigint;
  /** Net deposits this month (never below 0). */
  used: bigint;
  month: { from: Date; until: Date };
  affordabilityChecked: boolean;
  /** The 100% alert of this month was raised at this cap: play waits for the next month. */
  reached: boolean;
}

interface AlertDetails {
  limit: LimitAlert['limit'];
  threshold: 50 | 100;
  cap: string;
  used: string;
  /** The window the alert belongs to: the month's start (cap) or the alert's time (own limits). */
  windowFrom: string;
  until: string | null;
}

const marketPlayerOf = prepared('market_player', (db) =>
  db
    .select({ country: players.country, dob: players.dob })
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId'))),
);

/** What the cap and the alerts read of a player: the country and the date of birth. */
export class MarketCaps {
  constructor(
    private readonly db: Database,
    private readonly markets: MarketRules,
    private readonly limits: LimitFigures,
  ) {}

  get rules(): MarketRules {
    return this.markets;
  }

  async playerOf(executor: Executor, playerId: number): Promise<MarketPlayer | null> {
    const [row] = await marketPlayerOf(executor, { playerId });
    return row ? { country: row.country, dob: String(row.dob) } : null;
  }

  /** The reality-check interval that applies to the player (the market may cap the chosen one). */
  async realityMinutes(
    executor: Executor,
    playerId: number,
    chosen: number,
    known?: MarketPlayer | null,
  ): Promise<number> {
    const player = known === undefined ? await this.playerOf(executor, playerId) : known;
    return player ? this.markets.realityCheckMinutes(player, chosen) : chosen;
  }

  /** The cap of the player now, or null when the player's market has none. */
  async state(executor: Executor, playerId: number, now: Date, known?: MarketPlayer | null): Promise<CapState | null> {
    const player = known === undefined ? await this.playerOf(executor, playerId) : known;
    if (!player || !this.markets.marketOf(player).deposits.netMonthlyCap) return null;
    const account = await this.limits.account(executor, playerId);
    if (!account) return null;
    const statutory = this.markets.netMonthlyCap(player, account.decimals);
    if (statutory === null) return null;
    const [check] = await executor
      .select({ details: protectionAudit.details })
      .from(protectionAudit)
      .where(and(eq(protectionAudit.playerId, playerId), eq(protectionAudit.action, AFFORDABILITY_CHECK)))
      .orderBy(desc(protectionAudit.id))
      .limit(1);
    const checked = check ? BigInt(String((check.details as { amount: string }).amount)) : null;
    const cap = checked ?? statutory;
    const month = calendarMonth(now);
    // The window includes its first instant (figures counts entries after `from`).
    const figures = await this.limits.figures(executor, account.id, new Date(month.from.getTime() - 1));
    const net = figures.deposits - figures.withdrawals;
    const used = net > 0n ? net : 0n;
    const capText = fromMinorUnits(cap, account.decimals);
    const reached = (await this.alertsSince(executor, playerId, month.from)).some(
      (alert) => alert.limit === 'cap' && alert.threshold === 100 && alert.cap === capText,
    );
    return { account, cap, used, month, affordabilityChecked: checked !== null, reached };
  }

  /**
   * The refusal of a deposit of `amount` that the cap does not leave room for (with
   * `countOpenLinks` the open links of this month count as deposits), or null.
   */
  async depositRefusal(
    tx: Executor,
    playerId: number,
    amount: bigint,
    now: Date,
    { countOpenLinks }: { countOpenLinks: boolean },
  ): Promise<DomainError | null> {
    const state = await this.state(tx, playerId, now);
    if (!state) return null;
    const open = countOpenLinks
      ? await this.limits.openDepositLinks(tx, playerId, new Date(state.month.from.getTime() - 1), now)
      : 0n;
    const used = state.used + open;
    if (used + amount > state.cap) {
      const left = state.cap > used ? state.cap - used : 0n;
      return refused(
        says('market.depositCap', {
          cap: moneyText(state.cap, state.account),
          left: moneyText(left, state.account),
          until: formatTime(state.month.until),
        }),
        'market_deposit_cap',
      );
    }
    const first = await this.untilContact(tx, playerId, now);
    if (!first) return null;
    const deposited = first.used + open;
    if (deposited + amount <= first.limit) return null;
    return refused(
      says('market.depositUntilContact', {
        limit: moneyText(first.limit, first.account),
        left: moneyText(first.limit > deposited ? first.limit - deposited : 0n, first.account),
        until: formatTime(first.month.until),
      }),
      'market_deposit_contact',
    );
  }

  /**
   * What the player may deposit this calendar month until the operator records a personal contact
   * (the Netherlands): the market's amount for the age and the deposits so far (gross, in minor
   * units); null when the market has no such rule or the contact is recorded.
   */
  async untilContact(
    executor: Executor,
    playerId: number,
    now: Date,
    known?: MarketPlayer | null,
  ): Promise<{ account: AccountInfo; limit: bigint; used: bigint; month: { from: Date; until: Date } } | null> {
    const player = known === undefined ? await this.playerOf(executor, playerId) : known;
    if (!player || !this.markets.marketOf(player).deposits.untilContact) return null;
    const account = await this.limits.account(executor, playerId);
    if (!account) return null;
    const limit = this.markets.untilContact(player, account.decimals);
    if (limit === null || (await this.contactRecorded(executor, playerId))) return null;
    const month = calendarMonth(now);
    const figures = await this.limits.figures(executor, account.id, new Date(month.from.getTime() - 1));
    return { account, limit, used: figures.deposits, month };
  }

  /** Whether an operator recorded a personal contact with the player. */
  async contactRecorded(executor: Executor, playerId: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: protectionAudit.id })
      .from(protectionAudit)
      .where(and(eq(protectionAudit.playerId, playerId), eq(protectionAudit.action, CONTACT_MOMENT)))
      .limit(1);
    return row !== undefined;
  }

  /** The refusal of play while the cap is reached this month (until the next month), or null. */
  async playRefusal(
    executor: Executor,
    playerId: number,
    now: Date,
    known?: MarketPlayer | null,
  ): Promise<DomainError | null> {
    const state = await this.state(executor, playerId, now, known);
    if (!state?.reached) return null;
    return refused(
      says('market.depositCapReached', {
        cap: moneyText(state.cap, state.account),
        until: formatTime(state.month.until),
      }),
      'market_deposit_cap',
    );
  }

  /** The alerts raised since `from`, newest first. */
  async alertsSince(executor: Executor, playerId: number, from: Date): Promise<(AlertDetails & { at: Date })[]> {
    const rows = await executor
      .select({ details: protectionAudit.details, at: protectionAudit.requestedAt })
      .from(protectionAudit)
      .where(
        and(
          eq(protectionAudit.playerId, playerId),
          eq(protectionAudit.action, LIMIT_ALERT),
          gt(protectionAudit.requestedAt, new Date(from.getTime() - 1)),
        ),
      )
      .orderBy(desc(protectionAudit.id));
    return rows.map((row) => ({ ...(row.details as unknown as AlertDetails), at: row.at }));
  }

  /** The cap as the Responsible Gaming state shows it (null: the market has none). */
  async view(executor: Executor, playerId: number, now: Date): Promise<DepositCap | null> {
    const state = await this.state(executor, playerId, now);
    if (!state) return null;
    const money = (units: bigint) => fromMinorUnits(units, state.account.decimals);
    const first = await this.untilContact(executor, playerId, now);
    return {
      cap: money(state.cap),
      used: money(state.used),
      left: money(state.cap > state.used ? state.cap - state.used : 0n),
      until: state.month.until.toISOString(),
      affordabilityChecked: state.affordabilityChecked,
      reached: state.reached,
      untilContact: first && {
        limit: money(first.limit),
        used: money(first.used),
        left: money(first.limit > first.used ? first.limit - first.used : 0n),
      },
    };
  }

  /** The alerts still current: the cap's of this month, the limits' within their window; newest first. */
  async currentAlerts(executor: Executor, playerId: number, now: Date): Promise<LimitAlert[]> {
    const month = calendarMonth(now);
    const since = new Date(Math.min(month.from.getTime(), now.getTime() - PERIOD_MS.month));
    return (await this.alertsSince(executor, playerId, since))
      .filter((alert) =>
        alert.limit === 'cap'
          ? Date.parse(alert.windowFrom) === month.from.getTime()
          : alert.at.getTime() > now.getTime() - PERIOD_MS[alert.limit],
      )
      .map((alert) => ({
        limit: alert.limit,
        threshold: alert.threshold,
        at: alert.at.toISOString(),
        cap: alert.cap,
        used: alert.used,
        until: alert.until,
      }));
  }
}

/** The alerts at 50% and 100% of the cap and of a Dutch player's deposit limits, after money is credited. */
export class LimitAlerts {
  constructor(
    private readonly parts: {
      db: Database;
      caps: MarketCaps;
      limits: LimitFigures;
      sessions: PlaySessions;
      audit: ProtectionAudit;
      mail: ProtectionMail;
      lockedRow: (tx: Executor, playerId: number) => Promise<unknown>;
      now: () => Date;
    },
  ) {}

  /**
   * Raises the alerts a credited deposit brought about (each once per window), e-mails them, and
   * at 100% of the cap ends the player's open game sessions and play session.
   */
  async afterCredit(playerId: number): Promise<void> {
    const { db, caps, limits, sessions, audit, mail, lockedRow } = this.parts;
    const now = this.parts.now();
    const player = await caps.playerOf(db, playerId);
    if (!player) return;
    const market = caps.rules.marketOf(player);
    // Alerts are the Dutch rule (the cap and the player's own deposit limits).
    if (!market.deposits.netMonthlyCap) return;
    const raised = await db.transaction(async (tx) => {
      await lockedRow(tx, playerId);
      const fresh: AlertDetails[] = [];
      const state = await caps.state(tx, playerId, now);
      if (!state) return fresh;
      const money = (units: bigint) => fromMinorUnits(units, state.account.decimals);
      const month = calendarMonth(now);
      const since = new Date(Math.min(month.from.getTime(), now.getTime() - PERIOD_MS.month));
      const earlier = await caps.alertsSince(tx, playerId, since);
      const candidates: { limit: AlertDetails['limit']; cap: bigint; used: bigint; windowFrom: Date }[] = [
        { limit: 'cap', cap: state.cap, used: state.used, windowFrom: month.from },
      ];
      for (const row of await limits.limitRows(tx, playerId)) {
        if (row.kind !== 'deposit' || row.amount === null) continue;
        const period = row.period as LimitPeriod;
        const from = new Date(now.getTime() - PERIOD_MS[period]);
        const used = (await limits.figures(tx, state.account.id, from)).deposits;
        candidates.push({ limit: period, cap: row.amount, used, windowFrom: from });
      }
      for (const candidate of candidates) {
        for (const threshold of [50, 100] as const) {
          if (candidate.cap <= 0n || candidate.used * 100n < candidate.cap * BigInt(threshold)) continue;
          const capText = money(candidate.cap);
          const seen = earlier.some(
            (alert) =>
              alert.limit === candidate.limit &&
              alert.threshold === threshold &&
              alert.cap === capText &&
              (candidate.limit === 'cap'
                ? Date.parse(alert.windowFrom) === candidate.windowFrom.getTime()
                : alert.at > candidate.windowFrom),
          );
          if (seen) continue;
          const details: AlertDetails = {
            limit: candidate.limit,
            threshold,
            cap: capText,
            used: money(candidate.used),
            windowFrom: candidate.windowFrom.toISOString(),
            until: candidate.limit === 'cap' && threshold === 100 ? month.until.toISOString() : null,
          };
          await audit.record(tx, playerId, {
            action: LIMIT_ALERT,
            actor: 'system',
            details: { ...details },
            requestedAt: now,
            effectiveAt: now,
          });
          fresh.push(details);
          if (details.limit === 'cap' && threshold === 100) {
            // Signed out of play: the game sessions end, and so does the play session.
            await tx
              .update(gameSessions)
              .set({ expiresAt: now })
              .where(
                and(eq(gameSessions.playerId, playerId), eq(gameSessions.demo, false), gt(gameSessions.expiresAt, now)),
              );
            await sessions.endSession(tx, playerId, now);
          }
        }
      }
      return fresh;
    });
    for (const alert of raised) {
      const symbol = (await limits.account(db, playerId))?.symbol ?? '';
      await mail.limitAlert(playerId, {
        limit: alert.limit,
        threshold: alert.threshold,
        cap: moneyFigure(alert.cap, symbol),
        used: moneyFigure(alert.used, symbol),
        until: alert.until ? new Date(alert.until) : null,
        at: now,
      });
    }
  }
}
