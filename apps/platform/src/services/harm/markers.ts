import { fromMinorUnits } from '@casino/rules';
import type { HarmEvidence, HarmMarkerKind } from '@casino/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { HarmSettings } from '../../config';
import type { Database, Executor, WarnLog } from '../../db/client';

/** The advisory lock (first key) an evaluation of a player takes, the player's id the second. */
const HARM_LOCK = 36_0001;
/** Players evaluated at once (each in its own transaction, on its own connection). */
const EVALUATORS = 4;
const DAY_MS = 24 * 3600 * 1000;

/** A marker seen in a player's play, with its evidence. */
export interface MarkerFound {
  kind: HarmMarkerKind;
  evidence: HarmEvidence;
}

/** After an evaluation: the player, how long it waited since its posting was queued, the alerts raised. */
export type EvaluatedListener = (playerId: number, waitedMs: number, raised: HarmMarkerKind[]) => void;

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const iso = (at: Date) => at.toISOString();
const ts = (at: Date) => sql`${iso(at)}::timestamptz`;

/**
 * The markers of harm (issue 36, docs/harmMarkers.md), computed as play happens: the wallet tells
 * this queue of every committed posting (`changed`, which only notes the player: the money call
 * never waits for it), and a few evaluators read each noted player's recent history, under an
 * advisory lock per player so that two processes never evaluate one player at once. A marker
 * raises an alert unless one of its kind is open for the player (the partial unique index
 * `harm_alerts_one_open`), or one was closed within the recent window (staff have looked at it).
 * A player noted again while waiting is evaluated once; one noted while being evaluated, again after.
 */
export class HarmMarkers {
  /** The players waiting, with when they were first noted. */
  private readonly waiting = new Map<number, number>();
  private readonly running = new Set<number>();
  private active = 0;
  private idle: (() => void)[] = [];
  private stopped = false;
  private readonly listeners: EvaluatedListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: HarmSettings,
    private readonly log: WarnLog,
  ) {}

  /** A committed posting of this player: evaluate the player's markers soon. Never waits, never throws. */
  changed(playerId: number): void {
    if (this.stopped || !this.settings.enabled) return;
    if (!this.waiting.has(playerId)) this.waiting.set(playerId, performance.now());
    this.pump();
  }

  onEvaluated(listener: EvaluatedListener): void {
    this.listeners.push(listener);
  }

  /** Resolves once every player noted so far has been evaluated (tests, shutdown). */
  settled(): Promise<void> {
    if (this.active === 0 && this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    this.waiting.clear();
    if (this.active === 0) this.wakeIdle();
  }

  private wakeIdle() {
    const idle = this.idle;
    this.idle = [];
    for (const resolve of idle) resolve();
  }

  private pump(): void {
    while (this.active < EVALUATORS && !this.stopped) {
      const next = [...this.waiting].find(([playerId]) => !this.running.has(playerId));
      if (!next) break;
      const [playerId, since] = next;
      this.waiting.delete(playerId);
      this.running.add(playerId);
      this.active += 1;
      void this.evaluate(playerId)
        .then((raised) => {
          const waited = performance.now() - since;
          for (const listener of this.listeners) listener(playerId, waited, raised);
        })
        .catch((error: unknown) => {
          // The next posting of the player evaluates it again.
          this.log.warn({ playerId, err: error }, 'markers of harm not evaluated');
        })
        .finally(() => {
          this.running.delete(playerId);
          this.active -= 1;
          this.pump();
          if (this.active === 0 && this.waiting.size === 0) this.wakeIdle();
        });
    }
  }

  /** Evaluates one player now, under the player's advisory lock: the kinds of the alerts raised. */
  async evaluate(playerId: number): Promise<HarmMarkerKind[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${HARM_LOCK}, ${playerId})`);
      const now = this.clock.now();
      const muted = await this.mutedKinds(tx, playerId, now);
      const found = await this.find(tx, playerId, now, muted);
      const raised: HarmMarkerKind[] = [];
      for (const marker of found) {
        const rows = await rowsOf<{ id: string }>(
          tx,
          sql`insert into harm_alerts (player_id, kind, evidence, raised_at, state, updated_at)
              values (${playerId}, ${marker.kind}, ${JSON.stringify(marker.evidence)}::jsonb, ${ts(now)}, 'open', ${ts(now)})
              on conflict (player_id, kind) where state <> 'closed' do nothing
              returning id`,
        );
        if (rows.length > 0) raised.push(marker.kind);
      }
      return raised;
    });
  }

  /** Kinds with an open alert, or one closed within the recent window: not computed again. */
  private async mutedKinds(tx: Executor, playerId: number, now: Date): Promise<Set<HarmMarkerKind>> {
    const since = new Date(now.getTime() - this.settings.windowDays * DAY_MS);
    const rows = await rowsOf<{ kind: HarmMarkerKind }>(
      tx,
      sql`select distinct kind from harm_alerts
          where player_id = ${playerId} and (state <> 'closed' or closed_at >= ${ts(since)})`,
    );
    return new Set(rows.map((row) => row.kind));
  }

  /** The markers this player shows now (kinds in `skip` are not computed). */
  async find(
    tx: Executor,
    playerId: number,
    now: Date,
    skip: ReadonlySet<HarmMarkerKind> = new Set(),
  ): Promise<MarkerFound[]> {
    const s = this.settings;
    const [account] = await rowsOf<{ id: number; currency: string; decimals: number }>(
      tx,
      sql`select a.id, a.currency_code as currency, c.decimals from accounts a
          join currencies c on c.code = a.currency_code where a.player_id = ${playerId} order by a.id limit 1`,
    );
    if (!account) return [];
    const money = (units: string | bigint) => fromMinorUnits(BigInt(units), account.decimals);
    const recentFrom = new Date(now.getTime() - s.windowDays * DAY_MS);
    const baselineFrom = new Date(recentFrom.getTime() - s.baselineDays * DAY_MS);
    const methodsFrom = new Date(now.getTime() - s.methodsDays * DAY_MS);
    const evidence = (from: Date, figures: HarmEvidence['figures'], currency: string | null = account.currency) => ({
      windowFrom: iso(from),
      windowTo: iso(now),
      currency,
      figures,
    });
    const found: MarkerFound[] = [];
    const want = (kind: HarmMarkerKind) => !skip.has(kind);
    // A deposit attempt: credited, or held over a limit (not the release of a held one).
    const depositAmount = sql`case when type = 'deposit_held' then held_delta else balance_delta end`;
    const isDeposit = sql`type in ('deposit', 'deposit_held') and not (type = 'deposit' and held_delta < 0)`;

    if (want('depositRise')) {
      const [sums] = await rowsOf<{ recentCount: number; recentSum: string; baseCount: number; baseSum: string }>(
        tx,
        sql`select count(*) filter (where created_at >= ${ts(recentFrom)})::int as "recentCount",
                   coalesce(sum(${depositAmount}) filter (where created_at >= ${ts(recentFrom)}), 0)::text as "recentSum",
                   count(*) filter (where created_at < ${ts(recentFrom)})::int as "baseCount",
                   coalesce(sum(${depositAmount}) filter (where created_at < ${ts(recentFrom)}), 0)::text as "baseSum"
            from ledger_entries
            where account_id = ${account.id} and ${isDeposit}
              and created_at >= ${ts(baselineFrom)} and created_at <= ${ts(now)}`,
      );
      const last = await rowsOf<{ amount: string }>(
        tx,
        sql`select (${depositAmount})::text as amount from ledger_entries
            where account_id = ${account.id} and ${isDeposit} and created_at >= ${ts(recentFrom)} and created_at <= ${ts(now)}
            order by created_at desc, id desc limit ${s.depositStreak}`,
      );
      if (sums) {
        const recentSum = BigInt(sums.recentSum);
        const baseSum = BigInt(sums.baseSum);
        const percent = BigInt(s.depositRisePercent);
        // recent / (base * window / baseline) >= percent / 100, in whole numbers.
        const amountRise =
          baseSum > 0n && recentSum * 100n * BigInt(s.baselineDays) >= percent * baseSum * BigInt(s.windowDays);
        const countRise =
          sums.baseCount > 0 &&
          BigInt(sums.recentCount) * 100n * BigInt(s.baselineDays) >=
            percent * BigInt(sums.baseCount) * BigInt(s.windowDays);
        const amounts = last.map((row) => BigInt(row.amount)).reverse();
        const streak =
          amounts.length >= s.depositStreak &&
          amounts.every((amount, i) => i === 0 || amount > (amounts[i - 1] ?? amount));
        if ((sums.recentCount >= s.depositRiseMinCount && (amountRise || countRise)) || streak) {
          const baselinePerWindow = (baseSum * BigInt(s.windowDays)) / BigInt(s.baselineDays);
          found.push({
            kind: 'depositRise',
            evidence: evidence(baselineFrom, {
              recentDays: s.windowDays,
              recentDeposits: sums.recentCount,
              recentAmount: money(recentSum),
              baselineDays: s.baselineDays,
              baselineDeposits: sums.baseCount,
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
    }

    if (want('paymentMethods') || want('limitsHit') || want('reversedWithdrawals')) {
      const [pay] = await rowsOf<{
        coins: string[] | null;
        addresses: number;
        held: number;
        holdReasons: string[] | null;
        cancelled: number;
        cancelledSum: string;
        firstCancelled: string | null;
      }>(
        tx,
        sql`select array_agg(distinct received_currency) filter (where type = 'deposit' and received_currency is not null) as coins,
                   count(distinct address) filter (where type = 'withdrawal')::int as addresses,
                   count(*) filter (where type = 'deposit' and hold_reason is not null)::int as held,
                   array_agg(distinct hold_reason) filter (where type = 'deposit' and hold_reason is not null) as "holdReasons",
                   count(*) filter (where type = 'withdrawal' and status = 'cancelled')::int as cancelled,
                   coalesce(sum(amount) filter (where type = 'withdrawal' and status = 'cancelled'), 0)::text as "cancelledSum",
                   min(updated_at) filter (where type = 'withdrawal' and status = 'cancelled') as "firstCancelled"
            from payments where player_id = ${playerId} and created_at >= ${ts(methodsFrom)}`,
      );
      if (pay) {
        const coins = (pay.coins ?? []).sort();
        if (want('paymentMethods') && (coins.length >= s.paymentMethods || pay.addresses >= s.paymentMethods)) {
          found.push({
            kind: 'paymentMethods',
            evidence: evidence(
              methodsFrom,
              {
                depositCoins: coins.length,
                coins: coins.join(', '),
                payoutAddresses: pay.addresses,
                threshold: s.paymentMethods,
              },
              null,
            ),
          });
        }
        if (want('limitsHit') && pay.held >= s.limitHits) {
          found.push({
            kind: 'limitsHit',
            evidence: evidence(
              methodsFrom,
              { depositsHeld: pay.held, reasons: (pay.holdReasons ?? []).sort().join(', '), threshold: s.limitHits },
              null,
            ),
          });
        }
        if (want('reversedWithdrawals') && pay.cancelled >= s.reversedWithdrawals && pay.firstCancelled) {
          const [staked] = await rowsOf<{ staked: string }>(
            tx,
            sql`select coalesce(sum(-balance_delta), 0)::text as staked from ledger_entries
                where account_id = ${account.id} and type = 'bet' and created_at >= ${ts(new Date(pay.firstCancelled))}`,
          );
          const stakedSince = BigInt(staked?.staked ?? '0');
          if (stakedSince >= BigInt(pay.cancelledSum)) {
            found.push({
              kind: 'reversedWithdrawals',
              evidence: evidence(methodsFrom, {
                withdrawalsCancelled: pay.cancelled,
                cancelledAmount: money(pay.cancelledSum),
                stakedSinceFirstCancel: money(stakedSince),
                threshold: s.reversedWithdrawals,
              }),
            });
          }
        }
      }
    }

    if (want('nightPlay')) {
      const hour = sql`extract(hour from created_at at time zone 'UTC')`;
      const night =
        s.nightStartHour < s.nightEndHour
          ? sql`${hour} >= ${s.nightStartHour} and ${hour} < ${s.nightEndHour}`
          : sql`(${hour} >= ${s.nightStartHour} or ${hour} < ${s.nightEndHour})`;
      const [row] = await rowsOf<{ nights: number; stakes: number; staked: string }>(
        tx,
        sql`select count(distinct (created_at at time zone 'UTC')::date)::int as nights, count(*)::int as stakes,
                   coalesce(sum(-balance_delta), 0)::text as staked
            from ledger_entries
            where account_id = ${account.id} and type = 'bet' and created_at >= ${ts(recentFrom)} and ${night}`,
      );
      if (row && row.nights >= s.nightPlayNights) {
        found.push({
          kind: 'nightPlay',
          evidence: evidence(recentFrom, {
            nightsWithPlay: row.nights,
            stakesAtNight: row.stakes,
            stakedAtNight: money(row.staked),
            nightHoursUtc: `${String(s.nightStartHour).padStart(2, '0')}:00–${String(s.nightEndHour).padStart(2, '0')}:00`,
            threshold: s.nightPlayNights,
          }),
        });
      }
    }

    if (want('longPlay')) {
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [row] = await rowsOf<{ minutes: number; sessions: number }>(
        tx,
        sql`select coalesce(floor(sum(extract(epoch from (least(coalesce(ended_at, last_activity_at), ${ts(now)})
                     - greatest(started_at, ${ts(dayStart)})))) / 60), 0)::int as minutes,
                   count(*)::int as sessions
            from play_sessions
            where player_id = ${playerId} and last_activity_at >= ${ts(dayStart)} and started_at <= ${ts(now)}`,
      );
      if (row && row.minutes >= s.longPlayMinutes) {
        found.push({
          kind: 'longPlay',
          evidence: evidence(
            dayStart,
            { minutesPlayedToday: row.minutes, sessions: row.sessions, thresholdMinutes: s.longPlayMinutes },
            null,
          ),
        });
      }
    }

    if (want('lossChasing')) {
      const [row] = await rowsOf<{ chased: number; chasedSum: string; lostBefore: string }>(
        tx,
        sql`select count(*)::int as chased, coalesce(sum(d.amount), 0)::text as "chasedSum",
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
              where dep.account_id = ${account.id} and dep.type = 'deposit' and dep.held_delta = 0
                and dep.created_at >= ${ts(recentFrom)}
            ) d
            where d.lost > 0`,
      );
      if (row && row.chased >= s.chaseDeposits) {
        found.push({
          kind: 'lossChasing',
          evidence: evidence(recentFrom, {
            depositsAfterLosses: row.chased,
            depositedAfterLosses: money(row.chasedSum),
            lostJustBefore: money(row.lostBefore),
            minutesAfterLoss: s.chaseMinutes,
            threshold: s.chaseDeposits,
          }),
        });
      }
    }

    if (want('exclusionElsewhere')) {
      const rows = await rowsOf<{ uuid: string; startedAt: string; endsAt: string | null }>(
        tx,
        sql`select o.uuid, pp.self_exclusion_started_at as "startedAt", pp.self_exclusion_ends_at as "endsAt"
            from players me
            join players o on o.id <> me.id
              and lower(o.first_name || ' ' || o.last_name) = lower(me.first_name || ' ' || me.last_name)
              and o.dob = me.dob
            join player_protection pp on pp.player_id = o.id
            where me.id = ${playerId} and pp.self_exclusion_started_at is not null
              and (pp.self_exclusion_ends_at is null or pp.self_exclusion_ends_at > ${ts(now)})
            order by pp.self_exclusion_started_at limit 5`,
      );
      const first = rows[0];
      if (first) {
        found.push({
          kind: 'exclusionElsewhere',
          evidence: evidence(
            new Date(first.startedAt),
            {
              excludedAccounts: rows.length,
              accounts: rows.map((row) => row.uuid).join(', '),
              excludedUntil: first.endsAt ? new Date(first.endsAt).toISOString() : 'permanent',
              matchedOn: 'name and date of birth',
            },
            null,
          ),
        });
      }
    }
    return found;
  }
}
