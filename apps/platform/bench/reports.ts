// The back office's business report for `pnpm bench reports` (issue 36's budget: a year of 10,000
// players' history within 1 s): 10,000 players, each with deposits, casino rounds (a bet and, for
// some, a win), sports bets and a bonus over the last year, written with generate_series; then the
// report over the whole year and over 30 days, timed several times. On the embedded database, and
// on PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names a server. Prints
// figures only.
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import type { Database } from '../src/db/client';
import { Reports } from '../src/services/reports';
import { onEachDatabase } from './databases';

const PLAYERS = Number(process.env.BENCH_REPORT_PLAYERS ?? 10_000);
/** Real-money rounds a player played over the year (each a bet entry; every third also a win). */
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 120);
const TIMES = Number(process.env.BENCH_REPORT_TIMES ?? 5);

const row = (name: string, value: number | string, unit: string, budget?: string) =>
  console.log(`${name.padEnd(60)} ${String(value).padStart(10)} ${unit}${budget ? `  (${budget})` : ''}`);
const DAY_MS = 24 * 3600 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

async function fill(db: Database): Promise<number> {
  await db.execute(sql`
    insert into currencies (code, name, symbol, symbol_native, decimals) values ('EUR', 'Euro', '€', '€', 2)
    on conflict do nothing`);
  await db.execute(sql`
    insert into players (email, username, password_hash, first_name, last_name, gender, dob, phone_number,
                         address, city, country, locale, currency_code, consent, created_at)
    select 'report' || n || '@example.com', 'report' || n, 'unused', 'Ada', 'Report' || n, 'female', '1990-01-01',
           '+353861234567', '1 Main Street', 'Dublin', 'Ireland', 'en_GB', 'EUR', true,
           now() - (n % 365) * interval '1 day'
      from generate_series(1, ${PLAYERS}) as n`);
  await db.execute(sql`
    insert into accounts (player_id, currency_code) select id, 'EUR' from players where email like 'report%@example.com'`);
  // Deposits: four a player over the year.
  await db.execute(sql`
    insert into payments (player_id, account_id, type, status, amount, currency_code, completed_at)
    select a.player_id, a.id, 'deposit', 'completed', 5000, 'EUR', now() - ((a.id * 7 + k * 91) % 365) * interval '1 day'
      from accounts a, generate_series(1, 4) as k`);
  // Rounds: a bet each, a win every third, spread over the year; sports bets every fifth.
  await db.execute(sql`
    insert into ledger_entries (account_id, type, balance_delta, balance_after, held_after, reference_type,
                                reference_id, idempotency_key, created_at)
    select a.id, 'bet', -100, 0, 0, case when k % 5 = 0 then 'sportsbook-bet' else 'game-round' end,
           a.id || ':' || k, 'bench-bet:' || a.id || ':' || k,
           now() - ((a.id * 13 + k * 3) % 365) * interval '1 day' - (k % 24) * interval '1 hour'
      from accounts a, generate_series(1, ${ROUNDS}) as k`);
  await db.execute(sql`
    insert into ledger_entries (account_id, type, balance_delta, balance_after, held_after, reference_type,
                                reference_id, idempotency_key, created_at)
    select a.id, 'win', 250, 0, 0, case when k % 5 = 0 then 'sportsbook-bet' else 'game-round' end,
           a.id || ':' || k, 'bench-win:' || a.id || ':' || k,
           now() - ((a.id * 13 + k * 3) % 365) * interval '1 day' - (k % 24) * interval '1 hour'
      from accounts a, generate_series(1, ${ROUNDS}) as k where k % 3 = 0`);
  await db.execute(sql`analyze`);
  const [count] = (await db.execute(sql`select count(*)::int as n from ledger_entries`)).rows as { n: number }[];
  return count?.n ?? 0;
}

async function bench(label: string, db: Database): Promise<void> {
  const started = Date.now();
  const entries = await fill(db);
  console.log(
    `  ${label}: ${PLAYERS.toLocaleString('en')} players, ${entries.toLocaleString('en')} ledger entries written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const reports = new Reports(db, systemClock);
  const today = new Date();
  // The platform's rollup job (REPORTS_ROLLUP_MS) sums and keeps the closed days as they close; its
  // first run over a year of history is what a report would otherwise pay on its first read.
  const rollupStart = performance.now();
  const kept = await reports.keepClosedDays();
  row(`rollup job, first run (${kept} days kept), ${label}`, (performance.now() - rollupStart).toFixed(0), 'ms');
  for (const days of [366, 30]) {
    const query = { from: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: isoDay(today), currency: 'EUR' };
    const times: number[] = [];
    for (let time = 0; time < TIMES; time += 1) {
      const start = performance.now();
      const report = await reports.business(query);
      times.push(performance.now() - start);
      if (time === 0 && report.totals.ggr === '0.00') throw new Error('the bench report found no play');
    }
    // Every closed day is kept by the job: a report sums only today's open day.
    const first = times[0] ?? 0;
    const rest = times.slice(1).sort((a, b) => a - b);
    const median = rest[Math.floor(rest.length / 2)] ?? 0;
    row(`business report over ${days} days, ${label}: first`, first.toFixed(0), 'ms');
    row(
      `business report over ${days} days, ${label}: then, median`,
      median.toFixed(0),
      'ms',
      `budget 1000 ms: ${(median / 1000).toFixed(2)}`,
    );
  }
}

await onEachDatabase(bench);
