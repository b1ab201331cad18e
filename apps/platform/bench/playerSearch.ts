// Back-office player search for `pnpm bench search`: 100,000 players (and a withdrawal to a payout
// address for every tenth), then searches of every kind (uuid, e-mail, gamertag, first name, last
// name, full name, payout address, and text that matches nothing), timed one after another. On the
// embedded database, and on PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL
// names a server. Prints figures only (issue 30's budget: p95 under 100 ms).
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { PlayerSearch } from '../src/services/playerSearch';
import { onEachDatabase } from './databases';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);

const row = (name: string, value: number | string, unit: string, budget?: string) =>
  console.log(`${name.padEnd(60)} ${String(value).padStart(10)} ${unit}${budget ? `  (${budget})` : ''}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const FIRST = ['ada', 'grace', 'alan', 'linus', 'margaret', 'edsger', 'barbara', 'donald', 'frances', 'ken'];
const LAST = [
  'lovelace',
  'hopper',
  'turing',
  'torvalds',
  'hamilton',
  'dijkstra',
  'liskov',
  'knuth',
  'allen',
  'thompson',
];

/** 100,000 players in a few statements (generate_series), each with an account; withdrawals to addresses. */
async function fill(db: Database): Promise<void> {
  await db.execute(sql`
    insert into currencies (code, name, symbol, symbol_native, decimals) values ('EUR', 'Euro', '€', '€', 2)
    on conflict do nothing`);
  await db.execute(sql`
    insert into players (email, username, password_hash, first_name, last_name, gender, dob, phone_number,
                         address, city, country, locale, currency_code, consent)
    select 'player' || n || '@example' || (n % 50) || '.com', 'tag' || n,
           'unused',
           (array[${sql.raw(FIRST.map((name) => `'${name}'`).join(','))}])[1 + n % 10] || (n % 997),
           (array[${sql.raw(LAST.map((name) => `'${name}'`).join(','))}])[1 + (n / 10) % 10] || (n % 991),
           'female', '1990-01-01', '+353861234567', '1 Main Street', 'Dublin', 'Ireland', 'en_GB', 'EUR', true
      from generate_series(1, ${PLAYERS}) as n`);
  await db.execute(sql`
    insert into accounts (player_id, currency_code) select id, 'EUR' from players where email like 'player%@example%'`);
  await db.execute(sql`
    insert into payments (player_id, account_id, type, status, amount, currency_code, address, network)
    select p.id, a.id, 'withdrawal', 'completed', 1000, 'EUR', 'T' || lpad(p.id::text, 33, '0'), 'TRC20'
      from players p join accounts a on a.player_id = p.id
     where p.id % 10 = 0`);
  await db.execute(sql`analyze`);
}

async function bench(label: string, db: Database): Promise<void> {
  const started = Date.now();
  await fill(db);
  console.log(
    `  ${label}: ${PLAYERS.toLocaleString('en')} players written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const search = new PlayerSearch(db);
  const [sample] = (await db.execute(sql`select uuid, id from players where username = 'tag77777'`)).rows as {
    uuid: string;
    id: number;
  }[];
  const queries = [
    sample?.uuid ?? '00000000-0000-0000-0000-000000000000',
    'player77777@example27.com',
    'player7777',
    'tag4242',
    'grace',
    'knuth',
    'ada10 hopper',
    `T${String(77770).padStart(33, '0')}`,
    'nobody-by-this-name',
  ];
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      const hits = await search.search(query);
      times.push(performance.now() - start);
      if (round === 0 && query !== 'nobody-by-this-name' && hits.length === 0) {
        throw new Error(`the bench's search for "${query}" found nobody`);
      }
    }
  }
  times.sort((a, b) => a - b);
  row(
    `player search over ${PLAYERS.toLocaleString('en')} players, ${label}: p50`,
    percentile(times, 50).toFixed(2),
    'ms',
  );
  row(
    `player search over ${PLAYERS.toLocaleString('en')} players, ${label}: p95`,
    percentile(times, 95).toFixed(2),
    'ms',
    `budget 100 ms: ${(percentile(times, 95) / 100).toFixed(2)}`,
  );
}

await onEachDatabase(bench);
