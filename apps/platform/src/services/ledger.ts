import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, ledgerEntries, type LedgerEntryType } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';

export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance';

export interface Posting {
  accountId: number;
  type: LedgerEntryType;
  /** Change of the usable balance, in minor units (negative debits). */
  balanceDelta: bigint;
  /** Change of the amount held for pending withdrawals, in minor units. */
  heldDelta?: bigint;
  referenceType: string;
  referenceId: string;
  /** The same key on the same account never moves money twice. */
  idempotencyKey: string;
}

export interface PostingResult {
  entryId: number;
  balance: bigint;
  held: bigint;
  /** True when the key had been used before: nothing moved this time. */
  replayed: boolean;
}

/**
 * The only code that changes a balance. Must run inside a transaction: it locks the account row,
 * so concurrent postings on one account are applied one after another, checks the idempotency
 * key, refuses a posting that would make the balance or the held amount negative, and appends
 * the ledger entry with the figures after it.
 */
export async function post(tx: Executor, posting: Posting): Promise<PostingResult> {
  const heldDelta = posting.heldDelta ?? 0n;
  const [account] = await tx
    .select({ id: accounts.id, balance: accounts.balance, held: accounts.held })
    .from(accounts)
    .where(eq(accounts.id, posting.accountId))
    .for('update');
  if (!account) throw new ApiError(404, 'Account not found');

  const [previous] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.accountId, posting.accountId), eq(ledgerEntries.idempotencyKey, posting.idempotencyKey)),
    );
  if (previous) {
    if (
      previous.type !== posting.type ||
      previous.balanceDelta !== posting.balanceDelta ||
      previous.heldDelta !== heldDelta
    ) {
      throw new ApiError(409, 'This request was already made with different details');
    }
    return { entryId: previous.id, balance: account.balance, held: account.held, replayed: true };
  }

  const balance = account.balance + posting.balanceDelta;
  const held = account.held + heldDelta;
  if (balance < 0n) throw badRequest(INSUFFICIENT_BALANCE_MESSAGE, { amount: INSUFFICIENT_BALANCE_MESSAGE });
  if (held < 0n) throw new ApiError(409, 'Nothing is held for this operation');

  await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${posting.balanceDelta}`, held: sql`${accounts.held} + ${heldDelta}` })
    .where(eq(accounts.id, posting.accountId));
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: posting.accountId,
      type: posting.type,
      balanceDelta: posting.balanceDelta,
      heldDelta,
      balanceAfter: balance,
      heldAfter: held,
      referenceType: posting.referenceType,
      referenceId: posting.referenceId,
      idempotencyKey: posting.idempotencyKey,
    })
    .returning({ id: ledgerEntries.id });
  if (!entry) throw new Error('Ledger entry was not written');
  return { entryId: entry.id, balance, held, replayed: false };
}
