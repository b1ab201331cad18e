import { randomUUID } from 'node:crypto';
import type { createClient } from 'redis';
import type { WarnLog } from '../db/client';
import { innermostReason } from '../db/unavailable';
import type { PlayerDetailsCache } from '../services/players/detailsCache';

type RedisClient = ReturnType<typeof createClient>;

/** How long a change waits for the other processes to say they have dropped the player's details. */
export const DETAILS_ACK_TIMEOUT_MS = 2_000;
/** How often the listening link is asked to answer (PING), so a link that went silent is noticed. */
export const DETAILS_HEARTBEAT_MS = 250;
/**
 * A listening link whose last answered PING was sent longer ago than this is taken as lost: the
 * process stops answering from its cache. Well inside DETAILS_ACK_TIMEOUT_MS, so a process whose
 * link went silent (half-open: the server still counts it, so the writer waits for it) has stopped
 * using its cache before any writer gives up waiting and answers.
 */
export const DETAILS_HEARTBEAT_STALE_MS = 1_000;
/**
 * A writer whose own link has been silent this long stops waiting for acknowledgements: Redis
 * itself stalled (not one process). Its last PING left at most a heartbeat after the last answered
 * one and was not answered, so the server stalled before reading it, and every other process's
 * last answered PING left before that: each of them has stopped using its cache by then plus
 * DETAILS_HEARTBEAT_STALE_MS. A heartbeat more is the margin.
 */
export const DETAILS_DEAF_AFTER_MS = DETAILS_HEARTBEAT_STALE_MS + 2 * DETAILS_HEARTBEAT_MS;
/**
 * After fewer processes listen than before (a Redis restart, which they rejoin one by one, or one
 * process cut off), the others stop using their caches until the missing ones are back, or this
 * long (a process that ended for good), and empty them then.
 */
export const DETAILS_PEERS_GRACE_MS = 10_000;
/** How often a change that waits checks whether the link has gone down meanwhile. */
const LINK_WATCH_MS = 50;

/** The players' details kept by each process, kept true across processes (see `createDetailsRelay`). */
export interface DetailsRelay {
  /** Relays the cache's changes to the other processes and theirs to it. Called once. */
  attach(cache: PlayerDetailsCache): void;
  /**
   * Whether this process's Redis links are up and answering (both connected, the heartbeat heard
   * within DETAILS_HEARTBEAT_STALE_MS). Told to `onLink` listeners when it changes.
   */
  linked(): boolean;
  onLink(listener: (linked: boolean) => void): void;
  close(): Promise<void>;
}

/**
 * A change as it travels: who sent it, its number there (for the acknowledgements) and the
 * players; `all` (no acknowledgement): drop every kept answer, sent by a process whose link was
 * down while it changed players, as soon as its link is back.
 */
interface ChangeMessage {
  from: string;
  id: number;
  players: number[];
  all?: boolean;
}

function parseChange(message: string): ChangeMessage | undefined {
  try {
    const value = JSON.parse(message) as Partial<ChangeMessage>;
    if (typeof value.from !== 'string' || typeof value.id !== 'number' || !Array.isArray(value.players)) return;
    return {
      from: value.from,
      id: value.id,
      players: value.players.filter((id) => Number.isInteger(id)),
      all: value.all === true,
    };
  } catch {
    return undefined;
  }
}

/**
 * Every process drops a player's kept details when any process changes them. A change is published
 * on a Redis channel every process listens to (with a link of its own: a subscribed connection
 * takes no other command); each listener drops the players, then acknowledges on the sender's own
 * channel. PUBLISH answers how many listeners received the message, so the sender waits for exactly
 * that many acknowledgements (its own among them), or DETAILS_ACK_TIMEOUT_MS, before `changed`
 * resolves: the write's answer is never followed by a stale read on another process.
 *
 * A process that cannot hear the others must not answer from its cache: the cache is used only
 * while both links are up, the channels subscribed, the listening link answers its heartbeat (a
 * PING every DETAILS_HEARTBEAT_MS; a half-open link that the client has not noticed answers
 * nothing) and as many processes listen as before (PUBSUB NUMSUB, see DETAILS_PEERS_GRACE_MS);
 * it is emptied whenever it becomes usable again.
 *
 * A write never waits for a Redis that is down: with a link that is closed (or silent for
 * DETAILS_DEAF_AFTER_MS) a change is not waited for, and one that waits stops when the link goes
 * down. The processes that did not hear it are told to drop everything when the link is back.
 */
export async function createDetailsRelay(
  publisher: RedisClient,
  options: { prefix: string; log: WarnLog },
): Promise<DetailsRelay> {
  const { log } = options;
  const processId = randomUUID();
  const changesChannel = `${options.prefix}:player-details:changed`;
  const ackChannel = (id: string) => `${options.prefix}:player-details:acks:${id}`;
  let cache: PlayerDetailsCache | undefined;
  let subscribed = false;
  let sequence = 0;
  /** A change could not be told to every process: they are told to drop everything when the link is back. */
  let untold = false;
  /** This process's changes awaiting acknowledgements, by number. */
  const waiting = new Map<number, { acks: number; expected: number | undefined; confirm(): void }>();
  const settle = (id: number) => {
    const change = waiting.get(id);
    if (change?.expected !== undefined && change.acks >= change.expected) change.confirm();
  };

  /** Moves on whenever a link drops, comes back or is heard again after a silence. */
  let epoch = 0;
  /** Listeners of the changes' channel: last counted (in `peersEpoch`), and how many there should be. */
  const peers = { counted: 0, epoch: -1, expected: 0, shortSince: undefined as number | undefined };
  /** Whether the cache may be used: opened only by `review`, which empties the cache first. */
  let open = false;
  const linkListeners: ((linked: boolean) => void)[] = [];
  let wasLinked = true;
  /** Set once everything below exists: the links' events come while they connect. */
  let started = false;

  const linkLost = () => {
    epoch += 1;
    cache?.clear();
    review();
  };

  // Named, so an operator (or a test) can tell it among the server's clients.
  const listener = publisher.duplicate({ name: `${options.prefix}:player-details` });
  // The client reconnects by itself; it resubscribes before it is 'ready' again.
  listener.on('error', (error: unknown) => {
    log.warn({ reason: innermostReason(error) }, 'Redis link error (player details)');
    linkLost();
  });
  listener.on('ready', linkLost);
  listener.on('end', linkLost);
  publisher.on('error', linkLost);
  publisher.on('ready', linkLost);
  await listener.connect();
  // The acknowledgements' channel first: a process that hears changes can always be answered.
  await listener.subscribe(ackChannel(processId), (message) => {
    const id = Number(message);
    const change = waiting.get(id);
    if (!change) return;
    change.acks += 1;
    settle(id);
  });
  await listener.subscribe(changesChannel, (message) => {
    const change = parseChange(message);
    if (!change) return;
    if (change.all) {
      if (change.from !== processId) cache?.clear();
      return;
    }
    // This process dropped its own change before it sent it.
    if (change.from !== processId) cache?.forget(change.players);
    publisher.publish(ackChannel(change.from), String(change.id)).catch((error: unknown) => {
      log.warn({ reason: innermostReason(error) }, 'player details change not acknowledged');
    });
  });
  subscribed = true;

  // The heartbeat. Replies on a link come in order: a PING answered means every change published
  // before the server read it has reached this process, so the cache is as true as the moment the
  // PING was sent (`heardAt`, on this process's monotonic clock).
  let heardAt = performance.now();
  let pinging = false;
  const silentFor = () => performance.now() - heardAt;
  const heard = () => silentFor() < DETAILS_HEARTBEAT_STALE_MS;
  const connected = () => subscribed && listener.isReady && publisher.isReady;
  const linked = () => connected() && heard();
  /** Every other process has stopped using its cache, or cannot be told now: nothing to wait for. */
  const deaf = () => !connected() || silentFor() > DETAILS_DEAF_AFTER_MS;
  const usable = () => open && linked() && peers.epoch === epoch && peers.counted >= peers.expected;

  /** Counts the processes listening; a lower count than before closes the cache for a while. */
  const countPeers = async () => {
    const counting = epoch;
    const reply = await publisher.pubSubNumSub(changesChannel);
    const counted = Number(reply[changesChannel] ?? 0);
    if (counting !== epoch) return;
    peers.counted = counted;
    peers.epoch = counting;
    const now = performance.now();
    if (counted >= peers.expected) {
      peers.expected = counted;
      peers.shortSince = undefined;
    } else if ((peers.shortSince ??= now) + DETAILS_PEERS_GRACE_MS < now) {
      peers.expected = counted;
      peers.shortSince = undefined;
    }
  };

  /** Opens the cache (emptied first) when it may be used, closes it when not, and tells the link's listeners. */
  function review() {
    if (!started) return;
    const may = linked() && peers.epoch === epoch && peers.counted >= peers.expected;
    if (may && !open) cache?.clear();
    open = may;
    const nowLinked = linked();
    if (nowLinked !== wasLinked) {
      wasLinked = nowLinked;
      for (const listen of linkListeners) listen(nowLinked);
    }
    if (nowLinked && untold) {
      untold = false;
      const message: ChangeMessage = { from: processId, id: 0, players: [], all: true };
      publisher.publish(changesChannel, JSON.stringify(message)).catch(() => {
        untold = true;
      });
    }
  }

  await countPeers();
  started = true;
  review();

  const heartbeat = setInterval(() => {
    review();
    if (pinging || !listener.isReady) return;
    pinging = true;
    const sent = performance.now();
    listener
      .sendCommand(['PING'])
      .then(async () => {
        // Back after a silence: what was kept then is dropped, as after a reconnection.
        if (!heard()) linkLost();
        heardAt = sent;
        if (publisher.isReady) await countPeers();
      })
      // A lost link rejects what it carried; the client reconnects (and 'ready' empties the cache).
      .catch(() => undefined)
      .finally(() => {
        pinging = false;
        review();
      });
  }, DETAILS_HEARTBEAT_MS);
  heartbeat.unref();

  const tell = async (playerIds: number[]): Promise<void> => {
    sequence += 1;
    const id = sequence;
    const message: ChangeMessage = { from: processId, id, players: playerIds };
    if (deaf()) {
      // Published all the same if the client can (a stalled server reads it when it wakes).
      untold = true;
      if (publisher.isReady) publisher.publish(changesChannel, JSON.stringify(message)).catch(() => undefined);
      return;
    }
    const confirmed = new Promise<void>((confirm) => waiting.set(id, { acks: 0, expected: undefined, confirm }));
    let timer: NodeJS.Timeout | undefined;
    let watch: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          const listeners = await publisher.publish(changesChannel, JSON.stringify(message)).catch((error: unknown) => {
            untold = true;
            throw error;
          });
          const change = waiting.get(id);
          if (change) change.expected = listeners;
          settle(id);
          await confirmed;
        })(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${DETAILS_ACK_TIMEOUT_MS} ms`)),
            DETAILS_ACK_TIMEOUT_MS,
          );
          watch = setInterval(() => {
            if (deaf()) reject(new Error('the Redis link is down'));
          }, LINK_WATCH_MS);
        }),
      ]);
    } catch (error) {
      // The change has committed: its answer goes out. A process that did not answer is one whose
      // link is failing, and that one empties its cache when it notices; with this process's own
      // link down, every process is told to drop everything when it is back.
      if (deaf()) untold = true;
      log.warn(
        { players: playerIds.length, reason: innermostReason(error) },
        'player details change not confirmed by every process',
      );
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
      waiting.delete(id);
    }
  };

  return {
    attach(target) {
      if (cache) throw new Error('The player details relay has a cache already');
      cache = target;
      target.useWhile(usable);
      target.onChanged(tell);
    },
    linked,
    onLink(listen) {
      linkListeners.push(listen);
    },
    async close() {
      subscribed = false;
      clearInterval(heartbeat);
      cache?.clear();
      // A listening link has nothing to finish, and a graceful close could wait on a lost link.
      if (listener.isOpen) listener.destroy();
    },
  };
}
