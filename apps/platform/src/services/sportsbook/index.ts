import type { SportsbookEvent, SportsbookSelection } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, WarnLog } from '../../db/client';
import { innermostReason } from '../../db/unavailable';
import { sportsbookEvents, sportsbookMarkets, sportsbookSelections } from '../../db/schema';
import { conflict, notFound } from '../errors';
import { formatOdds } from '../../providers/sportsbook/odds';
import { cryptoRandom, seededRandom } from '../../providers/sportsbook/random';
import { DEFAULT_SIMULATOR_OPTIONS, SportsbookSimulator, tryLock } from '../../providers/sportsbook/simulator';
import type { Realtime } from '../../realtime/socket';
import type { BonusWallet } from '../bonusWallet';
import type { WalletService } from '../wallet';
import { SportsbookBetService } from './bets';
import { readEvents, readFeed, readSports } from './feed';

/**
 * The sportsbook: the feed, the simulator's clock, operator actions, and bets. Changes of the
 * feed are pushed on the socket's public sportsbook namespace after they commit.
 */
export class SportsbookService {
  readonly bets: SportsbookBetService;
  /** The book's simulator (the trading desk settles and reprices through it). */
  readonly simulator: SportsbookSimulator;
  private timer: NodeJS.Timeout | undefined;
  private lastStep = new Date();
  private running: Promise<void> | undefined;
  /** Steps asked for and not yet finished (the clock asks for none while one is under way). */
  private pending = 0;
  private stopped = false;
  /** Ended events whose bets are still to be settled (see settleBetsOf). */
  private readonly unsettled = new Set<number>();

  constructor(
    private readonly db: Database,
    wallet: WalletService,
    bonusWallet: BonusWallet,
    private readonly realtime: Realtime,
    private readonly config: Config,
    private readonly log: WarnLog = { warn: (details, message) => console.warn(message, details) },
  ) {
    this.bets = new SportsbookBetService(db, wallet, bonusWallet, config.sportsbookCashOutMarginBasisPoints);
    this.simulator = new SportsbookSimulator({
      ...DEFAULT_SIMULATOR_OPTIONS,
      matchMs: config.sportsbookMatchSeconds * 1000,
      oddsMoves: config.sportsbookOddsMoves,
      random: config.sportsbookSeed === undefined ? cryptoRandom : seededRandom(config.sportsbookSeed),
    });
  }

  feed() {
    return readFeed(this.db);
  }

  /** Schedules what is missing, catches up with the time the platform was down, and starts the clock. */
  async start(): Promise<void> {
    await this.tick();
    if (this.config.sportsbookTickMs > 0) {
      this.timer = setInterval(() => {
        // A step slower than the clock is not queued behind: the next one steps from lastStep and
        // so catches up, as after a step lost to a database outage. (Queued, the steps of a busy
        // database piled up without end, and stopping waited for them all.)
        if (this.pending > 0) return;
        void this.tick().catch((error: unknown) =>
          this.log.warn({ reason: innermostReason(error) }, 'sportsbook step failed'),
        );
      }, this.config.sportsbookTickMs);
      this.timer.unref();
    }
  }

  /** Stops the clock and waits for the step under way; steps asked for after this do nothing. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One step of the simulator; steps never overlap. */
  tick(now = new Date()): Promise<void> {
    const previous = this.running ?? Promise.resolve();
    this.pending += 1;
    const run = previous
      .then(() => (this.stopped ? undefined : this.step(now)))
      .finally(() => {
        this.pending -= 1;
      });
    this.running = run.catch(() => undefined);
    return run;
  }

  private async step(now: Date): Promise<void> {
    const since = this.lastStep;
    const result = await this.db.transaction(async (tx) => {
      if (!(await tryLock(tx))) return null;
      const stepped = await this.simulator.step(tx, since, now);
      const created = await this.simulator.schedule(tx, now);
      for (const id of created) stepped.changed.add(id);
      return stepped;
    });
    this.lastStep = now;
    // Bets on an ended event, and on markets settled while their event plays on (a first goalscorer, a quarter).
    await this.settleBetsOf([...(result?.ended ?? []), ...(result?.settled ?? [])]);
    if (!result) return;
    await this.push([...result.changed], now);
  }

  /**
   * Settles the bets of ended events, and of those a failure left unsettled before: settling runs
   * after the event's transaction commits, so a database outage in between would otherwise leave
   * its bets open for good (the event is ended, nothing would end it again).
   */
  private async settleBetsOf(eventIds: number[]): Promise<void> {
    for (const id of eventIds) this.unsettled.add(id);
    for (const id of [...this.unsettled]) {
      await this.bets.settleBetsOf(id);
      this.unsettled.delete(id);
    }
  }

  /** Pushes the events' state on the socket's public sportsbook namespace (the site and widget update at once). */
  async push(eventIds: number[], now = new Date()): Promise<void> {
    if (!eventIds.length) return;
    const [events, sports] = await Promise.all([readEvents(this.db, eventIds, now), readSports(this.db)]);
    this.realtime.pushSportsbook({ events, sports, updatedAt: now.toISOString() });
  }

  /** Operator: ends an event now with this score, settles its markets and bets. */
  async settleEvent(eventId: number, score: { home: number; away: number }): Promise<SportsbookEvent> {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event) throw notFound('Event not found');
      if (event.status === 'ended') throw conflict('This event has already ended');
      await this.simulator.endEvent(tx, eventId, score, now);
    });
    await this.settleBetsOf([eventId]);
    await this.push([eventId], now);
    const [event] = await readEvents(this.db, [eventId], now);
    if (!event) throw notFound('Event not found');
    return event;
  }

  /** Operator: sets a selection's odds (hundredths) and pushes the change. */
  async setOdds(selectionId: number, hundredths: number): Promise<SportsbookSelection> {
    const [row] = await this.db
      .select({ id: sportsbookSelections.id, eventId: sportsbookMarkets.eventId, status: sportsbookMarkets.status })
      .from(sportsbookSelections)
      .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
      .where(eq(sportsbookSelections.id, selectionId));
    if (!row) throw notFound('Selection not found');
    if (row.status !== 'open') throw conflict('This market is closed');
    const [updated] = await this.db
      .update(sportsbookSelections)
      .set({ oddsHundredths: hundredths })
      .where(eq(sportsbookSelections.id, selectionId))
      .returning();
    await this.push([row.eventId]);
    if (!updated) throw notFound('Selection not found');
    return { id: updated.id, name: updated.name, odds: formatOdds(updated.oddsHundredths), result: updated.result };
  }
}
