import type { WithdrawalRiskFlag } from '@casino/contract';
import { toMinorUnits } from '@casino/rules';
import { and, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, currencies, ledgerEntries, payments } from '../db/schema';

/** How far back a bonus conversion counts as lately, from the withdrawal's request. */
export const BONUS_CONVERSION_LOOKBACK_DAYS = 7;

/** One warning of the withdrawal queue, with the figures staff check it by (amounts in the wallet's minor units). */
export type WithdrawalRisk =
  | { flag: 'first_withdrawal' }
  | { flag: 'little_play'; deposited: bigint; staked: bigint }
  | { flag: 'new_address'; address: string }
  | { flag: 'bonus_converted_lately'; convertedAt: Date }
  | { flag: 'large_amount'; threshold: bigint };

type WithdrawalRow = Pick<
  typeof payments.$inferSelect,
  'id' | 'playerId' | 'accountId' | 'amount' | 'address' | 'network' | 'createdAt'
>;

/**
 * The risk flags of a withdrawal (issue 30: the withdrawal queue), computed from the ledger and
 * the player's payments as they stood when the withdrawal was requested, so a flag does not
 * change while the item waits in the queue:
 * - first_withdrawal: no earlier withdrawal of the player was paid out (completed);
 * - new_address: earlier ones were, but never to this address on this network;
 * - little_play: less was staked (casino rounds and sportsbook bets, cash and bonus) since the
 *   last deposit was credited than that deposit's amount;
 * - bonus_converted_lately: bonus money became cash within BONUS_CONVERSION_LOOKBACK_DAYS;
 * - large_amount: at least WITHDRAWAL_FOUR_EYES_AMOUNT (the approval then needs a second person).
 */
export class WithdrawalRiskService {
  constructor(
    private readonly db: Executor,
    /** WITHDRAWAL_FOUR_EYES_AMOUNT, a decimal amount in the wallet's currency ('1000'). */
    private readonly fourEyesAmount: string,
  ) {}

  /** Whether approving `amount` (minor units, at the wallet's `decimals`) needs a second staff member. */
  needsFourEyes(amount: bigint, decimals: number): boolean {
    return amount >= this.threshold(decimals);
  }

  /** The flags of one withdrawal, in the order of WITHDRAWAL_RISK_FLAGS; empty when nothing stands out. */
  async of(withdrawal: WithdrawalRow): Promise<WithdrawalRisk[]> {
    const [account] = await this.db
      .select({ decimals: currencies.decimals })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(eq(accounts.id, withdrawal.accountId));
    const decimals = account?.decimals ?? 2;
    const [paidOut, lastDeposit, conversion] = await Promise.all([
      this.paidOutAddresses(withdrawal),
      this.lastDepositBefore(withdrawal),
      this.lastConversionBefore(withdrawal),
    ]);
    const risks: WithdrawalRisk[] = [];
    if (paidOut.length === 0) risks.push({ flag: 'first_withdrawal' });
    if (lastDeposit) {
      const staked = await this.stakedBetween(withdrawal.accountId, lastDeposit.at, withdrawal.createdAt);
      if (staked < lastDeposit.amount) risks.push({ flag: 'little_play', deposited: lastDeposit.amount, staked });
    }
    const sameDestination = (row: { address: string | null; network: string | null }) =>
      row.address === withdrawal.address && row.network === withdrawal.network;
    if (paidOut.length > 0 && withdrawal.address && !paidOut.some(sameDestination)) {
      risks.push({ flag: 'new_address', address: withdrawal.address });
    }
    if (conversion) risks.push({ flag: 'bonus_converted_lately', convertedAt: conversion });
    if (withdrawal.amount >= this.threshold(decimals)) {
      risks.push({ flag: 'large_amount', threshold: this.threshold(decimals) });
    }
    return risks;
  }

  /** The flags alone, for a list. */
  async flags(withdrawal: WithdrawalRow): Promise<WithdrawalRiskFlag[]> {
    return (await this.of(withdrawal)).map((risk) => risk.flag);
  }

  /** WITHDRAWAL_FOUR_EYES_AMOUNT in minor units at `decimals`. */
  fourEyesThreshold(decimals: number): bigint {
    return this.threshold(decimals);
  }

  private threshold(decimals: number): bigint {
    return toMinorUnits(this.fourEyesAmount, decimals);
  }

  /** Destinations of the player's earlier withdrawals that were paid out. */
  private paidOutAddresses(withdrawal: WithdrawalRow) {
    return this.db
      .select({ address: payments.address, network: payments.network })
      .from(payments)
      .where(
        and(
          eq(payments.playerId, withdrawal.playerId),
          eq(payments.type, 'withdrawal'),
          eq(payments.status, 'completed'),
          ne(payments.id, withdrawal.id),
          lte(payments.createdAt, withdrawal.createdAt),
        ),
      );
  }

  /** The last deposit credited to the wallet before the request (a released held deposit counts when released). */
  private async lastDepositBefore(withdrawal: WithdrawalRow): Promise<{ amount: bigint; at: Date } | undefined> {
    const [entry] = await this.db
      .select({ amount: ledgerEntries.balanceDelta, at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, withdrawal.accountId),
          eq(ledgerEntries.type, 'deposit'),
          lte(ledgerEntries.createdAt, withdrawal.createdAt),
        ),
      )
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(1);
    return entry;
  }

  /** What was staked from the wallet after `from` up to `to` (bets are negative balance deltas). */
  private async stakedBetween(accountId: number, from: Date, to: Date): Promise<bigint> {
    const [row] = await this.db
      .select({ staked: sql<string>`coalesce(-sum(${ledgerEntries.balanceDelta}), 0)::text` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          inArray(ledgerEntries.type, ['bet']),
          gt(ledgerEntries.createdAt, from),
          lte(ledgerEntries.createdAt, to),
        ),
      );
    return BigInt(row?.staked ?? '0');
  }

  private async lastConversionBefore(withdrawal: WithdrawalRow): Promise<Date | undefined> {
    const since = new Date(withdrawal.createdAt.getTime() - BONUS_CONVERSION_LOOKBACK_DAYS * 24 * 3600 * 1000);
    const [entry] = await this.db
      .select({ at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, withdrawal.accountId),
          eq(ledgerEntries.type, 'bonus_conversion'),
          gte(ledgerEntries.createdAt, since),
          lte(ledgerEntries.createdAt, withdrawal.createdAt),
        ),
      )
      .orderBy(desc(ledgerEntries.createdAt))
      .limit(1);
    return entry?.at;
  }
}
