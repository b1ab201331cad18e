import { fromMinorUnits } from '@casino/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { accounts, currencies, players } from '../db/schema';
import { lockAccount, lockAccounts, type LockedAccount, post, type Posting, type PostingResult } from './ledger';

/** An account as the API shows it (spec point 3): the balance is a decimal string. */
export interface AccountView {
  id: number;
  type: string;
  /** Cash and bonus together. */
  value: string;
  /** The withdrawable part of value. */
  cash: string;
  /** The bonus money in value, which wagering may turn into cash. */
  bonus: string;
  held: string;
  currency: { code: string; symbolNative: string };
}

/** The columns an AccountView is made of (accounts joined with currencies), for `toAccountView`. */
export const accountViewColumns = {
  id: accounts.id,
  type: accounts.type,
  balance: accounts.balance,
  held: accounts.held,
  bonus: accounts.bonus,
  code: currencies.code,
  symbolNative: currencies.symbolNative,
  decimals: currencies.decimals,
};

export function toAccountView(row: {
  id: number;
  type: string;
  balance: bigint;
  held: bigint;
  bonus: bigint;
  code: string;
  symbolNative: string;
  decimals: number;
}): AccountView {
  return {
    id: row.id,
    type: row.type,
    value: fromMinorUnits(row.balance, row.decimals),
    cash: fromMinorUnits(row.balance - row.bonus, row.decimals),
    bonus: fromMinorUnits(row.bonus, row.decimals),
    held: fromMinorUnits(row.held, row.decimals),
    currency: { code: row.code, symbolNative: row.symbolNative },
  };
}

/** Told after a transaction that moved money commits: the socket layer pushes `balanceUpdate`. */
export interface BalanceListener {
  (playerId: number): void | Promise<void>;
}

/**
 * Told inside the transaction of every posting that moved money (not replays), so other rules
 * (bonus wagering, for one) change in the same transaction as the money.
 */
export interface PostingListener {
  (tx: Executor, posting: Posting, result: PostingResult, ledger: LedgerScope): Promise<void>;
}

export interface LedgerScope {
  post(posting: Posting): Promise<PostingResult>;
  /**
   * Locks the account row for the rest of the transaction and answers its figures. The scope
   * keeps the figures of the accounts it has locked, as its postings change them (nothing else
   * changes a balance, and the lock keeps other transactions out), so a posting on an account
   * already locked in this transaction does not lock it again: one round trip less a posting.
   */
  lock(accountId: number): Promise<LockedAccount | null>;
  /**
   * Locks several accounts at once (one statement, in the order of their ids) and keeps their
   * figures as `lock` does: the rounds of a batch lock their accounts in one round trip, not one each.
   * Player protection then reads ahead what their owners' stakes are checked against (one statement).
   */
  lockAll(accountIds: readonly number[]): Promise<void>;
}

/**
 * Player protection's check of every stake (the `ProtectionGate`'s `checkStake`), a required part
 * of the wallet: it runs inside the stake's own transaction after the ledger locked the account
 * row, before any posting listener (bonus wagering), so a refused stake stops before anything
 * else counts it and two concurrent stakes are checked one after the other.
 */
export interface StakeCheck {
  /** `playerId`: the account's owner when the caller knows it (the posting's result), saving a read. */
  checkStake(tx: Executor, posting: Posting, playerId?: number): Promise<void>;
  /**
   * Writes what the transaction's stakes and wins counted (their play sessions), in one statement:
   * the wallet calls it once its work is done, before the commit.
   */
  settle(tx: Executor): Promise<void>;
  /**
   * Reads what the coming stakes of several players (a batch of rounds, their accounts locked) will
   * be checked against, in one statement, so each player's first stake does not read it again.
   */
  readAheadStakes(tx: Executor, playerIds: readonly number[]): Promise<void>;
}

export class WalletService {
  private listeners: BalanceListener[] = [];
  private postingListeners: PostingListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Player protection: no stake is posted without it. */
    private readonly protection: StakeCheck,
  ) {}

  onBalanceChange(listener: BalanceListener): void {
    this.listeners.push(listener);
  }

  onPosting(listener: PostingListener): void {
    this.postingListeners.push(listener);
  }

  /**
   * Runs `work` in one database transaction with a ledger scope. When it commits, every player
   * whose balance moved is announced, so the socket push never reports a rolled-back change. The
   * players are noted as the postings lock their accounts: no read after the commit can fail and
   * leave a change untold.
   */
  async transact<T>(work: (tx: Executor, ledger: LedgerScope) => Promise<T>): Promise<T> {
    const moved = new Set<number>();
    const announce = () =>
      Promise.all([...moved].flatMap((playerId) => this.listeners.map((listener) => listener(playerId))));
    let result: T;
    try {
      result = await this.db.transaction(async (tx) => {
        // The figures of the accounts this transaction has locked, as its postings left them.
        const locked = new Map<number, LockedAccount>();
        const ledger: LedgerScope = {
          lock: async (accountId) => {
            const known = locked.get(accountId);
            if (known) return known;
            const account = await lockAccount(tx, accountId);
            if (account) locked.set(accountId, account);
            return account;
          },
          lockAll: async (accountIds) => {
            const unknown = [...new Set(accountIds)].filter((accountId) => !locked.has(accountId));
            const found = await lockAccounts(tx, unknown);
            for (const account of found) locked.set(account.id, account);
            await this.protection.readAheadStakes(
              tx,
              found.map((account) => account.playerId),
            );
          },
          post: async (posting) => {
            const outcome = await post(tx, posting, this.clock.now(), locked.get(posting.accountId));
            // Without `hasActiveBonus`: a bonus may have been granted or ended with this posting.
            locked.set(posting.accountId, {
              id: posting.accountId,
              playerId: outcome.playerId,
              balance: outcome.balance,
              held: outcome.held,
              bonus: outcome.bonus,
            });
            if (!outcome.replayed) {
              moved.add(outcome.playerId);
              await this.protection.checkStake(tx, posting, outcome.playerId);
              for (const listener of this.postingListeners) await listener(tx, posting, outcome, ledger);
            }
            return outcome;
          },
        };
        const value = await work(tx, ledger);
        await this.protection.settle(tx);
        return value;
      });
    } catch (error) {
      // A COMMIT cut off by a lost connection may have committed all the same: the players are
      // announced anyway (their kept details dropped, their balance pushed as the database has it
      // once it is back), which costs a re-read when it was rolled back. A refusal (a limit, too
      // little money) rolled back for sure and is not announced. The transaction's error is the answer.
      if (isDatabaseUnavailable(error)) await announce().catch(() => undefined);
      throw error;
    }
    await announce();
    return result;
  }

  /** Opens the player's `combined` account in their currency (at sign-up). */
  async openAccount(tx: Executor, playerId: number, currencyCode: string): Promise<number> {
    const [account] = await tx
      .insert(accounts)
      .values({ playerId, type: 'combined', currencyCode })
      .returning({ id: accounts.id });
    if (!account) throw new Error('Account was not created');
    return account.id;
  }

  async accountsOf(playerId: number, executor: Executor = this.db): Promise<AccountView[]> {
    const rows = await executor
      .select(accountViewColumns)
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(eq(accounts.playerId, playerId))
      .orderBy(asc(accounts.id));
    return rows.map(toAccountView);
  }

  /**
   * The players' accounts and uuids in one query, as balance pushes need them (read once per
   * change, whatever the number of the player's sockets; the push queue reads many players at
   * once); a player with no account is left out.
   */
  async balancesToPush(playerIds: number[]): Promise<Map<number, { playerUuid: string; accounts: AccountView[] }>> {
    const found = new Map<number, { playerUuid: string; accounts: AccountView[] }>();
    if (playerIds.length === 0) return found;
    const rows = await this.db
      .select({ ...accountViewColumns, playerId: accounts.playerId, playerUuid: players.uuid })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .innerJoin(players, eq(players.id, accounts.playerId))
      .where(inArray(accounts.playerId, playerIds))
      .orderBy(asc(accounts.id));
    for (const row of rows) {
      const player = found.get(row.playerId) ?? { playerUuid: row.playerUuid, accounts: [] };
      player.accounts.push(toAccountView(row));
      found.set(row.playerId, player);
    }
    return found;
  }

  /** The player's combined account with its currency's decimals, for services that move money. */
  async combinedAccount(playerId: number, executor: Executor = this.db) {
    const [row] = await executor
      .select({ id: accounts.id, currencyCode: accounts.currencyCode, decimals: currencies.decimals })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')))
      .limit(1);
    return row ?? null;
  }
}
