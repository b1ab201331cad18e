import type { PlayerDetails } from '@casino/contract';
import { LRUCache } from 'lru-cache';

/** Players whose details one process keeps at most (about 1 KB each; the least recently read go first). */
export const DETAILS_CACHE_MAX = 20_000;

/**
 * Told after a write that changes what a player's details answer (the players row, an account's
 * balance, a pending e-mail change) has committed. Answers once every platform process has dropped
 * its copy, so the writer's own answer is never followed by a stale read anywhere.
 */
export interface PlayerChanges {
  changed(playerId: number): Promise<void>;
}

/** A read of the details in progress: its answer is kept only if nothing changed meanwhile. */
export interface DetailsRead {
  /**
   * Keeps the answer the read found for `playerId`, unless the player changed (or the cache was
   * emptied) since the read began, or the link is down. `staleAt`: when a pending e-mail change in
   * it expires.
   */
  keep(playerId: number, details: PlayerDetails, staleAt: Date | null): void;
  /** Done with the read (kept or not): call it once, in a finally, after `keep`. */
  end(): void;
}

interface Entry {
  details: PlayerDetails;
  /** When the answer stops being true by time alone (a pending e-mail change expires), in ms. */
  staleAt: number | null;
}

/**
 * The signed-in player's details as GET /api/players/details answers them, kept per process so a
 * read costs no database round trip. Nothing here expires by a TTL: every write that changes the
 * details calls `changed` after its commit, which drops the player's answer here at once and, with
 * Redis, in every other process before it resolves (realtime/detailsRelay.ts); only a pending
 * e-mail change's expiry ends an answer by time, as the query would.
 *
 * A read races the writes: one that queried before a write committed must not keep its answer
 * after that write's `changed`. Each read notes the player's generation when it begins and keeps
 * its answer only if the generation has not moved (as SessionService does with its revocations).
 */
export class PlayerDetailsCache implements PlayerChanges {
  private readonly answers = new LRUCache<number, Entry>({ max: DETAILS_CACHE_MAX });
  /**
   * Generations of the players being read, kept only while a read of them is in progress (so the
   * map stays as small as the reads in flight): a change moves the player's generation on.
   */
  private readonly generations = new Map<number, { generation: number; readers: number }>();
  /** Every change of any player: a read that did not know its player keeps its answer only if none came. */
  private changes = 0;
  /** Moves on when the cache is emptied (the link to the other processes dropped or came back). */
  private clears = 0;
  private readonly listeners: ((playerIds: number[]) => Promise<void>)[] = [];
  /** With Redis: false while the link is down, when another process's change could not reach this one. */
  private linkUp: () => boolean = () => true;

  /** A listener that tells the other processes (see realtime/detailsRelay.ts); `changed` waits for it. */
  onChanged(listener: (playerIds: number[]) => Promise<void>): void {
    this.listeners.push(listener);
  }

  /**
   * Serves and keeps answers only while `linkUp` says so: a process that cannot hear the other
   * processes' changes reads the database instead.
   */
  useWhile(linkUp: () => boolean): void {
    this.linkUp = linkUp;
  }

  async changed(playerId: number): Promise<void> {
    this.forget([playerId]);
    await Promise.all(this.listeners.map((listener) => listener([playerId])));
  }

  /** Drops these players' answers and spoils the reads of them in progress (a change here or elsewhere). */
  forget(playerIds: number[]): void {
    this.changes += 1;
    for (const playerId of playerIds) {
      this.answers.delete(playerId);
      const reading = this.generations.get(playerId);
      if (reading) reading.generation += 1;
    }
  }

  /** Drops every answer and spoils every read in progress. */
  clear(): void {
    this.clears += 1;
    this.changes += 1;
    this.answers.clear();
  }

  /** The player's kept answer, if it is still true. */
  get(playerId: number): PlayerDetails | undefined {
    if (!this.linkUp()) return undefined;
    const entry = this.answers.get(playerId);
    if (!entry) return undefined;
    if (entry.staleAt !== null && entry.staleAt <= Date.now()) {
      this.answers.delete(playerId);
      return undefined;
    }
    return entry.details;
  }

  /**
   * Begins a read, before its query: of `playerId`, or of a player the query will name (then any
   * change of any player meanwhile spoils it).
   */
  beginRead(playerId?: number): DetailsRead {
    const clears = this.clears;
    if (playerId === undefined) {
      const changes = this.changes;
      return {
        keep: (readPlayerId, details, staleAt) => {
          if (this.changes === changes && this.clears === clears) this.store(readPlayerId, details, staleAt);
        },
        end: () => undefined,
      };
    }
    let reading = this.generations.get(playerId);
    if (!reading) {
      reading = { generation: 0, readers: 0 };
      this.generations.set(playerId, reading);
    }
    reading.readers += 1;
    const tracked = reading;
    const generation = tracked.generation;
    let ended = false;
    return {
      keep: (readPlayerId, details, staleAt) => {
        if (ended || readPlayerId !== playerId || tracked.generation !== generation || this.clears !== clears) return;
        this.store(playerId, details, staleAt);
      },
      end: () => {
        if (ended) return;
        ended = true;
        tracked.readers -= 1;
        if (tracked.readers === 0) this.generations.delete(playerId);
      },
    };
  }

  private store(playerId: number, details: PlayerDetails, staleAt: Date | null): void {
    if (!this.linkUp()) return;
    this.answers.set(playerId, { details, staleAt: staleAt ? staleAt.getTime() : null });
  }
}
