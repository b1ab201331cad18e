import { BONUS_TRANSACTION_TYPES, type PaymentTransaction } from '@casino/contract';
import { fromMinorUnits, PAGE_SIZE } from '@casino/rules';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, bonusOffers, currencies, ledgerEntries, playerBonuses, players } from '../db/schema';
import { paymentsOfIds } from './payments';

type BonusTransactionType = (typeof BONUS_TRANSACTION_TYPES)[number];

/**
 * A stable uuid for a ledger entry's row (ledger entries have none): the entry id in the last
 * group of an RFC 4122 version 4 layout, so list keys and links stay unique and unchanging.
 */
export const ledgerRowUuid = (entryId: number) => `00000000-0000-4000-8000-${entryId.toString(16).padStart(12, '0')}`;

/**
 * Transaction History: the player's payments (one row per deposit or withdrawal) and the bonus
 * wallet's movements (credit, conversion, expiry, forfeit), newest first, a page at a time. With
 * Bet History's stakes and wins, the rows account for every change of the balance.
 */
export async function statementPage(
  executor: Executor,
  playerId: number,
  range: { start: Date; end: Date } | null,
  page: { page?: number | undefined; limit?: number | undefined },
): Promise<{
  transactions: PaymentTransaction[];
  pagination: { page: number; limit: number; totalPages: number; totalItems: number };
}> {
  const limit = page.limit ?? PAGE_SIZE;
  const number = page.page ?? 1;
  const paymentRange = range ? sql`and p.created_at between ${range.start} and ${range.end}` : sql``;
  const entryRange = range ? sql`and l.created_at between ${range.start} and ${range.end}` : sql``;
  const bonusTypes = sql.join(
    [...BONUS_TRANSACTION_TYPES, 'adjustment'].map((type) => sql`${type}`),
    sql`, `,
  );
  const rows = sql`
    select 'payment' as kind, p.id::bigint as id, p.created_at from payments p
      where p.player_id = ${playerId} ${paymentRange}
    union all
    select 'entry' as kind, l.id as id, l.created_at from ledger_entries l
      join accounts a on a.id = l.account_id
      where a.player_id = ${playerId} and l.type in (${bonusTypes}) ${entryRange}`;
  const [counted, listed] = await Promise.all([
    rowsOf<{ total: string }>(executor, sql`select count(*)::text as total from (${rows}) t`),
    rowsOf<{ kind: 'payment' | 'entry'; id: string }>(
      executor,
      sql`select kind, id::text as id from (${rows}) t order by created_at desc, kind desc, id desc limit ${limit} offset ${(number - 1) * limit}`,
    ),
  ]);
  const totalItems = Number(counted[0]?.total ?? 0);
  const picked = listed.map((row) => ({ kind: row.kind, id: Number(row.id) }));
  const paymentIds = picked.filter((row) => row.kind === 'payment').map((row) => row.id);
  const entryIds = picked.filter((row) => row.kind === 'entry').map((row) => row.id);
  const [paymentViews, entryViews] = await Promise.all([
    paymentIds.length ? paymentsOfIds(executor, paymentIds) : [],
    entryIds.length ? ledgerEntryViews(executor, entryIds) : [],
  ]);
  const byKey = new Map<string, PaymentTransaction>([
    ...paymentViews.map((view) => [`payment:${view.id}`, view] as const),
    ...entryViews.map((view) => [`entry:${view.id}`, view] as const),
  ]);
  return {
    transactions: picked.flatMap((row) => byKey.get(`${row.kind}:${row.id}`) ?? []),
    pagination: { page: number, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
  };
}

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The bonus wallet's ledger entries and the staff's manual adjustments (cash only, provider
 * 'OPERATOR', no bonus part) as Transaction History rows.
 */
async function ledgerEntryViews(executor: Executor, ids: number[]): Promise<PaymentTransaction[]> {
  const rows = await executor
    .select({
      entry: ledgerEntries,
      currencyCode: accounts.currencyCode,
      decimals: currencies.decimals,
      username: players.username,
      email: players.email,
      address: players.address,
      offerName: bonusOffers.name,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
    .innerJoin(players, eq(players.id, accounts.playerId))
    .leftJoin(
      playerBonuses,
      and(eq(ledgerEntries.referenceType, 'bonus'), eq(sql`${playerBonuses.uuid}::text`, ledgerEntries.referenceId)),
    )
    .leftJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
    .where(inArray(ledgerEntries.id, ids));
  return rows.map(({ entry, decimals, ...row }) => ({
    id: entry.id,
    uuid: ledgerRowUuid(entry.id),
    provider: entry.type === 'adjustment' ? 'OPERATOR' : 'BONUS',
    accountId: entry.accountId,
    amount: fromMinorUnits(entry.balanceDelta, decimals),
    fee: { amount: fromMinorUnits(0n, decimals) },
    type: { name: entry.type as BonusTransactionType | 'adjustment' },
    status: { name: 'completed' },
    rejectionReason: null,
    player: { username: row.username, email: row.email, address: row.address, currency: { code: row.currencyCode } },
    withdrawal: null,
    bonus:
      entry.type === 'adjustment'
        ? undefined
        : {
            name: row.offerName ?? '',
            bonusDelta: fromMinorUnits(entry.bonusDelta, decimals),
            cashDelta: fromMinorUnits(entry.balanceDelta - entry.bonusDelta, decimals),
          },
    createdAt: entry.createdAt.toISOString(),
  }));
}
