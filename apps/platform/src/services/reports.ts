import {
  REPORT_DEFAULT_CURRENCY,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type BusinessDay,
  type BusinessReport,
} from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Executor } from '../db/client';
import { currencies, reportDays, ROUND_REFERENCE_TYPE, SPORTSBOOK_BET_REFERENCE_TYPE } from '../db/schema';
import { invalid, says } from './errors';

const DAY_MS = 24 * 3600 * 1000;
/**
 * A day is closed once it ended this long ago: a transaction that began before midnight has
 * committed by then, so no entry dated that day can still appear. Its figures are then summed once
 * and kept (report_days); an open day is summed each time.
 */
export const REPORT_DAY_CLOSES_AFTER_MS = 15 * 60_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The figures of a day in minor units, before they are written as the currency's decimals. */
interface DayUnits {
  casinoGgr: bigint;
  sportsGgr: bigint;
  casinoBonusCost: bigint;
  sportsBonusCost: bigint;
  bonusCost: bigint;
  deposits: bigint;
  withdrawals: bigint;
  activePlayers: number;
  newPlayers: number;
}

const emptyDay = (): DayUnits => ({
  casinoGgr: 0n,
  sportsGgr: 0n,
  casinoBonusCost: 0n,
  sportsBonusCost: 0n,
  bonusCost: 0n,
  deposits: 0n,
  withdrawals: 0n,
  activePlayers: 0,
  newPlayers: 0,
});

/** A row of a grouped read: its UTC day as YYYY-MM-DD and sums as text (exact, any size). */
type DayRow = Record<string, unknown> & { day: string };

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const startOfDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

const rowsOf = (result: unknown): DayRow[] =>
  ((result as { rows?: DayRow[] }).rows ?? (result as DayRow[])).map((row) => ({ ...row, day: String(row.day) }));

/**
 * The business by day (issue 36's reports), from the ledger and the payments in SQL, exact to
 * the cent: each figure is one grouped sum of ledger entries (or payments, or players) per UTC
 * day, added up in minor units. Definitions in @casino/contract's entities/reports.ts.
 */
export class Reports {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async business(given: { from?: string; to?: string; currency?: string }): Promise<BusinessReport> {
    const today = startOfDay(this.clock.now());
    const query = {
      to: given.to ?? isoDay(today),
      from: given.from ?? isoDay(new Date(today.getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS)),
      currency: given.currency ?? REPORT_DEFAULT_CURRENCY,
    };
    const { from, to } = this.range(query.from, query.to);
    const [currency] = await this.db
      .select({ code: currencies.code, decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, query.currency));
    if (!currency) throw invalid(says('reports.unknownCurrency'), { currency: says('reports.unknownCurrency') });

    const end = new Date(to.getTime() + DAY_MS);
    const days = new Map<string, DayUnits>();
    for (let at = from.getTime(); at < end.getTime(); at += DAY_MS) days.set(isoDay(new Date(at)), emptyDay());

    // Closed days from report_days, those not kept yet summed once and kept; open days summed now.
    const closedEnd = new Date(Math.min(end.getTime(), this.closedUntil().getTime()));
    if (closedEnd > from)
      for (const [day, units] of await this.closedDays(currency.code, from, closedEnd)) days.set(day, units);
    if (closedEnd < end) {
      const open = await this.sums(currency.code, closedEnd > from ? closedEnd : from, end);
      for (const [day, units] of open) if (days.has(day)) days.set(day, units);
    }

    const money = (units: bigint) => fromMinorUnits(units, currency.decimals);
    const written = (units: DayUnits) => ({
      casinoGgr: money(units.casinoGgr),
      sportsGgr: money(units.sportsGgr),
      ggr: money(units.casinoGgr + units.sportsGgr),
      casinoBonusCost: money(units.casinoBonusCost),
      sportsBonusCost: money(units.sportsBonusCost),
      bonusCost: money(units.bonusCost),
      casinoNgr: money(units.casinoGgr - units.casinoBonusCost),
      sportsNgr: money(units.sportsGgr - units.sportsBonusCost),
      ngr: money(units.casinoGgr + units.sportsGgr - units.bonusCost),
      deposits: money(units.deposits),
      withdrawals: money(units.withdrawals),
    });
    const total = emptyDay();
    const rows: BusinessDay[] = [];
    for (const [day, units] of days) {
      total.casinoGgr += units.casinoGgr;
      total.sportsGgr += units.sportsGgr;
      total.casinoBonusCost += units.casinoBonusCost;
      total.sportsBonusCost += units.sportsBonusCost;
      total.bonusCost += units.bonusCost;
      total.deposits += units.deposits;
      total.withdrawals += units.withdrawals;
      total.newPlayers += units.newPlayers;
      rows.push({ day, ...written(units), activePlayers: units.activePlayers, newPlayers: units.newPlayers });
    }
    return {
      currency: currency.code,
      from: query.from,
      to: query.to,
      days: rows,
      totals: { ...written(total), newPlayers: total.newPlayers },
    };
  }

  /**
   * Sums and keeps every closed day of the longest range a report may ask for (REPORT_MAX_DAYS), in
   * every currency, that is not kept yet: the platform runs it as days close (REPORTS_ROLLUP_MS),
   * so that no one reading a report waits for a year of the ledger to be summed. Answers the number
   * of days it kept. Safe beside another process doing the same (a day is kept once).
   */
  async keepClosedDays(): Promise<number> {
    const closedEnd = this.closedUntil();
    const from = new Date(closedEnd.getTime() - REPORT_MAX_DAYS * DAY_MS);
    let added = 0;
    for (const { code } of await this.db.select({ code: currencies.code }).from(currencies))
      added += await this.closedDays(code, from, closedEnd, true);
    return added;
  }

  /** The start of the first day not closed yet (days before it are closed). */
  private closedUntil(): Date {
    return startOfDay(new Date(this.clock.now().getTime() - REPORT_DAY_CLOSES_AFTER_MS));
  }

  /**
   * The closed days from `from` until `closedEnd` (exclusive) in one currency: those kept read from
   * report_days, the others summed once and kept. With `count`, the number of days it kept instead.
   */
  private async closedDays(currency: string, from: Date, closedEnd: Date): Promise<Map<string, DayUnits>>;
  private async closedDays(currency: string, from: Date, closedEnd: Date, count: true): Promise<number>;
  private async closedDays(
    currency: string,
    from: Date,
    closedEnd: Date,
    count = false,
  ): Promise<Map<string, DayUnits> | number> {
    const days = new Map<string, DayUnits>();
    const kept = await this.db
      .select()
      .from(reportDays)
      .where(
        and(
          eq(reportDays.currencyCode, currency),
          gte(reportDays.day, isoDay(from)),
          lte(reportDays.day, isoDay(new Date(closedEnd.getTime() - DAY_MS))),
        ),
      );
    for (const row of kept) days.set(row.day, row);
    const missing: string[] = [];
    for (let at = from.getTime(); at < closedEnd.getTime(); at += DAY_MS) {
      const day = isoDay(new Date(at));
      if (!days.has(day)) missing.push(day);
    }
    if (missing.length) {
      const first = new Date(`${missing[0]}T00:00:00Z`);
      const last = new Date(`${missing.at(-1)}T00:00:00Z`);
      const summed = await this.sums(currency, first, new Date(last.getTime() + DAY_MS));
      const rows = missing.map((day) => ({ day, currencyCode: currency, ...(summed.get(day) ?? emptyDay()) }));
      for (const row of rows) days.set(row.day, row);
      for (let index = 0; index < rows.length; index += 500)
        await this.db
          .insert(reportDays)
          .values(rows.slice(index, index + 500))
          .onConflictDoNothing();
    }
    return count ? missing.length : days;
  }

  /** Each UTC day's figures from `from` until `end` (exclusive) in one currency: a day without any is absent. */
  private async sums(currency: string, from: Date, end: Date): Promise<Map<string, DayUnits>> {
    const days = new Map<string, DayUnits>();
    const of = (day: string) => {
      const units = days.get(day) ?? emptyDay();
      days.set(day, units);
      return units;
    };
    const [played, bonuses, paid, active, joined] = await Promise.all([
      // Real-money stakes less real-money wins: the cash part (balance less bonus money) of bet and
      // win entries, by product (the entry's reference says a casino round or a sports bet).
      this.db.execute(sql`
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          (-coalesce(sum(e.balance_delta - e.bonus_delta) filter (where e.reference_type = ${ROUND_REFERENCE_TYPE}), 0))::text as casino,
          (-coalesce(sum(e.balance_delta - e.bonus_delta) filter (where e.reference_type = ${SPORTSBOOK_BET_REFERENCE_TYPE}), 0))::text as sports
        from ledger_entries e join accounts a on a.id = e.account_id
        where a.currency_code = ${currency} and e.type in ('bet', 'win')
          and e.created_at >= ${from} and e.created_at < ${end}
        group by 1`),
      // Bonus money that became cash: the cash part of the bonus machinery's entries (a grant and a
      // removal move bonus money only; a conversion moves the converted part into cash), by the
      // product of the bonus (kept on the player's bonus when it was granted).
      this.db.execute(sql`
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          coalesce(sum(e.balance_delta - e.bonus_delta) filter (where b.product = 'casino'), 0)::text as casino,
          coalesce(sum(e.balance_delta - e.bonus_delta) filter (where b.product = 'sports'), 0)::text as sports,
          coalesce(sum(e.balance_delta - e.bonus_delta), 0)::text as total
        from ledger_entries e join accounts a on a.id = e.account_id
          left join player_bonuses b on b.uuid::text = e.reference_id
        where a.currency_code = ${currency} and e.reference_type = 'bonus'
          and e.created_at >= ${from} and e.created_at < ${end}
        group by 1`),
      this.db.execute(sql`
        select to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          coalesce(sum(p.amount) filter (where p.type = 'deposit'), 0)::text as deposits,
          coalesce(sum(p.amount) filter (where p.type = 'withdrawal'), 0)::text as withdrawals
        from payments p
        where p.currency_code = ${currency} and p.status = 'completed'
          and p.completed_at >= ${from} and p.completed_at < ${end}
        group by 1`),
      this.db.execute(sql`
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct a.player_id)::int as players
        from ledger_entries e join accounts a on a.id = e.account_id
        where a.currency_code = ${currency} and e.type = 'bet'
          and e.created_at >= ${from} and e.created_at < ${end}
        group by 1`),
      this.db.execute(sql`
        select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct p.id)::int as players
        from players p join accounts a on a.player_id = p.id
        where a.currency_code = ${currency}
          and p.created_at >= ${from} and p.created_at < ${end}
        group by 1`),
    ]);
    for (const row of rowsOf(played)) {
      const day = of(row.day);
      day.casinoGgr += BigInt(String(row.casino));
      day.sportsGgr += BigInt(String(row.sports));
    }
    for (const row of rowsOf(bonuses)) {
      const day = of(row.day);
      day.casinoBonusCost += BigInt(String(row.casino));
      day.sportsBonusCost += BigInt(String(row.sports));
      day.bonusCost += BigInt(String(row.total));
    }
    for (const row of rowsOf(paid)) {
      const day = of(row.day);
      day.deposits += BigInt(String(row.deposits));
      day.withdrawals += BigInt(String(row.withdrawals));
    }
    for (const row of rowsOf(active)) {
      of(row.day).activePlayers = Number(row.players);
    }
    for (const row of rowsOf(joined)) {
      of(row.day).newPlayers = Number(row.players);
    }

    return days;
  }

  /** The range's first day and last day as UTC midnights; a bad range is a 400 naming the field. */
  private range(fromText: string, toText: string): { from: Date; to: Date } {
    const day = (text: string) => (ISO_DAY.test(text) ? new Date(`${text}T00:00:00Z`) : null);
    const from = day(fromText);
    const to = day(toText);
    if (!from || Number.isNaN(from.getTime())) throw invalid(says('reports.badDay'), { from: says('reports.badDay') });
    if (!to || Number.isNaN(to.getTime())) throw invalid(says('reports.badDay'), { to: says('reports.badDay') });
    if (to < from) throw invalid(says('reports.toBeforeFrom'), { to: says('reports.toBeforeFrom') });
    if ((to.getTime() - from.getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS)
      throw invalid(says('reports.rangeTooLong', { days: REPORT_MAX_DAYS }), {
        to: says('reports.rangeTooLong', { days: REPORT_MAX_DAYS }),
      });
    return { from, to };
  }
}
