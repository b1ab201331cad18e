import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, ledgerEntries, type LedgerEntryType } from '../db/schema';
import { conflict, invalid, notFound, SAME_KEY_OTHER_DETAILS_MESSAGE, says } from './errors';

export const INSUFFICIENT_BALANCE_MESSAGE = says('money.insufficientBalance');

export interface Posting {
  accountId: number;
  type: LedgerEntryType;
  /** Change of the usable balance, in minor units (negative debits). */
  balanceDelta: bigint;
  /** Change of the amount held for pending withdrawals, in minor units. */
  heldDelta?: bigint;
  /**
   * The part of `balanceDelta` that is bonus money (default 0: cash only). 'cash-first' on a
   * debit (a stake) takes the player's cash first and bonus money for the rest. 'cash-only' takes
   * cash and never bonus money (a stake the player's bonus is not for), like 0 except that a replay
   * of its key does not compare the bonus part (the first posting may have been 'cash-first').
   */
  bonusDelta?: bigint | 'cash-first' | 'cash-only';
  referenceType: string;
  referenceId: string;
  /** The same key on the same account never moves money twice. */
  idempotencyKey: string;
}

export interface PostingResult {
  entryId: number;
  /** The account's owner (whose details and balance push follow the posting). */
  playerId: number;
  balance: bigint;
  held: bigint;
  bonus: bigint;
  /** The bonus part of the posting as applied (for 'cash-first': the bonus money it took; 'cash-only': 0). */
  bonusDelta: bigint;
  /** True when the key had been used before: nothing moved this time. */
  replayed: boolean;
}

/**
 * The only code that changes a balance. Must run inside a transaction: it locks the account row,
 * so concurrent postings on one account are applied one after another, checks the idempotency
 * key, refuses a posting that would make the cash, the bonus money or the held amount negative
 * (so a withdrawal's block, which moves cash only, can never take bonus money), and appends the
 * ledger entry with the figures after it.
 */
export async function post(tx: Executor, posting: Posting, now: Date = new Date()): Promise<PostingResult> {
  const heldDelta = posting.heldDelta ?? 0n;
  const [account] = await tx
    .select({
      id: accounts.id,
      playerId: accounts.playerId,
      balance: accounts.balance,
      held: accounts.held,
      bonus: accounts.bonus,
    })
    .from(accounts)
    .where(eq(accounts.id, posting.accountId))
    .for('update');
  if (!account) throw notFound('Account not found');

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
      previous.heldDelta !== heldDelta ||
      (typeof posting.bonusDelta === 'bigint' && previous.bonusDelta !== posting.bonusDelta)
    ) {
      throw conflict(SAME_KEY_OTHER_DETAILS_MESSAGE);
    }
    return {
      entryId: previous.id,
      playerId: account.playerId,
      balance: account.balance,
      held: account.held,
      bonus: account.bonus,
      bonusDelta: previous.bonusDelta,
      replayed: true,
    };
  }

  const cash = account.balance - account.bonus;
  const bonusDelta =
    posting.bonusDelta === 'cash-first'
      ? -posting.balanceDelta > cash
        ? posting.balanceDelta + cash
        : 0n
      : posting.bonusDelta === 'cash-only'
        ? 0n
        : (posting.bonusDelta ?? 0n);
  const balance = account.balance + posting.balanceDelta;
  const held = account.held + heldDelta;
  const bonus = account.bonus + bonusDelta;
  if (balance - bonus < 0n || bonus < 0n) {
    throw invalid(INSUFFICIENT_BALANCE_MESSAGE, { amount: INSUFFICIENT_BALANCE_MESSAGE });
  }
  if (held < 0n) throw conflict('Nothing is held for this operation');

  await tx
    .update(accounts)
    .set({
      balance: sql`${accounts.balance} + ${posting.balanceDelta}`,
      held: sql`${accounts.held} + ${heldDelta}`,
      bonus: sql`${accounts.bonus} + ${bonusDelta}`,
    })
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
      bonusDelta,
      bonusAfter: bonus,
      referenceType: posting.referenceType,
      referenceId: posting.referenceId,
      idempotencyKey: posting.idempotencyKey,
      // The platform's clock: rolling windows of player protection are read from these times.
      createdAt: now,
    })
    .returning({ id: ledgerEntries.id });
  if (!entry) throw new Error('Ledger entry was not written');
  return { entryId: entry.id, playerId: account.playerId, balance, held, bonus, bonusDelta, replayed: false };
}
