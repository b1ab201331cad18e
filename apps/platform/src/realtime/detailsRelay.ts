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

/** The players' details kept by each process, kept true across processes (see `createDetailsRelay`). */
export interface DetailsRelay {
  /** Relays the cache's changes to the other processes and theirs to it. Called once. */
  attach(cache: PlayerDetailsCache): void;
  close(): Promise<void>;
}

/** A change as it travels: who sent it, its number there (for the acknowledgements) and the players. */
interface ChangeMessage {
  from: string;
  id: number;
  players: number[];
}

function parseChange(message: string): ChangeMessage | undefined {
  try {
    const value = JSON.parse(message) as Partial<ChangeMessage>;
    if (typeof value.from !== 'string' || typeof value.id !== 'number' || !Array.isArray(value.players)) return;
    return { from: value.from, id: value.id, players: value.players.filter((id) => Number.isInteger(id)) };
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
 * while both links are up, the channels subscribed and the listening link answers its heartbeat
 * (a PING every DETAILS_HEARTBEAT_MS; a half-open link that the client has not noticed answers
 * nothing), and it is emptied whenever the listening link fails, when it is back, and when its
 * heartbeat is heard again after a silence.
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
  /** This process's changes awaiting acknowledgements, by number. */
  const waiting = new Map<number, { acks: number; expected: number | undefined; confirm(): void }>();
  const settle = (id: number) => {
    const change = waiting.get(id);
    if (change?.expected !== undefined && change.acks >= change.expected) change.confirm();
  };

  // Named, so an operator (or a test) can tell it among the server's clients.
  const listener = publisher.duplicate({ name: `${options.prefix}:player-details` });
  // The client reconnects by itself; it resubscribes before it is 'ready' again.
  listener.on('error', (error: unknown) => {
    log.warn({ reason: innermostReason(error) }, 'Redis link error (player details)');
    cache?.clear();
  });
  listener.on('ready', () => cache?.clear());
  listener.on('end', () => cache?.clear());
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
  const heard = () => performance.now() - heardAt < DETAILS_HEARTBEAT_STALE_MS;
  const heartbeat = setInterval(() => {
    if (pinging || !listener.isReady) return;
    pinging = true;
    const sent = performance.now();
    listener
      .sendCommand(['PING'])
      .then(() => {
        // Back after a silence: what was kept then is dropped, as after a reconnection.
        if (!heard()) cache?.clear();
        heardAt = sent;
      })
      // A lost link rejects what it carried; the client reconnects (and 'ready' empties the cache).
      .catch(() => undefined)
      .finally(() => {
        pinging = false;
      });
  }, DETAILS_HEARTBEAT_MS);
  heartbeat.unref();

  const tell = async (playerIds: number[]): Promise<void> => {
    sequence += 1;
    const id = sequence;
    const confirmed = new Promise<void>((confirm) => waiting.set(id, { acks: 0, expected: undefined, confirm }));
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          const message: ChangeMessage = { from: processId, id, players: playerIds };
          const listeners = await publisher.publish(changesChannel, JSON.stringify(message));
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
        }),
      ]);
    } catch (error) {
      // The change has committed: its answer goes out. A process that did not answer is one whose
      // link is failing, and that one empties its cache when it notices.
      log.warn(
        { players: playerIds.length, reason: innermostReason(error) },
        'player details change not confirmed by every process',
      );
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  };

  return {
    attach(target) {
      if (cache) throw new Error('The player details relay has a cache already');
      cache = target;
      target.useWhile(() => subscribed && listener.isReady && publisher.isReady && heard());
      target.onChanged(tell);
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
