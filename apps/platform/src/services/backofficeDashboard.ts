import { fromMinorUnits } from '@casino/rules';
import { and, count, eq, gte, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Executor } from '../db/client';
import { accounts, currencies, kycDocuments, ledgerEntries, payments } from '../db/schema';

/** One queue of the back office: how many items wait, and since when the oldest does. */
export interface QueueFigures {
  count: number;
  /** When the oldest waiting item arrived; null for an empty queue. */
  oldestSince: Date | null;
}

/** A day's money in one currency, as decimal strings of the currency. */
export interface DayFigures {
  currency: string;
  /** Deposits credited (completed) that day. */
  deposits: string;
  /** Withdrawals paid out (approved) that day. */
  withdrawals: string;
  /** Gross gaming revenue: stakes less wins, casino and sportsbook, cash and bonus money. */
  ggr: string;
}

export interface DashboardFigures {
  queues: { kyc: QueueFigures; withdrawals: QueueFigures; heldDeposits: QueueFigures };
  /** The UTC day the money figures cover (YYYY-MM-DD) and its figures, one row per currency with any. */
  day: string;
  money: DayFigures[];
}

/** The start of the UTC day of `at`. */
const utcDayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The back office's dashboard (issue 30): the size and the age of the oldest item of every queue
 * (KYC documents waiting for a review, withdrawals waiting for approval, deposits held for staff),
 * and today's deposits, withdrawals and GGR per currency (the day in UTC, by the platform's clock).
 */
export class BackofficeDashboard {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async figures(): Promise<DashboardFigures> {
    const from = utcDayStart(this.clock.now());
    const to = new Date(from.getTime() + 24 * 3600 * 1000);
    const [kyc, withdrawals, heldDeposits, money] = await Promise.all([
      this.kycQueue(),
      this.paymentQueue('withdrawal', 'requested'),
      this.paymentQueue('deposit', 'held'),
      this.money(from, to),
    ]);
    return { queues: { kyc, withdrawals, heldDeposits }, day: from.toISOString().slice(0, 10), money };
  }

  /** Current documents (not replaced) that nobody has reviewed yet. */
  private async kycQueue(): Promise<QueueFigures> {
    const [row] = await this.db
      .select({ count: count(), oldestSince: min(kycDocuments.uploadedAt) })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.isReviewed, false), isNull(kycDocuments.supersededAt)));
    return { count: row?.count ?? 0, oldestSince: row?.oldestSince ?? null };
  }

  private async paymentQueue(type: 'deposit' | 'withdrawal', status: 'requested' | 'held'): Promise<QueueFigures> {
    const [row] = await this.db
      .select({ count: count(), oldestSince: min(payments.createdAt) })
      .from(payments)
      .where(and(eq(payments.type, type), eq(payments.status, status)));
    return { count: row?.count ?? 0, oldestSince: row?.oldestSince ?? null };
  }

  private async money(from: Date, to: Date): Promise<DayFigures[]> {
    const [paid, played, places] = await Promise.all([
      this.db
        .select({
          currency: payments.currencyCode,
          deposits: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.type} = 'deposit'), 0)::text`,
          withdrawals: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.type} = 'withdrawal'), 0)::text`,
        })
        .from(payments)
        .where(and(eq(payments.status, 'completed'), gte(payments.completedAt, from), lt(payments.completedAt, to)))
        .groupBy(payments.currencyCode),
      this.db
        .select({
          currency: accounts.currencyCode,
          ggr: sql<string>`coalesce(-sum(${ledgerEntries.balanceDelta}), 0)::text`,
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(
            inArray(ledgerEntries.type, ['bet', 'win']),
            gte(ledgerEntries.createdAt, from),
            lt(ledgerEntries.createdAt, to),
          ),
        )
        .groupBy(accounts.currencyCode),
      this.db.select({ code: currencies.code, decimals: currencies.decimals }).from(currencies),
    ]);
    const decimals = new Map(places.map((row) => [row.code, row.decimals]));
    const byCurrency = new Map<string, { deposits: bigint; withdrawals: bigint; ggr: bigint }>();
    const of = (currency: string) => {
      const figures = byCurrency.get(currency) ?? { deposits: 0n, withdrawals: 0n, ggr: 0n };
      byCurrency.set(currency, figures);
      return figures;
    };
    for (const row of paid) {
      of(row.currency).deposits += BigInt(row.deposits);
      of(row.currency).withdrawals += BigInt(row.withdrawals);
    }
    for (const row of played) of(row.currency).ggr += BigInt(row.ggr);
    return [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, figures]) => {
        const places = decimals.get(currency) ?? 2;
        return {
          currency,
          deposits: fromMinorUnits(figures.deposits, places),
          withdrawals: fromMinorUnits(figures.withdrawals, places),
          ggr: fromMinorUnits(figures.ggr, places),
        };
      });
  }
}
