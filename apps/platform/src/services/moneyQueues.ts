import type { HeldDepositItem, LedgerMovement, WithdrawalQueueItem, WithdrawalRiskDetail } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Executor } from '../db/client';
import { accounts, currencies, ledgerEntries, payments, players } from '../db/schema';
import { paymentView } from './payments';
import type { WithdrawalRisk, WithdrawalRiskService } from './withdrawalRisk';
import type { WithdrawalService } from './withdrawals';

/** The most items a queue answers (the oldest). */
export const QUEUE_PAGE = 50;
/** The window of a withdrawal's recent activity, in days back from now. */
export const ACTIVITY_DAYS = 30;
/** How many of the latest ledger movements a withdrawal shows. */
export const LATEST_MOVEMENTS = 5;

const queueColumns = {
  payment: payments,
  username: players.username,
  email: players.email,
  address: players.address,
  decimals: currencies.decimals,
  playerUuid: players.uuid,
  firstName: players.firstName,
  lastName: players.lastName,
};

/**
 * The back office's money queues (issue 30): withdrawals waiting for approval and deposits held
 * by player protection, oldest first. A page of the withdrawal queue is read in a fixed number of
 * queries (the withdrawals with their players and balances, the approvals, the activity sums and
 * the latest movements, each for the whole page) plus the risk flags of each withdrawal
 * (WithdrawalRiskService, a few indexed queries per item).
 */
export class MoneyQueues {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly withdrawals: WithdrawalService,
    private readonly risk: WithdrawalRiskService,
  ) {}

  async withdrawalQueue(): Promise<WithdrawalQueueItem[]> {
    const rows = await this.db
      .select({ ...queueColumns, balance: accounts.balance, bonus: accounts.bonus, held: accounts.held })
      .from(payments)
      .innerJoin(players, eq(players.id, payments.playerId))
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .innerJoin(currencies, eq(currencies.code, payments.currencyCode))
      .where(and(eq(payments.type, 'withdrawal'), eq(payments.status, 'requested')))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(QUEUE_PAGE);
    if (rows.length === 0) return [];
    const accountIds = [...new Set(rows.map((row) => row.payment.accountId))];
    const [approvals, sums, latest, risks] = await Promise.all([
      this.withdrawals.approvalsOf(rows.map((row) => row.payment.id)),
      this.activitySums(accountIds),
      this.latestMovements(accountIds),
      Promise.all(rows.map((row) => this.risk.of(row.payment))),
    ]);
    return rows.map((row, index) => {
      const money = (units: bigint) => fromMinorUnits(units, row.decimals);
      const sum = (type: string) => sums.get(`${row.payment.accountId}:${type}`) ?? 0n;
      return {
        withdrawal: paymentView(row),
        player: { uuid: row.playerUuid, email: row.email, firstName: row.firstName, lastName: row.lastName },
        balance: { cash: money(row.balance - row.bonus), bonus: money(row.bonus), held: money(row.held) },
        risks: (risks[index] ?? []).map((risk) => riskDetail(risk, money)),
        needsSecondApproval: this.risk.needsFourEyes(row.payment.amount, row.decimals),
        approvals: (approvals.get(row.payment.id) ?? []).map((approval) => ({
          ...approval,
          at: approval.at.toISOString(),
        })),
        activity: {
          days: ACTIVITY_DAYS,
          deposits: money(sum('deposit')),
          withdrawals: money(-sumHeld(sums, row.payment.accountId)),
          stakes: money(-sum('bet')),
          wins: money(sum('win')),
          latest: (latest.get(row.payment.accountId) ?? []).map((entry): LedgerMovement => ({
            type: entry.type,
            balanceDelta: money(entry.balanceDelta),
            heldDelta: money(entry.heldDelta),
            at: entry.at.toISOString(),
          })),
        },
      };
    });
  }

  async heldDepositQueue(): Promise<HeldDepositItem[]> {
    const rows = await this.db
      .select(queueColumns)
      .from(payments)
      .innerJoin(players, eq(players.id, payments.playerId))
      .innerJoin(currencies, eq(currencies.code, payments.currencyCode))
      .where(and(eq(payments.type, 'deposit'), eq(payments.status, 'held')))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(QUEUE_PAGE);
    return rows.map((row) => ({
      deposit: paymentView(row),
      player: { uuid: row.playerUuid, email: row.email, firstName: row.firstName, lastName: row.lastName },
      reason: row.payment.holdReason ?? '',
    }));
  }

  /**
   * Per account and entry type, the sum of the balance deltas over the window (deposits, stakes,
   * wins) and, under `<account>:withdrawal:held`, the held money withdrawals paid out.
   */
  private async activitySums(accountIds: number[]): Promise<Map<string, bigint>> {
    const since = new Date(this.clock.now().getTime() - ACTIVITY_DAYS * 24 * 3600 * 1000);
    const rows = await this.db
      .select({
        accountId: ledgerEntries.accountId,
        type: ledgerEntries.type,
        balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)::text`,
        held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)::text`,
      })
      .from(ledgerEntries)
      .where(
        and(
          inArray(ledgerEntries.accountId, accountIds),
          inArray(ledgerEntries.type, ['deposit', 'withdrawal', 'bet', 'win']),
          gte(ledgerEntries.createdAt, since),
        ),
      )
      .groupBy(ledgerEntries.accountId, ledgerEntries.type);
    const sums = new Map<string, bigint>();
    for (const row of rows) {
      sums.set(`${row.accountId}:${row.type}`, BigInt(row.balance));
      if (row.type === 'withdrawal') sums.set(`${row.accountId}:withdrawal:held`, BigInt(row.held));
    }
    return sums;
  }

  /** The latest LATEST_MOVEMENTS ledger entries of each account, newest first (one query for all). */
  private async latestMovements(accountIds: number[]) {
    const ranked = this.db
      .select({
        accountId: ledgerEntries.accountId,
        type: ledgerEntries.type,
        balanceDelta: ledgerEntries.balanceDelta,
        heldDelta: ledgerEntries.heldDelta,
        at: ledgerEntries.createdAt,
        id: ledgerEntries.id,
        rank: sql<number>`row_number() over (partition by ${ledgerEntries.accountId} order by ${ledgerEntries.createdAt} desc, ${ledgerEntries.id} desc)`.as(
          'rank',
        ),
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.accountId, accountIds))
      .as('ranked');
    const rows = await this.db
      .select({
        accountId: ranked.accountId,
        type: ranked.type,
        balanceDelta: ranked.balanceDelta,
        heldDelta: ranked.heldDelta,
        at: ranked.at,
      })
      .from(ranked)
      .where(lte(ranked.rank, LATEST_MOVEMENTS))
      .orderBy(asc(ranked.accountId), desc(ranked.at), desc(ranked.id));
    const byAccount = new Map<number, typeof rows>();
    for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
    return byAccount;
  }
}

/** The held money the account's paid-out withdrawals took (negative). */
const sumHeld = (sums: Map<string, bigint>, accountId: number) => sums.get(`${accountId}:withdrawal:held`) ?? 0n;

/** A risk with its figures as the API shows them. */
function riskDetail(risk: WithdrawalRisk, money: (units: bigint) => string): WithdrawalRiskDetail {
  switch (risk.flag) {
    case 'little_play':
      return { flag: risk.flag, deposited: money(risk.deposited), staked: money(risk.staked) };
    case 'new_address':
      return { flag: risk.flag, address: risk.address };
    case 'bonus_converted_lately':
      return { flag: risk.flag, convertedAt: risk.convertedAt.toISOString() };
    case 'large_amount':
      return { flag: risk.flag, threshold: money(risk.threshold) };
    default:
      return { flag: risk.flag };
  }
}
