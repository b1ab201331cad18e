import { fromMinorUnits } from '@casino/rules';
import type { HarmEvidence, HarmMarkerKind } from '@casino/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { HarmSettings } from '../../config';
import type { Database, Executor, WarnLog } from '../../db/client';

/** The advisory lock (first key) an evaluation of a player takes, the player's id the second. */
const HARM_LOCK = 36_0001;
/**
 * Batches evaluated at once, each in its own transaction on its own connection: two keep the
 * database busy while the other batch's answer travels, and leave the pool to the requests.
 */
const EVALUATORS = 2;
/** At most this many noted players in one batch (one statement computes all their markers). */
const BATCH = 200;
const DAY_MS = 24 * 3600 * 1000;

/** A marker seen in a player's play, with its evidence. */
export interface MarkerFound {
  kind: HarmMarkerKind;
  evidence: HarmEvidence;
}

/** After an evaluation: the player, how long it waited since its posting was queued, the alerts raised. */
export type EvaluatedListener = (playerId: number, waitedMs: number, raised: HarmMarkerKind[]) => void;

/** One player's figures, as the one statement of `figuresOf` computes them (null: not computed, muted). */
interface PlayerFigures {
  playerId: number;
  currency: string;
  decimals: number;
  muted: HarmMarkerKind[] | null;
  recentCount: number;
  recentSum: string;
  baseCount: number;
  baseSum: string;
  lastDeposits: string[] | null;
  coins: string[] | null;
  addresses: number;
  held: number;
  holdReasons: string[] | null;
  cancelled: number;
  cancelledSum: string;
  stakedSince: string;
  nights: number;
  nightStakes: number;
  nightStaked: string;
  minutesToday: number;
  sessionsToday: number;
  chased: number;
  chasedSum: string;
  lostBefore: string;
  excluded: { uuid: string; startedAt: string; endsAt: string | null }[] | null;
}

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const iso = (at: Date) => at.toISOString();
const ts = (at: Date) => sql`${iso(at)}::timestamptz`;
/** A list of player ids as one int[] parameter (drizzle would spread a JS array into several). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Past this many players remembered with their last evaluation, the ones whose gap has passed are forgotten. */
const REMEMBERED = 10_000;

/**
 * Turns shared by the platform's processes (http/limits.ts, through Redis): `claim` answers, for
 * each key, 0 when this process takes the key's turn now (no process took one in the last
 * `gapMs`; the turn is then this one's for `gapMs`), else the milliseconds until the turn another
 * process took ends. Rejects at once while Redis cannot be reached.
 */
export interface SharedTurns {
  claim(name: string, keys: readonly (string | number)[], gapMs: number): Promise<Map<string | number, number>>;
}

/**
 * The markers of harm (issue 36, docs/harmMarkers.md), computed as play happens: the wallet tells
 * this queue of every committed posting (`changed`, which only notes the player: the money call
 * never waits for it); the players noted meanwhile are evaluated in batches (up to BATCH, EVALUATORS
 * batches at once), one statement reading every batched player's recent history, under an
 * advisory lock per player so that two processes never evaluate one player at once. A marker
 * raises an alert unless one of its kind is open for the player (the partial unique index
 * `harm_alerts_one_open`), or one was closed within the recent window (staff have looked at it).
 * A player noted again while waiting is evaluated once; one noted while being evaluated, again after.
 * A player's evaluations start at least `playerGapMs` apart (HARM_PLAYER_GAP_MS): the postings of
 * a player who plays many rounds a second are evaluated together once the gap has passed, instead
 * of each re-reading the same history; a player's first posting after a quiet gap is evaluated at once.
 * With several processes (`turns`), the gap is the player's, not the process's: the process that
 * takes the player's turn evaluates, the others' postings wait for the end of that turn and are
 * evaluated then (by whichever process takes the next turn), so a player is evaluated at most once
 * a gap whatever the number of processes (each process keeping its own gap evaluated a player up to
 * once a gap per process, and their batches queued on each other's advisory locks).
 */
export class HarmMarkers {
  /** The players waiting, with when they were first noted. */
  private readonly waiting = new Map<number, number>();
  private readonly running = new Set<number>();
  /** When each player's last evaluation started (performance.now()), while its gap may still run. */
  private readonly lastStarted = new Map<number, number>();
  private active = 0;
  private idle: (() => void)[] = [];
  /** While a `settled` call waits, the gap is not waited for. */
  private flushing = 0;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private stopped = false;
  private readonly listeners: EvaluatedListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: HarmSettings,
    private readonly log: WarnLog,
    /** The processes' shared turns (Redis), when there are several processes. */
    private readonly turns?: SharedTurns,
  ) {}

  /** A committed posting of this player: evaluate the player's markers soon. Never waits, never throws. */
  changed(playerId: number): void {
    if (this.stopped || !this.settings.enabled) return;
    // Already waiting: its evaluation will see this posting too.
    if (this.waiting.has(playerId)) return;
    const now = performance.now();
    this.waiting.set(playerId, now);
    if (this.running.has(playerId)) return; // evaluated again when its batch ends
    const dueAt = this.dueAt(playerId);
    if (dueAt > now) this.wakeAt(dueAt);
    else this.pump();
  }

  onEvaluated(listener: EvaluatedListener): void {
    this.listeners.push(listener);
  }

  /**
   * Resolves once every player noted so far has been evaluated (tests, shutdown): the players
   * waiting for their gap are evaluated now.
   */
  settled(): Promise<void> {
    if (this.active === 0 && this.waiting.size === 0) return Promise.resolve();
    this.flushing += 1;
    const done = new Promise<void>((resolve) => this.idle.push(resolve));
    this.pump();
    return done.finally(() => {
      this.flushing -= 1;
    });
  }

  stop(): void {
    this.stopped = true;
    this.waiting.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.active === 0) this.wakeIdle();
  }

  private wakeIdle() {
    const idle = this.idle;
    this.idle = [];
    for (const resolve of idle) resolve();
  }

  /** When the player may be evaluated again (its gap since the last evaluation's start). */
  private dueAt(playerId: number): number {
    if (this.flushing > 0) return -Infinity;
    const last = this.lastStarted.get(playerId);
    return last === undefined ? -Infinity : last + this.settings.playerGapMs;
  }

  /** Runs `pump` at `at` (performance.now() time), unless it is to run sooner already. */
  private wakeAt(at: number): void {
    if (this.stopped || at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, Math.ceil(at - performance.now())),
    );
    // The queue never keeps a process alive by itself (a stopping platform settles it first).
    this.timer.unref();
  }

  private forgetPassedGaps(now: number): void {
    if (this.lastStarted.size <= REMEMBERED) return;
    for (const [playerId, started] of this.lastStarted) {
      if (started + this.settings.playerGapMs <= now) this.lastStarted.delete(playerId);
    }
  }

  private pump(): void {
    const now = performance.now();
    let nextDue = Infinity;
    while (this.active < EVALUATORS && !this.stopped) {
      const batch: [number, number][] = [];
      nextDue = Infinity;
      for (const entry of this.waiting) {
        if (this.running.has(entry[0])) continue;
        const dueAt = this.dueAt(entry[0]);
        if (dueAt > now) {
          if (dueAt < nextDue) nextDue = dueAt;
          continue;
        }
        batch.push(entry);
        if (batch.length >= BATCH) break;
      }
      if (batch.length === 0) break;
      this.forgetPassedGaps(now);
      for (const [playerId] of batch) {
        this.waiting.delete(playerId);
        this.running.add(playerId);
        this.lastStarted.set(playerId, now);
      }
      this.active += 1;
      const ids = batch.map(([playerId]) => playerId);
      void this.evaluateInTurn(batch)
        .then(({ evaluated, raised }) => {
          const done = performance.now();
          for (const [playerId, since] of evaluated) {
            for (const listener of this.listeners) listener(playerId, done - since, raised.get(playerId) ?? []);
          }
        })
        .catch((error: unknown) => {
          // The next posting of each player evaluates it again.
          this.log.warn({ playerIds: ids, err: error }, 'markers of harm not evaluated');
        })
        .finally(() => {
          for (const playerId of ids) this.running.delete(playerId);
          this.active -= 1;
          this.pump();
          if (this.active === 0 && this.waiting.size === 0) this.wakeIdle();
        });
    }
    // The players whose gap still runs (a batch that ends runs this again for the others).
    if (nextDue !== Infinity) this.wakeAt(nextDue);
  }

  /**
   * Evaluates the batch's players whose turn this process takes (all of them with one process, or
   * while `settled` waits); the others wait again, until the turn another process took ends. Redis
   * out of reach: every player is evaluated here (the advisory locks keep two processes apart).
   */
  private async evaluateInTurn(
    batch: [number, number][],
  ): Promise<{ evaluated: [number, number][]; raised: Map<number, HarmMarkerKind[]> }> {
    let evaluated = batch;
    if (this.turns && this.flushing === 0) {
      const gap = this.settings.playerGapMs;
      const left = await this.turns
        .claim(
          'harm',
          batch.map(([playerId]) => playerId),
          gap,
        )
        .catch(() => null);
      if (left) {
        evaluated = [];
        const now = performance.now();
        for (const entry of batch) {
          const wait = left.get(entry[0]) ?? 0;
          if (wait <= 0) {
            evaluated.push(entry);
            continue;
          }
          // Due when the other process's turn ends (dueAt = lastStarted + gap), noted since its posting.
          this.lastStarted.set(entry[0], now + wait - gap);
          if (!this.waiting.has(entry[0])) this.waiting.set(entry[0], entry[1]);
        }
      }
    }
    const raised = await this.evaluate(evaluated.map(([playerId]) => playerId));
    return { evaluated, raised };
  }

  /**
   * Evaluates these players now, in one transaction: their advisory locks (in ascending order, so
   * that two processes' batches never deadlock), one statement computing every marker of every
   * player, one insert of the alerts found: five round trips with begin and commit, whatever the
   * batch's size (one player's evaluation took twelve or more). The kinds of the alerts raised, by player.
   */
  async evaluate(playerIds: readonly number[]): Promise<Map<number, HarmMarkerKind[]>> {
    const ids = [...new Set(playerIds)].sort((a, b) => a - b);
    const raised = new Map<number, HarmMarkerKind[]>();
    if (ids.length === 0) return raised;
    return this.db.transaction(async (tx) => {
      // Its own statement: the figures' statement below takes its snapshot once the locks are held.
      // JIT off for this transaction: the figures' statement is estimated costly enough for
      // PostgreSQL to compile it, which took 80 ms of its 90 for 100 players (docs/harmMarkers.md).
      await tx.execute(
        sql`select pg_advisory_xact_lock(${HARM_LOCK}, u.id), set_config('jit', 'off', true)
            from unnest(${idArray(ids)}) with ordinality as u(id, n) order by u.n`,
      );
      const now = this.clock.now();
      const found = (await this.figuresOf(tx, ids, now)).flatMap((row) =>
        this.markersOf(row, now).map((marker) => ({ playerId: row.playerId, ...marker })),
      );
      if (found.length === 0) return raised;
      const rows = await rowsOf<{ playerId: number; kind: HarmMarkerKind }>(
        tx,
        sql`insert into harm_alerts (player_id, kind, evidence, raised_at, state, updated_at)
            values ${sql.join(
              found.map(
                (marker) =>
                  sql`(${marker.playerId}, ${marker.kind}, ${JSON.stringify(marker.evidence)}::jsonb, ${ts(now)}, 'open', ${ts(now)})`,
              ),
              sql`, `,
            )}
            on conflict (player_id, kind) where state <> 'closed' do nothing
            returning player_id as "playerId", kind`,
      );
      for (const row of rows) raised.set(row.playerId, [...(raised.get(row.playerId) ?? []), row.kind]);
      return raised;
    });
  }

  /**
   * The figures of every marker of these players, in one statement (docs/harmMarkers.md, "How it
   * runs"): a row per player with an account. A kind with an open alert, or one closed within the
   * recent window (staff have looked at it), is `muted`: its part is not computed (each lateral
   * part's condition on `muted` is a one-time filter, so its scan does not run).
   */
  async figuresOf(tx: Executor, playerIds: readonly number[], now: Date): Promise<PlayerFigures[]> {
    const s = this.settings;
    const recentFrom = new Date(now.getTime() - s.windowDays * DAY_MS);
    const baselineFrom = new Date(recentFrom.getTime() - s.baselineDays * DAY_MS);
    const methodsFrom = new Date(now.getTime() - s.methodsDays * DAY_MS);
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const computed = (kind: HarmMarkerKind) => sql`not (${kind}::text = any(p.muted))`;
    // A deposit attempt: credited, or held over a limit (not the release of a held one).
    const depositAmount = sql`case when e.type = 'deposit_held' then e.held_delta else e.balance_delta end`;
    const isDeposit = sql`e.type in ('deposit', 'deposit_held') and not (e.type = 'deposit' and e.held_delta < 0)`;
    const hour = sql`extract(hour from e.created_at at time zone 'UTC')`;
    const night =
      s.nightStartHour < s.nightEndHour
        ? sql`${hour} >= ${s.nightStartHour} and ${hour} < ${s.nightEndHour}`
        : sql`(${hour} >= ${s.nightStartHour} or ${hour} < ${s.nightEndHour})`;
    return rowsOf<PlayerFigures>(
      tx,
      sql`with noted as (
            select distinct on (a.player_id) a.player_id, a.id as account_id, a.currency_code as currency, c.decimals
            from accounts a join currencies c on c.code = a.currency_code
            where a.player_id = any(${idArray(playerIds)})
            order by a.player_id, a.id
          ), p as materialized (
            select n.*, array(select distinct h.kind from harm_alerts h
                              where h.player_id = n.player_id
                                and (h.state <> 'closed' or h.closed_at >= ${ts(recentFrom)})) as muted
            from noted n
          )
          select p.player_id as "playerId", p.currency, p.decimals, p.muted,
                 dr."recentCount", dr."recentSum", dr."baseCount", dr."baseSum",
                 array(select (${depositAmount})::text from ledger_entries e
                       where e.account_id = p.account_id and ${isDeposit} and ${computed('depositRise')}
                         and e.created_at >= ${ts(recentFrom)} and e.created_at <= ${ts(now)}
                       order by e.created_at desc, e.id desc limit ${s.depositStreak}) as "lastDeposits",
                 pay.coins, pay.addresses, pay.held, pay."holdReasons", pay.cancelled, pay."cancelledSum",
                 rw."stakedSince",
                 np.nights, np."nightStakes", np."nightStaked",
                 lp."minutesToday", lp."sessionsToday",
                 lc.chased, lc."chasedSum", lc."lostBefore",
                 ex.excluded
          from p
          cross join lateral (
            select count(*) filter (where e.created_at >= ${ts(recentFrom)})::int as "recentCount",
                   coalesce(sum(${depositAmount}) filter (where e.created_at >= ${ts(recentFrom)}), 0)::text as "recentSum",
                   count(*) filter (where e.created_at < ${ts(recentFrom)})::int as "baseCount",
                   coalesce(sum(${depositAmount}) filter (where e.created_at < ${ts(recentFrom)}), 0)::text as "baseSum"
            from ledger_entries e
            where e.account_id = p.account_id and ${isDeposit} and ${computed('depositRise')}
              and e.created_at >= ${ts(baselineFrom)} and e.created_at <= ${ts(now)}
          ) dr
          cross join lateral (
            select array_agg(distinct y.received_currency) filter (where y.type = 'deposit' and y.received_currency is not null) as coins,
                   count(distinct y.address) filter (where y.type = 'withdrawal')::int as addresses,
                   count(*) filter (where y.type = 'deposit' and y.hold_reason is not null)::int as held,
                   array_agg(distinct y.hold_reason) filter (where y.type = 'deposit' and y.hold_reason is not null) as "holdReasons",
                   count(*) filter (where y.type = 'withdrawal' and y.status = 'cancelled')::int as cancelled,
                   coalesce(sum(y.amount) filter (where y.type = 'withdrawal' and y.status = 'cancelled'), 0)::text as "cancelledSum",
                   min(y.updated_at) filter (where y.type = 'withdrawal' and y.status = 'cancelled') as "firstCancelled"
            from payments y
            where y.player_id = p.player_id and y.created_at >= ${ts(methodsFrom)}
              and (${computed('paymentMethods')} or ${computed('limitsHit')} or ${computed('reversedWithdrawals')})
          ) pay
          cross join lateral (
            select coalesce(sum(-e.balance_delta), 0)::text as "stakedSince"
            from ledger_entries e
            where e.account_id = p.account_id and e.type = 'bet' and e.created_at >= pay."firstCancelled"
              and pay.cancelled >= ${s.reversedWithdrawals} and ${computed('reversedWithdrawals')}
          ) rw
          cross join lateral (
            select count(distinct (e.created_at at time zone 'UTC')::date)::int as nights, count(*)::int as "nightStakes",
                   coalesce(sum(-e.balance_delta), 0)::text as "nightStaked"
            from ledger_entries e
            where e.account_id = p.account_id and e.type = 'bet' and e.created_at >= ${ts(recentFrom)} and ${night}
              and ${computed('nightPlay')}
          ) np
          cross join lateral (
            select coalesce(floor(sum(extract(epoch from (least(coalesce(ps.ended_at, ps.last_activity_at), ${ts(now)})
                     - greatest(ps.started_at, ${ts(dayStart)})))) / 60), 0)::int as "minutesToday",
                   count(*)::int as "sessionsToday"
            from play_sessions ps
            where ps.player_id = p.player_id and ps.last_activity_at >= ${ts(dayStart)} and ps.started_at <= ${ts(now)}
              and ${computed('longPlay')}
          ) lp
          cross join lateral (
            select count(*)::int as chased, coalesce(sum(d.amount), 0)::text as "chasedSum",
                   coalesce(sum(d.lost), 0)::text as "lostBefore"
            from (
              select dep.balance_delta as amount,
                     (select coalesce(sum(-e.balance_delta) filter (where e.type = 'bet'), 0)
                             - coalesce(sum(e.balance_delta) filter (where e.type = 'win'), 0)
                      from ledger_entries e
                      where e.account_id = dep.account_id and e.type in ('bet', 'win')
                        and e.created_at >= dep.created_at - (${s.chaseMinutes} * interval '1 minute')
                        and e.created_at < dep.created_at) as lost
              from ledger_entries dep
              where dep.account_id = p.account_id and dep.type = 'deposit' and dep.held_delta = 0
                and dep.created_at >= ${ts(recentFrom)} and ${computed('lossChasing')}
            ) d
            where d.lost > 0
          ) lc
          cross join lateral (
            select json_agg(x order by x."startedAt") as excluded
            from (
              select o.uuid, pp.self_exclusion_started_at as "startedAt", pp.self_exclusion_ends_at as "endsAt"
              from players me
              join players o on o.id <> me.id
                and lower(o.first_name || ' ' || o.last_name) = lower(me.first_name || ' ' || me.last_name)
                and o.dob = me.dob
              join player_protection pp on pp.player_id = o.id
              where me.id = p.player_id and pp.self_exclusion_started_at is not null
                and (pp.self_exclusion_ends_at is null or pp.self_exclusion_ends_at > ${ts(now)})
                and ${computed('exclusionElsewhere')}
              order by pp.self_exclusion_started_at limit 5
            ) x
          ) ex`,
    );
  }

  /** The markers a player's figures show (the muted kinds are not raised). */
  markersOf(f: PlayerFigures, now: Date): MarkerFound[] {
    const s = this.settings;
    const muted = new Set(f.muted ?? []);
    const want = (kind: HarmMarkerKind) => !muted.has(kind);
    const money = (units: string | bigint) => fromMinorUnits(BigInt(units), f.decimals);
    const recentFrom = new Date(now.getTime() - s.windowDays * DAY_MS);
    const baselineFrom = new Date(recentFrom.getTime() - s.baselineDays * DAY_MS);
    const methodsFrom = new Date(now.getTime() - s.methodsDays * DAY_MS);
    const evidence = (from: Date, figures: HarmEvidence['figures'], currency: string | null = f.currency) => ({
      windowFrom: iso(from),
      windowTo: iso(now),
      currency,
      figures,
    });
    const found: MarkerFound[] = [];

    if (want('depositRise')) {
      const recentSum = BigInt(f.recentSum);
      const baseSum = BigInt(f.baseSum);
      const percent = BigInt(s.depositRisePercent);
      // recent / (base * window / baseline) >= percent / 100, in whole numbers.
      const amountRise =
        baseSum > 0n && recentSum * 100n * BigInt(s.baselineDays) >= percent * baseSum * BigInt(s.windowDays);
      const countRise =
        f.baseCount > 0 &&
        BigInt(f.recentCount) * 100n * BigInt(s.baselineDays) >= percent * BigInt(f.baseCount) * BigInt(s.windowDays);
      const amounts = (f.lastDeposits ?? []).map((amount) => BigInt(amount)).reverse();
      const streak =
        amounts.length >= s.depositStreak &&
        amounts.every((amount, i) => i === 0 || amount > (amounts[i - 1] ?? amount));
      if ((f.recentCount >= s.depositRiseMinCount && (amountRise || countRise)) || streak) {
        const baselinePerWindow = (baseSum * BigInt(s.windowDays)) / BigInt(s.baselineDays);
        found.push({
          kind: 'depositRise',
          evidence: evidence(baselineFrom, {
            recentDays: s.windowDays,
            recentDeposits: f.recentCount,
            recentAmount: money(recentSum),
            baselineDays: s.baselineDays,
            baselineDeposits: f.baseCount,
            baselineAmount: money(baseSum),
            baselineAmountPerRecentWindow: money(baselinePerWindow),
            thresholdPercent: s.depositRisePercent,
            ...(baselinePerWindow > 0n ? { risePercent: Number((recentSum * 100n) / baselinePerWindow) } : {}),
            lastDeposits: amounts.map(money).join(' → '),
            risingInARow: streak ? amounts.length : 0,
            streakThreshold: s.depositStreak,
          }),
        });
      }
    }

    const coins = [...(f.coins ?? [])].sort();
    if (want('paymentMethods') && (coins.length >= s.paymentMethods || f.addresses >= s.paymentMethods)) {
      found.push({
        kind: 'paymentMethods',
        evidence: evidence(
          methodsFrom,
          {
            depositCoins: coins.length,
            coins: coins.join(', '),
            payoutAddresses: f.addresses,
            threshold: s.paymentMethods,
          },
          null,
        ),
      });
    }
    if (want('limitsHit') && f.held >= s.limitHits) {
      found.push({
        kind: 'limitsHit',
        evidence: evidence(
          methodsFrom,
          { depositsHeld: f.held, reasons: [...(f.holdReasons ?? [])].sort().join(', '), threshold: s.limitHits },
          null,
        ),
      });
    }
    if (
      want('reversedWithdrawals') &&
      f.cancelled >= s.reversedWithdrawals &&
      BigInt(f.stakedSince) >= BigInt(f.cancelledSum)
    ) {
      found.push({
        kind: 'reversedWithdrawals',
        evidence: evidence(methodsFrom, {
          withdrawalsCancelled: f.cancelled,
          cancelledAmount: money(f.cancelledSum),
          stakedSinceFirstCancel: money(f.stakedSince),
          threshold: s.reversedWithdrawals,
        }),
      });
    }

    if (want('nightPlay') && f.nights >= s.nightPlayNights) {
      found.push({
        kind: 'nightPlay',
        evidence: evidence(recentFrom, {
          nightsWithPlay: f.nights,
          stakesAtNight: f.nightStakes,
          stakedAtNight: money(f.nightStaked),
          nightHoursUtc: `${String(s.nightStartHour).padStart(2, '0')}:00–${String(s.nightEndHour).padStart(2, '0')}:00`,
          threshold: s.nightPlayNights,
        }),
      });
    }

    if (want('longPlay') && f.minutesToday >= s.longPlayMinutes) {
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      found.push({
        kind: 'longPlay',
        evidence: evidence(
          dayStart,
          { minutesPlayedToday: f.minutesToday, sessions: f.sessionsToday, thresholdMinutes: s.longPlayMinutes },
          null,
        ),
      });
    }

    if (want('lossChasing') && f.chased >= s.chaseDeposits) {
      found.push({
        kind: 'lossChasing',
        evidence: evidence(recentFrom, {
          depositsAfterLosses: f.chased,
          depositedAfterLosses: money(f.chasedSum),
          lostJustBefore: money(f.lostBefore),
          minutesAfterLoss: s.chaseMinutes,
          threshold: s.chaseDeposits,
        }),
      });
    }

    const first = f.excluded?.[0];
    if (want('exclusionElsewhere') && first && f.excluded) {
      found.push({
        kind: 'exclusionElsewhere',
        evidence: evidence(
          new Date(first.startedAt),
          {
            excludedAccounts: f.excluded.length,
            accounts: f.excluded.map((row) => row.uuid).join(', '),
            excludedUntil: first.endsAt ? new Date(first.endsAt).toISOString() : 'permanent',
            matchedOn: 'name and date of birth',
          },
          null,
        ),
      });
    }
    return found;
  }
}
