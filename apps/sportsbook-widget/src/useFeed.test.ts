import type { SportsbookEvent, SportsbookFeed } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { keepUnchanged, mergeUpdate } from './useFeed';

const event = (id: number, status: SportsbookEvent['status'], startsAt: string, odds = '2.00'): SportsbookEvent => ({
  id,
  sportId: 1,
  tournamentId: 1,
  name: `A${id} vs B${id}`,
  home: `A${id}`,
  away: `B${id}`,
  status,
  startsAt,
  score: status === 'prematch' ? null : { home: 0, away: 0 },
  minute: status === 'live' ? 10 : null,
  markets: [
    {
      id,
      kind: 'winner',
      name: 'Winner',
      status: 'open',
      selections: [{ id: id * 10, name: `A${id}`, odds, result: null }],
    },
  ],
});

describe('mergeUpdate', () => {
  const feed: SportsbookFeed = {
    sports: [{ id: 1, slug: 'tennis', name: 'Tennis', liveCount: 1, prematchCount: 2 }],
    tournaments: [],
    events: [
      event(1, 'live', '2026-01-01T10:00:00Z'),
      event(2, 'prematch', '2026-01-01T12:00:00Z'),
      event(3, 'prematch', '2026-01-01T13:00:00Z'),
    ],
    updatedAt: '2026-01-01T11:00:00Z',
  };

  it('replaces changed events, drops ended ones, keeps live first then by start, and takes the new counts', () => {
    const sports = [{ id: 1, slug: 'tennis', name: 'Tennis', liveCount: 1, prematchCount: 1 }];
    const next = mergeUpdate(feed, {
      events: [event(1, 'ended', '2026-01-01T10:00:00Z'), event(3, 'live', '2026-01-01T13:00:00Z', '1.50')],
      sports,
      updatedAt: '2026-01-01T13:00:01Z',
    });
    expect(next.events.map((e) => [e.id, e.status])).toEqual([
      [3, 'live'],
      [2, 'prematch'],
    ]);
    expect(next.events[0]!.markets[0]!.selections[0]!.odds).toBe('1.50');
    expect(next.sports).toBe(sports);
    expect(next.updatedAt).toBe('2026-01-01T13:00:01Z');
    expect(feed.events).toHaveLength(3);
  });
});

describe('keepUnchanged', () => {
  it('keeps the objects of events a feed read again did not change, and takes the changed ones', () => {
    const before: SportsbookFeed = {
      sports: [],
      tournaments: [],
      events: [event(1, 'live', '2026-01-01T10:00:00Z'), event(2, 'prematch', '2026-01-01T12:00:00Z')],
      updatedAt: '2026-01-01T11:00:00Z',
    };
    const read: SportsbookFeed = {
      ...before,
      events: [event(1, 'live', '2026-01-01T10:00:00Z', '1.80'), event(2, 'prematch', '2026-01-01T12:00:00Z')],
      updatedAt: '2026-01-01T11:00:05Z',
    };
    const next = keepUnchanged(before, read);
    expect(next.events[0]).toBe(read.events[0]);
    expect(next.events[1]).toBe(before.events[1]);
    expect(next.updatedAt).toBe('2026-01-01T11:00:05Z');
    expect(keepUnchanged(null, read)).toBe(read);
  });
});
