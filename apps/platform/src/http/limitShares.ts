// What the rate limits do while Redis is out of reach. The counters are shared through Redis, so
// with several processes behind a balancer a limit of 5 allows 5 in all. When Redis goes away
// each process can only count what it sees itself: with a whole budget each, two processes would
// allow 10 wrong passwords instead of 5. So while the link is down a process allows its share of
// each budget only: the budget split among the processes that were alive when Redis last answered
// (each process writes a heartbeat there; `createProcessShares`), so that the shares add up to the
// budget exactly (5 over two processes: 3 and 2). Each process also counts locally everything it
// sees while Redis is up, so an outage starts from what it saw, not from zero.
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import type { createClient } from 'redis';
import { innermostReason } from '../db/unavailable';
import { serviceUnavailable } from './errors';

type RedisClient = ReturnType<typeof createClient>;

interface WarnLog {
  warn(object: object, message: string): void;
}

/** How often the limits' Redis link is asked to answer (PING). */
export const LIMITS_HEARTBEAT_MS = 250;
/** A link whose last answered PING was sent longer ago than this is down: the local shares apply. */
export const LIMITS_LINK_STALE_MS = 1_000;
/** A counter's command unanswered after this long is answered from the local share (a stalled Redis). */
export const LIMITS_COMMAND_TIMEOUT_MS = 500;
/** How often a process writes its heartbeat and reads who else is alive. */
export const PROCESS_BEAT_MS = 2_000;
/** A process whose heartbeat is older than this is no longer counted. */
export const PROCESS_TTL_MS = 10_000;
/** Local counts kept at most, over every limit (the least recently used go first). */
const LOCAL_KEYS_MAX = 100_000;

/**
 * The share of a budget of `max` that process number `rank` of `processes` may allow: the
 * budget divided evenly, the first processes (in the order of their ids, which every process
 * reads the same) taking one each of what is left over. The shares add up to `max`.
 */
export function shareOf(max: number, processes: number, rank: number): number {
  const count = Math.max(1, processes);
  const position = rank >= 0 && rank < count ? rank : count - 1;
  return Math.floor(max / count) + (position < max % count ? 1 : 0);
}

/** The platform processes sharing the limits, as this one last saw them in Redis. */
export interface ProcessShares {
  /** Whether the limits' Redis link is up and answering (its heartbeat heard within a second). */
  linked(): boolean;
  /** This process's share of a budget of `max` while the link is down. */
  share(max: number): number;
  /** How many processes were alive at the last heartbeat, and this one's rank among them. */
  readonly processes: { count: number; rank: number };
  close(): Promise<void>;
}

// Registers this process and answers every process alive (by the server's clock, so the
// machines' clocks do not matter), in the order of their ids.
const BEAT_SCRIPT = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], ms, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms - tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
table.sort(members)
return members
`;

export async function createProcessShares(
  redis: RedisClient,
  options: { prefix: string; log: WarnLog },
): Promise<ProcessShares> {
  const id = randomUUID();
  const key = `${options.prefix}:limits:processes`;
  const processes = { count: 1, rank: 0 };
  /**
   * Every process seen in a heartbeat within PROCESS_TTL_MS (on this process's clock), this one
   * among them: a Redis that restarted empty lists the processes only as they beat again, and one
   * that dies again meanwhile must not leave a process thinking it is alone.
   */
  const seen = new Map<string, number>([[id, performance.now()]]);
  const beat = async () => {
    const members = (await redis.eval(BEAT_SCRIPT, { keys: [key], arguments: [id, String(PROCESS_TTL_MS)] })) as
      string[] | null;
    const now = performance.now();
    for (const member of Array.isArray(members) ? members : []) seen.set(String(member), now);
    seen.set(id, now);
    for (const [member, at] of seen) if (now - at > PROCESS_TTL_MS) seen.delete(member);
    const list = [...seen.keys()].sort();
    processes.count = list.length;
    processes.rank = list.indexOf(id);
  };
  // A server that refuses the script (scripting turned off) leaves this process alone with the
  // whole budgets while Redis is down, as before shares: said once, at the start.
  await beat().catch((error: unknown) =>
    options.log.warn({ reason: innermostReason(error) }, 'rate limits: process heartbeat not written'),
  );

  let heardAt = performance.now();
  let pinging = false;
  let beats = 0;
  const timer = setInterval(() => {
    if (pinging || !redis.isReady) return;
    pinging = true;
    const sent = performance.now();
    beats += 1;
    const register = beats % Math.round(PROCESS_BEAT_MS / LIMITS_HEARTBEAT_MS) === 0;
    redis
      .ping()
      .then(async () => {
        heardAt = sent;
        if (register) await beat();
      })
      .catch((error: unknown) => {
        // The client reconnects by itself; meanwhile the shares apply.
        if (register)
          options.log.warn({ reason: innermostReason(error) }, 'rate limits: process heartbeat not written');
      })
      .finally(() => {
        pinging = false;
      });
  }, LIMITS_HEARTBEAT_MS);
  timer.unref();

  return {
    processes,
    linked: () => redis.isReady && performance.now() - heardAt < LIMITS_LINK_STALE_MS,
    share: (max) => shareOf(max, processes.count, processes.rank),
    async close() {
      clearInterval(timer);
      // The others stop counting this process at once rather than after PROCESS_TTL_MS.
      if (redis.isReady) {
        await Promise.race([
          redis.zRem(key, id).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, LIMITS_COMMAND_TIMEOUT_MS)),
        ]);
      }
    },
  };
}

/** What one process counted for one key of one limit, in a window starting at its first event. */
interface Tally {
  consumed: number;
  resetAt: number;
}

/** Where one process keeps its local counts, for every counter of its store. */
export type LocalTallies = LRUCache<string, Tally>;
export const createLocalTallies = (): LocalTallies => new LRUCache<string, Tally>({ max: LOCAL_KEYS_MAX });

const DOWN = Symbol('redis down');

/**
 * A counter shared through Redis while the link answers, and this process's share of the budget
 * while it does not (see the top of this file). Behaves as a rate-limiter-flexible counter of
 * `points` per `duration` seconds for what the limits use (consume, get, penalty, reward, delete):
 * while the link is down the answers are scaled so that `consumedPoints` reaches `points` when
 * this process has counted its share, so a caller comparing with the whole budget refuses at the
 * share. A share of 0 (more processes than the budget) refuses with 503: this process cannot
 * allow any while it cannot count with the others.
 *
 * (It extends RateLimiterMemory only to be a RateLimiterAbstract, which the package does not
 * export; every method is its own.)
 */
export class SharedOrShareCounter extends RateLimiterMemory {
  constructor(
    private readonly shared: RateLimiterRedis,
    private readonly link: Pick<ProcessShares, 'linked' | 'share'>,
    private readonly tallies: LocalTallies,
    options: { points: number; duration: number; keyPrefix: string },
  ) {
    super(options);
  }

  override async consume(key: string | number, points = 1): Promise<RateLimiterRes> {
    const tally = this.count(key, points);
    // A refusal by the shared counter (a RateLimiterRes) is the limit: it is thrown as it is.
    const shared = await this.remote(() => this.shared.consume(key, points));
    if (shared !== DOWN) return shared;
    const local = this.view(tally);
    if (local.consumedPoints > this.points) throw local;
    return local;
  }

  override async penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    const tally = this.count(key, points);
    const shared = await this.remote(() => this.shared.penalty(key, points));
    return shared === DOWN ? this.view(tally, { refuse: false }) : shared;
  }

  override async reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    const tally = this.count(key, -points);
    const shared = await this.remote(() => this.shared.reward(key, points));
    return shared === DOWN ? this.view(tally, { refuse: false }) : shared;
  }

  override async get(key: string | number): Promise<RateLimiterRes | null> {
    const shared = await this.remote(() => this.shared.get(key));
    if (shared !== DOWN) return shared;
    const tally = this.tally(key);
    if (tally) return this.view(tally);
    if (this.link.share(this.points) === 0) throw serviceUnavailable();
    return null;
  }

  override async delete(key: string | number): Promise<boolean> {
    this.tallies.delete(this.localKey(key));
    const shared = await this.remote(() => this.shared.delete(key));
    return shared === DOWN ? true : shared;
  }

  override async set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    const duration = secDuration > 0 ? secDuration : this.duration;
    const tally = { consumed: points, resetAt: Date.now() + duration * 1000 };
    this.tallies.set(this.localKey(key), tally);
    const shared = await this.remote(() => this.shared.set(key, points, secDuration));
    return shared === DOWN ? this.view(tally, { refuse: false }) : shared;
  }

  override async block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    return this.set(key, this.points + 1, secDuration);
  }

  /** Runs a command of the shared counter while the link answers, for LIMITS_COMMAND_TIMEOUT_MS at most. */
  private async remote<T>(run: () => Promise<T>): Promise<T | typeof DOWN> {
    if (!this.link.linked()) return DOWN;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        run(),
        new Promise<typeof DOWN>((resolve) => {
          timer = setTimeout(() => resolve(DOWN), LIMITS_COMMAND_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      return DOWN;
    } finally {
      clearTimeout(timer);
    }
  }

  private localKey(key: string | number): string {
    return `${this.keyPrefix}:${key}`;
  }

  private tally(key: string | number): Tally | undefined {
    const tally = this.tallies.get(this.localKey(key));
    if (tally && tally.resetAt <= Date.now()) {
      this.tallies.delete(this.localKey(key));
      return undefined;
    }
    return tally;
  }

  private count(key: string | number, points: number): Tally {
    let tally = this.tally(key);
    if (!tally) {
      tally = { consumed: 0, resetAt: Date.now() + this.duration * 1000 };
      this.tallies.set(this.localKey(key), tally);
    }
    tally.consumed = Math.max(0, tally.consumed + points);
    return tally;
  }

  /** The local tally as the whole budget reads it: `points` reached when the share is. */
  private view(tally: Tally, { refuse = true } = {}): RateLimiterRes {
    const share = this.link.share(this.points);
    if (share === 0 && refuse) throw serviceUnavailable();
    const consumed = tally.consumed < share ? tally.consumed : this.points + (tally.consumed - share);
    return new RateLimiterRes(
      Math.max(0, this.points - consumed),
      Math.max(0, tally.resetAt - Date.now()),
      consumed,
      tally.consumed === 1,
    );
  }
}
