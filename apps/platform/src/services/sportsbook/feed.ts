import type {
  SportsbookEvent,
  SportsbookFeed,
  SportsbookIncident,
  SportsbookMarket,
  SportsbookSport,
  SportsbookTournament,
} from '@casino/contract';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sportsbookEvents,
  sportsbookIncidents,
  sportsbookMarkets,
  sportsbookSelections,
  sportsbookSports,
  sportsbookTournaments,
} from '../../db/schema';
import { sportBySlug } from '../../providers/sportsbook/catalogue';
import { marketName } from '../../providers/sportsbook/markets';
import { drawRoundName, drawRounds } from '../../providers/sportsbook/tennis';
import { formatOdds } from '../../providers/sportsbook/odds';

type EventRow = Omit<typeof sportsbookEvents.$inferSelect, 'homeStrength' | 'traderSuspended'> & {
  sportId: number;
  sportSlug: string;
};

/** The market label the betslip shows: "1x2", "Winner", "Total 2.5", "Handicap -1.5", ... */
export { marketName };

export const formatLine = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

/** The match clock of a live event, in the sport's minutes. */
export function minuteOf(event: Pick<EventRow, 'startsAt' | 'endsAt' | 'sportSlug'>, now: Date): number {
  const sport = sportBySlug(event.sportSlug);
  const length = event.endsAt.getTime() - event.startsAt.getTime();
  if (!sport || length <= 0) return 0;
  const share = Math.min(1, Math.max(0, (now.getTime() - event.startsAt.getTime()) / length));
  return Math.floor(share * sport.matchMinutes);
}

const playedInSets = (row: Pick<EventRow, 'sportSlug'>) => sportBySlug(row.sportSlug)?.scoring === 'sets';

/** The round of a knockout tournament's match ("Quarter-finals"); null in league play. */
function knockoutRound(row: Pick<EventRow, 'sportSlug' | 'round'>): string | null {
  const sport = sportBySlug(row.sportSlug);
  if (!sport?.knockout) return null;
  const players = Math.max(...sport.tournaments.map((tournament) => tournament.teams.length));
  const rounds = drawRounds(players);
  return drawRoundName(row.round % rounds, rounds);
}

const eventColumns = {
  id: sportsbookEvents.id,
  tournamentId: sportsbookEvents.tournamentId,
  home: sportsbookEvents.home,
  away: sportsbookEvents.away,
  status: sportsbookEvents.status,
  startsAt: sportsbookEvents.startsAt,
  endsAt: sportsbookEvents.endsAt,
  scoreHome: sportsbookEvents.scoreHome,
  scoreAway: sportsbookEvents.scoreAway,
  gamesHome: sportsbookEvents.gamesHome,
  gamesAway: sportsbookEvents.gamesAway,
  endedAt: sportsbookEvents.endedAt,
  round: sportsbookEvents.round,
  slot: sportsbookEvents.slot,
  periods: sportsbookEvents.periods,
  suspendedUntil: sportsbookEvents.suspendedUntil,
  updatedAt: sportsbookEvents.updatedAt,
  sportId: sportsbookTournaments.sportId,
  sportSlug: sportsbookSports.slug,
};

export type MarketRow = typeof sportsbookMarkets.$inferSelect;

/**
 * The markets of `eventIds` (rows, in display order) and each market's selections as the API shows
 * them: one reader for the feed and the trading desk.
 */
export async function readMarkets(
  db: Executor,
  eventIds: number[],
): Promise<{ markets: MarketRow[]; selectionsByMarket: Map<number, SportsbookMarket['selections']> }> {
  const markets = eventIds.length
    ? await db
        .select()
        .from(sportsbookMarkets)
        .where(inArray(sportsbookMarkets.eventId, eventIds))
        .orderBy(asc(sportsbookMarkets.sortOrder), asc(sportsbookMarkets.id))
    : [];
  const selections = markets.length
    ? await db
        .select()
        .from(sportsbookSelections)
        .where(
          inArray(
            sportsbookSelections.marketId,
            markets.map((market) => market.id),
          ),
        )
        .orderBy(asc(sportsbookSelections.sortOrder), asc(sportsbookSelections.id))
    : [];
  const selectionsByMarket = new Map<number, SportsbookMarket['selections']>();
  for (const selection of selections) {
    const list = selectionsByMarket.get(selection.marketId) ?? [];
    list.push({
      id: selection.id,
      name: selection.name,
      odds: formatOdds(selection.oddsHundredths),
      result: selection.result,
    });
    selectionsByMarket.set(selection.marketId, list);
  }
  return { markets, selectionsByMarket };
}

/** Events as the API shows them, with their markets and selections. */
async function assemble(db: Executor, rows: EventRow[], now: Date): Promise<SportsbookEvent[]> {
  if (!rows.length) return [];
  const { markets, selectionsByMarket } = await readMarkets(
    db,
    rows.map((row) => row.id),
  );
  const incidents = await db
    .select()
    .from(sportsbookIncidents)
    .where(
      inArray(
        sportsbookIncidents.eventId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sportsbookIncidents.id));
  const timelines = new Map<number, SportsbookIncident[]>();
  for (const incident of incidents) {
    const list = timelines.get(incident.eventId) ?? [];
    list.push({
      minute: incident.minute,
      side: incident.side,
      scorer: incident.scorer,
      score: { home: incident.scoreHome, away: incident.scoreAway },
    });
    timelines.set(incident.eventId, list);
  }
  const marketsByEvent = new Map<number, SportsbookMarket[]>();
  for (const market of markets) {
    const list = marketsByEvent.get(market.eventId) ?? [];
    list.push({
      id: market.id,
      kind: market.kind,
      name: marketName(market),
      status: market.status,
      selections: selectionsByMarket.get(market.id) ?? [],
    });
    marketsByEvent.set(market.eventId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    sportId: row.sportId,
    tournamentId: row.tournamentId,
    name: `${row.home} vs ${row.away}`,
    home: row.home,
    away: row.away,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    score: row.status === 'prematch' ? null : { home: row.scoreHome, away: row.scoreAway },
    // Tennis counts sets and games, not minutes.
    minute: row.status === 'live' && !playedInSets(row) ? minuteOf(row, now) : null,
    games: row.status === 'live' && playedInSets(row) ? { home: row.gamesHome, away: row.gamesAway } : null,
    ...(sportBySlug(row.sportSlug)?.periods && row.status !== 'prematch' ? { periods: row.periods } : {}),
    ...(knockoutRound(row) ? { round: knockoutRound(row) } : {}),
    markets: marketsByEvent.get(row.id) ?? [],
    ...(sportBySlug(row.sportSlug)?.goalMarkets ? { timeline: timelines.get(row.id) ?? [] } : {}),
  }));
}

const eventsQuery = (db: Executor) =>
  db
    .select(eventColumns)
    .from(sportsbookEvents)
    .innerJoin(sportsbookTournaments, eq(sportsbookTournaments.id, sportsbookEvents.tournamentId))
    .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookTournaments.sportId));

/** Events by id (ended ones included), as the API shows them. */
export async function readEvents(db: Executor, ids: number[], now = new Date()): Promise<SportsbookEvent[]> {
  if (!ids.length) return [];
  const rows = await eventsQuery(db).where(inArray(sportsbookEvents.id, ids)).orderBy(asc(sportsbookEvents.id));
  return assemble(db, rows, now);
}

/** Every sport with its live and prematch event counts, in menu order. */
export async function readSports(db: Executor): Promise<SportsbookSport[]> {
  const [sports, counts] = await Promise.all([
    db.select().from(sportsbookSports).orderBy(asc(sportsbookSports.sortOrder), asc(sportsbookSports.id)),
    db
      .select({ sportId: sportsbookTournaments.sportId, status: sportsbookEvents.status, count: count() })
      .from(sportsbookEvents)
      .innerJoin(sportsbookTournaments, eq(sportsbookTournaments.id, sportsbookEvents.tournamentId))
      .where(ne(sportsbookEvents.status, 'ended'))
      .groupBy(sportsbookTournaments.sportId, sportsbookEvents.status),
  ]);
  const countOf = (sportId: number, status: 'live' | 'prematch') =>
    Number(counts.find((row) => row.sportId === sportId && row.status === status)?.count ?? 0);
  return sports.map((sport) => ({
    id: sport.id,
    slug: sport.slug,
    name: sport.name,
    liveCount: countOf(sport.id, 'live'),
    prematchCount: countOf(sport.id, 'prematch'),
  }));
}

/** The whole feed: sports with counts, tournaments, and every live and prematch event. */
export async function readFeed(db: Executor, now = new Date()): Promise<SportsbookFeed> {
  const [sports, tournaments, rows] = await Promise.all([
    readSports(db),
    db.select().from(sportsbookTournaments).orderBy(asc(sportsbookTournaments.id)),
    eventsQuery(db)
      .where(and(inArray(sportsbookEvents.status, ['live', 'prematch'])))
      .orderBy(asc(sportsbookEvents.startsAt), asc(sportsbookEvents.id)),
  ]);
  const events = await assemble(db, rows, now);
  // Live first (they started earliest), then prematch by start.
  events.sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live'));
  return {
    sports,
    tournaments: tournaments.map((row): SportsbookTournament => ({
      id: row.id,
      sportId: row.sportId,
      name: row.name,
      country: row.country,
      featured: row.featured,
    })),
    events,
    updatedAt: now.toISOString(),
  };
}
