// Markers of harm for issue 36's budget: markers computed within 1 s of the posting that triggers
// them at 200 postings per second. 1,000 players with accounts; deposits posted through the wallet
// at 200 a second for BENCH_HARM_SECONDS (10), each player's deposits growing (so alerts are
// raised); the time from each posting's commit to the end of its player's evaluation is measured
// by the evaluator's own listener. BENCH_HARM_HISTORY (default 100) entries of the last 35 days per
// player first (stakes and wins, one deposit in ten), so that the markers read a history as a
// regular player's. On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server. Prints figures only.
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { HarmMarkers } from '../src/services/harm/markers';
import { MarketRules } from '../src/services/markets';
import { createProtectionGate } from '../src/services/protection';
import { WalletService } from '../src/services/wallet';
import { onEachDatabase } from './databases';

const PLAYERS = 1_000;
const RATE = 200;
const SECONDS = Number(process.env.BENCH_HARM_SECONDS ?? 10);
const HISTORY = Number(process.env.BENCH_HARM_HISTORY ?? 100);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(label: string, db: Database): Promise<void> {
  await db.execute(sql`
    insert into currencies (code, name, symbol, symbol_native, decimals) values ('EUR', 'Euro', '€', '€', 2)
    on conflict do nothing`);
  await db.execute(sql`
    insert into players (email, username, password_hash, first_name, last_name, gender, dob, phone_number,
                         address, city, country, locale, currency_code, consent)
    select 'harm' || n || '@example.com', 'harm' || n, 'unused', 'Ada' || n, 'Lovelace', 'female', '1990-01-01',
           '+353861234567', '1 Main Street', 'Dublin', 'Ireland', 'en_GB', 'EUR', true
      from generate_series(1, ${PLAYERS}) as n`);
  await db.execute(sql`insert into accounts (player_id, currency_code) select id, 'EUR' from players`);
  const accounts = (await db.execute(sql`select id from accounts order by id`)).rows as { id: number }[];
  // Entry n of an account: a deposit every tenth, otherwise a stake or a win, spread over 35 days
  // up to an hour ago (amounts unchanging: no marker is raised by the history alone).
  await db.execute(sql`
    insert into ledger_entries (account_id, type, balance_delta, balance_after, held_after, reference_type,
                                reference_id, idempotency_key, created_at)
    select a.id, case when n % 10 = 0 then 'deposit' when n % 2 = 0 then 'win' else 'bet' end,
           case when n % 10 = 0 then 5000 when n % 2 = 0 then 100 else -100 end, 0, 0, 'history', n::text,
           'history-' || n, now() - interval '1 hour' - (n * interval '35 days') / ${HISTORY}
      from accounts a, generate_series(1, ${HISTORY}) as n`);
  const config = loadConfig({ NODE_ENV: 'test' });
  const gate = createProtectionGate({ db, clock: systemClock, markets: new MarketRules(systemClock, ['mt']) }).gate;
  const wallet = new WalletService(db, systemClock, gate);
  const markers = new HarmMarkers(db, systemClock, config.harm, {
    warn: (details, message) => console.warn(message, details),
  });
  const waits: number[] = [];
  let raised = 0;
  markers.onEvaluated((_player, waited, kinds) => {
    waits.push(waited);
    raised += kinds.length;
  });
  wallet.onBalanceChange(async (playerId) => markers.changed(playerId));

  const total = RATE * SECONDS;
  const started = performance.now();
  let lastEvaluated = started;
  markers.onEvaluated(() => {
    lastEvaluated = performance.now();
  });
  const posts: Promise<unknown>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const account = accounts[i % accounts.length];
    if (!account) throw new Error('no account');
    const amount = BigInt(1_000 * (1 + Math.floor(i / accounts.length)));
    posts.push(
      wallet.transact((_tx, ledger) =>
        ledger.post({
          accountId: account.id,
          type: 'deposit',
          balanceDelta: amount,
          referenceType: 'bench',
          referenceId: String(i),
          idempotencyKey: `bench-${i}`,
        }),
      ),
    );
  }
  await Promise.all(posts);
  const posted = (performance.now() - started) / 1000;
  await markers.settled();
  waits.sort((a, b) => a - b);
  const line = (name: string, value: string) =>
    console.log(`${`markers of harm, ${label}: ${name}`.padEnd(60)} ${value}`);
  line('postings', `${total} in ${posted.toFixed(1)} s (${(total / posted).toFixed(0)}/s)`);
  const evaluating = (lastEvaluated - started) / 1000;
  line('history per player', `${HISTORY} ledger entries`);
  line(
    'evaluations',
    `${waits.length} in ${evaluating.toFixed(1)} s (${(waits.length / evaluating).toFixed(0)} players/s)`,
  );
  line('alerts raised', String(raised));
  line('posting to markers computed p50', `${percentile(waits, 50).toFixed(1)} ms`);
  line('posting to markers computed p95', `${percentile(waits, 95).toFixed(1)} ms`);
  line('posting to markers computed p99', `${percentile(waits, 99).toFixed(1)} ms`);
  line('posting to markers computed max', `${(waits.at(-1) ?? 0).toFixed(1)} ms  (budget 1000 ms)`);
  markers.stop();
}

await onEachDatabase(bench);
