import { randomUUID } from 'node:crypto';
import type { TradingEvent, TradingMarket, TradingPayoutLine, TradingPayoutPreview } from '@casino/contract';
import { fromMinorUnits, settleBet, stakeMinorUnits } from '@casino/rules';
import { and, asc, desc, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  currencies,
  ledgerEntries,
  SPORTSBOOK_BET_REFERENCE_TYPE,
  sportsbookBetLegs,
  sportsbookBets,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
  sportsbookSports,
  sportsbookTournaments,
} from '../../db/schema';
import { sportBySlug } from '../../providers/sportsbook/catalogue';
import { formatOdds } from '../../providers/sportsbook/odds';
import type { AuditActor, AuditService } from '../audit';
import type { BonusWallet } from '../bonusWallet';
import { conflict, isDomainError, notFound } from '../errors';
import { INSUFFICIENT_BALANCE_MESSAGE } from '../ledger';
import type { LedgerScope, WalletService } from '../wallet';
import { marketName, minuteOf, readMarkets, type MarketRow } from './feed';
import type { SportsbookService } from '.';

/** The book's currency (bets are taken in EUR only: bets.ts). */
const BOOK_CURRENCY = 'EUR';

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const MARKET_NOT_FOUND_MESSAGE = 'Market not found';
export const EVENT_ENDED_MESSAGE = 'This event has ended: resettle it to correct its result';
export const EVENT_NOT_ENDED_MESSAGE = 'This event has not ended: settle it first';
export const MARKET_SETTLED_MESSAGE = 'This market is settled: resettle the event to correct it';
export const RESETTLE_BALANCE_MESSAGE =
  'This resettlement would take back more than a player’s balance now holds (the winnings were staked or withdrawn since). Nothing was changed; settle the difference with the player through a balance adjustment.';

type EventRow = typeof sportsbookEvents.$inferSelect & { sportSlug: string; sportName: string; competition: string };
type BetRow = typeof sportsbookBets.$inferSelect;

/** What a bet's settlement comes to, as decide() prices it. */
interface Decision {
  bet: BetRow;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: bigint;
  /** The one market of this event the bet's legs are on; null: several. */
  marketId: number | null;
}

/** Thrown to roll a preview's transaction back with its answer. */
class PreviewRollback extends Error {
  constructor(readonly preview: TradingPayoutPreview) {
    super('preview');
  }
}

/**
 * The sportsbook trading desk (issue 36, docs/trading-desk.md): what traders see (events, markets,
 * open bets) and do (suspend, resume, settle with a payout preview, void, resettle). Every change
 * runs in one wallet transaction with its staff audit entry; the feed change is pushed to the site
 * (the same socket path a goal's suspension takes) after it commits.
 */
export class SportsbookTradingDesk {
  constructor(
    private readonly deps: {
      db: Database;
      wallet: WalletService;
      bonusWallet: BonusWallet;
      audit: AuditService;
      sportsbook: SportsbookService;
    },
  ) {}

  // Reading.

  async events(status?: 'prematch' | 'live' | 'ended'): Promise<{ events: TradingEvent[] }> {
    const { db } = this.deps;
    const where =
      status === undefined
        ? inArray(sportsbookEvents.status, ['live', 'prematch'])
        : eq(sportsbookEvents.status, status);
    const rows = await eventQuery(db)
      .where(where)
      .orderBy(
        ...(status === 'ended'
          ? [desc(sportsbookEvents.endedAt), desc(sportsbookEvents.id)]
          : [asc(sportsbookEvents.startsAt), asc(sportsbookEvents.id)]),
      )
      .limit(status === 'ended' ? 100 : 1000);
    const events = await this.assemble(db, rows, false);
    // Live first.
    events.sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live'));
    return { events };
  }

  async event(eventId: number, executor: Executor = this.deps.db): Promise<TradingEvent> {
    const rows = await eventQuery(executor).where(eq(sportsbookEvents.id, eventId));
    const [event] = await this.assemble(executor, rows, true);
    if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
    return event;
  }

  private async assemble(executor: Executor, rows: EventRow[], withMarkets: boolean): Promise<TradingEvent[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const decimals = await decimalsOf(executor);
    // Open bets by event and by market (a multiple counts once in each it has a leg in).
    const openLegs = await executor
      .select({
        betId: sportsbookBets.id,
        stake: sportsbookBets.stake,
        eventId: sportsbookBetLegs.eventId,
        marketId: sportsbookSelections.marketId,
      })
      .from(sportsbookBetLegs)
      .innerJoin(sportsbookBets, eq(sportsbookBets.id, sportsbookBetLegs.betId))
      .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
      .where(and(inArray(sportsbookBetLegs.eventId, ids), eq(sportsbookBets.status, 'open')));
    const figures = (key: (leg: (typeof openLegs)[number]) => boolean) => {
      const bets = new Map<number, bigint>();
      for (const leg of openLegs) if (key(leg)) bets.set(leg.betId, leg.stake);
      const stake = [...bets.values()].reduce((sum, value) => sum + value, 0n);
      return { bets: bets.size, stake: fromMinorUnits(stake, decimals) };
    };
    const marketsByEvent = new Map<number, TradingMarket[]>();
    if (withMarkets) {
      const { markets, selectionsByMarket } = await readMarkets(executor, ids);
      for (const market of markets) {
        const list = marketsByEvent.get(market.eventId) ?? [];
        list.push({
          id: market.id,
          kind: market.kind,
          name: marketName(market),
          status: market.status,
          traderSuspended: market.traderSuspended,
          voidReason: market.voidReason,
          selections: selectionsByMarket.get(market.id) ?? [],
          open: figures((leg) => leg.marketId === market.id),
        });
        marketsByEvent.set(market.eventId, list);
      }
    }
    const now = new Date();
    return rows.map((row) => ({
      id: row.id,
      name: `${row.home} vs ${row.away}`,
      home: row.home,
      away: row.away,
      sport: row.sportName,
      competition: row.competition,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      score: row.status === 'prematch' ? null : { home: row.scoreHome, away: row.scoreAway },
      minute:
        row.status === 'live' && sportBySlug(row.sportSlug)?.scoring !== 'sets'
          ? minuteOf({ startsAt: row.startsAt, endsAt: row.endsAt, sportSlug: row.sportSlug }, now)
          : null,
      periods: row.periods,
      traderSuspended: row.traderSuspended,
      currency: BOOK_CURRENCY,
      open: figures((leg) => leg.eventId === row.id),
      markets: marketsByEvent.get(row.id) ?? [],
    }));
  }

  // Suspending and resuming.

  suspendEvent(actor: AuditActor, eventId: number): Promise<TradingEvent> {
    return this.change(eventId, async (tx, event) => {
      if (event.status === 'ended') throw conflict(EVENT_ENDED_MESSAGE);
      await tx.update(sportsbookEvents).set({ traderSuspended: true }).where(eq(sportsbookEvents.id, eventId));
      await tx
        .update(sportsbookMarkets)
        .set({ status: 'suspended' })
        .where(and(eq(sportsbookMarkets.eventId, eventId), ne(sportsbookMarkets.status, 'settled')));
      await this.audit(tx, actor, 'sportsbook.suspend', 'sportsbookEvent', eventId, {
        before: { traderSuspended: event.traderSuspended },
        after: { traderSuspended: true },
      });
    });
  }

  resumeEvent(actor: AuditActor, eventId: number): Promise<TradingEvent> {
    return this.change(eventId, async (tx, event) => {
      if (event.status === 'ended') throw conflict(EVENT_ENDED_MESSAGE);
      await tx.update(sportsbookEvents).set({ traderSuspended: false }).where(eq(sportsbookEvents.id, eventId));
      // Priced again now: markets reopen unless a goal, the price or a trader's own suspension holds them.
      await this.deps.sportsbook.simulator.repriceEvent(tx, eventId, new Date());
      await this.audit(tx, actor, 'sportsbook.resume', 'sportsbookEvent', eventId, {
        before: { traderSuspended: event.traderSuspended },
        after: { traderSuspended: false },
      });
    });
  }

  suspendMarket(actor: AuditActor, eventId: number, marketId: number): Promise<TradingEvent> {
    return this.change(eventId, async (tx, event) => {
      const market = await this.openMarket(tx, event, marketId);
      await tx
        .update(sportsbookMarkets)
        .set({ traderSuspended: true, status: 'suspended' })
        .where(eq(sportsbookMarkets.id, marketId));
      await this.audit(tx, actor, 'sportsbook.suspend', 'sportsbookMarket', marketId, {
        before: { status: market.status, traderSuspended: market.traderSuspended },
        after: { status: 'suspended', traderSuspended: true, eventId },
      });
    });
  }

  resumeMarket(actor: AuditActor, eventId: number, marketId: number): Promise<TradingEvent> {
    return this.change(eventId, async (tx, event) => {
      const market = await this.openMarket(tx, event, marketId);
      await tx.update(sportsbookMarkets).set({ traderSuspended: false }).where(eq(sportsbookMarkets.id, marketId));
      await this.deps.sportsbook.simulator.repriceEvent(tx, eventId, new Date());
      const [after] = await tx
        .select({ status: sportsbookMarkets.status })
        .from(sportsbookMarkets)
        .where(eq(sportsbookMarkets.id, marketId));
      await this.audit(tx, actor, 'sportsbook.resume', 'sportsbookMarket', marketId, {
        before: { status: market.status, traderSuspended: market.traderSuspended },
        after: { status: after?.status ?? market.status, traderSuspended: false, eventId },
      });
    });
  }

  // Settling, voiding, resettling.

  /** What settling (or, ended, resettling) the event with this result would pay; rolled back. */
  async preview(eventId: number, result: { home: number; away: number }): Promise<TradingPayoutPreview> {
    try {
      await this.deps.db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        const decisions =
          event.status === 'ended'
            ? await this.redecide(tx, eventId, result)
            : await this.decideSettlement(tx, eventId, result);
        throw new PreviewRollback(await previewOf(tx, eventId, result, decisions));
      });
    } catch (error) {
      if (error instanceof PreviewRollback) return error.preview;
      throw error;
    }
    throw new Error('A preview did not answer');
  }

  async settle(actor: AuditActor, eventId: number, result: { home: number; away: number }) {
    const preview = await this.deps.wallet.transact(async (tx, ledger) => {
      const event = await lockEvent(tx, eventId);
      if (event.status === 'ended') throw conflict(EVENT_ENDED_MESSAGE);
      const decisions = await this.decideSettlement(tx, eventId, result);
      for (const decision of decisions) await this.pay(tx, ledger, decision, `sportsbook-bet:${decision.bet.uuid}:win`);
      const preview = await previewOf(tx, eventId, result, decisions);
      await this.audit(tx, actor, 'sportsbook.settle', 'sportsbookEvent', eventId, {
        before: { status: event.status, score: { home: event.scoreHome, away: event.scoreAway } },
        after: { status: 'ended', score: result, ...figuresOf(preview) },
      });
      return preview;
    });
    await this.deps.sportsbook.push([eventId]);
    return preview;
  }

  async resettle(actor: AuditActor, eventId: number, result: { home: number; away: number }, reason: string) {
    const round = randomUUID();
    const preview = await this.deps.wallet.transact(async (tx, ledger) => {
      const event = await lockEvent(tx, eventId);
      if (event.status !== 'ended') throw conflict(EVENT_NOT_ENDED_MESSAGE);
      const decisions = await this.redecide(tx, eventId, result);
      try {
        for (const decision of decisions) {
          if (decision.status === decision.bet.status && decision.payout === decision.bet.payout) continue;
          await tx
            .update(sportsbookBets)
            .set({
              status: decision.status,
              payout: decision.payout,
              settledAt: decision.status === 'open' ? null : new Date(),
            })
            .where(eq(sportsbookBets.id, decision.bet.id));
          // The new payout first, then the reversal of what was paid: only a net take-back can fail.
          await this.pay(tx, ledger, decision, `sportsbook-bet:${decision.bet.uuid}:resettle:${round}`);
          await reversePayouts(tx, ledger, decision.bet, `:resettle:${round}`);
        }
      } catch (error) {
        if (isDomainError(error) && error.messageCode === INSUFFICIENT_BALANCE_MESSAGE.code) {
          throw conflict(RESETTLE_BALANCE_MESSAGE);
        }
        throw error;
      }
      const preview = await previewOf(tx, eventId, result, decisions);
      await this.audit(tx, actor, 'sportsbook.resettle', 'sportsbookEvent', eventId, {
        before: { score: { home: event.scoreHome, away: event.scoreAway } },
        after: { score: result, ...figuresOf(preview) },
        reason,
      });
      return preview;
    });
    await this.deps.sportsbook.push([eventId]);
    return preview;
  }

  voidMarket(actor: AuditActor, eventId: number, marketId: number, reason: string): Promise<TradingEvent> {
    return this.change(eventId, async (tx, event, ledger) => {
      const market = await this.openMarket(tx, event, marketId);
      await voidMarkets(tx, [market.id], reason);
      for (const decision of await decide(tx, eventId, ['open'])) {
        await this.pay(tx, ledger, decision, `sportsbook-bet:${decision.bet.uuid}:win`);
      }
      await this.audit(tx, actor, 'sportsbook.void', 'sportsbookMarket', marketId, {
        before: { status: market.status },
        after: { status: 'settled', result: 'void', eventId },
        reason,
      });
    });
  }

  voidEvent(actor: AuditActor, eventId: number, reason: string): Promise<TradingEvent> {
    return this.change(eventId, async (tx, event, ledger) => {
      if (event.status === 'ended') throw conflict(EVENT_ENDED_MESSAGE);
      const markets = await tx
        .select({ id: sportsbookMarkets.id })
        .from(sportsbookMarkets)
        .where(and(eq(sportsbookMarkets.eventId, eventId), ne(sportsbookMarkets.status, 'settled')));
      await voidMarkets(
        tx,
        markets.map((market) => market.id),
        reason,
      );
      const now = new Date();
      await tx
        .update(sportsbookEvents)
        .set({ status: 'ended', endedAt: now, updatedAt: now })
        .where(eq(sportsbookEvents.id, eventId));
      for (const decision of await decide(tx, eventId, ['open'])) {
        await this.pay(tx, ledger, decision, `sportsbook-bet:${decision.bet.uuid}:win`);
      }
      await this.audit(tx, actor, 'sportsbook.void', 'sportsbookEvent', eventId, {
        before: { status: event.status },
        after: { status: 'ended', voidedMarkets: markets.length },
        reason,
      });
    });
  }

  // Helpers.

  /** One change of an event in a wallet transaction (event row locked), pushed after it commits. */
  private async change(
    eventId: number,
    work: (tx: Executor, event: typeof sportsbookEvents.$inferSelect, ledger: LedgerScope) => Promise<void>,
  ): Promise<TradingEvent> {
    await this.deps.wallet.transact(async (tx, ledger) => work(tx, await lockEvent(tx, eventId), ledger));
    await this.deps.sportsbook.push([eventId]);
    return this.event(eventId);
  }

  private async openMarket(tx: Executor, event: typeof sportsbookEvents.$inferSelect, marketId: number) {
    const [market] = await tx
      .select()
      .from(sportsbookMarkets)
      .where(and(eq(sportsbookMarkets.id, marketId), eq(sportsbookMarkets.eventId, event.id)))
      .for('update');
    if (!market) throw notFound(MARKET_NOT_FOUND_MESSAGE);
    if (market.status === 'settled') throw conflict(MARKET_SETTLED_MESSAGE);
    if (event.status === 'ended') throw conflict(EVENT_ENDED_MESSAGE);
    return market;
  }

  /** Ends the event with the result (markets settle as the operator's call settles them) and prices its open bets. */
  private async decideSettlement(tx: Executor, eventId: number, result: { home: number; away: number }) {
    await this.deps.sportsbook.simulator.endEvent(tx, eventId, result, new Date());
    return decide(tx, eventId, ['open']);
  }

  /** Settles the ended event's markets again with the result and prices its settled bets again. */
  private async redecide(tx: Executor, eventId: number, result: { home: number; away: number }) {
    await this.deps.sportsbook.simulator.resettleEvent(tx, eventId, result, new Date());
    return decide(tx, eventId, ['won', 'lost', 'void']);
  }

  /** Closes a decided bet with its payout credited (through the bonus wallet: a bonus-funded stake earns bonus money). */
  private async pay(tx: Executor, ledger: LedgerScope, decision: Decision, key: string): Promise<void> {
    const { bet } = decision;
    if (decision.status === 'open') return;
    if (bet.status === 'open') {
      await tx
        .update(sportsbookBets)
        .set({ status: decision.status, payout: decision.payout, settledAt: new Date() })
        .where(eq(sportsbookBets.id, bet.id));
    }
    if (decision.payout <= 0n) return;
    await this.deps.bonusWallet.win(
      tx,
      ledger,
      {
        accountId: bet.accountId,
        balanceDelta: decision.payout,
        referenceType: SPORTSBOOK_BET_REFERENCE_TYPE,
        referenceId: bet.uuid,
        idempotencyKey: key,
      },
      { stake: bet.stake, bonusStake: bet.bonusStake, playerBonusId: bet.playerBonusId },
    );
  }

  private audit(
    tx: Executor,
    actor: AuditActor,
    action:
      'sportsbook.suspend' | 'sportsbook.resume' | 'sportsbook.settle' | 'sportsbook.void' | 'sportsbook.resettle',
    targetKind: 'sportsbookEvent' | 'sportsbookMarket',
    targetId: number,
    entry: { before: Record<string, unknown>; after: Record<string, unknown>; reason?: string },
  ) {
    return this.deps.audit.append(
      actor,
      {
        action,
        targetKind,
        targetId: String(targetId),
        before: entry.before,
        after: entry.after,
        reason: entry.reason ?? null,
      },
      tx,
    );
  }
}

const eventQuery = (executor: Executor) =>
  executor
    .select({
      id: sportsbookEvents.id,
      tournamentId: sportsbookEvents.tournamentId,
      home: sportsbookEvents.home,
      away: sportsbookEvents.away,
      status: sportsbookEvents.status,
      startsAt: sportsbookEvents.startsAt,
      endsAt: sportsbookEvents.endsAt,
      homeStrength: sportsbookEvents.homeStrength,
      scoreHome: sportsbookEvents.scoreHome,
      scoreAway: sportsbookEvents.scoreAway,
      gamesHome: sportsbookEvents.gamesHome,
      gamesAway: sportsbookEvents.gamesAway,
      endedAt: sportsbookEvents.endedAt,
      round: sportsbookEvents.round,
      periods: sportsbookEvents.periods,
      slot: sportsbookEvents.slot,
      suspendedUntil: sportsbookEvents.suspendedUntil,
      traderSuspended: sportsbookEvents.traderSuspended,
      updatedAt: sportsbookEvents.updatedAt,
      sportSlug: sportsbookSports.slug,
      sportName: sportsbookSports.name,
      competition: sportsbookTournaments.name,
    })
    .from(sportsbookEvents)
    .innerJoin(sportsbookTournaments, eq(sportsbookTournaments.id, sportsbookEvents.tournamentId))
    .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookTournaments.sportId));

async function lockEvent(tx: Executor, eventId: number) {
  const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
  if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  return event;
}

async function decimalsOf(executor: Executor): Promise<number> {
  const [currency] = await executor
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, BOOK_CURRENCY));
  return currency?.decimals ?? 2;
}

/** Marks the markets' selections void and the markets settled, with the trader's reason. */
async function voidMarkets(tx: Executor, marketIds: number[], reason: string): Promise<void> {
  if (!marketIds.length) return;
  await tx
    .update(sportsbookSelections)
    .set({ result: 'void' })
    .where(inArray(sportsbookSelections.marketId, marketIds));
  await tx
    .update(sportsbookMarkets)
    .set({ status: 'settled', voidReason: reason, traderSuspended: false })
    .where(inArray(sportsbookMarkets.id, marketIds));
}

/**
 * Prices, with the betslip's settlement rules (settleBet, as bets.ts settles), every bet in one of
 * `statuses` with a leg in the event, from the selections' results as the transaction has them.
 */
async function decide(tx: Executor, eventId: number, statuses: BetRow['status'][]): Promise<Decision[]> {
  const ids = await tx
    .selectDistinct({ id: sportsbookBets.id })
    .from(sportsbookBets)
    .innerJoin(sportsbookBetLegs, eq(sportsbookBetLegs.betId, sportsbookBets.id))
    .where(and(eq(sportsbookBetLegs.eventId, eventId), inArray(sportsbookBets.status, statuses)));
  if (!ids.length) return [];
  const bets = await tx
    .select()
    .from(sportsbookBets)
    .where(
      inArray(
        sportsbookBets.id,
        ids.map((row) => row.id),
      ),
    )
    .orderBy(asc(sportsbookBets.id))
    .for('update');
  const legs = await tx
    .select({
      betId: sportsbookBetLegs.betId,
      eventId: sportsbookBetLegs.eventId,
      odds: sportsbookBetLegs.oddsHundredths,
      result: sportsbookSelections.result,
      marketId: sportsbookSelections.marketId,
    })
    .from(sportsbookBetLegs)
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
    .where(
      inArray(
        sportsbookBetLegs.betId,
        bets.map((bet) => bet.id),
      ),
    );
  const decimals = await decimalsOf(tx);
  return bets.map((bet) => {
    const own = legs.filter((leg) => leg.betId === bet.id);
    const outcome = settleBet({
      kind: bet.type,
      stake: fromMinorUnits(bet.unitStake, decimals),
      systemSize: bet.systemSize ?? undefined,
      legs: own.map((leg) => ({ odds: formatOdds(leg.odds), result: leg.result ?? 'open' })),
    });
    const here = new Set(own.filter((leg) => leg.eventId === eventId).map((leg) => leg.marketId));
    return {
      bet,
      status: outcome.status,
      payout: outcome.status === 'open' ? 0n : stakeMinorUnits(outcome.payout),
      marketId: here.size === 1 ? ([...here][0] ?? null) : null,
    };
  });
}

/**
 * Posts reversing entries for every payout entry of the bet not yet reversed (its settlement's win,
 * a bonus share's settling, an earlier resettlement's payout), except those of this round: new
 * entries with the opposite figures, keyed after the entry they reverse; the old ones stay.
 */
async function reversePayouts(tx: Executor, ledger: LedgerScope, bet: BetRow, round: string): Promise<void> {
  const prefix = `sportsbook-bet:${bet.uuid}`;
  const entries = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, bet.accountId),
        or(
          like(ledgerEntries.idempotencyKey, `${prefix}:win%`),
          like(ledgerEntries.idempotencyKey, `${prefix}:resettle:%`),
        ),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  const keys = new Set(entries.map((entry) => entry.idempotencyKey));
  for (const entry of entries) {
    const key = entry.idempotencyKey;
    if (key.endsWith(':reversal') || key.includes(round) || keys.has(`${key}:reversal`)) continue;
    if (entry.balanceDelta === 0n && entry.bonusDelta === 0n) continue;
    await ledger.post({
      accountId: entry.accountId,
      type: entry.type,
      balanceDelta: -entry.balanceDelta,
      bonusDelta: -entry.bonusDelta,
      referenceType: entry.referenceType,
      referenceId: entry.referenceId,
      idempotencyKey: `${key}:reversal`,
    });
  }
}

async function previewOf(
  tx: Executor,
  eventId: number,
  result: { home: number; away: number },
  decisions: Decision[],
): Promise<TradingPayoutPreview> {
  const decimals = await decimalsOf(tx);
  const markets = await tx
    .select()
    .from(sportsbookMarkets)
    .where(eq(sportsbookMarkets.eventId, eventId))
    .orderBy(asc(sportsbookMarkets.sortOrder), asc(sportsbookMarkets.id));
  const decided = decisions.filter((decision) => decision.status !== 'open' || decision.bet.status !== 'open');
  const line = (marketId: number | null, name: string): TradingPayoutLine | null => {
    const own = decided.filter((decision) => decision.marketId === marketId);
    if (!own.length) return null;
    return {
      marketId,
      name,
      bets: own.length,
      stake: fromMinorUnits(
        own.reduce((sum, decision) => sum + decision.bet.stake, 0n),
        decimals,
      ),
      payout: fromMinorUnits(
        own.reduce((sum, decision) => sum + decision.payout, 0n),
        decimals,
      ),
    };
  };
  const lines = [
    ...markets.map((market: MarketRow) => line(market.id, marketName(market))),
    line(null, 'Multiples and systems'),
  ].filter((entry): entry is TradingPayoutLine => entry !== null);
  return {
    eventId,
    result,
    currency: BOOK_CURRENCY,
    markets: lines,
    total: {
      bets: decided.length,
      stake: fromMinorUnits(
        decided.reduce((sum, decision) => sum + decision.bet.stake, 0n),
        decimals,
      ),
      payout: fromMinorUnits(
        decided.reduce((sum, decision) => sum + decision.payout, 0n),
        decimals,
      ),
      paidBefore: fromMinorUnits(
        decided.reduce((sum, decision) => sum + (decision.bet.status === 'open' ? 0n : decision.bet.payout), 0n),
        decimals,
      ),
    },
    waiting: decisions.filter((decision) => decision.status === 'open' && decision.bet.status === 'open').length,
  };
}

const figuresOf = (preview: TradingPayoutPreview) => ({
  bets: preview.total.bets,
  stake: preview.total.stake,
  payout: preview.total.payout,
  paidBefore: preview.total.paidBefore,
});
