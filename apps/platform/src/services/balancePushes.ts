import { LRUCache } from 'lru-cache';
import type { WarnLog } from '../db/client';
import { innermostReason } from '../db/unavailable';
import type { Realtime } from '../realtime/socket';
import type { AccountView } from './wallet';

/** Reads the players' balances as a push sends them (a player with no account is left out). */
export type BalanceReader = (
  playerIds: number[],
) => Promise<Map<number, { playerUuid: string; accounts: AccountView[] }>>;

/** Players read in one query. */
export const PUSH_BATCH = 500;
/** The first wait before a failed read is tried again; it doubles up to PUSH_RETRY_MAX_MS. */
export const PUSH_RETRY_MIN_MS = 100;
export const PUSH_RETRY_MAX_MS = 5_000;
/**
 * A push sent this shortly before the Redis link was found down may have been lost on its way to
 * the other processes (a command in flight on a link that breaks is dropped): it is sent again
 * when the link is back. Above the link's heartbeat limit (a second) with room to spare.
 */
export const PUSH_RECENT_MS = 3_000;
/** Players whose pushes wait for the link to come back, at most (the oldest are dropped, and logged). */
const MISSED_MAX = 100_000;

type Scope = 'everywhere' | 'here';

/**
 * The balance pushes (`balanceUpdate`): a committed change of a player's money is pushed to every
 * socket of that player, on every process, and is never skipped.
 *
 * - The balance is read after the commit, by a queue that reads the players in waiting in one
 *   query and tries again (100 ms, doubling up to 5 s) while the database cannot answer (a pool
 *   exhausted by a burst of money calls, an outage): the push waits, it is not dropped. A change
 *   that comes while its player's read is in flight is read again after it, so the last push
 *   always shows the last commit.
 * - While the Redis link is down a push reaches this process's sockets only (the streams adapter
 *   would hold even those until the link is back): the players are noted, with those pushed just
 *   before the link was found down, and pushed again to every process when it is back. Each
 *   process also pushes every socket it holds again then, for what the others could not tell it.
 */
export class BalancePushes {
  private readonly pending = new Map<number, Scope>();
  private readonly recent = new LRUCache<number, true>({ max: 50_000, ttl: PUSH_RECENT_MS });
  private readonly missed = new Set<number>();
  /** Callers of `changed` waiting for their player's first read to be tried. */
  private readonly firstTry = new Map<number, (() => void)[]>();
  private draining: Promise<void> | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly realtime: Pick<Realtime, 'pushBalances' | 'onLink' | 'localPlayers'>,
    private readonly read: BalanceReader,
    private readonly log: WarnLog,
  ) {
    realtime.onLink((linked) => (linked ? this.linkBack() : this.linkLost()));
  }

  /**
   * A committed change of the player's balance (or one whose commit is uncertain): push it.
   * Resolves once the first read for it was tried: sent when the database answered (so the money
   * call's answer follows its push, as clients expect), else left to the queue's retries (the
   * answer does not wait for a database that cannot answer). Never rejects.
   */
  changed(playerId: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const tried = new Promise<void>((resolve) => {
      const waiting = this.firstTry.get(playerId);
      if (waiting) waiting.push(resolve);
      else this.firstTry.set(playerId, [resolve]);
    });
    this.want([playerId], 'everywhere');
    return tried;
  }

  /** Resolves once every push asked for so far has been sent (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
    for (const [playerId] of this.firstTry) this.tried(playerId);
  }

  private tried(playerId: number): void {
    const waiting = this.firstTry.get(playerId);
    if (!waiting) return;
    this.firstTry.delete(playerId);
    for (const resolve of waiting) resolve();
  }

  /** The callers waiting for these players' reads, taken as the read starts (later callers wait for the next). */
  private takeWaiting(playerIds: number[]): () => void {
    const taken = playerIds.flatMap((playerId) => {
      const waiting = this.firstTry.get(playerId) ?? [];
      this.firstTry.delete(playerId);
      return waiting;
    });
    return () => {
      for (const resolve of taken) resolve();
    };
  }

  private linkLost(): void {
    for (const playerId of this.recent.keys()) this.miss(playerId);
  }

  private linkBack(): void {
    const missed = [...this.missed];
    this.missed.clear();
    this.want(missed, 'everywhere');
    this.want(this.realtime.localPlayers(), 'here');
  }

  private miss(playerId: number): void {
    if (this.missed.size >= MISSED_MAX) {
      const [oldest] = this.missed;
      if (oldest !== undefined) this.missed.delete(oldest);
      this.log.warn({ playerId: oldest }, 'balance push to other processes dropped: too many waiting for Redis');
    }
    this.missed.add(playerId);
  }

  private want(playerIds: number[], scope: Scope): void {
    if (this.stopped) return;
    for (const playerId of playerIds) {
      if (this.pending.get(playerId) !== 'everywhere') this.pending.set(playerId, scope);
    }
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
      // A want() that came after the loop's last look starts it again.
      if (this.pending.size > 0 && !this.stopped) this.want([], 'here');
    });
  }

  private async drain(): Promise<void> {
    let retryIn = PUSH_RETRY_MIN_MS;
    while (this.pending.size > 0 && !this.stopped) {
      const batch = [...this.pending].slice(0, PUSH_BATCH);
      for (const [playerId] of batch) this.pending.delete(playerId);
      const tried = this.takeWaiting(batch.map(([playerId]) => playerId));
      let found: Awaited<ReturnType<BalanceReader>>;
      try {
        found = await this.read(batch.map(([playerId]) => playerId));
        retryIn = PUSH_RETRY_MIN_MS;
      } catch (error) {
        // Back in the queue (unless asked again meanwhile, everywhere winning), after a wait.
        for (const [playerId, scope] of batch) {
          if (this.pending.get(playerId) !== 'everywhere') this.pending.set(playerId, scope);
        }
        this.log.warn(
          { players: batch.length, retryInMs: retryIn, reason: innermostReason(error) },
          'balance push waits for the database',
        );
        tried();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryIn);
          timer.unref();
          this.wake = resolve;
        });
        this.wake = undefined;
        retryIn = Math.min(retryIn * 2, PUSH_RETRY_MAX_MS);
        continue;
      }
      for (const [playerId, scope] of batch) {
        const balances = found.get(playerId);
        if (!balances) continue;
        const everywhere = this.realtime.pushBalances(balances.playerUuid, balances.accounts, scope);
        if (scope === 'here') continue;
        if (everywhere) this.recent.set(playerId, true);
        else this.miss(playerId);
      }
      tried();
    }
  }
}
