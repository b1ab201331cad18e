import type { ResponsibleGamingReason } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { currencies, payments } from '../db/schema';
import { conflict, notFound } from './errors';
import {
  creditDeposit,
  arrivalRefusal,
  type DepositHolds,
  lockAccount,
  lockPayment,
  pagedPayments,
  PAYMENT_NOT_FOUND_MESSAGE,
  paymentById,
  type PaymentProvider,
} from './payments';
import type { ProtectionGate } from './protection';
import type { CrossOperatorDeposits } from './lugas';
import type { LedgerScope, WalletService } from './wallet';

type PaymentRow = typeof payments.$inferSelect;

export const NOT_HELD_MESSAGE = 'Only a held deposit that is not being returned can be released or returned';
/** A refund the provider has not confirmed is asked again after this long (the sweep). */
const REFUND_RETRY_MS = 60_000;

/**
 * Deposits whose money arrived while player protection refused it (over a deposit limit, during
 * a time-out, a self-exclusion or after closure). The money never becomes playable: it is a
 * `deposit_held` entry of the ledger, in the account's `held` figure, and the payment is `held`.
 * It leaves in one of two ways, each a ledger entry and each at most once:
 * - returned through the provider (`refundInvoice`): `refunding` while the provider is asked, then
 *   `refunded` with a `deposit_refund` entry. Once asked, a refund is only ever asked again (the
 *   provider answers the first refund), never released: the money cannot both return and stay.
 * - released by staff (HELD_DEPOSITS=review, or before the return is asked): a `deposit` entry
 *   moving the amount from held to cash, only where the limits and exclusions then allow it.
 */
export class HeldDeposits implements DepositHolds {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly protection: ProtectionGate,
    private readonly provider: PaymentProvider,
    private readonly config: Pick<Config, 'heldDeposits'>,
    private readonly log: FastifyBaseLogger,
    /** Germany's LUGAS limit file (docs/lugas.md): a release counts as a deposit there too. */
    private readonly crossOperator: CrossOperatorDeposits | null = null,
  ) {}

  async hold(tx: Executor, ledger: LedgerScope, payment: PaymentRow, reason: ResponsibleGamingReason): Promise<void> {
    await ledger.post({
      accountId: payment.accountId,
      type: 'deposit_held',
      balanceDelta: 0n,
      heldDelta: payment.amount,
      referenceType: 'payment',
      referenceId: payment.uuid,
      idempotencyKey: `${payment.uuid}:held`,
    });
    await tx
      .update(payments)
      .set({ status: 'held', holdReason: reason, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    this.log.warn({ payment: payment.uuid, reason }, 'deposit held: it arrived past player protection');
  }

  held(paymentId: number): void {
    if (this.config.heldDeposits !== 'return') return;
    this.returnDeposit(paymentId).catch((error: unknown) =>
      this.log.error({ err: error, paymentId }, 'held deposit not returned yet (the sweep asks again)'),
    );
  }

  /**
   * Returns a held deposit through the provider. The payment is claimed (`refunding`) before the
   * provider is asked, so no release can credit it meanwhile; the ledger entry and `refunded`
   * follow the provider's answer. A provider that fails leaves it `refunding` for the sweep.
   */
  async returnDeposit(paymentId: number): Promise<void> {
    const [claimed] = await this.db
      .update(payments)
      .set({ status: 'refunding', updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['held', 'refunding'])))
      .returning();
    if (!claimed) return;
    if (!claimed.providerReference) {
      // The invoice was never recorded (its creation failed here, yet it was paid): staff return it by hand.
      this.log.error({ payment: claimed.uuid }, 'held deposit has no provider invoice to refund');
      return;
    }
    const [currency] = await this.db
      .select({ decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, claimed.currencyCode));
    const refund = await this.provider.refundInvoice(claimed.providerReference, {
      reference: claimed.uuid,
      amount: fromMinorUnits(claimed.amount, currency?.decimals ?? 2),
      currency: claimed.currencyCode,
    });
    await this.wallet.transact(async (tx, ledger) => {
      await lockAccount(tx, claimed.accountId);
      const payment = await lockPayment(tx, claimed.id);
      if (payment.status !== 'refunding') return;
      await ledger.post({
        accountId: payment.accountId,
        type: 'deposit_refund',
        balanceDelta: 0n,
        heldDelta: -payment.amount,
        referenceType: 'payment',
        referenceId: payment.uuid,
        idempotencyKey: `${payment.uuid}:refund`,
      });
      await tx
        .update(payments)
        .set({ status: 'refunded', refundReference: refund.id, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    });
  }

  /** Staff: return a held deposit now (whatever HELD_DEPOSITS says). */
  async refund(uuid: string) {
    const payment = await this.find(uuid);
    if (payment.status !== 'held' && payment.status !== 'refunding') throw conflict(NOT_HELD_MESSAGE);
    try {
      await this.returnDeposit(payment.id);
    } catch (error) {
      // The claim stands: the sweep asks the provider again. Staff see 'refunding'.
      this.log.error({ err: error, payment: uuid }, 'held deposit: the provider did not confirm the refund');
    }
    return paymentById(this.db, payment.id);
  }

  /**
   * Staff: credit a held deposit where the player's deposit limits and exclusions allow it now,
   * checked as for money arriving now, inside the crediting transaction. No bonus comes with it.
   * `within` runs in that transaction once the money is credited (the back office's audit entry).
   */
  async release(uuid: string, within?: (tx: Executor, payment: PaymentRow) => Promise<unknown>) {
    const found = await this.find(uuid);
    // A German player's LUGAS limit file, asked first (out of reach: 503, nothing is released).
    const acrossOperators = this.crossOperator ? await this.crossOperator.figures(found.playerId) : null;
    let released: { uuid: string; amount: bigint } | null = null;
    await this.wallet.transact(async (tx, ledger) => {
      await lockAccount(tx, found.accountId);
      const payment = await lockPayment(tx, found.id);
      if (payment.status !== 'held') throw conflict(NOT_HELD_MESSAGE);
      const refused = await arrivalRefusal(
        tx,
        { protection: this.protection, crossOperator: this.crossOperator },
        payment,
        acrossOperators,
      );
      if (refused) throw refused;
      await creditDeposit(tx, ledger, payment, { fromHeld: true });
      if (within) await within(tx, payment);
      released = { uuid: payment.uuid, amount: payment.amount };
      if (this.crossOperator && acrossOperators) await this.crossOperator.creditedIn(tx, payment.id);
    });
    if (this.crossOperator && released) await this.crossOperator.credited(found.playerId, released);
    // A released deposit counts toward the alerts of limits and of the market's cap as any other.
    await this.protection
      .credited(found.playerId)
      .catch((error: unknown) => this.log.error({ err: error, payment: uuid }, 'limit alerts not raised'));
    return paymentById(this.db, found.id);
  }

  list(query: { status?: 'held' | 'refunding' | 'refunded'; page?: number; limit?: number }) {
    return pagedPayments(
      this.db,
      and(eq(payments.type, 'deposit'), eq(payments.status, query.status ?? 'held')),
      'oldest',
      query,
    );
  }

  /**
   * The sweep: asks the provider again for refunds it has not confirmed, and (HELD_DEPOSITS=return)
   * returns held deposits whose return was never asked (a process stopped in between).
   */
  async retryReturns(): Promise<void> {
    const stale = new Date(Date.now() - REFUND_RETRY_MS);
    const due = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.type, 'deposit'),
          lt(payments.updatedAt, stale),
          this.config.heldDeposits === 'return'
            ? inArray(payments.status, ['held', 'refunding'])
            : eq(payments.status, 'refunding'),
        ),
      )
      .limit(100);
    for (const { id } of due) {
      await this.returnDeposit(id).catch((error: unknown) =>
        this.log.error({ err: error, paymentId: id }, 'held deposit not returned yet (asked again in a minute)'),
      );
    }
  }

  private async find(uuid: string): Promise<PaymentRow> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.uuid, uuid), eq(payments.type, 'deposit')));
    if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    return payment;
  }
}
