// The ledger checks of the fault tests: after a crash, a database restart or a killed process,
// every acknowledged money operation is in the books once, on its account, and every balance is
// the sum of its ledger entries.
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { accounts, ledgerEntries, players } from '../src/db/schema';
import type { Confirmed } from './moneyLoad';

export async function expectBooksHold(
  db: Database,
  options: {
    confirmed: Confirmed[];
    /** The account an operation must have moved. */
    accountOf: (operation: Confirmed) => number | undefined;
    /** Only these accounts' balances are checked (default: every account). */
    accountIds?: number[];
  },
): Promise<void> {
  const keys = options.confirmed.map((operation) => operation.idempotencyKey);
  const entries = keys.length
    ? await db
        .select({ key: ledgerEntries.idempotencyKey, accountId: ledgerEntries.accountId })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.idempotencyKey, keys))
    : [];
  const found = new Map(entries.map((entry) => [entry.key, entry.accountId]));
  const lost = options.confirmed.filter((operation) => !found.has(operation.idempotencyKey));
  expect(lost, 'acknowledged operations missing from the ledger').toEqual([]);
  expect(entries.length, 'ledger entries per acknowledged operation').toBe(keys.length);
  for (const operation of options.confirmed) {
    expect(found.get(operation.idempotencyKey), operation.idempotencyKey).toBe(options.accountOf(operation));
  }

  const books = await db
    .select({
      id: accounts.id,
      balance: accounts.balance,
      held: accounts.held,
      ledgerBalance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)::text`,
      ledgerHeld: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)::text`,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .where(options.accountIds ? inArray(accounts.id, options.accountIds) : undefined)
    .groupBy(accounts.id);
  expect(books.length).toBeGreaterThan(0);
  for (const book of books) {
    expect({ id: book.id, balance: book.balance, held: book.held }).toEqual({
      id: book.id,
      balance: BigInt(book.ledgerBalance),
      held: BigInt(book.ledgerHeld),
    });
  }
}

/** Each player's account id, by player uuid (the books of a platform that ran in another process). */
export async function accountsByPlayer(db: Database, of: { uuid: string }[]): Promise<Map<string, number>> {
  const owners = await db
    .select({ uuid: players.uuid, accountId: accounts.id })
    .from(accounts)
    .innerJoin(players, eq(players.id, accounts.playerId))
    .where(
      inArray(
        players.uuid,
        of.map((player) => player.uuid),
      ),
    );
  return new Map(owners.map((owner) => [owner.uuid, owner.accountId]));
}
