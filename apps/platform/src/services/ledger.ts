import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { prepared, rawStatement } from '../db/prepared';
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
  /**
   * Whether the owner had a bonus in progress as the posting's own statement wrote the account row
   * (its latest version: every write of this transaction before it, a grant's included). Absent on
   * a replay, which wrote nothing.
   */
  hasActiveBonus?: boolean;
}

const p = sql.placeholder;

/** The columns of an account a locking statement reads (a `LockedAccount`). */
const lockedAccountColumns = {
  id: accounts.id,
  playerId: accounts.playerId,
  balance: accounts.balance,
  held: accounts.held,
  bonus: accounts.bonus,
  hasActiveBonus: accounts.hasActiveBonus,
};

/** The account's figures, its row locked for the transaction. */
const lockedAccount = prepared('ledger_lock_account', (db) =>
  db
    .select(lockedAccountColumns)
    .from(accounts)
    .where(eq(accounts.id, p('accountId')))
    .for('update'),
);

/**
 * Several accounts' figures, their rows locked for the transaction in one statement, in the order
 * of their ids (two transactions locking overlapping sets this way cannot deadlock on them).
 */
const lockedAccounts = prepared('ledger_lock_accounts', (db) =>
  db
    .select(lockedAccountColumns)
    .from(accounts)
    .where(sql`${accounts.id} = any(${p('accountIds')}::int[])`)
    .orderBy(accounts.id)
    .for('update'),
);

/**
 * One statement (one round trip) with the account row already locked, so its snapshot sees
 * every entry committed before the lock was granted: the key's earlier entry if there is one,
 * else the account's new figures and the new entry.
 */
const writeEntry = prepared('ledger_post', (db) =>
  rawStatement<WrittenRow>(
    db,
    sql`
    with previous as (
      select id, type, balance_delta, held_delta, bonus_delta from ${ledgerEntries}
      where account_id = ${p('accountId')} and idempotency_key = ${p('idempotencyKey')}
    ),
    moved as (
      update ${accounts}
      set balance = balance + ${p('balanceDelta')}::bigint,
          held = held + ${p('heldDelta')}::bigint,
          bonus = bonus + ${p('bonusDelta')}::bigint
      where id = ${p('accountId')} and not exists (select 1 from previous)
      returning id, has_active_bonus
    ),
    entry as (
      insert into ${ledgerEntries} (account_id, type, balance_delta, held_delta, balance_after, held_after,
        bonus_delta, bonus_after, reference_type, reference_id, idempotency_key, created_at)
      select id, ${p('type')}, ${p('balanceDelta')}::bigint, ${p('heldDelta')}::bigint,
        ${p('balance')}::bigint, ${p('held')}::bigint, ${p('bonusDelta')}::bigint, ${p('bonus')}::bigint,
        ${p('referenceType')}, ${p('referenceId')}, ${p('idempotencyKey')},
        ${p('now')}::timestamptz
      from moved
      returning id
    )
    select entry.id::text as entry_id, previous.id::text as previous_id, previous.type as previous_type,
      previous.balance_delta::text as previous_balance_delta, previous.held_delta::text as previous_held_delta,
      previous.bonus_delta::text as previous_bonus_delta, moved.has_active_bonus
    from (select 1) as one left join entry on true left join previous on true left join moved on true`,
  ),
);

/** An account's figures, read with its row locked in the current transaction. */
export interface LockedAccount {
  id: number;
  playerId: number;
  balance: bigint;
  held: bigint;
  bonus: bigint;
  /**
   * Whether the owner has a bonus in progress, as the locking statement read the row (its latest
   * committed version: a grant that held the lock is seen). Unknown (absent) once a posting of this
   * transaction has changed the figures: a bonus may have been granted or ended with it.
   */
  hasActiveBonus?: boolean;
}

/** Locks the account row for the rest of the transaction and answers its figures (null: no such account). */
export async function lockAccount(tx: Executor, accountId: number): Promise<LockedAccount | null> {
  const [account] = await lockedAccount(tx, { accountId });
  return account ?? null;
}

/** Locks several account rows for the rest of the transaction, in one statement; answers the figures of those that exist. */
export async function lockAccounts(tx: Executor, accountIds: readonly number[]): Promise<LockedAccount[]> {
  if (accountIds.length === 0) return [];
  return lockedAccounts(tx, { accountIds: [...accountIds] });
}

/**
 * The only code that changes a balance. Must run inside a transaction: it locks the account row,
 * so concurrent postings on one account are applied one after another, checks the idempotency
 * key, refuses a posting that would make the cash, the bonus money or the held amount negative
 * (so a withdrawal's block, which moves cash only, can never take bonus money), and appends the
 * ledger entry with the figures after it. `locked`: the account's figures as this transaction
 * locked them (`lockAccount`) and has changed them since (only postings do), which saves the lock's
 * round trip; the row is locked again otherwise.
 */
export async function post(
  tx: Executor,
  posting: Posting,
  now: Date = new Date(),
  locked?: LockedAccount,
): Promise<PostingResult> {
  const heldDelta = posting.heldDelta ?? 0n;
  const account = locked?.id === posting.accountId ? locked : await lockAccount(tx, posting.accountId);
  if (!account) throw notFound('Account not found');

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
  const replayOf = (previous: Previous): PostingResult => {
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
  };
  if (balance - bonus < 0n || bonus < 0n || held < 0n) {
    // Refused, unless the key was used before (a replay answers what it did then).
    const previous = await previousEntry(tx, posting);
    if (previous) return replayOf(previous);
    if (balance - bonus < 0n || bonus < 0n) {
      throw invalid(INSUFFICIENT_BALANCE_MESSAGE, { amount: INSUFFICIENT_BALANCE_MESSAGE });
    }
    throw conflict('Nothing is held for this operation');
  }

  // The account row is locked: one statement finds the key's earlier entry or writes the new one.
  const written = await writeEntry(tx, {
    accountId: posting.accountId,
    idempotencyKey: posting.idempotencyKey,
    type: posting.type,
    balanceDelta: String(posting.balanceDelta),
    heldDelta: String(heldDelta),
    bonusDelta: String(bonusDelta),
    balance: String(balance),
    held: String(held),
    bonus: String(bonus),
    referenceType: posting.referenceType,
    referenceId: posting.referenceId,
    now: now.toISOString(),
  });
  const [row] = written.rows;
  if (row?.previous_id != null) {
    return replayOf({
      id: Number(row.previous_id),
      type: row.previous_type as LedgerEntryType,
      balanceDelta: BigInt(row.previous_balance_delta ?? 0),
      heldDelta: BigInt(row.previous_held_delta ?? 0),
      bonusDelta: BigInt(row.previous_bonus_delta ?? 0),
    });
  }
  if (row?.entry_id == null) throw new Error('Ledger entry was not written');
  return {
    entryId: Number(row.entry_id),
    playerId: account.playerId,
    balance,
    held,
    bonus,
    bonusDelta,
    replayed: false,
    hasActiveBonus: row.has_active_bonus ?? false,
  };
}

interface Previous {
  id: number;
  type: LedgerEntryType;
  balanceDelta: bigint;
  heldDelta: bigint;
  bonusDelta: bigint;
}

interface WrittenRow {
  entry_id: string | null;
  previous_id: string | null;
  previous_type: string | null;
  previous_balance_delta: string | null;
  previous_held_delta: string | null;
  previous_bonus_delta: string | null;
  has_active_bonus: boolean | null;
}

/** The entry an idempotency key already made on the account, if any. */
async function previousEntry(tx: Executor, posting: Posting): Promise<Previous | null> {
  const [previous] = await tx
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      balanceDelta: ledgerEntries.balanceDelta,
      heldDelta: ledgerEntries.heldDelta,
      bonusDelta: ledgerEntries.bonusDelta,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.accountId, posting.accountId), eq(ledgerEntries.idempotencyKey, posting.idempotencyKey)),
    );
  return previous ?? null;
}
