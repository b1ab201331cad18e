import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sportsbookEvents,
  sportsbookIncidents,
  sportsbookMarkets,
  sportsbookSelections,
  sportsbookSports,
  sportsbookTournaments,
} from '../../db/schema';
import { SCORING_WEIGHT, sportBySlug, squadOf, type SportDefinition } from './catalogue';
import {
  drawRounds,
  firstRoundPairs,
  homeGameChance,
  nextRoundMatch,
  playShare,
  playToEnd,
  tennisDecided,
  type TennisScore,
} from './tennis';
import { driftOdds, MAX_ODDS } from './odds';
import { marketsOf, periodState, priceOf, resultOf, type MarketKind, type Score } from './markets';
import type { MatchState } from './pricing';
import { poisson, type Random } from './random';

export interface SimulatorOptions {
  /** Real length of a match, in milliseconds. */
  matchMs: number;
  /** Random drift of prematch odds and live repricing as time passes (off: odds move on score changes and operator calls only). */
  oddsMoves: boolean;
  random: Random;
  /** Prematch events each tournament keeps scheduled. */
  upcomingPerTournament: number;
  /** Live events a tournament starts with on an empty book. */
  liveAtStart: number;
}

/** Kick-offs of one round are this share of a match length apart. */
export const KICK_OFF_STAGGER = 0.2;
/** A round starts this many match lengths after the last kick-off of the round before: a team's rest. */
export const ROUND_REST_MATCHES = 3;

/**
 * The `index`-th fixture of a tournament's seasons (index 0 is the first match of the first round):
 * a double round robin by the circle method, every team once a round, home and away swapped in the
 * second half, and seasons following each other. Tournaments have an even number of teams.
 */
export function seasonFixture(
  teams: readonly string[],
  index: number,
): { round: number; slot: number; home: string; away: string } {
  const perRound = Math.floor(teams.length / 2);
  const rounds = teams.length - 1;
  const round = Math.floor(index / perRound);
  const slot = index % perRound;
  const turn = round % rounds;
  const secondHalf = Math.floor(round / rounds) % 2 === 1;
  // The first team stays; the others turn one place a round.
  const others = teams.slice(1);
  const circle = [teams[0] as string, ...others.slice(others.length - turn), ...others.slice(0, others.length - turn)];
  let home = circle[slot] as string;
  let away = circle[teams.length - 1 - slot] as string;
  // Alternate who is at home, so no team is at home all season.
  if ((slot === 0 && turn % 2 === 1) !== secondHalf) [home, away] = [away, home];
  return { round, slot, home, away };
}

export const DEFAULT_SIMULATOR_OPTIONS = { upcomingPerTournament: 4, liveAtStart: 2 } as const;

/** A prematch market's price moves about this often on average (minutes apart, as real books' do). */
export const PREMATCH_MOVE_MEAN_MS = 15 * 60_000;
/** With odds moves on, a live event is repriced for the time left about this many times a match. */
export const LIVE_REPRICES_PER_MATCH = 30;

type EventRow = typeof sportsbookEvents.$inferSelect;
interface TournamentRow {
  id: number;
  sport: SportDefinition;
  teams: string[];
}

export interface StepResult {
  /** Events whose status, score or odds changed. */
  changed: Set<number>;
  /** Events that ended in this step (their markets are settled; bets are settled after commit). */
  ended: number[];
  /**
   * Live events some of whose markets settled in this step (a first goalscorer at the first goal,
   * a quarter's markets at its end): their bets are settled after commit too.
   */
  settled: number[];
}

/**
 * Plays out the sportsbook: schedules events, starts them at their start time, moves scores and
 * odds, ends them and settles their markets. All state is in the database, so a restart carries on
 * and several processes can share it (each step runs under an advisory lock, see the service).
 */
export class SportsbookSimulator {
  constructor(private readonly options: SimulatorOptions) {}

  private async tournaments(tx: Executor): Promise<TournamentRow[]> {
    const rows = await tx
      .select({ id: sportsbookTournaments.id, name: sportsbookTournaments.name, slug: sportsbookSports.slug })
      .from(sportsbookTournaments)
      .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookTournaments.sportId))
      .orderBy(asc(sportsbookTournaments.id));
    return rows.flatMap((row) => {
      const sport = sportBySlug(row.slug);
      const tournament = sport?.tournaments.find((candidate) => candidate.name === row.name);
      return sport && tournament ? [{ id: row.id, sport, teams: tournament.teams }] : [];
    });
  }

  /**
   * Tops up every tournament's schedule with the next fixtures of its season (seasonFixture): a
   * round's matches kick off a little apart, and the next round starts ROUND_REST_MATCHES match
   * lengths after the last kick-off of the one before, so a team never plays again within that
   * window. An empty book opens with a round already under way, so the first visitor sees live
   * play. Answers the ids of the new events.
   */
  async schedule(tx: Executor, now: Date): Promise<number[]> {
    const created: number[] = [];
    const { matchMs } = this.options;
    const stagger = Math.round(matchMs * KICK_OFF_STAGGER);
    for (const tournament of await this.tournaments(tx)) {
      if (tournament.sport.knockout) {
        created.push(...(await this.scheduleDraw(tx, tournament, now)));
        continue;
      }
      const [counts] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          prematch: sql<number>`count(*) filter (where ${sportsbookEvents.status} = 'prematch')::int`,
          lastRound: sql<number | null>`max(${sportsbookEvents.round})`,
        })
        .from(sportsbookEvents)
        .where(eq(sportsbookEvents.tournamentId, tournament.id));
      let index = Number(counts?.total ?? 0);
      const prematch = Number(counts?.prematch ?? 0);
      if (prematch >= this.options.upcomingPerTournament) continue;
      const lastRound = counts?.lastRound === null || counts?.lastRound === undefined ? 0 : Number(counts.lastRound);
      // Kick-offs of the last two rounds: when the next round may start.
      const starts = new Map<number, number[]>();
      const recent = await tx
        .select({ round: sportsbookEvents.round, startsAt: sportsbookEvents.startsAt })
        .from(sportsbookEvents)
        .where(and(eq(sportsbookEvents.tournamentId, tournament.id), gte(sportsbookEvents.round, lastRound - 1)));
      for (const row of recent) starts.set(row.round, [...(starts.get(row.round) ?? []), row.startsAt.getTime()]);
      const emptyBook = index === 0;
      for (let i = prematch; i < this.options.upcomingPerTournament; i += 1) {
        const fixture = seasonFixture(tournament.teams, index);
        index += 1;
        const own = starts.get(fixture.round);
        const previous = starts.get(fixture.round - 1);
        let start: number;
        if (own?.length) start = Math.min(...own) + fixture.slot * stagger;
        else if (emptyBook && fixture.round === 0)
          start = now.getTime() - stagger * this.options.liveAtStart + Math.round(stagger / 2);
        else start = Math.max(...(previous ?? [0])) + matchMs * ROUND_REST_MATCHES;
        // Only the opening round starts in the past; later fixtures never do (after a pause, say).
        if (!(emptyBook && fixture.round === 0) && start <= now.getTime()) start = now.getTime() + stagger;
        starts.set(fixture.round, [...(own ?? []), start]);
        const id = await this.createEvent(
          tx,
          tournament,
          { home: fixture.home, away: fixture.away },
          new Date(start),
          now,
          fixture.round,
        );
        created.push(id);
      }
    }
    return created;
  }

  /**
   * Schedules a knockout tournament (tennis): its draw's first round, then each match of a later
   * round once the two matches that feed it have ended (their winners meet), then a new edition
   * once the final is played. A round starts ROUND_REST_MATCHES match lengths after the last
   * kick-off of the round before, its matches a little apart; `round` counts on over editions
   * (round % drawRounds is the stage: 0 is the first round). Answers the ids of the new events.
   */
  private async scheduleDraw(tx: Executor, tournament: TournamentRow, now: Date): Promise<number[]> {
    const { matchMs } = this.options;
    const stagger = Math.round(matchMs * KICK_OFF_STAGGER);
    const rounds = drawRounds(tournament.teams.length);
    const [last] = await tx
      .select({ round: sql<number | null>`max(${sportsbookEvents.round})` })
      .from(sportsbookEvents)
      .where(eq(sportsbookEvents.tournamentId, tournament.id));
    const created: number[] = [];
    if (last?.round === null || last?.round === undefined) {
      // An empty book opens with the first round under way, so the first visitor sees live play.
      const opening = now.getTime() - stagger * this.options.liveAtStart + Math.round(stagger / 2);
      for (const [slot, pair] of firstRoundPairs(tournament.teams).entries())
        created.push(await this.createEvent(tx, tournament, pair, new Date(opening + slot * stagger), now, 0, slot));
      return created;
    }
    const lastRound = Number(last.round);
    const rows = await tx
      .select({
        round: sportsbookEvents.round,
        slot: sportsbookEvents.slot,
        home: sportsbookEvents.home,
        away: sportsbookEvents.away,
        scoreHome: sportsbookEvents.scoreHome,
        scoreAway: sportsbookEvents.scoreAway,
        status: sportsbookEvents.status,
        startsAt: sportsbookEvents.startsAt,
      })
      .from(sportsbookEvents)
      .where(and(eq(sportsbookEvents.tournamentId, tournament.id), gte(sportsbookEvents.round, lastRound - 1)));
    const inRound = (round: number) =>
      rows
        .filter((row) => row.round === round)
        .map((row) => ({ ...row, slot: row.slot ?? 0, ended: row.status === 'ended' }));
    // The round still being drawn (some of its matches wait for their feeders), else the next one.
    const matchesIn = (round: number) => tournament.teams.length / 2 ** ((round % rounds) + 1);
    const target = inRound(lastRound).length < matchesIn(lastRound) ? lastRound : lastRound + 1;
    const previous = inRound(target - 1);
    const own = inRound(target);
    const base = Math.max(...previous.map((row) => row.startsAt.getTime())) + matchMs * ROUND_REST_MATCHES;
    const startOf = (slot: number) => {
      const start = (own.length ? Math.min(...own.map((row) => row.startsAt.getTime())) : base) + slot * stagger;
      // A round drawn late (after a pause, say) never starts in the past.
      return new Date(start <= now.getTime() ? now.getTime() + stagger * (slot + 1) : start);
    };
    if (target % rounds === 0) {
      // A new edition once the final is played: the first round of the draw again.
      if (!previous.every((row) => row.ended)) return created;
      for (const [slot, pair] of firstRoundPairs(tournament.teams).entries())
        created.push(await this.createEvent(tx, tournament, pair, startOf(slot), now, target, slot));
      return created;
    }
    for (let slot = 0; slot < matchesIn(target); slot += 1) {
      if (own.some((row) => row.slot === slot)) continue;
      const pair = nextRoundMatch(previous, slot);
      if (pair) created.push(await this.createEvent(tx, tournament, pair, startOf(slot), now, target, slot));
    }
    return created;
  }

  private async createEvent(
    tx: Executor,
    tournament: TournamentRow,
    teams: { home: string; away: string },
    startsAt: Date,
    now: Date,
    round: number,
    slot: number | null = null,
  ): Promise<number> {
    const { sport } = tournament;
    // High-scoring sports have closer strengths, so both sides keep a chance (not 1.01 against 50).
    const spread = Math.min(0.4, 1.2 / Math.sqrt(sport.pointsPerSide * 2));
    const homeStrength = 0.5 + (this.options.random() - 0.5) * spread;
    const live = startsAt <= now;
    const played = live ? Math.min(1, (now.getTime() - startsAt.getTime()) / this.options.matchMs) : 0;
    let scoreHome = 0;
    let scoreAway = 0;
    let tennis: TennisScore = { setsHome: 0, setsAway: 0, gamesHome: 0, gamesAway: 0 };
    let periods: Score[] = [];
    if (live && sport.scoring === 'sets') {
      // A match joined late has played its games so far, drawn again until it is still open.
      const chance = homeGameChance(homeStrength);
      tennis = playShare(tennis, played, chance, this.options.random);
      while (tennisDecided(tennis))
        tennis = playShare(
          { setsHome: 0, setsAway: 0, gamesHome: 0, gamesAway: 0 },
          played,
          chance,
          this.options.random,
        );
      scoreHome = tennis.setsHome;
      scoreAway = tennis.setsAway;
    } else if (live && sport.periods) {
      periods = this.playPeriods(sport, [], homeStrength, 0, played);
      scoreHome = periods.reduce((sum, period) => sum + period.home, 0);
      scoreAway = periods.reduce((sum, period) => sum + period.away, 0);
    } else if (live) {
      scoreHome = poisson(this.options.random, sport.pointsPerSide * 2 * homeStrength * played);
      scoreAway = poisson(this.options.random, sport.pointsPerSide * 2 * (1 - homeStrength) * played);
    }
    const [event] = await tx
      .insert(sportsbookEvents)
      .values({
        tournamentId: tournament.id,
        home: teams.home,
        away: teams.away,
        status: live ? 'live' : 'prematch',
        startsAt,
        endsAt: new Date(startsAt.getTime() + this.options.matchMs),
        homeStrength: Math.round(homeStrength * 1000),
        round,
        slot,
        scoreHome,
        scoreAway,
        gamesHome: tennis.gamesHome,
        gamesAway: tennis.gamesAway,
        periods,
      })
      .returning();
    if (!event) throw new Error('Event was not created');
    // Two statements for the event's markets and their selections, whatever their number (a
    // football event has dozens): a new book is made at start, and each statement is a round trip.
    const priced = marketsOf(sport, teams).map((spec, sortOrder) => {
      const selections = spec.selections.map((selection) => ({ ...selection, score: selection.score ?? null }));
      const { odds, decided } = priceOf(sport, spec, selections, this.marketState(event, sport, spec, now), teams);
      return { spec, sortOrder, odds, decided };
    });
    const markets = await tx
      .insert(sportsbookMarkets)
      .values(
        priced.map(({ spec, sortOrder, decided }) => ({
          eventId: event.id,
          kind: spec.kind,
          lineTenths: spec.lineTenths,
          period: spec.period ?? null,
          sortOrder,
          status: decided ? ('suspended' as const) : ('open' as const),
        })),
      )
      .returning({ id: sportsbookMarkets.id, sortOrder: sportsbookMarkets.sortOrder });
    const marketIds = new Map(markets.map((market) => [market.sortOrder, market.id]));
    const selectionRows = priced.flatMap(({ spec, sortOrder, odds }) => {
      const marketId = marketIds.get(sortOrder);
      if (marketId === undefined) throw new Error('Market was not created');
      return spec.selections.map((selection, index) => ({
        marketId,
        pick: selection.pick,
        name: selection.name,
        scoreHome: selection.score?.home ?? null,
        scoreAway: selection.score?.away ?? null,
        // A pick that can no longer win (a correct score below the score) is lost already.
        oddsHundredths: odds[index] ?? MAX_ODDS,
        result: odds[index] === null ? ('lost' as const) : null,
        sortOrder: index,
      }));
    });
    if (selectionRows.length) await tx.insert(sportsbookSelections).values(selectionRows);
    if (live && sport.goalMarkets) {
      await this.recordGoals(tx, event, scoreHome, scoreAway, 0, minuteAt(sport, played));
      if (scoreHome + scoreAway > 0) await this.settleMarkets(tx, event, ['first-goalscorer']);
    }
    if (live && sport.periods) await this.settleMarkets(tx, event, [], this.periodsDone(sport, played));
    return event.id;
  }

  /** The state a market is priced from: the match's, or its quarter's for a quarter's market. */
  private marketState(
    event: EventRow,
    sport: SportDefinition,
    market: { period?: number | null },
    now: Date,
  ): MatchState {
    const state = this.stateOf(event, sport, now);
    if (!market.period || !sport.periods) return state;
    return periodState(state, event.periods, market.period, sport.periods, 1 - state.remaining);
  }

  /** How many of the sport's periods are over once `played` of the match is played (overtime aside). */
  private periodsDone(sport: SportDefinition, played: number): number {
    return Math.min(sport.periods ?? 0, Math.floor(played * (sport.periods ?? 0) + 1e-9));
  }

  /**
   * Plays a periods sport (basketball) from `from` to `until` (shares of the match): each quarter
   * the interval covers scores its own points, so each quarter's score is known.
   */
  private playPeriods(
    sport: SportDefinition,
    before: readonly Score[],
    strength: number,
    from: number,
    until: number,
  ): Score[] {
    const count = sport.periods ?? 1;
    const periods = before.length ? before.map((period) => ({ ...period })) : [{ home: 0, away: 0 }];
    for (let period = 0; period < count; period += 1) {
      const start = Math.max(from, period / count);
      const end = Math.min(until, (period + 1) / count);
      if (end <= start) continue;
      while (periods.length <= period) periods.push({ home: 0, away: 0 });
      const share = Math.max(0, end - start);
      const current = periods[period] as Score;
      current.home += poisson(this.options.random, sport.pointsPerSide * 2 * strength * share);
      current.away += poisson(this.options.random, sport.pointsPerSide * 2 * (1 - strength) * share);
    }
    return periods;
  }

  /**
   * Settles some markets of a live event before it ends: those of the given kinds (the first
   * goalscorer, after the first goal) and those of the periods up to `periodsDone` (a quarter's
   * markets once it is over). Markets already settled stay as they are.
   */
  private async settleMarkets(
    tx: Executor,
    event: Pick<EventRow, 'id' | 'periods'>,
    kinds: MarketKind[],
    periodsDone = 0,
  ): Promise<boolean> {
    const markets = (
      await tx
        .select()
        .from(sportsbookMarkets)
        .where(and(eq(sportsbookMarkets.eventId, event.id), ne(sportsbookMarkets.status, 'settled')))
    ).filter((market) => kinds.includes(market.kind) || (market.period !== null && market.period <= periodsDone));
    if (!markets.length) return false;
    await this.settle(tx, event.id, markets, { home: 0, away: 0 }, event.periods);
    return true;
  }

  /**
   * Sets the result of every selection of `markets` and marks them settled: a quarter's market by
   * its quarter's score, a first goalscorer by the event's first recorded scorer, the others by
   * `score` (the final score).
   */
  private async settle(
    tx: Executor,
    eventId: number,
    markets: (typeof sportsbookMarkets.$inferSelect)[],
    score: Score,
    periods: readonly Score[],
  ): Promise<void> {
    const [first] = await tx
      .select({
        scorer: sportsbookIncidents.scorer,
        home: sportsbookIncidents.scoreHome,
        away: sportsbookIncidents.scoreAway,
      })
      .from(sportsbookIncidents)
      .where(eq(sportsbookIncidents.eventId, eventId))
      .orderBy(asc(sportsbookIncidents.id))
      .limit(1);
    for (const market of markets) {
      // A quarter with no recorded score (a result the operator entered) is void.
      const periodScore = market.period ? periods[market.period - 1] : undefined;
      // The first goalscorer settles on the first goal's score (goals so far), not the final one.
      const marketScore =
        market.kind === 'first-goalscorer'
          ? first
            ? { home: first.home, away: first.away }
            : score
          : (periodScore ?? score);
      const selections = await tx
        .select()
        .from(sportsbookSelections)
        .where(eq(sportsbookSelections.marketId, market.id));
      for (const selection of selections) {
        const result =
          market.period && !periodScore
            ? ('void' as const)
            : resultOf(market.kind, selection.pick, market.lineTenths, marketScore, pickOf(selection).score, {
                firstScorer: first?.scorer ?? null,
                pickName: selection.name,
              });
        await tx.update(sportsbookSelections).set({ result }).where(eq(sportsbookSelections.id, selection.id));
      }
    }
    await tx
      .update(sportsbookMarkets)
      .set({ status: 'settled' })
      .where(
        inArray(
          sportsbookMarkets.id,
          markets.map((market) => market.id),
        ),
      );
  }

  private stateOf(event: EventRow, sport: SportDefinition, now: Date): MatchState {
    const length = event.endsAt.getTime() - event.startsAt.getTime();
    const played = event.status === 'prematch' ? 0 : (now.getTime() - event.startsAt.getTime()) / Math.max(1, length);
    return {
      scoreHome: event.scoreHome,
      scoreAway: event.scoreAway,
      remaining: Math.min(1, Math.max(0, 1 - played)),
      homeStrength: event.homeStrength / 1000,
      pointsPerSide: sport.pointsPerSide,
      games: { home: event.gamesHome, away: event.gamesAway },
    };
  }

  /**
   * One step of the clock from `since` to `now`: prematch events whose start has come go live,
   * live events score and are repriced, events past their end finish and their markets settle,
   * and (with odds moves on) some prematch prices drift.
   */
  async step(tx: Executor, since: Date, now: Date): Promise<StepResult> {
    const changed = new Set<number>();
    const ended: number[] = [];
    const settled: number[] = [];
    const started = await tx
      .update(sportsbookEvents)
      .set({ status: 'live', updatedAt: now })
      .where(and(eq(sportsbookEvents.status, 'prematch'), lte(sportsbookEvents.startsAt, now)))
      .returning({ id: sportsbookEvents.id });
    for (const { id } of started) changed.add(id);

    const live = await tx
      .select({ event: sportsbookEvents, slug: sportsbookSports.slug })
      .from(sportsbookEvents)
      .innerJoin(sportsbookTournaments, eq(sportsbookTournaments.id, sportsbookEvents.tournamentId))
      .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookTournaments.sportId))
      .where(eq(sportsbookEvents.status, 'live'));
    for (const { event, slug } of live) {
      const sport = sportBySlug(slug);
      if (!sport) continue;
      const from = Math.max(since.getTime(), event.startsAt.getTime());
      const until = Math.min(now.getTime(), event.endsAt.getTime());
      const share = Math.max(0, until - from) / this.options.matchMs;
      const strength = event.homeStrength / 1000;
      if (sport.scoring === 'sets') {
        const played = await this.playTennis(tx, event, sport, share, now);
        if (played) changed.add(event.id);
        if (played === 'ended') ended.push(event.id);
        continue;
      }
      let scoreHome: number;
      let scoreAway: number;
      let periods = event.periods;
      const length = event.endsAt.getTime() - event.startsAt.getTime();
      const playedAt = (at: number) => Math.min(1, Math.max(0, (at - event.startsAt.getTime()) / length));
      if (sport.periods) {
        // Scored quarter by quarter: each quarter's points are its own.
        periods = this.playPeriods(sport, event.periods, strength, playedAt(from), playedAt(until));
        scoreHome = periods.reduce((sum, period) => sum + period.home, 0);
        scoreAway = periods.reduce((sum, period) => sum + period.away, 0);
      } else {
        scoreHome = event.scoreHome + poisson(this.options.random, sport.pointsPerSide * 2 * strength * share);
        scoreAway = event.scoreAway + poisson(this.options.random, sport.pointsPerSide * 2 * (1 - strength) * share);
      }
      const scored = scoreHome !== event.scoreHome || scoreAway !== event.scoreAway;
      if (event.endsAt <= now) {
        // A sport without draws always has a winner (a periods sport's in overtime, after the last quarter).
        if (!sport.hasDraw && scoreHome === scoreAway) {
          const homeWins = this.options.random() < strength;
          if (homeWins) scoreHome += 1;
          else scoreAway += 1;
          if (sport.periods) periods = [...periods, { home: homeWins ? 1 : 0, away: homeWins ? 0 : 1 }];
        }
        if (sport.goalMarkets && scored) {
          const minute = (at: number) => minuteAt(sport, (at - event.startsAt.getTime()) / this.options.matchMs);
          await this.recordGoals(
            tx,
            event,
            scoreHome - event.scoreHome,
            scoreAway - event.scoreAway,
            minute(from),
            minute(until),
            { home: event.scoreHome, away: event.scoreAway },
          );
        }
        if (sport.periods) await tx.update(sportsbookEvents).set({ periods }).where(eq(sportsbookEvents.id, event.id));
        await this.endEvent(tx, event.id, { home: scoreHome, away: scoreAway }, now);
        changed.add(event.id);
        ended.push(event.id);
        continue;
      }
      if (scored) {
        // A goal suspends the event's markets for a moment, as a trader would; they reopen at new prices.
        const suspend = sport.goalMarkets ? new Date(now.getTime() + this.goalSuspensionMs()) : null;
        await tx
          .update(sportsbookEvents)
          .set({ scoreHome, scoreAway, updatedAt: now, ...(suspend ? { suspendedUntil: suspend } : {}) })
          .where(eq(sportsbookEvents.id, event.id));
        if (sport.goalMarkets) {
          const minute = (at: number) => minuteAt(sport, (at - event.startsAt.getTime()) / this.options.matchMs);
          await this.recordGoals(
            tx,
            event,
            scoreHome - event.scoreHome,
            scoreAway - event.scoreAway,
            minute(from),
            minute(until),
            { home: event.scoreHome, away: event.scoreAway },
          );
          // The first goal decides the first goalscorer: it settles now.
          if (event.scoreHome + event.scoreAway === 0 && (await this.settleMarkets(tx, event, ['first-goalscorer'])))
            settled.push(event.id);
          await tx
            .update(sportsbookMarkets)
            .set({ status: 'suspended' })
            .where(and(eq(sportsbookMarkets.eventId, event.id), eq(sportsbookMarkets.status, 'open')));
          changed.add(event.id);
          continue;
        }
      }
      if (sport.periods) {
        await tx.update(sportsbookEvents).set({ periods, updatedAt: now }).where(eq(sportsbookEvents.id, event.id));
        // A quarter that is over settles its markets.
        if (await this.settleMarkets(tx, { id: event.id, periods }, [], this.periodsDone(sport, playedAt(until)))) {
          settled.push(event.id);
          changed.add(event.id);
        }
      }
      // Live prices move on the game's events (a goal, a point), as a real book's do, and (with odds
      // moves on) as the clock runs down: a draw shortens at 0-0 as the minutes pass.
      const reopens = event.suspendedUntil !== null && event.suspendedUntil <= now;
      const held = event.suspendedUntil !== null && event.suspendedUntil > now;
      const elapsed = Math.max(0, now.getTime() - since.getTime());
      const clockMoves =
        this.options.oddsMoves &&
        !held &&
        this.options.random() < 1 - Math.exp((-elapsed * LIVE_REPRICES_PER_MATCH) / this.options.matchMs);
      if (scored || reopens || clockMoves) {
        if (reopens)
          await tx.update(sportsbookEvents).set({ suspendedUntil: null }).where(eq(sportsbookEvents.id, event.id));
        await this.reprice(tx, { ...event, scoreHome, scoreAway, periods, suspendedUntil: null }, sport, now);
        changed.add(event.id);
      }
    }

    if (this.options.oddsMoves) {
      // Prematch prices move rarely: each event's market is repriced about once every
      // PREMATCH_MOVE_MEAN_MS, whatever the step's length (the chance grows with the time stepped).
      const elapsed = Math.max(0, now.getTime() - since.getTime());
      const chance = 1 - Math.exp(-elapsed / PREMATCH_MOVE_MEAN_MS);
      const markets = await tx
        .select({ id: sportsbookMarkets.id, eventId: sportsbookEvents.id })
        .from(sportsbookMarkets)
        .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookMarkets.eventId))
        .where(and(eq(sportsbookEvents.status, 'prematch'), eq(sportsbookMarkets.status, 'open')));
      for (const market of markets) {
        if (this.options.random() >= chance) continue;
        const selections = await tx
          .select({ id: sportsbookSelections.id, odds: sportsbookSelections.oddsHundredths })
          .from(sportsbookSelections)
          .where(eq(sportsbookSelections.marketId, market.id));
        for (const selection of selections) {
          await tx
            .update(sportsbookSelections)
            .set({ oddsHundredths: driftOdds(selection.odds, this.options.random) })
            .where(eq(sportsbookSelections.id, selection.id));
        }
        changed.add(market.eventId);
      }
    }
    return { changed, ended, settled };
  }

  /**
   * Plays a live tennis match on by `share` of a match, game by game: the score counts sets, the
   * games those of the set in play. A match decided before its end time ends then; one still
   * open at its end time plays on to its last game. Answers 'ended', 'played' (the score
   * changed) or null (no game was completed).
   */
  private async playTennis(
    tx: Executor,
    event: EventRow,
    sport: SportDefinition,
    share: number,
    now: Date,
  ): Promise<'ended' | 'played' | null> {
    const chance = homeGameChance(event.homeStrength / 1000);
    const before: TennisScore = {
      setsHome: event.scoreHome,
      setsAway: event.scoreAway,
      gamesHome: event.gamesHome,
      gamesAway: event.gamesAway,
    };
    let score = playShare(before, share, chance, this.options.random);
    if (event.endsAt <= now) score = playToEnd(score, chance, this.options.random);
    if (tennisDecided(score)) {
      await tx
        .update(sportsbookEvents)
        .set({ gamesHome: score.gamesHome, gamesAway: score.gamesAway })
        .where(eq(sportsbookEvents.id, event.id));
      await this.endEvent(tx, event.id, { home: score.setsHome, away: score.setsAway }, now);
      return 'ended';
    }
    const same = (Object.keys(before) as (keyof TennisScore)[]).every((key) => before[key] === score[key]);
    if (same) return null;
    const next = {
      scoreHome: score.setsHome,
      scoreAway: score.setsAway,
      gamesHome: score.gamesHome,
      gamesAway: score.gamesAway,
    };
    await tx
      .update(sportsbookEvents)
      .set({ ...next, updatedAt: now })
      .where(eq(sportsbookEvents.id, event.id));
    // Live prices move on the sets won, as a real book's do on a break of serve.
    await this.reprice(tx, { ...event, ...next }, sport, now);
    return 'played';
  }

  /** How long a goal suspends an event's markets: half a minute, shorter in a short simulated match. */
  private goalSuspensionMs(): number {
    return Math.min(30_000, Math.round(this.options.matchMs / 60));
  }

  /**
   * Records `home` and `away` goals scored between two match minutes on the event's timeline, in a
   * random order at random minutes, each with the score after it and its scorer: a player of the
   * side's squad, drawn by SCORING_WEIGHT (forwards twice as often as midfielders).
   */
  private async recordGoals(
    tx: Executor,
    event: Pick<EventRow, 'id' | 'home' | 'away'>,
    home: number,
    away: number,
    fromMinute: number,
    toMinute: number,
    before: { home: number; away: number } = { home: 0, away: 0 },
  ): Promise<void> {
    const sides = [...Array<'home'>(home).fill('home'), ...Array<'away'>(away).fill('away')]
      .map((side) => ({ side, order: this.options.random() }))
      .sort((a, b) => a.order - b.order);
    const minutes = sides
      .map(() => fromMinute + Math.floor(this.options.random() * (toMinute - fromMinute + 1)))
      .sort((a, b) => a - b);
    const score = { ...before };
    const squads = { home: squadOf(event.home), away: squadOf(event.away) };
    const scorerOf = (side: 'home' | 'away'): string | null => {
      const squad = squads[side];
      const total = squad.reduce((sum, player) => sum + SCORING_WEIGHT[player.role], 0);
      let draw = this.options.random() * total;
      for (const player of squad) {
        draw -= SCORING_WEIGHT[player.role];
        if (draw < 0) return player.name;
      }
      return squad.at(-1)?.name ?? null;
    };
    const rows = sides.map(({ side }, index) => {
      score[side] += 1;
      return {
        eventId: event.id,
        side,
        minute: minutes[index] ?? toMinute,
        scoreHome: score.home,
        scoreAway: score.away,
        scorer: scorerOf(side),
      };
    });
    if (rows.length) await tx.insert(sportsbookIncidents).values(rows);
  }

  /**
   * Prices an event's markets again from its score and the time left. A market that looks decided
   * (or a totals line already passed) is suspended, one that no longer does reopens; a pick that
   * can no longer win is lost already. Markets stay suspended while a goal's suspension lasts, and
   * while a trader's suspension does.
   */
  private async reprice(tx: Executor, event: EventRow, sport: SportDefinition, now: Date): Promise<void> {
    const held = event.suspendedUntil !== null && event.suspendedUntil > now;
    const markets = await tx
      .select()
      .from(sportsbookMarkets)
      .where(and(eq(sportsbookMarkets.eventId, event.id), ne(sportsbookMarkets.status, 'settled')));
    for (const market of markets) {
      const selections = await tx
        .select()
        .from(sportsbookSelections)
        .where(eq(sportsbookSelections.marketId, market.id))
        .orderBy(asc(sportsbookSelections.sortOrder));
      const { odds, decided } = priceOf(
        sport,
        market,
        selections.map(pickOf),
        this.marketState(event, sport, market, now),
        event,
      );
      // A trader's suspension (of the market or the whole event) holds until a trader resumes it.
      const status = held || decided || market.traderSuspended || event.traderSuspended ? 'suspended' : 'open';
      if (status !== market.status)
        await tx.update(sportsbookMarkets).set({ status }).where(eq(sportsbookMarkets.id, market.id));
      if (decided) continue;
      for (const [index, selection] of selections.entries()) {
        const price = odds[index];
        if (price === null) {
          if (selection.result === null)
            await tx
              .update(sportsbookSelections)
              .set({ result: 'lost' })
              .where(eq(sportsbookSelections.id, selection.id));
        } else if (price !== undefined && price !== selection.oddsHundredths) {
          await tx
            .update(sportsbookSelections)
            .set({ oddsHundredths: price })
            .where(eq(sportsbookSelections.id, selection.id));
        }
      }
    }
  }

  /**
   * Prices a live or prematch event's markets again now (the trading desk's resume): markets reopen
   * unless a goal's suspension, the price or a trader's suspension holds them.
   */
  async repriceEvent(tx: Executor, eventId: number, now: Date): Promise<void> {
    const [row] = await tx
      .select({ event: sportsbookEvents, slug: sportsbookSports.slug })
      .from(sportsbookEvents)
      .innerJoin(sportsbookTournaments, eq(sportsbookTournaments.id, sportsbookEvents.tournamentId))
      .innerJoin(sportsbookSports, eq(sportsbookSports.id, sportsbookTournaments.sportId))
      .where(eq(sportsbookEvents.id, eventId));
    const sport = row ? sportBySlug(row.slug) : undefined;
    if (!row || !sport || row.event.status === 'ended') return;
    await this.reprice(tx, row.event, sport, now);
  }

  /**
   * The trading desk's resettlement: the event's final score becomes `score` and every market is
   * settled again from it (a quarter's and a first goalscorer's as settle says), except the markets
   * a trader voided, which stay void.
   */
  async resettleEvent(tx: Executor, eventId: number, score: { home: number; away: number }, now: Date): Promise<void> {
    await tx
      .update(sportsbookEvents)
      .set({ scoreHome: score.home, scoreAway: score.away, updatedAt: now })
      .where(eq(sportsbookEvents.id, eventId));
    const markets = (await tx.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.eventId, eventId))).filter(
      (market) => market.voidReason === null,
    );
    const [event] = await tx
      .select({ periods: sportsbookEvents.periods })
      .from(sportsbookEvents)
      .where(eq(sportsbookEvents.id, eventId));
    if (markets.length) await this.settle(tx, eventId, markets, score, event?.periods ?? []);
  }

  /** Ends an event with its final score and settles its markets (won, lost, void per selection). */
  async endEvent(tx: Executor, eventId: number, score: { home: number; away: number }, now: Date): Promise<void> {
    await tx
      .update(sportsbookEvents)
      .set({ status: 'ended', scoreHome: score.home, scoreAway: score.away, endedAt: now, updatedAt: now })
      .where(eq(sportsbookEvents.id, eventId));
    // Markets settled while the match was live (a first goalscorer, a quarter) keep their results.
    const markets = await tx
      .select()
      .from(sportsbookMarkets)
      .where(and(eq(sportsbookMarkets.eventId, eventId), ne(sportsbookMarkets.status, 'settled')));
    const [event] = await tx
      .select({ periods: sportsbookEvents.periods })
      .from(sportsbookEvents)
      .where(eq(sportsbookEvents.id, eventId));
    if (markets.length) await this.settle(tx, eventId, markets, score, event?.periods ?? []);
  }
}

export { resultOf };

/** A selection's pick and name and, for a correct score, its score. */
const pickOf = (selection: typeof sportsbookSelections.$inferSelect) => ({
  pick: selection.pick,
  name: selection.name,
  score:
    selection.scoreHome !== null && selection.scoreAway !== null
      ? { home: selection.scoreHome, away: selection.scoreAway }
      : null,
});

/** The match minute at a share of the match played (0 to 1). */
const minuteAt = (sport: SportDefinition, played: number) =>
  Math.min(sport.matchMinutes, Math.max(0, Math.floor(played * sport.matchMinutes)));

/** Takes the sportsbook's advisory lock for this transaction; false when another process holds it. */
export async function tryLock(tx: Executor): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(72630001) as locked`);
  const rows =
    (result as unknown as { rows?: { locked: boolean }[] }).rows ?? (result as unknown as { locked: boolean }[]);
  return Boolean(rows[0]?.locked);
}
