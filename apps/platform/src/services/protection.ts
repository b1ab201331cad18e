/**
 * Player protection (issue 16; UKGC RTS 12-14, MGA): limits over rolling windows of the ledger,
 * cooling-off of loosening changes, play sessions with reality checks, time-outs, self-exclusion
 * and closure. Every money path consults it before money moves:
 *
 * - payment-link creation: `assertDepositAllowed` (inside the link's transaction, account locked);
 * - money arriving (the provider's confirmation): `creditRefusal`, inside the crediting transaction,
 *   so a link opened earlier, replaced or paid late never credits past a limit or an exclusion;
 * - every stake (casino round, sportsbook bet): `recordPosting`, a wallet posting listener that
 *   runs inside the stake's own transaction after the ledger locked the account row, so two
 *   concurrent stakes are checked one after the other and cannot both pass a limit;
 * - bonus offers and grants: `canPlay`;
 * - a real-money game launch and a sportsbook token: `assertCanStartPlay` (the `PlayGate`).
 *
 * Refusals are 403 with `error.reason` (RESPONSIBLE_GAMING_REASONS of the contract). Every time is
 * read from the platform's clock, and ledger entries carry that clock's time.
 */
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ActivityFigures,
  type LimitKind,
  type LimitPeriod,
  type MARKETING_LISTS,
  type PlayerLimit,
  type ProtectionAuditEntry,
  type ResponsibleGaming,
  type ResponsibleGamingReason,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@casino/contract';
import { fromMinorUnits, parseAmountInput, toMinorUnits } from '@casino/rules';
import { verify } from '@node-rs/argon2';
import { addDays, addHours, addMonths, addWeeks, addYears } from 'date-fns';
import { and, asc, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import {
  accounts,
  currencies,
  ledgerEntries,
  newsletterSubscriptions,
  payments,
  playerBonuses,
  playerLimits,
  playerPreferences,
  playerProtection,
  players,
  playSessions,
  protectionAudit,
  sessions,
} from '../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import type { BonusWallet } from './bonusWallet';
import type { Posting, PostingResult } from './ledger';
import { composeEmail, type Mailer } from './mail';
import type { WalletService } from './wallet';

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
/** Rolling windows: day = the last 24 hours, week = 7 days, month = 30 days. */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};
/** A loosening change (increase, removal) can be confirmed this long after it was asked for. */
export const COOLING_OFF_MS = 24 * HOUR_MS;
/** After a self-exclusion ended, play resumes this long after the player asked. */
export const RESUME_WAIT_MS = 24 * HOUR_MS;
/** A play session ends after this long without a round or bet. */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
/** The largest money limit (whole units) and time limit (minutes) accepted. */
const MAX_LIMIT_WHOLE_DIGITS = 12;
/** Addresses looked up per query when a marketing list is checked against exclusions. */
const MARKETING_BATCH = 500;

type MarketingList = (typeof MARKETING_LISTS)[number];

export const PASSWORD_WRONG_MESSAGE = 'The password is not correct';
export const LIMIT_AMOUNT_MESSAGE = 'Enter an amount above 0';
export const LIMIT_MINUTES_MESSAGE = 'Enter whole minutes above 0';
export const LIMIT_TOO_LARGE_MESSAGE = 'This limit is too large';
export const NO_PENDING_CHANGE_MESSAGE = 'There is no change of this limit waiting for confirmation';
export const NO_REALITY_CHECK_DUE_MESSAGE = 'No reality check is due';
export const ACCOUNT_CLOSED_MESSAGE = 'Your account is closed';
export const ALREADY_CLOSED_MESSAGE = 'This account is already closed';

export type Actor = 'player' | 'operator' | 'system';
type ProtectionRow = typeof playerProtection.$inferSelect;
type LimitRow = typeof playerLimits.$inferSelect;
type SessionRow = typeof playSessions.$inferSelect;

const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const KIND_WORD: Record<LimitKind, string> = {
  deposit: 'deposit',
  loss: 'loss',
  wager: 'wager',
  time: 'play-time',
};
const REASON_OF_KIND: Record<Exclude<LimitKind, 'time'>, ResponsibleGamingReason> = {
  deposit: 'deposit_limit',
  loss: 'loss_limit',
  wager: 'wager_limit',
};

/** A refusal of player protection: 403 with the rule as `reason`. */
export const refusal = (reason: ResponsibleGamingReason, message: string) =>
  new ApiError(403, message, undefined, reason);

/** "25 Nov 2026, 14:05 UTC": how times appear in messages and e-mails. */
export function formatTime(date: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${text} UTC`;
}

/** When an exclusion of a period started at `from` ends (null: permanent). */
export function exclusionEnd(period: TimeOutPeriod | SelfExclusionPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return addHours(from, 24);
    case '7d':
      return addDays(from, 7);
    case '1m':
      return addMonths(from, 1);
    case '6w':
      return addWeeks(from, 6);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addYears(from, 1);
    case '5y':
      return addYears(from, 5);
    case 'permanent':
      return null;
  }
}

const PERIOD_TEXT: Record<TimeOutPeriod | SelfExclusionPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '1m': '1 month',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'permanently',
};

/** What the ledger holds for one account since a time, in minor units. */
interface Figures {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  winnings: bigint;
}

interface AccountInfo {
  id: number;
  decimals: number;
  symbol: string;
}

interface Deps {
  db: Database;
  wallet: WalletService;
  bonusWallet: BonusWallet;
  clock: Clock;
  /** The platform's mailer. */
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The exclusion state of a player at a time: what stops deposits and play, if anything. */
interface Standing {
  row: ProtectionRow | null;
  timeOutInForce: boolean;
  selfExclusionInForce: boolean;
  /** A self-exclusion has ended but play has not resumed (no request yet, or its 24 hours run). */
  awaitingResume: boolean;
  closed: boolean;
}

function standingOf(row: ProtectionRow | null, now: Date): Standing {
  const timeOutInForce = Boolean(row?.timeOutStartedAt && row.timeOutEndsAt && row.timeOutEndsAt > now);
  const selfExclusionInForce = Boolean(
    row?.selfExclusionStartedAt && (row.selfExclusionEndsAt === null || row.selfExclusionEndsAt > now),
  );
  const awaitingResume = Boolean(
    row?.selfExclusionStartedAt && !selfExclusionInForce && (row.resumeAt === null || row.resumeAt > now),
  );
  return { row, timeOutInForce, selfExclusionInForce, awaitingResume, closed: Boolean(row?.closedAt) };
}

/** The refusal an exclusion causes now, or null when deposits and play are allowed. */
function exclusionRefusal(standing: Standing): ApiError | null {
  const row = standing.row;
  if (standing.closed) return refusal('account_closed', ACCOUNT_CLOSED_MESSAGE);
  if (standing.selfExclusionInForce) {
    const end = row?.selfExclusionEndsAt;
    return refusal(
      'self_excluded',
      end ? `You are self-excluded until ${formatTime(end)}` : 'You are self-excluded permanently',
    );
  }
  if (standing.awaitingResume) {
    return refusal(
      'self_excluded',
      row?.resumeAt
        ? `Your self-exclusion has ended; play resumes at ${formatTime(row.resumeAt)}`
        : 'Your self-exclusion has ended; ask to play again, and play resumes 24 hours later',
    );
  }
  if (standing.timeOutInForce && row?.timeOutEndsAt) {
    return refusal('time_out', `You are taking a time-out until ${formatTime(row.timeOutEndsAt)}`);
  }
  return null;
}

/** The refusal of a reality check that is due in the session in progress, or null. */
function realityCheckRefusal(session: SessionRow | null, intervalMinutes: number, now: Date): ApiError | null {
  if (!session || intervalMinutes <= 0 || !session.nextRealityCheckAt || session.nextRealityCheckAt > now) return null;
  return refusal(
    'reality_check_due',
    `Reality check: you have played for ${Math.floor((now.getTime() - session.startedAt.getTime()) / MINUTE_MS)} minutes this session. Continue or leave before you play on.`,
  );
}

/**
 * What a path that opens real-money play asks first (issue 28): a game launch and a sportsbook
 * token are refused with the 403 a stake would get, so nobody is handed a game or a betslip that
 * can only refuse. The composition root gives every such path the protection service as this gate.
 */
export interface PlayGate {
  /** Throws the refusal every stake of the player would meet now, whatever its amount. */
  assertCanStartPlay(playerId: number): Promise<void>;
}

export class ProtectionService implements PlayGate {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.clock.now();
  }

  // ---------------------------------------------------------------- reading

  private async protectionRow(executor: Executor, playerId: number): Promise<ProtectionRow | null> {
    const [row] = await executor.select().from(playerProtection).where(eq(playerProtection.playerId, playerId));
    return row ?? null;
  }

  private async lockedProtectionRow(tx: Executor, playerId: number): Promise<ProtectionRow> {
    await tx.insert(playerProtection).values({ playerId }).onConflictDoNothing();
    const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.playerId, playerId)).for('update');
    if (!row) throw new Error('Protection row was not written');
    return row;
  }

  private async account(executor: Executor, playerId: number): Promise<AccountInfo | null> {
    const [row] = await executor
      .select({ id: accounts.id, decimals: currencies.decimals, symbol: currencies.symbolNative })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')))
      .limit(1);
    return row ?? null;
  }

  /** Sums of the ledger since `from` (null: all time). */
  private async figures(executor: Executor, accountId: number, from: Date | null): Promise<Figures> {
    const rows = await executor
      .select({
        type: ledgerEntries.type,
        balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)`,
        held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          inArray(ledgerEntries.type, ['deposit', 'withdrawal', 'bet', 'win']),
          from ? gt(ledgerEntries.createdAt, from) : undefined,
        ),
      )
      .groupBy(ledgerEntries.type);
    const of = (type: string) => rows.find((row) => row.type === type);
    return {
      deposits: BigInt(of('deposit')?.balance ?? 0),
      // A payout releases what the withdrawal held (amount and fee).
      withdrawals: -BigInt(of('withdrawal')?.held ?? 0),
      stakes: -BigInt(of('bet')?.balance ?? 0),
      winnings: BigInt(of('win')?.balance ?? 0),
    };
  }

  /** What a money window holds now, in minor units. */
  private static used(kind: Exclude<LimitKind, 'time'>, figures: Figures): bigint {
    if (kind === 'deposit') return figures.deposits;
    if (kind === 'wager') return figures.stakes;
    const loss = figures.stakes - figures.winnings;
    return loss > 0n ? loss : 0n;
  }

  /** Minutes played in the window ending now: sessions overlapping it, the session in progress up to now. */
  private async minutesPlayed(executor: Executor, playerId: number, period: LimitPeriod, now: Date): Promise<number> {
    const from = new Date(now.getTime() - PERIOD_MS[period]);
    const rows = await executor
      .select()
      .from(playSessions)
      .where(and(eq(playSessions.playerId, playerId), gt(playSessions.lastActivityAt, from)));
    if (!rows.length) return 0;
    const [signIn] = await executor
      .select({ last: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.playerId, playerId));
    let ms = 0;
    for (const row of rows) {
      // A session a later sign-in cut short ends at its last round.
      const cut = row.endedAt === null && signIn?.last && signIn.last > row.lastActivityAt;
      const end = cut ? row.lastActivityAt : sessionEnd(row, now);
      const start = row.startedAt > from ? row.startedAt : from;
      if (end > start) ms += end.getTime() - start.getTime();
    }
    return Math.floor(ms / MINUTE_MS);
  }

  private async limitRows(executor: Executor, playerId: number): Promise<LimitRow[]> {
    return executor.select().from(playerLimits).where(eq(playerLimits.playerId, playerId));
  }

  /** The player's play session in progress (not left, played within the last 30 minutes), if any. */
  private async openSession(executor: Executor, playerId: number, now: Date): Promise<SessionRow | null> {
    const [row] = await executor
      .select()
      .from(playSessions)
      .where(eq(playSessions.playerId, playerId))
      .orderBy(desc(playSessions.startedAt), desc(playSessions.id))
      .limit(1);
    if (!row || !isOpen(row, now)) return null;
    // A sign-in after the session's last round starts a new session.
    if (await this.signedInSince(executor, playerId, row.lastActivityAt)) return null;
    return row;
  }

  private async signedInSince(executor: Executor, playerId: number, since: Date): Promise<boolean> {
    const [row] = await executor
      .select({ last: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.playerId, playerId));
    return Boolean(row?.last && row.last > since);
  }

  /** GET /api/players/responsible-gaming. */
  async state(playerId: number, executor: Executor = this.db): Promise<ResponsibleGaming> {
    const now = this.now();
    const account = await this.account(executor, playerId);
    const decimals = account?.decimals ?? 2;
    const money = (units: bigint) => fromMinorUnits(units, decimals);
    const windows = await Promise.all(
      LIMIT_PERIODS.map(async (period) => ({
        period,
        figures: account
          ? await this.figures(executor, account.id, new Date(now.getTime() - PERIOD_MS[period]))
          : emptyFigures(),
        minutes: await this.minutesPlayed(executor, playerId, period, now),
      })),
    );
    const all = account ? await this.figures(executor, account.id, null) : emptyFigures();
    const rows = await this.limitRows(executor, playerId);
    const limits: PlayerLimit[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const window = windows.find((w) => w.period === period);
        const usedUnits =
          kind === 'time'
            ? BigInt(window?.minutes ?? 0)
            : ProtectionService.used(kind, window?.figures ?? emptyFigures());
        const show = (units: bigint) => (kind === 'time' ? units.toString() : money(units));
        const amount = row?.amount ?? null;
        limits.push({
          kind,
          period,
          amount: amount === null ? null : show(amount),
          used: show(usedUnits),
          left: amount === null ? null : show(amount > usedUnits ? amount - usedUnits : 0n),
          effectiveFrom: amount === null ? null : (row?.effectiveFrom?.toISOString() ?? null),
          pending:
            row?.pendingRequestedAt && row.pendingConfirmableAt
              ? {
                  amount: row.pendingAmount === null ? null : show(row.pendingAmount),
                  requestedAt: row.pendingRequestedAt.toISOString(),
                  confirmableAt: row.pendingConfirmableAt.toISOString(),
                  confirmable: row.pendingConfirmableAt.getTime() <= now.getTime(),
                }
              : null,
        });
      }
    }
    const protection = await this.protectionRow(executor, playerId);
    const standing = standingOf(protection, now);
    const session = await this.openSession(executor, playerId, now);
    const realityMinutes = (protection?.realityCheckMinutes ?? 0) as 0 | 15 | 30 | 60;
    const nextAt = session && realityMinutes > 0 ? session.nextRealityCheckAt : null;
    const activity = (window: ActivityFigures['window'], figures: Figures): ActivityFigures => ({
      window,
      deposits: money(figures.deposits),
      withdrawals: money(figures.withdrawals),
      stakes: money(figures.stakes),
      winnings: money(figures.winnings),
      net: money(figures.winnings - figures.stakes),
    });
    return {
      limits,
      realityCheck: {
        minutes: realityMinutes,
        nextAt: nextAt?.toISOString() ?? null,
        due: Boolean(nextAt && nextAt <= now),
      },
      session: session
        ? {
            startedAt: session.startedAt.toISOString(),
            minutes: Math.floor((now.getTime() - session.startedAt.getTime()) / MINUTE_MS),
            stakes: money(session.stakes),
            winnings: money(session.winnings),
            net: money(session.winnings - session.stakes),
          }
        : null,
      timeOut:
        standing.timeOutInForce && protection?.timeOutStartedAt && protection.timeOutPeriod
          ? {
              period: protection.timeOutPeriod,
              startedAt: protection.timeOutStartedAt.toISOString(),
              endsAt: protection.timeOutEndsAt?.toISOString() ?? null,
            }
          : null,
      // Shown while it stops play: in force, or ended and play not resumed yet.
      selfExclusion:
        (standing.selfExclusionInForce || standing.awaitingResume) &&
        protection?.selfExclusionStartedAt &&
        protection.selfExclusionPeriod
          ? {
              period: protection.selfExclusionPeriod,
              startedAt: protection.selfExclusionStartedAt.toISOString(),
              endsAt: protection.selfExclusionEndsAt?.toISOString() ?? null,
            }
          : null,
      resume:
        standing.awaitingResume && protection?.resumeRequestedAt && protection.resumeAt
          ? { requestedAt: protection.resumeRequestedAt.toISOString(), at: protection.resumeAt.toISOString() }
          : null,
      closedAt: protection?.closedAt?.toISOString() ?? null,
      canPlay: exclusionRefusal(standing) === null,
      activity: [...windows.map(({ period, figures }) => activity(period, figures)), activity('all', all)],
    };
  }

  /** The audit trail of a player, oldest first. */
  async audit(playerId: number): Promise<ProtectionAuditEntry[]> {
    const rows = await this.db
      .select()
      .from(protectionAudit)
      .where(eq(protectionAudit.playerId, playerId))
      .orderBy(asc(protectionAudit.id));
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actor,
      details: row.details,
      requestedAt: row.requestedAt.toISOString(),
      effectiveAt: row.effectiveAt?.toISOString() ?? null,
    }));
  }

  private async record(
    tx: Executor,
    playerId: number,
    entry: {
      action: string;
      actor: Actor;
      details: Record<string, unknown>;
      requestedAt: Date;
      effectiveAt: Date | null;
    },
  ) {
    await tx.insert(protectionAudit).values({ playerId, ...entry });
  }

  /** True when no exclusion or closure stops deposits, play and offers now. */
  async canPlay(playerId: number, executor: Executor = this.db): Promise<boolean> {
    return exclusionRefusal(standingOf(await this.protectionRow(executor, playerId), this.now())) === null;
  }

  /** Throws the 403 of an exclusion or closure in force. */
  async assertCanPlay(playerId: number, executor: Executor = this.db): Promise<void> {
    const refused = exclusionRefusal(standingOf(await this.protectionRow(executor, playerId), this.now()));
    if (refused) throw refused;
  }

  /**
   * Throws the refusal every stake would meet now, whatever its amount: an exclusion or closure, a
   * due reality check (answering it lets play on), a play-time limit reached. Wager and loss limits
   * are left to the stake: they depend on its amount, and a smaller stake may still fit.
   */
  async assertCanStartPlay(playerId: number, executor: Executor = this.db): Promise<void> {
    const now = this.now();
    const protection = await this.protectionRow(executor, playerId);
    const refused =
      exclusionRefusal(standingOf(protection, now)) ??
      realityCheckRefusal(await this.openSession(executor, playerId, now), protection?.realityCheckMinutes ?? 0, now) ??
      (await this.timeLimitRefusal(executor, playerId, await this.limitRows(executor, playerId), now));
    if (refused) throw refused;
  }

  /** The refusal of the first play-time limit among `rows` that is used up now, or null. */
  private async timeLimitRefusal(executor: Executor, playerId: number, rows: LimitRow[], now: Date) {
    for (const limit of rows) {
      if (limit.kind !== 'time' || limit.amount === null) continue;
      const minutes = await this.minutesPlayed(executor, playerId, limit.period, now);
      if (BigInt(minutes) >= limit.amount) {
        return refusal(
          'time_limit',
          `You have reached your ${PERIOD_WORD[limit.period]} play-time limit of ${limit.amount} minutes`,
        );
      }
    }
    return null;
  }

  /**
   * The addresses a marketing e-mail of a list may go to now: never a player on a time-out,
   * self-excluded (until play resumes) or closed, whichever list holds the address. Operators send
   * campaigns from this list only (GET /api/admin/players/marketing-recipients).
   */
  async marketingRecipients(list: MarketingList): Promise<{ recipients: string[]; excluded: number }> {
    const candidates =
      list === 'newsletter'
        ? await this.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)
        : await this.db
            .select({ email: players.email })
            .from(playerPreferences)
            .innerJoin(players, eq(players.id, playerPreferences.playerId))
            .where(eq(playerPreferences.bonusClubEmail, true));
    const addresses = [...new Set(candidates.map(({ email }) => email.trim().toLowerCase()))];
    if (addresses.length === 0) return { recipients: [], excluded: 0 };
    const now = this.now();
    const stopped = new Set<string>();
    // Addresses of players with a protection row; the rest cannot be excluded.
    for (let start = 0; start < addresses.length; start += MARKETING_BATCH) {
      const batch = addresses.slice(start, start + MARKETING_BATCH);
      const rows = await this.db
        .select({ email: players.email, protection: playerProtection })
        .from(players)
        .innerJoin(playerProtection, eq(playerProtection.playerId, players.id))
        .where(inArray(sql`lower(${players.email})`, batch));
      for (const row of rows) {
        if (exclusionRefusal(standingOf(row.protection, now))) stopped.add(row.email.trim().toLowerCase());
      }
    }
    const recipients = addresses.filter((address) => !stopped.has(address)).sort();
    return { recipients, excluded: addresses.length - recipients.length };
  }

  // ---------------------------------------------------------------- enforcement

  /**
   * A new payment link of `amount` (minor units): refused while excluded, and when deposits in
   * the window plus open links plus the amount would pass any deposit limit. Call inside the
   * link's transaction after locking the account.
   */
  async assertDepositAllowed(tx: Executor, playerId: number, amount: bigint): Promise<void> {
    const refused = await this.depositRefusal(tx, playerId, amount, { countOpenLinks: true });
    if (refused) throw refused;
  }

  /**
   * Whether money of `amount` that has arrived may be credited now: null, or the refusal of an
   * exclusion in force or of the lowest deposit limit that the deposits already credited in its
   * window plus this amount would pass. Call inside the crediting transaction after locking the
   * account, so concurrent confirmations are counted one after the other.
   */
  creditRefusal(tx: Executor, playerId: number, amount: bigint): Promise<ApiError | null> {
    return this.depositRefusal(tx, playerId, amount, { countOpenLinks: false });
  }

  private async depositRefusal(
    tx: Executor,
    playerId: number,
    amount: bigint,
    { countOpenLinks }: { countOpenLinks: boolean },
  ): Promise<ApiError | null> {
    const now = this.now();
    const refused = exclusionRefusal(standingOf(await this.protectionRow(tx, playerId), now));
    if (refused) return refused;
    const account = await this.account(tx, playerId);
    if (!account) return null;
    const limits = (await this.limitRows(tx, playerId)).filter((row) => row.kind === 'deposit' && row.amount !== null);
    if (!limits.length) return null;
    let worst: { left: bigint; until: Date | null } | null = null;
    for (const limit of limits) {
      const period = limit.period;
      const from = new Date(now.getTime() - PERIOD_MS[period]);
      // Credited deposits (a held deposit released by staff is one too, at its release).
      const deposits = await tx
        .select({ amount: ledgerEntries.balanceDelta, at: ledgerEntries.createdAt })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.accountId, account.id),
            eq(ledgerEntries.type, 'deposit'),
            gt(ledgerEntries.createdAt, from),
          ),
        )
        .orderBy(asc(ledgerEntries.createdAt));
      let open = 0n;
      if (countOpenLinks) {
        const [row] = await tx
          .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
          .from(payments)
          .where(
            and(
              eq(payments.playerId, playerId),
              eq(payments.type, 'deposit'),
              eq(payments.status, 'pending'),
              gt(payments.createdAt, from),
              or(isNull(payments.expiresAt), gt(payments.expiresAt, now)),
            ),
          );
        open = BigInt(row?.total ?? 0);
      }
      const deposited = deposits.reduce((sum, row) => sum + row.amount, 0n);
      const used = deposited + open;
      const cap = limit.amount ?? 0n;
      if (used + amount <= cap) continue;
      const left = cap > used ? cap - used : 0n;
      // When enough of the window's deposits have left it for this amount to fit.
      let excess = used + amount - cap;
      let until: Date | null = null;
      for (const row of deposits) {
        excess -= row.amount;
        until = new Date(row.at.getTime() + PERIOD_MS[period]);
        if (excess <= 0n) break;
      }
      if (!worst || left < worst.left) worst = { left, until };
    }
    if (!worst) return null;
    const leftText = `${account.symbol} ${fromMinorUnits(worst.left, account.decimals)}`;
    return refusal(
      'deposit_limit',
      worst.until
        ? `Your deposit limit allows ${leftText} more until ${formatTime(worst.until)}`
        : `Your deposit limit allows ${leftText} more`,
    );
  }

  /**
   * Wallet posting listener, inside the posting's transaction (the account row locked by the
   * ledger). A stake ('bet' debit) is refused while excluded, while a reality check is due, at
   * the play-time limit and past a wager or loss limit; it starts or extends the play session. A
   * win adds to the session in progress.
   */
  recordPosting = async (tx: Executor, posting: Posting, _result: PostingResult): Promise<void> => {
    if (posting.type !== 'bet' && posting.type !== 'win') return;
    const [owner] = await tx
      .select({ playerId: accounts.playerId })
      .from(accounts)
      .where(eq(accounts.id, posting.accountId));
    if (!owner) return;
    const playerId = owner.playerId;
    const now = this.now();
    if (posting.type === 'win') {
      if (posting.balanceDelta <= 0n) return;
      const session = await this.openSession(tx, playerId, now);
      if (session) {
        await tx
          .update(playSessions)
          .set({ winnings: sql`${playSessions.winnings} + ${posting.balanceDelta}` })
          .where(eq(playSessions.id, session.id));
      }
      return;
    }
    if (posting.balanceDelta >= 0n) return;
    const stake = -posting.balanceDelta;
    const protection = await this.protectionRow(tx, playerId);
    const refused = exclusionRefusal(standingOf(protection, now));
    if (refused) throw refused;

    // The play session: this stake continues the one in progress or starts a new one.
    const session = await this.openSession(tx, playerId, now);
    const interval = protection?.realityCheckMinutes ?? 0;
    const due = realityCheckRefusal(session, interval, now);
    if (due) throw due;

    const rows = await this.limitRows(tx, playerId);
    const overTime = await this.timeLimitRefusal(tx, playerId, rows, now);
    if (overTime) throw overTime;
    const money = rows.filter(
      (row): row is LimitRow & { kind: 'loss' | 'wager' } =>
        (row.kind === 'loss' || row.kind === 'wager') && row.amount !== null,
    );
    if (money.length) {
      const account = await this.account(tx, playerId);
      for (const limit of money) {
        const from = new Date(now.getTime() - PERIOD_MS[limit.period]);
        // The window already holds this stake (posted in this transaction).
        const used = ProtectionService.used(limit.kind, await this.figures(tx, posting.accountId, from));
        const cap = limit.amount ?? 0n;
        if (used <= cap) continue;
        const before = used - stake;
        const left = cap > before ? cap - before : 0n;
        const leftText = account ? `${account.symbol} ${fromMinorUnits(left, account.decimals)}` : String(left);
        throw refusal(
          REASON_OF_KIND[limit.kind],
          `This stake would pass your ${PERIOD_WORD[limit.period]} ${KIND_WORD[limit.kind]} limit: ${leftText} left in the last ${periodSpan(limit.period)}`,
        );
      }
    }

    if (session) {
      await tx
        .update(playSessions)
        .set({ lastActivityAt: now, stakes: sql`${playSessions.stakes} + ${stake}` })
        .where(eq(playSessions.id, session.id));
    } else {
      // The previous session (if a sign-in cut it short) ends at its last play.
      await tx
        .update(playSessions)
        .set({ endedAt: playSessions.lastActivityAt, nextRealityCheckAt: null })
        .where(and(eq(playSessions.playerId, playerId), isNull(playSessions.endedAt)));
      await tx.insert(playSessions).values({
        playerId,
        startedAt: now,
        lastActivityAt: now,
        stakes: stake,
        nextRealityCheckAt: interval > 0 ? new Date(now.getTime() + interval * MINUTE_MS) : null,
      });
    }
  };

  // ---------------------------------------------------------------- changes

  private async verifyPassword(playerId: number, password: string): Promise<void> {
    const [player] = await this.db.select({ hash: players.passwordHash }).from(players).where(eq(players.id, playerId));
    const ok = player ? await verify(player.hash, password).catch(() => false) : false;
    if (!ok) {
      const refused = badRequest(PASSWORD_WRONG_MESSAGE, { password: PASSWORD_WRONG_MESSAGE });
      // A wrong password: the credential throttle of the route counts it (http/credentialThrottle.ts).
      refused.wrongAnswer = true;
      throw refused;
    }
  }

  /** Reads a limit amount: minor units of money, or whole minutes for time. 400 with fields.amount. */
  private parseLimit(kind: LimitKind, amount: string | null, decimals: number): bigint | null {
    if (amount === null) return null;
    if (kind === 'time') {
      if (typeof amount !== 'string' || !/^\d+$/.test(amount)) {
        throw badRequest(LIMIT_MINUTES_MESSAGE, { amount: LIMIT_MINUTES_MESSAGE });
      }
      if (amount.replace(/^0+/, '').length > 6)
        throw badRequest(LIMIT_TOO_LARGE_MESSAGE, { amount: LIMIT_TOO_LARGE_MESSAGE });
      const minutes = BigInt(amount);
      if (minutes <= 0n) throw badRequest(LIMIT_MINUTES_MESSAGE, { amount: LIMIT_MINUTES_MESSAGE });
      return minutes;
    }
    const reading = parseAmountInput(amount, Math.min(decimals, 2));
    if (!reading.ok) throw badRequest(LIMIT_AMOUNT_MESSAGE, { amount: LIMIT_AMOUNT_MESSAGE });
    if ((reading.amount.split('.')[0] ?? '').replace(/^0+/, '').length > MAX_LIMIT_WHOLE_DIGITS) {
      throw badRequest(LIMIT_TOO_LARGE_MESSAGE, { amount: LIMIT_TOO_LARGE_MESSAGE });
    }
    const units = toMinorUnits(reading.amount, decimals);
    if (units <= 0n) throw badRequest(LIMIT_AMOUNT_MESSAGE, { amount: LIMIT_AMOUNT_MESSAGE });
    return units;
  }

  private async playerContact(playerId: number) {
    const [player] = await this.db
      .select({ email: players.email, firstName: players.firstName })
      .from(players)
      .where(eq(players.id, playerId));
    return player ?? null;
  }

  /** Sends a confirmation e-mail; a failure is logged (the change has committed). */
  private async mail(playerId: number, subject: string, paragraphs: string[]): Promise<void> {
    try {
      const player = await this.playerContact(playerId);
      if (!player) return;
      await this.deps.mailer.send({
        to: player.email,
        subject,
        ...composeEmail({ greeting: `Hello ${player.firstName},`, paragraphs }),
      });
    } catch (error) {
      this.deps.log.error({ err: error, playerId, subject }, 'protection e-mail not sent');
    }
  }

  private describeLimit(kind: LimitKind, period: LimitPeriod, units: bigint | null, account: AccountInfo | null) {
    const what = `${PERIOD_WORD[period]} ${KIND_WORD[kind]} limit`;
    if (units === null) return { what, value: 'no limit' };
    const value =
      kind === 'time'
        ? `${units} minutes`
        : `${account?.symbol ?? ''} ${fromMinorUnits(units, account?.decimals ?? 2)}`.trim();
    return { what, value };
  }

  /**
   * Sets, lowers, raises or removes a limit. A new or lower limit takes effect at once; a higher
   * one or a removal waits (pending) for the cooling-off and the player's confirmation. The same
   * rules for the operator.
   */
  async setLimit(
    playerId: number,
    actor: Actor,
    input: { kind: LimitKind; period: LimitPeriod; amount: string | null },
  ): Promise<ResponsibleGaming> {
    const account = await this.account(this.db, playerId);
    const wanted = this.parseLimit(input.kind, input.amount, account?.decimals ?? 2);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      await this.lockedProtectionRow(tx, playerId);
      await tx.insert(playerLimits).values({ playerId, kind: input.kind, period: input.period }).onConflictDoNothing();
      const row = await this.lockedLimitRow(tx, playerId, input);
      if (!row) throw new Error('Limit row was not written');
      const current = row.amount;
      const details = { kind: input.kind, period: input.period, from: display(current), to: display(wanted) };
      const clearPending = { pendingAmount: null, pendingRequestedAt: null, pendingConfirmableAt: null };
      if (current === null || (wanted !== null && wanted < current)) {
        if (wanted === null) {
          // Removing a limit that is not set: only a pending change could go (there is none without a limit).
          await tx
            .update(playerLimits)
            .set({ ...clearPending, updatedAt: now })
            .where(eq(playerLimits.id, row.id));
          return { kind: 'none' as const };
        }
        await tx
          .update(playerLimits)
          .set({ amount: wanted, effectiveFrom: now, ...clearPending, updatedAt: now })
          .where(eq(playerLimits.id, row.id));
        const action = current === null ? 'limit_set' : 'limit_decreased';
        await this.record(tx, playerId, { action, actor, details, requestedAt: now, effectiveAt: now });
        return { kind: 'effective' as const };
      }
      if (wanted === current) {
        if (row.pendingRequestedAt) {
          await tx
            .update(playerLimits)
            .set({ ...clearPending, updatedAt: now })
            .where(eq(playerLimits.id, row.id));
          await this.record(tx, playerId, {
            action: 'limit_change_withdrawn',
            actor,
            details,
            requestedAt: now,
            effectiveAt: now,
          });
        }
        return { kind: 'none' as const };
      }
      const confirmableAt = new Date(now.getTime() + COOLING_OFF_MS);
      await tx
        .update(playerLimits)
        .set({ pendingAmount: wanted, pendingRequestedAt: now, pendingConfirmableAt: confirmableAt, updatedAt: now })
        .where(eq(playerLimits.id, row.id));
      await this.record(tx, playerId, {
        action: wanted === null ? 'limit_removal_requested' : 'limit_increase_requested',
        actor,
        details: { ...details, confirmableAt: confirmableAt.toISOString() },
        requestedAt: now,
        effectiveAt: null,
      });
      return { kind: 'pending' as const, confirmableAt, current };
    });
    const { what, value } = this.describeLimit(input.kind, input.period, wanted, account);
    if (outcome.kind === 'effective') {
      await this.mail(playerId, `Your ${what} is set`, [
        `Your ${what} of ${value} is in force from ${formatTime(now)}.`,
        'It applies over a rolling window. You can lower it at any time; a higher limit waits 24 hours and your confirmation.',
      ]);
    } else if (outcome.kind === 'pending') {
      const old = this.describeLimit(input.kind, input.period, outcome.current, account).value;
      await this.mail(playerId, `Your ${what} change is waiting`, [
        wanted === null ? `You asked to remove your ${what}.` : `You asked to raise your ${what} to ${value}.`,
        `You can confirm this change from ${formatTime(outcome.confirmableAt)} in your Responsible Gaming settings. Until you confirm it, your limit of ${old} applies.`,
      ]);
    }
    return this.state(playerId);
  }

  /** The player's limit of this kind and period, locked for the transaction (undefined: not set). */
  private async lockedLimitRow(
    tx: Executor,
    playerId: number,
    limit: { kind: LimitKind; period: LimitPeriod },
  ): Promise<typeof playerLimits.$inferSelect | undefined> {
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.playerId, playerId),
          eq(playerLimits.kind, limit.kind),
          eq(playerLimits.period, limit.period),
        ),
      )
      .for('update');
    return row;
  }

  /** Confirms a pending increase or removal after its cooling-off (404 none, 409 too early). */
  async confirmLimit(playerId: number, input: { kind: LimitKind; period: LimitPeriod }): Promise<ResponsibleGaming> {
    const now = this.now();
    const applied = await this.db.transaction(async (tx) => {
      await this.lockedProtectionRow(tx, playerId);
      const row = await this.lockedLimitRow(tx, playerId, input);
      if (!row?.pendingRequestedAt || !row.pendingConfirmableAt) throw notFound(NO_PENDING_CHANGE_MESSAGE);
      if (row.pendingConfirmableAt > now) {
        throw conflict(`This change can be confirmed from ${formatTime(row.pendingConfirmableAt)}`);
      }
      const amount = row.pendingAmount;
      await tx
        .update(playerLimits)
        .set({
          amount,
          effectiveFrom: amount === null ? null : now,
          pendingAmount: null,
          pendingRequestedAt: null,
          pendingConfirmableAt: null,
          updatedAt: now,
        })
        .where(eq(playerLimits.id, row.id));
      // The request's own line of the trail now shows when it took effect.
      await tx
        .update(protectionAudit)
        .set({ effectiveAt: now })
        .where(
          and(
            eq(protectionAudit.playerId, playerId),
            inArray(protectionAudit.action, ['limit_increase_requested', 'limit_removal_requested']),
            isNull(protectionAudit.effectiveAt),
            eq(protectionAudit.requestedAt, row.pendingRequestedAt),
            sql`${protectionAudit.details}->>'kind' = ${input.kind}`,
            sql`${protectionAudit.details}->>'period' = ${input.period}`,
          ),
        );
      await this.record(tx, playerId, {
        action: amount === null ? 'limit_removal_confirmed' : 'limit_increase_confirmed',
        actor: 'player',
        details: { kind: input.kind, period: input.period, from: display(row.amount), to: display(amount) },
        requestedAt: row.pendingRequestedAt,
        effectiveAt: now,
      });
      return amount;
    });
    const account = await this.account(this.db, playerId);
    const { what, value } = this.describeLimit(input.kind, input.period, applied, account);
    await this.mail(
      playerId,
      `Your ${what} change is confirmed`,
      applied === null
        ? [`Your ${what} is removed from ${formatTime(now)}.`]
        : [`Your ${what} of ${value} is in force from ${formatTime(now)}.`],
    );
    return this.state(playerId);
  }

  async setRealityCheck(playerId: number, minutes: 0 | 15 | 30 | 60): Promise<ResponsibleGaming> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const row = await this.lockedProtectionRow(tx, playerId);
      await tx
        .update(playerProtection)
        .set({ realityCheckMinutes: minutes, updatedAt: now })
        .where(eq(playerProtection.playerId, playerId));
      const session = await this.openSession(tx, playerId, now);
      if (session) {
        await tx
          .update(playSessions)
          .set({ nextRealityCheckAt: minutes > 0 ? new Date(now.getTime() + minutes * MINUTE_MS) : null })
          .where(eq(playSessions.id, session.id));
      }
      await this.record(tx, playerId, {
        action: 'reality_check_set',
        actor: 'player',
        details: { from: row.realityCheckMinutes, to: minutes },
        requestedAt: now,
        effectiveAt: now,
      });
    });
    return this.state(playerId);
  }

  /** Continue (the next check N minutes later) or leave (the session ends). */
  async answerRealityCheck(playerId: number, action: 'continue' | 'leave'): Promise<ResponsibleGaming> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const row = await this.lockedProtectionRow(tx, playerId);
      const session = await this.openSession(tx, playerId, now);
      const due = Boolean(
        session?.nextRealityCheckAt && session.nextRealityCheckAt <= now && row.realityCheckMinutes > 0,
      );
      if (action === 'continue') {
        if (!session || !due) throw conflict(NO_REALITY_CHECK_DUE_MESSAGE);
        await tx
          .update(playSessions)
          .set({
            nextRealityCheckAt: new Date(now.getTime() + row.realityCheckMinutes * MINUTE_MS),
            realityCheckAnsweredAt: now,
          })
          .where(eq(playSessions.id, session.id));
        return;
      }
      if (session) {
        await tx
          .update(playSessions)
          .set({
            endedAt: now,
            nextRealityCheckAt: null,
            realityCheckAnsweredAt: due ? now : session.realityCheckAnsweredAt,
          })
          .where(eq(playSessions.id, session.id));
      }
    });
    return this.state(playerId);
  }

  /**
   * A time-out or self-exclusion from now (the player's with the password, the operator's
   * without). A shorter one while a longer one is in force is refused (409); a longer one
   * replaces. The active bonus is forfeited; an e-mail confirms.
   */
  async exclude(
    playerId: number,
    actor: Actor,
    input: { type: 'time_out'; period: TimeOutPeriod } | { type: 'self_exclusion'; period: SelfExclusionPeriod },
    password?: string,
  ): Promise<ResponsibleGaming> {
    if (password !== undefined) await this.verifyPassword(playerId, password);
    const now = this.now();
    const endsAt = exclusionEnd(input.period, now);
    await this.db.transaction(async (tx) => {
      const row = await this.lockedProtectionRow(tx, playerId);
      const standing = standingOf(row, now);
      if (standing.closed) throw conflict(ALREADY_CLOSED_MESSAGE);
      // The latest end of what stops play now (null: permanent).
      const ends: (Date | null)[] = [];
      if (standing.selfExclusionInForce) ends.push(row.selfExclusionEndsAt);
      if (standing.timeOutInForce) ends.push(row.timeOutEndsAt);
      const permanent = ends.includes(null);
      const latest = ends.filter((end): end is Date => end !== null).sort((a, b) => b.getTime() - a.getTime())[0];
      if (permanent || (latest && (endsAt === null ? false : endsAt <= latest))) {
        throw conflict(
          permanent
            ? 'You are self-excluded permanently; it cannot be changed'
            : `A longer exclusion is in force until ${formatTime(latest as Date)}; it cannot be shortened`,
        );
      }
      if (input.type === 'time_out') {
        await tx
          .update(playerProtection)
          .set({ timeOutPeriod: input.period, timeOutStartedAt: now, timeOutEndsAt: endsAt, updatedAt: now })
          .where(eq(playerProtection.playerId, playerId));
      } else {
        await tx
          .update(playerProtection)
          .set({
            selfExclusionPeriod: input.period,
            selfExclusionStartedAt: now,
            selfExclusionEndsAt: endsAt,
            resumeRequestedAt: null,
            resumeAt: null,
            updatedAt: now,
          })
          .where(eq(playerProtection.playerId, playerId));
      }
      await this.endSession(tx, playerId, now);
      await this.record(tx, playerId, {
        action: input.type,
        actor,
        details: { period: input.period, endsAt: endsAt?.toISOString() ?? null },
        requestedAt: now,
        effectiveAt: now,
      });
    });
    await this.forfeitActiveBonus(playerId);
    const until = endsAt ? `until ${formatTime(endsAt)}` : 'permanently';
    if (input.type === 'time_out') {
      await this.mail(playerId, 'Your time-out has started', [
        `Your time-out of ${PERIOD_TEXT[input.period]} started at ${formatTime(now)} and lasts ${until}.`,
        'Until then you cannot deposit, play, bet or take bonus offers, and we send you no marketing. You can still sign in to see your history and withdraw your cash. A time-out cannot be shortened or lifted.',
      ]);
    } else {
      await this.mail(playerId, 'Your self-exclusion has started', [
        `Your self-exclusion started at ${formatTime(now)} and lasts ${until}.`,
        'Until then you cannot deposit, play, bet or take bonus offers, and we send you no marketing. You can still sign in to see your history and withdraw your cash. A self-exclusion cannot be shortened or lifted.',
        ...(endsAt ? ['When it has ended, play resumes only after you ask for it and a further 24 hours pass.'] : []),
      ]);
    }
    return this.state(playerId);
  }

  /** After a self-exclusion has ended: play resumes 24 hours after this request. */
  async requestResume(playerId: number, password: string): Promise<ResponsibleGaming> {
    await this.verifyPassword(playerId, password);
    const now = this.now();
    const resumeAt = new Date(now.getTime() + RESUME_WAIT_MS);
    const requested = await this.db.transaction(async (tx) => {
      const row = await this.lockedProtectionRow(tx, playerId);
      const standing = standingOf(row, now);
      if (standing.closed) throw refusal('account_closed', ACCOUNT_CLOSED_MESSAGE);
      if (standing.selfExclusionInForce) {
        const refused = exclusionRefusal(standing);
        throw refused ?? refusal('self_excluded', 'You are self-excluded');
      }
      if (!standing.awaitingResume) throw conflict('There is no ended self-exclusion to resume from');
      if (row.resumeAt) return false;
      await tx
        .update(playerProtection)
        .set({ resumeRequestedAt: now, resumeAt, updatedAt: now })
        .where(eq(playerProtection.playerId, playerId));
      await this.record(tx, playerId, {
        action: 'resume_requested',
        actor: 'player',
        details: { resumeAt: resumeAt.toISOString() },
        requestedAt: now,
        effectiveAt: resumeAt,
      });
      return true;
    });
    if (requested) {
      await this.mail(playerId, 'You asked to play again', [
        `You asked to play again after your self-exclusion. Deposits and play resume at ${formatTime(resumeAt)}.`,
      ]);
    }
    return this.state(playerId);
  }

  /** Closes the account for good: sign-in, history and withdrawals only. */
  async closeAccount(playerId: number, password: string): Promise<ResponsibleGaming> {
    await this.verifyPassword(playerId, password);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const row = await this.lockedProtectionRow(tx, playerId);
      if (row.closedAt) throw conflict(ALREADY_CLOSED_MESSAGE);
      await tx
        .update(playerProtection)
        .set({ closedAt: now, updatedAt: now })
        .where(eq(playerProtection.playerId, playerId));
      await this.endSession(tx, playerId, now);
      await this.record(tx, playerId, {
        action: 'account_closed',
        actor: 'player',
        details: {},
        requestedAt: now,
        effectiveAt: now,
      });
    });
    await this.forfeitActiveBonus(playerId);
    await this.mail(playerId, 'Your account is closed', [
      `Your account was closed at ${formatTime(now)}. This cannot be undone.`,
      'You can still sign in to see your history and withdraw your cash. You cannot deposit, play, bet or take offers, and we send you no marketing.',
    ]);
    return this.state(playerId);
  }

  /** Ends the session in progress now (an exclusion or closure). */
  private async endSession(tx: Executor, playerId: number, now: Date) {
    await tx
      .update(playSessions)
      .set({ endedAt: now, nextRealityCheckAt: null })
      .where(
        and(
          eq(playSessions.playerId, playerId),
          isNull(playSessions.endedAt),
          gt(playSessions.lastActivityAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      );
  }

  /** An exclusion forfeits the bonus in progress (its bonus money leaves with a ledger entry). */
  private async forfeitActiveBonus(playerId: number): Promise<void> {
    const [active] = await this.db
      .select({ uuid: playerBonuses.uuid })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')));
    if (!active) return;
    try {
      await this.deps.bonusWallet.forfeit(playerId, active.uuid);
    } catch (error) {
      // Ended meanwhile (expired or completed): nothing left to forfeit.
      if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
    }
  }
}

function emptyFigures(): Figures {
  return { deposits: 0n, withdrawals: 0n, stakes: 0n, winnings: 0n };
}

const display = (units: bigint | null) => (units === null ? null : units.toString());

function periodSpan(period: LimitPeriod): string {
  return period === 'day' ? '24 hours' : period === 'week' ? '7 days' : '30 days';
}

/** A session is in progress until left or 30 minutes without play. */
function isOpen(row: SessionRow, now: Date): boolean {
  return row.endedAt === null && now.getTime() - row.lastActivityAt.getTime() < SESSION_IDLE_MS;
}

/** Where a session's time ends for the play-time count: when left, now while in progress, else its last play. */
function sessionEnd(row: SessionRow, now: Date): Date {
  if (row.endedAt) return row.endedAt < now ? row.endedAt : now;
  return isOpen(row, now) ? now : row.lastActivityAt;
}
