// Rate limits and failure throttles. The counters live in Redis when REDIS_URL is set, so every
// platform process shares them; in the process's memory otherwise (one process, tests). While
// Redis is out of reach (or stalled: a command unanswered for half a second) each process counts
// alone and allows only its share of each budget, so the processes together never allow more
// than the budget (limitShares.ts), and no request fails because of the limiter.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import type { SharedTurns } from '../services/harm/markers';
import type { PlatformContext } from '../context';
import { innermostReason } from '../db/unavailable';
import { tooManyRequests } from './errors';
import { createLocalTallies, createProcessShares, SharedOrShareCounter, type ProcessShares } from './limitShares';

/** A limit: at most `max` events per `timeWindow` milliseconds. */
export interface Limit {
  max: number;
  timeWindow: number;
}

/** Where the counters are kept. */
export interface LimitStore {
  /** The counter named `name` (one per name and limit; keys are chosen by the caller). */
  counter(name: string, limit: Limit): RateLimiterAbstract;
  /** Whether the counters are shared through Redis. */
  readonly shared: boolean;
  /** Turns the platform's processes take one after another (through Redis); undefined with one process. */
  readonly turns: SharedTurns | undefined;
  close(): Promise<void>;
}

/** Per key: SET NX PX (the turn taken: 0), else the milliseconds left of the turn in place. */
const CLAIM_TURNS = `local out = {}
for i, key in ipairs(KEYS) do
  if redis.call('SET', key, ARGV[2], 'NX', 'PX', ARGV[1]) then out[i] = 0
  else local left = redis.call('PTTL', key); if left < 0 then left = 0 end; out[i] = left end
end
return out`;

interface WarnLog {
  warn(object: object, message: string): void;
}

const MAX_WINDOW_MS = 2_147_483_647;

export async function createLimitStore(options: {
  redisUrl: string | undefined;
  redisPrefix: string;
  log: WarnLog;
}): Promise<LimitStore> {
  const counters = new Map<string, RateLimiterAbstract>();
  let redis: ReturnType<typeof createClient> | undefined;
  let processes: ProcessShares | undefined;
  const tallies = createLocalTallies();
  if (options.redisUrl) {
    redis = createClient({ url: options.redisUrl });
    // Without a listener a lost link's 'error' would end the process; the client reconnects.
    redis.on('error', (error: unknown) =>
      options.log.warn({ reason: innermostReason(error) }, 'Redis link error (rate limits)'),
    );
    await redis.connect();
    processes = await createProcessShares(redis, { prefix: options.redisPrefix, log: options.log });
  }
  const link = redis;
  const turns: SharedTurns | undefined = link && {
    async claim(name, keys, gapMs) {
      const claimed = new Map<string | number, number>();
      if (keys.length === 0) return claimed;
      if (!link.isReady) throw new Error('Redis is not reachable');
      const left = (await link.eval(CLAIM_TURNS, {
        keys: keys.map((key) => `${options.redisPrefix}:turns:${name}:${key}`),
        arguments: [String(Math.max(1, Math.round(gapMs))), String(process.pid)],
      })) as number[];
      keys.forEach((key, i) => claimed.set(key, Number(left[i] ?? 0)));
      return claimed;
    },
  };
  return {
    shared: Boolean(redis),
    turns,
    counter(name, limit) {
      const id = `${name}:${limit.max}:${limit.timeWindow}`;
      let counter = counters.get(id);
      if (!counter) {
        // The memory store expires keys with a timer; Node's timers cannot wait longer than this.
        if (limit.timeWindow > MAX_WINDOW_MS) throw new Error(`The window of limit ${name} is longer than 24 days`);
        const settings = {
          points: limit.max,
          duration: Math.max(1, Math.ceil(limit.timeWindow / 1000)),
          keyPrefix: `${options.redisPrefix}:limits:${name}`,
        };
        counter =
          redis && processes
            ? new SharedOrShareCounter(
                new RateLimiterRedis({
                  ...settings,
                  storeClient: redis,
                  useRedisPackage: true,
                  rejectIfRedisNotReady: true,
                }),
                processes,
                tallies,
                settings,
              )
            : new RateLimiterMemory(settings);
        counters.set(id, counter);
      }
      return counter;
    },
    async close() {
      await processes?.close();
      // QUIT would wait in the client's queue for a link that is down.
      if (redis?.isReady) await redis.quit();
      else if (redis?.isOpen) redis.destroy();
    },
  };
}

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The 429 of an exceeded limit, with Retry-After. */
function refuse(reply: FastifyReply, msBeforeNext: number, message: (wait: string) => string): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  void reply.header('retry-after', String(seconds));
  throw tooManyRequests(message(minutesText(seconds)));
}

export const tooManyAttemptsMessage = (wait: string) => `Too many attempts. Please try again in ${wait}.`;

/** Counts one event against `key`; the one past the limit (and every one after it in the window) is refused. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

/**
 * A rate limit on a key the handler chooses (the client address, address and e-mail, a player):
 * 429 with Retry-After and "Too many attempts. Please try again in N minutes." when exceeded.
 */
export function createLimiter(context: Pick<PlatformContext, 'limits'>, name: string, limit: Limit): Limiter {
  const counter = context.limits.counter(name, limit);
  return async (_request, reply, key) => {
    try {
      await counter.consume(key);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) refuse(reply, outcome.msBeforeNext, tooManyAttemptsMessage);
      throw outcome;
    }
  };
}

/**
 * Counts failures (not attempts) of a key: `assertOpen` refuses with 429 once `max` failures
 * happened within the window (until the window of the first one ends), `fail` counts one, `clear`
 * forgets them (after a success).
 */
export interface FailureThrottle {
  assertOpen(reply: FastifyReply, key: string): Promise<void>;
  /** Failures counted for `key` in the current window. */
  failures(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createFailureThrottle(
  context: Pick<PlatformContext, 'limits'>,
  name: string,
  limit: Limit,
  message: (wait: string) => string = tooManyAttemptsMessage,
): FailureThrottle {
  const counter = context.limits.counter(name, limit);
  return {
    async assertOpen(reply, key) {
      const state = await counter.get(key);
      if (state && state.consumedPoints >= limit.max) refuse(reply, state.msBeforeNext, message);
    },
    async failures(key) {
      return (await counter.get(key))?.consumedPoints ?? 0;
    },
    async fail(key) {
      await counter.penalty(key, 1);
    },
    async clear(key) {
      await counter.delete(key);
    },
  };
}
