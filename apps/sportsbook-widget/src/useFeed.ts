import type { SportsbookEvent, SportsbookFeed, SportsbookFeedUpdate } from '@casino/contract';
import { SOCKET_PATH, SPORTSBOOK_FEED_EVENT, SPORTSBOOK_SOCKET_NAMESPACE } from '@casino/contract/routes';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { WidgetApi } from './api';

/** How long an odds button shows its last move. */
const MOVEMENT_MS = 8_000;

export type Movement = 'up' | 'down';

export interface FeedState {
  feed: SportsbookFeed | null;
  error: string | null;
  /** The last move of each selection's odds (id to direction), for a few seconds. */
  movements: ReadonlyMap<number, Movement>;
  reload(): void;
}

const units = (odds: string) => Number(odds.replace('.', ''));

/** Merges pushed events into the feed: changed events replace theirs, ended ones leave. */
export function mergeUpdate(feed: SportsbookFeed, update: SportsbookFeedUpdate): SportsbookFeed {
  const changed = new Map(update.events.map((event) => [event.id, event]));
  const kept = feed.events.filter((event) => !changed.has(event.id));
  const fresh = update.events.filter((event) => event.status !== 'ended');
  const events = [...kept, ...fresh].sort(
    (a, b) =>
      Number(b.status === 'live') - Number(a.status === 'live') ||
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      a.id - b.id,
  );
  return { ...feed, sports: update.sports, events, updatedAt: update.updatedAt };
}

/**
 * A feed read again, with the events that did not change kept as the objects the page has: the
 * list's rows are memoised on their event, so only the rows of events that changed render again
 * (issue 33: the read after the socket connects re-rendered every row).
 */
export function keepUnchanged(previous: SportsbookFeed | null, next: SportsbookFeed): SportsbookFeed {
  if (!previous) return next;
  const known = new Map(previous.events.map((event) => [event.id, event]));
  let kept = 0;
  const events = next.events.map((event) => {
    const before = known.get(event.id);
    if (before && JSON.stringify(before) === JSON.stringify(event)) {
      kept++;
      return before;
    }
    return event;
  });
  return kept ? { ...next, events } : next;
}

function oddsOf(events: readonly SportsbookEvent[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const event of events)
    for (const market of event.markets) for (const s of market.selections) map.set(s.id, s.odds);
  return map;
}

/**
 * The feed: read once, then kept current by the socket's pushes (read again after a reconnect).
 * A feed the page was rendered with (`initialFeed`, embedded in the site) shows at once and is
 * read again when the socket first connects, for what moved since the page was made.
 */
export function useFeed(api: WidgetApi, initialFeed?: SportsbookFeed): FeedState {
  const [feed, setFeed] = useState<SportsbookFeed | null>(initialFeed ?? null);
  const [error, setError] = useState<string | null>(null);
  const [movements, setMovements] = useState<ReadonlyMap<number, Movement>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef<SportsbookFeed | null>(initialFeed ?? null);
  const rendered = useRef(Boolean(initialFeed));

  const noteMoves = useCallback((before: SportsbookEvent[], after: SportsbookEvent[]) => {
    const previous = oddsOf(before);
    const moves = new Map<number, Movement>();
    for (const [id, odds] of oddsOf(after)) {
      const old = previous.get(id);
      if (old !== undefined && old !== odds) moves.set(id, units(odds) > units(old) ? 'up' : 'down');
    }
    if (!moves.size) return;
    setMovements((current) => new Map([...current, ...moves]));
    for (const id of moves.keys()) {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setMovements((current) => {
            const next = new Map(current);
            next.delete(id);
            return next;
          });
        }, MOVEMENT_MS),
      );
    }
  }, []);

  useEffect(() => {
    let active = true;
    const load = () =>
      api.feed().then(
        (next) => {
          if (!active) return;
          next = keepUnchanged(latest.current, next);
          latest.current = next;
          // A transition: the list re-renders in slices that yield to the player's input (issue 33).
          startTransition(() => setFeed(next));
          setError(null);
        },
        (reason: unknown) => {
          if (active) setError(reason instanceof Error ? reason.message : String(reason));
        },
      );
    // A rendered feed is read again once the socket is there (below); otherwise read it now.
    const fromPage = rendered.current;
    rendered.current = false;
    if (!fromPage) void load();
    let socket: Socket | undefined;
    let connectedBefore = fromPage;
    const listen = (socket: Socket) => {
      socket.on('connect', () => {
        // Pushes missed while disconnected are read back in one call.
        if (connectedBefore) void load();
        connectedBefore = true;
      });
      socket.on(SPORTSBOOK_FEED_EVENT, (update: SportsbookFeedUpdate) => {
        const current = latest.current;
        if (!current) return;
        const next = mergeUpdate(current, update);
        latest.current = next;
        // One transition: the list re-renders in slices that yield to the player's input (issue 33),
        // and the moves show with the odds they moved to.
        startTransition(() => {
          noteMoves(current.events, update.events);
          setFeed(next);
        });
      });
    };
    // The socket client loads after the page's first render: it is not part of the page's first
    // script (issue 33: its evaluation ran in the page's first long task).
    void import('socket.io-client').then(({ io }) => {
      if (!active) return;
      socket = io(`${api.origin}${SPORTSBOOK_SOCKET_NAMESPACE}`, {
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
      });
      listen(socket);
    });
    const pending = timers.current;
    return () => {
      active = false;
      socket?.close();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [api, attempt, noteMoves]);

  const reload = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { feed, error, movements, reload };
}
