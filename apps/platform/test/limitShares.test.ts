// The rate limits while Redis is out of reach (http/limitShares.ts): each process allows its share
// of each budget, and the shares of the processes add up to the budget. The processes themselves,
// with a Redis stopped under them, are in redisOutage.test.ts.
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors';
import { createLocalTallies, SharedOrShareCounter, shareOf } from '../src/http/limitShares';

describe('shares of a budget while Redis is down', () => {
  it('adds up to the budget over any number of processes, the first ones taking what is left over', () => {
    for (const max of [1, 2, 5, 10, 30, 50, 200]) {
      for (let processes = 1; processes <= 8; processes += 1) {
        const shares = Array.from({ length: processes }, (_, rank) => shareOf(max, processes, rank));
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(max);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
    }
    expect([shareOf(5, 2, 0), shareOf(5, 2, 1)]).toEqual([3, 2]);
    // A process that did not find itself among them takes the last share (the smallest).
    expect(shareOf(5, 2, -1)).toBe(2);
  });

  /** A counter of 5 per 15 minutes whose Redis is down, as process `rank` of `processes`. */
  function counterWithoutRedis(processes: number, rank: number) {
    const unreachable = new RateLimiterRedis({
      points: 5,
      duration: 900,
      storeClient: { isReady: false },
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
    });
    return new SharedOrShareCounter(
      unreachable,
      { linked: () => false, share: (max) => shareOf(max, processes, rank) },
      createLocalTallies(),
      { points: 5, duration: 900, keyPrefix: 'test' },
    );
  }

  it('counts failures locally and reads as the whole budget once the share is reached (as a failure throttle compares)', async () => {
    const counter = counterWithoutRedis(2, 1); // a share of 2
    expect(await counter.get('pair')).toBeNull();
    await counter.penalty('pair');
    expect((await counter.get('pair'))?.consumedPoints).toBe(1);
    await counter.penalty('pair');
    const locked = await counter.get('pair');
    expect(locked?.consumedPoints).toBeGreaterThanOrEqual(5);
    expect(locked?.msBeforeNext).toBeGreaterThan(899_000);
    expect(await counter.delete('pair')).toBe(true);
    expect(await counter.get('pair')).toBeNull();
  });

  it('refuses the event past the share (as a limiter consumes), with the time left', async () => {
    const counter = counterWithoutRedis(2, 0); // a share of 3
    for (let event = 0; event < 3; event += 1) await counter.consume('address');
    const refused = await counter.consume('address').then(
      () => null,
      (outcome: unknown) => outcome,
    );
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(899_000);
  });

  it('answers 503 where its share is nothing (more processes than the budget)', async () => {
    const counter = counterWithoutRedis(6, 5); // 5 over 6 processes: the sixth has none
    const refused = await counter.get('pair').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
  });
});
