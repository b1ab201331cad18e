import type { PaymentTransaction, PaymentTransactionStatus } from '@casino/contract';
import type { MarketRules } from './markets';
import { fromMinorUnits } from '@casino/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import {
  coinNetworks,
  coins,
  currencies,
  networkFees,
  type NetworkFeeLevelName,
  payments,
  players,
  staff,
  withdrawalApprovals,
} from '../db/schema';
import type { AuditActor, AuditService } from './audit';
import { conflict, invalid, notFound, says, SAME_KEY_OTHER_DETAILS_MESSAGE } from './errors';
import {
  amountUnits,
  CRYPTOPAY_PROVIDER,
  feeUnits,
  lockAccount,
  lockPayment,
  MAX_PAYMENT_AMOUNT,
  pagedPayments,
  paymentById,
} from './payments';
import type { LedgerScope, WalletService } from './wallet';
import type { WithdrawalGates } from './withdrawalGates';
import type { WithdrawalRiskService } from './withdrawalRisk';

export const WITHDRAWAL_NOT_FOUND_MESSAGE = 'Withdrawal not found';
export const UNKNOWN_COIN_MESSAGE = says('withdrawal.unknownCoin');
export const UNKNOWN_NETWORK_MESSAGE = says('withdrawal.unknownNetwork');
export const UNKNOWN_FEE_LEVEL_MESSAGE = says('withdrawal.unknownFeeLevel');
export const INVALID_ADDRESS_MESSAGE = says('withdrawal.invalidAddress');
export const ALREADY_APPROVED_BY_YOU_MESSAGE = says('withdrawal.alreadyApprovedByYou');

/** A staff member's approval (the back office): the audit actor, whose `id` is the staff member's uuid. */
export interface StaffApprover {
  actor: AuditActor & { kind: 'staff'; id: string };
  reason?: string | null;
}

/** What an approval did: the withdrawal as it is now and how many more approvals it waits for (0: paid out). */
export interface ApprovalOutcome {
  withdrawal: PaymentTransaction;
  approvalsNeeded: number;
}

type PaymentRow = typeof payments.$inferSelect;
export { SAME_KEY_OTHER_DETAILS_MESSAGE };

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[ac-hj-np-z02-9]';
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Plausible address formats per network (a format check, not a checksum check):
 * - BTC: legacy or P2SH base58 (1... or 3..., 26 to 35 characters) or bech32 (bc1..., lowercase).
 * - LTC: base58 (L..., M... or 3..., 27 to 34 characters) or bech32 (ltc1..., lowercase).
 * - TRC20: base58 starting with T, 34 characters.
 * - ERC20, BEP20, ARBITRUM (EVM chains): 0x followed by 40 hex digits (any case).
 * - Any other network: 20 to 100 letters and digits.
 */
export const WALLET_ADDRESS_RULES: Record<string, RegExp[]> = {
  BTC: [new RegExp(`^[13]${BASE58}{25,34}$`), new RegExp(`^bc1${BECH32}{11,71}$`)],
  LTC: [new RegExp(`^[LM3]${BASE58}{26,33}$`), new RegExp(`^ltc1${BECH32}{11,71}$`)],
  TRC20: [new RegExp(`^T${BASE58}{33}$`)],
  ERC20: [EVM_ADDRESS],
  BEP20: [EVM_ADDRESS],
  ARBITRUM: [EVM_ADDRESS],
};
const ANY_ADDRESS = [/^[A-Za-z0-9]{20,100}$/];

export function isPlausibleAddress(network: string, address: string): boolean {
  return (WALLET_ADDRESS_RULES[network] ?? ANY_ADDRESS).some((rule) => rule.test(address));
}

export interface WithdrawInput {
  amount: string | number;
  address: string;
  network: string;
  networkFeeLevel: NetworkFeeLevelName;
  receivedCurrency: string;
}

/**
 * Withdrawals (of cash only, by a player who meets the gates): the request holds the amount plus the network fee (ledger 'block'); the player may
 * cancel a requested one and the operator approves (ledger 'withdrawal': the held money leaves)
 * or rejects it (ledger 'unblock'). Every transition locks the account then the payment row, so
 * each happens exactly once however many callers race.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    readonly gates: WithdrawalGates,
    private readonly risk: WithdrawalRiskService,
    private readonly audit: AuditService,
    /** The player's market: whether a withdrawal may be reversed. */
    private readonly markets: MarketRules,
  ) {}

  async withdraw(playerId: number, input: WithdrawInput, idempotencyKey?: string): Promise<PaymentTransaction> {
    await this.gates.assertMet(playerId);
    await this.gates.status(playerId); // ends a bonus past its clearing period first
    const account = await this.wallet.combinedAccount(playerId);
    if (!account) throw conflict('The player has no wallet account');
    const amount = amountUnits(
      input.amount,
      account.decimals,
      says('payment.maxWithdrawal', { max: MAX_PAYMENT_AMOUNT }),
    );
    const destination = await this.destination(input);
    const fee = feeUnits(destination.fee, account.decimals);

    const id = await this.wallet.transact(async (tx, ledger) => {
      await lockAccount(tx, account.id);
      if (idempotencyKey) {
        const [previous] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, idempotencyKey)));
        if (previous) {
          const same =
            previous.type === 'withdrawal' &&
            previous.amount === amount &&
            previous.address === destination.address &&
            previous.network === destination.network &&
            previous.networkFeeLevel === destination.level &&
            previous.receivedCurrency === destination.coin;
          if (!same) throw conflict(SAME_KEY_OTHER_DETAILS_MESSAGE);
          return previous.id;
        }
      }
      await this.gates.assertNoActiveBonus(tx, playerId);
      const [payment] = await tx
        .insert(payments)
        .values({
          playerId,
          accountId: account.id,
          provider: CRYPTOPAY_PROVIDER,
          type: 'withdrawal',
          status: 'requested',
          amount,
          fee,
          currencyCode: account.currencyCode,
          address: destination.address,
          network: destination.network,
          networkFeeLevel: destination.level,
          receivedCurrency: destination.coin,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning({ id: payments.id, uuid: payments.uuid });
      if (!payment) throw new Error('Payment was not written');
      await ledger.post({
        accountId: account.id,
        type: 'block',
        balanceDelta: -(amount + fee),
        heldDelta: amount + fee,
        referenceType: 'payment',
        referenceId: payment.uuid,
        idempotencyKey: `withdrawal:${payment.uuid}:block`,
      });
      return payment.id;
    });
    return paymentById(this.db, id);
  }

  /** Checks the coin, network, fee level and address; answers them normalised with the fee. */
  private async destination(input: WithdrawInput) {
    const coin = input.receivedCurrency.trim().toUpperCase();
    const network = input.network.trim().toUpperCase();
    const address = input.address.trim();
    const [known] = await this.db.select({ code: coins.code }).from(coins).where(eq(coins.code, coin));
    if (!known) throw invalid(UNKNOWN_COIN_MESSAGE, { receivedCurrency: UNKNOWN_COIN_MESSAGE });
    const [onNetwork] = await this.db
      .select({ network: coinNetworks.network })
      .from(coinNetworks)
      .where(and(eq(coinNetworks.coinCode, coin), eq(coinNetworks.network, network)));
    if (!onNetwork) throw invalid(UNKNOWN_NETWORK_MESSAGE, { network: UNKNOWN_NETWORK_MESSAGE });
    const [level] = await this.db
      .select({ fee: networkFees.fee })
      .from(networkFees)
      .where(
        and(
          eq(networkFees.coinCode, coin),
          eq(networkFees.network, network),
          eq(networkFees.level, input.networkFeeLevel),
        ),
      );
    if (!level) throw invalid(UNKNOWN_FEE_LEVEL_MESSAGE, { networkFeeLevel: UNKNOWN_FEE_LEVEL_MESSAGE });
    if (!isPlausibleAddress(network, address))
      throw invalid(INVALID_ADDRESS_MESSAGE, { address: INVALID_ADDRESS_MESSAGE });
    return { coin, network, address, level: input.networkFeeLevel, fee: level.fee };
  }

  /**
   * Runs a transition of a requested withdrawal: locks the account then the payment, refuses
   * anything but `requested` (409), moves the money and sets the new status in one transaction.
   */
  private async transition(
    uuid: string,
    ownerId: number | null,
    verb: string,
    apply: (tx: Executor, ledger: LedgerScope, payment: PaymentRow) => Promise<void>,
  ): Promise<PaymentTransaction> {
    return (await this.transitionWith(uuid, ownerId, verb, apply)).withdrawal;
  }

  /** `transition`, answering what `apply` answered beside the withdrawal as it is after the commit. */
  private async transitionWith<T>(
    uuid: string,
    ownerId: number | null,
    verb: string,
    apply: (tx: Executor, ledger: LedgerScope, payment: PaymentRow) => Promise<T>,
  ): Promise<{ withdrawal: PaymentTransaction; outcome: T }> {
    const [target] = await this.db
      .select({ id: payments.id, accountId: payments.accountId, playerId: payments.playerId, type: payments.type })
      .from(payments)
      .where(eq(payments.uuid, uuid));
    if (!target || target.type !== 'withdrawal' || (ownerId !== null && target.playerId !== ownerId)) {
      throw notFound(WITHDRAWAL_NOT_FOUND_MESSAGE);
    }
    const outcome = await this.wallet.transact(async (tx, ledger) => {
      await lockAccount(tx, target.accountId);
      const payment = await lockPayment(tx, target.id);
      if (payment.status !== 'requested') {
        throw conflict(`Only a requested withdrawal can be ${verb}; this one is ${payment.status}`);
      }
      return apply(tx, ledger, payment);
    });
    return { withdrawal: await paymentById(this.db, target.id), outcome };
  }

  private release(ledger: LedgerScope, payment: PaymentRow): Promise<unknown> {
    const held = payment.amount + payment.fee;
    return ledger.post({
      accountId: payment.accountId,
      type: 'unblock',
      balanceDelta: held,
      heldDelta: -held,
      referenceType: 'payment',
      referenceId: payment.uuid,
      idempotencyKey: `withdrawal:${payment.uuid}:unblock`,
    });
  }

  /**
   * The player cancels their own requested withdrawal: the held money comes back. Not where the
   * player's market forbids reversing a withdrawal (the UK): 403 `market_withdrawal_final`.
   */
  async cancel(playerId: number, uuid: string): Promise<PaymentTransaction> {
    await this.markets.assertWithdrawalReversible(this.db, playerId);
    return this.transition(uuid, playerId, 'cancelled', async (tx, ledger, payment) => {
      await this.release(ledger, payment);
      await setStatus(tx, payment.id, 'cancelled');
    });
  }

  /**
   * Automation (OPERATOR_TOKEN) pays a requested withdrawal out: the held money leaves the
   * wallet. At or over the four-eyes amount it refuses (409): two staff members approve that in
   * the back office. With `actor`, the audit entry commits with the payout.
   */
  approve(uuid: string, actor?: AuditActor): Promise<PaymentTransaction> {
    return this.transition(uuid, null, 'approved', async (tx, ledger, payment) => {
      const decimals = await decimalsOf(tx, payment.currencyCode);
      if (this.risk.needsFourEyes(payment.amount, decimals)) {
        throw conflict(
          says('withdrawal.fourEyesInBackOffice', {
            threshold: fromMinorUnits(this.risk.fourEyesThreshold(decimals), decimals),
            currency: payment.currencyCode,
          }),
          undefined,
          { reason: 'four_eyes' },
        );
      }
      await this.payOut(tx, ledger, payment);
      if (actor) await this.record(tx, actor, 'withdrawal.approve', payment, decimals, { status: 'completed' }, null);
    });
  }

  /**
   * A staff member approves a requested withdrawal (the back office), under the account and
   * payment locks: their approval is recorded (once per staff member: again is 409); below the
   * four-eyes amount it is paid out at once, at or over it at the second approval of a distinct
   * staff member. Each approval is an audit entry (after: the approvals so far) in the same
   * transaction, so concurrent approvals queue on the payment row and never pay twice or alone.
   */
  async approveAsStaff(uuid: string, approver: StaffApprover): Promise<ApprovalOutcome> {
    const reason = approver.reason?.trim() || null;
    const { withdrawal, outcome } = await this.transitionWith(uuid, null, 'approved', async (tx, ledger, payment) => {
      const decimals = await decimalsOf(tx, payment.currencyCode);
      const earlier = await tx
        .select({ staffId: withdrawalApprovals.staffId })
        .from(withdrawalApprovals)
        .where(eq(withdrawalApprovals.paymentId, payment.id));
      if (earlier.some((row) => row.staffId === approver.actor.id)) throw conflict(ALREADY_APPROVED_BY_YOU_MESSAGE);
      await tx.insert(withdrawalApprovals).values({ paymentId: payment.id, staffId: approver.actor.id, reason });
      const approvals = earlier.length + 1;
      const needed = this.risk.needsFourEyes(payment.amount, decimals) ? 2 : 1;
      const paid = approvals >= needed;
      if (paid) await this.payOut(tx, ledger, payment);
      await this.record(
        tx,
        approver.actor,
        'withdrawal.approve',
        payment,
        decimals,
        { status: paid ? 'completed' : 'requested', approvals, approvalsNeeded: Math.max(needed - approvals, 0) },
        reason,
        { approvals: earlier.length },
      );
      return Math.max(needed - approvals, 0);
    });
    return { withdrawal, approvalsNeeded: outcome };
  }

  /** The approvals of withdrawals so far (by payment id), oldest first, with the staff member's name. */
  async approvalsOf(paymentIds: number[]) {
    if (paymentIds.length === 0)
      return new Map<number, { staffId: string; staffName: string; at: Date; reason: string | null }[]>();
    const rows = await this.db
      .select({
        paymentId: withdrawalApprovals.paymentId,
        staffId: withdrawalApprovals.staffId,
        staffName: staff.name,
        at: withdrawalApprovals.at,
        reason: withdrawalApprovals.reason,
      })
      .from(withdrawalApprovals)
      .innerJoin(staff, eq(staff.id, withdrawalApprovals.staffId))
      .where(inArray(withdrawalApprovals.paymentId, paymentIds))
      .orderBy(asc(withdrawalApprovals.at), asc(withdrawalApprovals.id));
    const byPayment = new Map<number, { staffId: string; staffName: string; at: Date; reason: string | null }[]>();
    for (const { paymentId, ...approval } of rows) {
      byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), approval]);
    }
    return byPayment;
  }

  /** The held money leaves the wallet and the withdrawal is completed. */
  private async payOut(tx: Executor, ledger: LedgerScope, payment: PaymentRow): Promise<void> {
    const held = payment.amount + payment.fee;
    await ledger.post({
      accountId: payment.accountId,
      type: 'withdrawal',
      balanceDelta: 0n,
      heldDelta: -held,
      referenceType: 'payment',
      referenceId: payment.uuid,
      idempotencyKey: `withdrawal:${payment.uuid}:payout`,
    });
    await setStatus(tx, payment.id, 'completed');
  }

  /** The audit entry of a decision, in the decision's transaction. */
  private async record(
    tx: Executor,
    actor: AuditActor,
    action: 'withdrawal.approve' | 'withdrawal.reject',
    payment: PaymentRow,
    decimals: number,
    after: Record<string, unknown>,
    reason: string | null,
    before: Record<string, unknown> = {},
  ): Promise<void> {
    const [player] = await tx.select({ uuid: players.uuid }).from(players).where(eq(players.id, payment.playerId));
    await this.audit.append(
      actor,
      {
        action,
        targetKind: 'withdrawal',
        targetId: payment.uuid,
        playerUuid: player?.uuid ?? null,
        before: { status: 'requested', ...before },
        after: { ...after, amount: fromMinorUnits(payment.amount, decimals), currency: payment.currencyCode },
        reason,
      },
      tx,
    );
  }

  /**
   * The operator rejects a requested withdrawal with a reason the player sees: the held money
   * comes back. With `actor` (staff, or automation), the audit entry commits with it.
   */
  reject(uuid: string, reason: string, actor?: AuditActor): Promise<PaymentTransaction> {
    const text = reason.trim();
    if (!text) throw invalid('required', { reason: 'required' });
    if (text.length > 500) throw invalid('maximum length of 500', { reason: 'maximum length of 500' });
    return this.transition(uuid, null, 'rejected', async (tx, ledger, payment) => {
      await this.release(ledger, payment);
      await setStatus(tx, payment.id, 'rejected', text);
      if (actor) {
        const decimals = await decimalsOf(tx, payment.currencyCode);
        await this.record(tx, actor, 'withdrawal.reject', payment, decimals, { status: 'rejected' }, text);
      }
    });
  }

  /** Withdrawals of a status (default requested), oldest first, for the operator. */
  list(query: { status?: PaymentTransactionStatus; page?: number; limit?: number }) {
    return pagedPayments(
      this.db,
      and(eq(payments.type, 'withdrawal'), eq(payments.status, query.status ?? 'requested')),
      'oldest',
      query,
    );
  }
}

async function setStatus(
  tx: Executor,
  id: number,
  status: 'cancelled' | 'completed' | 'rejected',
  rejectionReason?: string,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'completed' ? { completedAt: sql`now()` } : {}),
      ...(rejectionReason ? { rejectionReason } : {}),
    })
    .where(eq(payments.id, id));
}

/** The digits of a currency's minor units. */
async function decimalsOf(tx: Executor, code: string): Promise<number> {
  const [row] = await tx.select({ decimals: currencies.decimals }).from(currencies).where(eq(currencies.code, code));
  return row?.decimals ?? 2;
}
