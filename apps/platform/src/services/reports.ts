import { REPORT_MAX_DAYS, type BusinessDay, type BusinessReport } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { currencies, ROUND_REFERENCE_TYPE, SPORTSBOOK_BET_REFERENCE_TYPE } from '../db/schema';
import { invalid, says } from './errors';

const DAY_MS = 24 * 3600 * 1000;
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

const rowsOf = (result: unknown): DayRow[] =>
  ((result as { rows?: DayRow[] }).rows ?? (result as DayRow[])).map((row) => ({ ...row, day: String(row.day) }));

/**
 * The business by day (issue 36's reports), from the ledger and the payments in SQL, exact to
 * the cent: each figure is one grouped sum of ledger entries (or payments, or players) per UTC
 * day, added up in minor units. Definitions in @casino/contract's entities/reports.ts.
 */
export class Reports {
  constructor(private readonly db: Executor) {}

  async business(query: { from: string; to: string; currency: string }): Promise<BusinessReport> {
    const { from, to } = this.range(query.from, query.to);
    const [currency] = await this.db
      .select({ code: currencies.code, decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, query.currency));
    if (!currency) throw invalid(says('reports.unknownCurrency'), { currency: says('reports.unknownCurrency') });

    const end = new Date(to.getTime() + DAY_MS);
    const days = new Map<string, DayUnits>();
    for (let at = from.getTime(); at < end.getTime(); at += DAY_MS)
      days.set(new Date(at).toISOString().slice(0, 10), emptyDay());
    const of = (day: string) => days.get(day);

    const [played, bonuses, paid, active, joined] = await Promise.all([
      // Real-money stakes less real-money wins: the cash part (balance less bonus money) of bet and
      // win entries, by product (the entry's reference says a casino round or a sports bet).
      this.db.execute(sql`
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          (-coalesce(sum(e.balance_delta - e.bonus_delta) filter (where e.reference_type = ${ROUND_REFERENCE_TYPE}), 0))::text as casino,
          (-coalesce(sum(e.balance_delta - e.bonus_delta) filter (where e.reference_type = ${SPORTSBOOK_BET_REFERENCE_TYPE}), 0))::text as sports
        from ledger_entries e join accounts a on a.id = e.account_id
        where a.currency_code = ${currency.code} and e.type in ('bet', 'win')
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
        where a.currency_code = ${currency.code} and e.reference_type = 'bonus'
          and e.created_at >= ${from} and e.created_at < ${end}
        group by 1`),
      this.db.execute(sql`
        select to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          coalesce(sum(p.amount) filter (where p.type = 'deposit'), 0)::text as deposits,
          coalesce(sum(p.amount) filter (where p.type = 'withdrawal'), 0)::text as withdrawals
        from payments p
        where p.currency_code = ${currency.code} and p.status = 'completed'
          and p.completed_at >= ${from} and p.completed_at < ${end}
        group by 1`),
      this.db.execute(sql`
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct a.player_id)::int as players
        from ledger_entries e join accounts a on a.id = e.account_id
        where a.currency_code = ${currency.code} and e.type = 'bet'
          and e.created_at >= ${from} and e.created_at < ${end}
        group by 1`),
      this.db.execute(sql`
        select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct p.id)::int as players
        from players p join accounts a on a.player_id = p.id
        where a.currency_code = ${currency.code}
          and p.created_at >= ${from} and p.created_at < ${end}
        group by 1`),
    ]);
    for (const row of rowsOf(played)) {
      const day = of(row.day);
      if (!day) continue;
      day.casinoGgr += BigInt(String(row.casino));
      day.sportsGgr += BigInt(String(row.sports));
    }
    for (const row of rowsOf(bonuses)) {
      const day = of(row.day);
      if (!day) continue;
      day.casinoBonusCost += BigInt(String(row.casino));
      day.sportsBonusCost += BigInt(String(row.sports));
      day.bonusCost += BigInt(String(row.total));
    }
    for (const row of rowsOf(paid)) {
      const day = of(row.day);
      if (!day) continue;
      day.deposits += BigInt(String(row.deposits));
      day.withdrawals += BigInt(String(row.withdrawals));
    }
    for (const row of rowsOf(active)) {
      const day = of(row.day);
      if (day) day.activePlayers = Number(row.players);
    }
    for (const row of rowsOf(joined)) {
      const day = of(row.day);
      if (day) day.newPlayers = Number(row.players);
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
