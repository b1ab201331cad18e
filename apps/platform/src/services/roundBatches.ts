/**
 * Real-money rounds played together: the rounds that arrive while others are being written share
 * one database transaction (a group commit), so a busy casino pays one BEGIN, one COMMIT and one
 * flush of the write-ahead log for many rounds instead of one each. Each round still runs the whole
 * of its own work (its row, the account's lock and ledger postings, the protection gate, the bonus
 * wallet) in that transaction, one round after the other, exactly as it would alone; the batch
 * locks its accounts first, in one statement (each round's lock then costs no round trip), and
 * writes its rounds' rows in one (each round's work is told whether its row was new).
 *
 * - A round waits only while every batch slot is taken: with a slot free it starts at once, alone
 *   if nothing else is waiting, so a quiet platform answers as fast as before.
 * - An account's rounds are never in two transactions at once (the batches in flight hold disjoint
 *   accounts, so they cannot deadlock on each other's locks); an account's rounds that waited
 *   together run in one batch in the order they came.
 * - A round refused in a batch (too little money, a limit, a replay that differs) rolls the batch
 *   back: its account's rounds up to it are played again alone, in order (it answers its refusal),
 *   and the others go back to be batched again. Its account then plays alone for a while (REFUSED_ALONE_MS), so a
 *   player whose rounds keep being refused costs the others one rolled-back batch, not one each.
 * - A batch the database cannot write (out of reach, a connection lost, a pool with no connection
 *   to give) answers each of its rounds that error at once, as a round alone would (a 503): a page
 *   retries with the same round id, which is the round's idempotency key, so a round whose batch
 *   did commit (the answer lost with the connection) is answered as a replay. A batch that fails
 *   otherwise at its commit is played again round by round, each answering for itself.
 */
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { LedgerScope, WalletService } from './wallet';

/**
 * A round's work in a transaction (the same function a round alone runs in its own). `written`:
 * whether the batch wrote the round's row (false: a round of its id was played before, a replay);
 * undefined when the work writes it itself (a round alone, or a batch without a row writer).
 */
export type RoundWork<T> = (tx: Executor, ledger: LedgerScope, written?: boolean) => Promise<T>;

/**
 * Writes the rows of a batch's rounds in one statement, where the work of each would write its own:
 * answers, for each row in order, whether it was written (false: its id was played before, or by an
 * earlier round of the batch).
 */
export type RowWriter<Row> = (tx: Executor, rows: readonly Row[]) => Promise<boolean[]>;

interface Waiting<Row> {
  accountId: number;
  work: RoundWork<unknown>;
  row: Row | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How long an account whose round was refused in a batch plays its rounds alone. */
export const REFUSED_ALONE_MS = 10_000;

export interface RoundBatchOptions {
  /** Rounds in one transaction at most (1: every round alone). */
  maxRounds: number;
  /** Batches (transactions, pool connections) in flight at once. */
  maxBatches: number;
}

export class RoundBatches<Row = undefined> {
  private readonly waiting: Waiting<Row>[] = [];
  /** Accounts with a round in a batch in flight. */
  private readonly busy = new Set<number>();
  /** Accounts whose round was refused in a batch lately: their rounds are played alone. */
  private readonly alone = new LRUCache<number, true>({ max: 10_000, ttl: REFUSED_ALONE_MS });
  private inFlight = 0;

  constructor(
    private readonly wallet: Pick<WalletService, 'transact'>,
    private readonly options: RoundBatchOptions,
    /** Writes a batch's rows in one statement (none: each round's work writes its own). */
    private readonly writeRows?: RowWriter<Row>,
  ) {}

  /**
   * Plays one round on `accountId`: its work runs in a batch's transaction, or alone. `row`: what
   * the batch's row writer writes for it before the batch's first round.
   */
  play<T>(accountId: number, work: RoundWork<T>, row?: Row): Promise<T> {
    if (this.options.maxRounds <= 1) return this.wallet.transact(work);
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ accountId, work, row, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Starts batches while slots are free and rounds wait whose accounts are not in flight. */
  private pump(): void {
    while (this.inFlight < this.options.maxBatches && this.waiting.length > 0) {
      const batch: Waiting<Row>[] = [];
      const accounts = new Set<number>();
      for (let index = 0; index < this.waiting.length && batch.length < this.options.maxRounds;) {
        const round = this.waiting[index] as Waiting<Row>;
        const alone = this.alone.has(round.accountId);
        if (this.busy.has(round.accountId) || (alone && batch.length > 0)) {
          index += 1;
          continue;
        }
        accounts.add(round.accountId);
        batch.push(round);
        this.waiting.splice(index, 1);
        if (alone) break;
      }
      if (batch.length === 0) return;
      for (const accountId of accounts) this.busy.add(accountId);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        for (const accountId of accounts) this.busy.delete(accountId);
        this.pump();
      });
    }
  }

  private async run(batch: Waiting<Row>[]): Promise<void> {
    if (batch.length === 1) {
      const [round] = batch as [Waiting<Row>];
      await this.playAlone(round);
      return;
    }
    // The round being played when the batch threw: the one refused (none once all were played).
    let playing: Waiting<Row> | undefined;
    let answers: unknown[];
    try {
      answers = await this.wallet.transact(async (tx, ledger) => {
        // The batch's accounts locked in one statement (in the order of their ids), not one a round.
        await ledger.lockAll(batch.map((round) => round.accountId));
        // The rounds' rows in one statement, not one a round (when each round has one).
        const rows = batch.map((round) => round.row);
        const written =
          this.writeRows && rows.every((row) => row !== undefined) ? await this.writeRows(tx, rows) : undefined;
        const answered: unknown[] = [];
        for (const [index, round] of batch.entries()) {
          playing = round;
          answered.push(await round.work(tx, ledger, written?.[index]));
        }
        playing = undefined;
        return answered;
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        // Every round of it would wait for the same database: each answers that at once (a 503 the
        // page retries with the same round id, answered as a replay where the commit did happen).
        for (const round of batch) round.reject(error);
        return;
      }
      const refused = playing;
      if (refused) {
        // Its account's rounds up to it are played again alone, in order (it answers its refusal,
        // or what it does after them); the others go back to be batched again.
        this.alone.set(refused.accountId, true);
        const upTo = batch
          .slice(0, batch.indexOf(refused) + 1)
          .filter((round) => round.accountId === refused.accountId);
        for (const round of upTo) await this.playAlone(round);
        this.waiting.unshift(...batch.filter((round) => !upTo.includes(round)));
        return;
      }
      // Refused at its commit (all of its rounds played): each round alone answers for itself, an
      // account's rounds one after the other in the order they came.
      const byAccount = new Map<number, Waiting<Row>[]>();
      for (const round of batch) byAccount.set(round.accountId, [...(byAccount.get(round.accountId) ?? []), round]);
      await Promise.all(
        [...byAccount.values()].map(async (rounds) => {
          for (const round of rounds) await this.playAlone(round);
        }),
      );
      return;
    }
    batch.forEach((round, index) => round.resolve(answers[index]));
  }

  /** Plays a round in a transaction of its own and answers it. */
  private playAlone(round: Waiting<Row>): Promise<void> {
    return this.wallet.transact(round.work).then(round.resolve, round.reject);
  }
}
