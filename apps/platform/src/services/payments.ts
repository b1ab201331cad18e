import {
  buildPath,
  type Coin,
  RESPONSIBLE_GAMING_REASONS,
  type ResponsibleGamingReason,
  type NetworkFee,
  type PaymentLink,
  paymentsApi,
  type PaymentTransaction,
  type PreviousPaymentLink,
} from '@casino/contract';
import {
  DATE_ORDER_MESSAGE,
  DATES_TOGETHER_MESSAGE,
  fromMinorUnits,
  MONEY_DECIMALS,
  PAGE_SIZE,
  parseMoney,
  toMinorUnits,
} from '@casino/rules';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import {
  accounts,
  coinNetworks,
  coins,
  cryptoPayEvents,
  currencies,
  networkFees,
  payments,
  players,
} from '../db/schema';
import {
  answer,
  conflict,
  type DomainError,
  invalid,
  notFound,
  SAME_KEY_OTHER_DETAILS_MESSAGE,
  type Said,
  says,
} from './errors';
import type { Invoice, InvoiceRequest, Refund, RefundRequest } from '../providers/cryptoPay/api';
import type { BonusService } from './bonuses';
import { holdView } from './heldDepositTexts';
import type { CrossOperatorDeposits, CrossOperatorFigures } from './lugas';
import type { ProtectionGate } from './protection';
import { statementPage } from './statement';
import type { LedgerScope, WalletService } from './wallet';

export const CRYPTOPAY_PROVIDER = 'CRYPTOPAY';
/** Chosen here: the largest single deposit or withdrawal (the spec gives only the minimum). */
export const MAX_PAYMENT_AMOUNT = '1000000';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
export const PREVIOUS_LINK_CANCELLED_MESSAGE = says('payment.previousLinkCancelled');
export const NO_PREVIOUS_LINK_MESSAGE = says('payment.noPreviousLink');
/** Longest provider event id kept (the contract's limit, checked here too). */
const MAX_EVENT_ID_LENGTH = 200;
/** Fees are stored in minor units at two decimals (see the network_fees table). */
const FEE_DECIMALS = 2;

type PaymentRow = typeof payments.$inferSelect;

const paymentColumns = {
  payment: payments,
  username: players.username,
  email: players.email,
  address: players.address,
  decimals: currencies.decimals,
};
type PaymentJoinRow = { payment: PaymentRow; username: string; email: string; address: string; decimals: number };

/** A payment as the API shows it (spec point 3, Payment transaction). */
export function paymentView(row: PaymentJoinRow): PaymentTransaction {
  const { payment } = row;
  return {
    id: payment.id,
    uuid: payment.uuid,
    provider: payment.provider,
    accountId: payment.accountId,
    amount: fromMinorUnits(payment.amount, row.decimals),
    fee: { amount: fromMinorUnits(payment.fee, row.decimals) },
    type: { name: payment.type },
    status: { name: payment.status },
    rejectionReason: payment.rejectionReason,
    ...holdView(payment),
    player: {
      username: row.username,
      email: row.email,
      address: row.address,
      currency: { code: payment.currencyCode },
    },
    withdrawal:
      payment.type === 'withdrawal' && payment.address && payment.network && payment.networkFeeLevel
        ? {
            address: payment.address,
            network: payment.network,
            networkFeeLevel: payment.networkFeeLevel,
            receivedCurrency: payment.receivedCurrency ?? '',
          }
        : null,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Payments with their player, as API views, and the count of all that match (for paging). */
export async function pagedPayments(
  executor: Executor,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: { page?: number | undefined; limit?: number | undefined },
) {
  const limit = page.limit ?? PAGE_SIZE;
  const number = page.page ?? 1;
  const [total] = await executor.select({ value: count() }).from(payments).where(where);
  const rows = await executor
    .select(paymentColumns)
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .innerJoin(currencies, eq(currencies.code, payments.currencyCode))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(payments.createdAt), desc(payments.id)]
        : [asc(payments.createdAt), asc(payments.id)]),
    )
    .limit(limit)
    .offset((number - 1) * limit);
  const totalItems = Number(total?.value ?? 0);
  return {
    transactions: rows.map(paymentView),
    pagination: { page: number, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
  };
}

/** Payments by id with their players, as API views (in no particular order). */
export async function paymentsOfIds(executor: Executor, ids: number[]): Promise<PaymentTransaction[]> {
  const rows = await executor
    .select(paymentColumns)
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .innerJoin(currencies, eq(currencies.code, payments.currencyCode))
    .where(inArray(payments.id, ids));
  return rows.map(paymentView);
}

/** One payment with its player, as the API shows it. */
export async function paymentById(executor: Executor, id: number): Promise<PaymentTransaction> {
  const [row] = await executor
    .select(paymentColumns)
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .innerJoin(currencies, eq(currencies.code, payments.currencyCode))
    .where(eq(payments.id, id));
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return paymentView(row);
}

/**
 * Locks the account row for the rest of the transaction. Every payment transition takes the
 * account lock first and the payment row lock second, so concurrent transitions of one player
 * queue up instead of deadlocking (the ledger locks the same account row again, harmlessly).
 */
export async function lockAccount(tx: Executor, accountId: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** Locks and re-reads a payment (after `lockAccount`): its status is now final for this transaction. */
export async function lockPayment(tx: Executor, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Reads a money amount the caller sent (already checked by the rules schema) as minor units of
 * the account's currency, refusing more than MAX_PAYMENT_AMOUNT.
 */
export function amountUnits(input: string | number, decimals: number, maxMessage: Said): bigint {
  const text = parseMoney(input, Math.min(decimals, MONEY_DECIMALS));
  if (text === null) throw invalid('must be a valid number', { amount: 'must be a valid number' });
  const units = toMinorUnits(text, decimals);
  if (units > toMinorUnits(MAX_PAYMENT_AMOUNT, decimals)) throw invalid(maxMessage, { amount: maxMessage });
  return units;
}

/**
 * What keeps arriving money out of the balance (it is held instead): a deposit limit or the
 * market's cap of the player (the protection gate), or Germany's LUGAS limit across operators
 * (`acrossOperators`: the limit file read before the transaction; null for other players).
 * The confirmation of a payment and a staff release ask the same.
 */
export async function arrivalRefusal(
  tx: Executor,
  deps: { protection: ProtectionGate; crossOperator?: CrossOperatorDeposits | null },
  payment: { playerId: number; amount: bigint },
  acrossOperators: CrossOperatorFigures | null,
): Promise<DomainError | null> {
  return (
    (await deps.protection.creditRefusal(tx, payment.playerId, payment.amount)) ??
    (deps.crossOperator && acrossOperators
      ? await deps.crossOperator.refusal(tx, payment.playerId, payment.amount, acrossOperators, {
          countOpenLinks: false,
        })
      : null)
  );
}

/**
 * Credits a deposit's money to the balance and completes it: one 'deposit' entry under the
 * deposit's own key, so it is credited once whichever way (on arrival, or released from held
 * money with `fromHeld`).
 */
export async function creditDeposit(
  tx: Executor,
  ledger: LedgerScope,
  payment: PaymentRow,
  { fromHeld = false }: { fromHeld?: boolean } = {},
): Promise<void> {
  await ledger.post({
    accountId: payment.accountId,
    type: 'deposit',
    balanceDelta: payment.amount,
    ...(fromHeld ? { heldDelta: -payment.amount } : {}),
    referenceType: 'payment',
    referenceId: payment.uuid,
    idempotencyKey: payment.uuid,
  });
  await tx
    .update(payments)
    .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
}

/** Fee of a level in minor units of a currency with `decimals` decimals. */
export const feeUnits = (fee: bigint, decimals: number) => toMinorUnits(fromMinorUnits(fee, FEE_DECIMALS), decimals);

export interface CryptoPayEvent {
  event: 'payment.confirmed' | 'payment.failed';
  eventId: string;
  paymentUuid: string;
  amount: string;
  currency: string;
}

/** A deposit as the sandbox checkout page shows it. */
export interface CheckoutView {
  uuid: string;
  amount: string;
  currency: string;
  symbol: string;
  status: PaymentRow['status'];
  coins: { code: string; name: string }[];
}

/** The payment provider's side of a deposit (docs/cryptopay-provider-api.md). */
export interface PaymentProvider {
  /** An invoice with the page the player pays on. */
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  /** Stops an unpaid invoice taking payments ('paid': the payment came first). */
  cancelInvoice(invoiceId: string): Promise<'cancelled' | 'paid'>;
  /** Returns a paid invoice's money to the payer. */
  refundInvoice(invoiceId: string, request: RefundRequest): Promise<Refund>;
}

/** What becomes of a deposit whose money arrived while protection refuses it (heldDeposits.ts). */
export interface DepositHolds {
  /** Inside the crediting transaction: the money is kept apart, not playable. */
  hold(tx: Executor, ledger: LedgerScope, payment: PaymentRow, reason: ResponsibleGamingReason): Promise<void>;
  /** After that transaction committed: what the setting says (return it now, or wait for staff). */
  held(paymentId: number): void;
}

/** Deposits by payment link and webhook, the coin and fee lists and the payment history. */
export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly bonuses: BonusService,
    private readonly config: Pick<Config, 'publicUrl' | 'paymentLinkTtlMinutes'>,
    private readonly provider: PaymentProvider,
    /**
     * Player protection: exclusions and deposit limits refuse a link and hold money that arrives
     * past them (an excluded player gets no bonus: BonusService asks the same gate).
     */
    private readonly protection: ProtectionGate,
    private readonly holds: DepositHolds,
    private readonly log: FastifyBaseLogger,
    /**
     * A limit kept across operators (Germany's LUGAS limit file, docs/lugas.md): asked before a
     * link and before money is credited (out of reach: 503, nothing moves), told of each credit.
     */
    private readonly crossOperator: CrossOperatorDeposits | null = null,
  ) {}

  /**
   * The provider's checkout link of a new deposit, stored on it. The provider is asked after the
   * deposit is committed (its sandbox reads it); when it fails, the deposit is cancelled (a late
   * confirmation of a cancelled deposit is still credited, within the limits) and the player gets its 502 or 503.
   */
  private async checkoutLink(
    payment: { id: number; uuid: string; expiresAt: Date | null },
    amount: string,
    currency: string,
  ): Promise<string> {
    let invoice: Invoice;
    try {
      invoice = await this.provider.createInvoice({
        reference: payment.uuid,
        amount,
        currency,
        callbackUrl: `${this.config.publicUrl}${buildPath(paymentsApi.webhook)}`,
        ...(payment.expiresAt ? { expiresAt: payment.expiresAt.toISOString() } : {}),
      });
    } catch (error) {
      await this.db
        .update(payments)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      throw error;
    }
    await this.db
      .update(payments)
      .set({ providerReference: invoice.id, checkoutUrl: invoice.checkoutUrl, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return invoice.checkoutUrl;
  }

  async listCoins(): Promise<Coin[]> {
    const rows = await this.db
      .select({ code: coins.code, name: coins.name, network: coinNetworks.network, networkName: coinNetworks.name })
      .from(coins)
      .innerJoin(coinNetworks, eq(coinNetworks.coinCode, coins.code))
      .orderBy(asc(coins.position), asc(coins.code), asc(coinNetworks.position), asc(coinNetworks.network));
    const list: Coin[] = [];
    for (const row of rows) {
      let coin = list.at(-1);
      if (coin?.currency !== row.code) {
        coin = { currency: row.code, name: row.name, networks: [] };
        list.push(coin);
      }
      coin.networks.push({ network: row.network, name: row.networkName });
    }
    return list;
  }

  /** Fee options (in the player's currency: a flat figure per coin, network and level). */
  async listNetworkFees(filter: {
    currency?: string | undefined;
    network?: string | undefined;
  }): Promise<NetworkFee[]> {
    const levelOrder = sql`case ${networkFees.level} when 'low' then 0 when 'medium' then 1 else 2 end`;
    const rows = await this.db
      .select({ fee: networkFees })
      .from(networkFees)
      .innerJoin(coins, eq(coins.code, networkFees.coinCode))
      .innerJoin(
        coinNetworks,
        and(eq(coinNetworks.coinCode, networkFees.coinCode), eq(coinNetworks.network, networkFees.network)),
      )
      .where(
        and(
          filter.currency ? eq(networkFees.coinCode, filter.currency.toUpperCase()) : undefined,
          filter.network ? eq(networkFees.network, filter.network.toUpperCase()) : undefined,
        ),
      )
      .orderBy(asc(coins.position), asc(coinNetworks.position), levelOrder);
    return rows.map(({ fee }) => ({
      currency: fee.coinCode,
      network: fee.network,
      level: fee.level,
      fee: fromMinorUnits(fee.fee, FEE_DECIMALS),
    }));
  }

  private async account(playerId: number) {
    const account = await this.wallet.combinedAccount(playerId);
    if (!account) throw conflict('The player has no wallet account');
    return account;
  }

  /**
   * Starts a deposit: a pending payment in the player's currency (an unfinished one is cancelled
   * first) and the provider's checkout link. A promo code must name an open offer the player can take.
   */
  async createPaymentLink(playerId: number, input: { amount: string | number; bonusCode?: string | undefined }) {
    const account = await this.account(playerId);
    const amount = amountUnits(input.amount, account.decimals, says('payment.maxDeposit', { max: MAX_PAYMENT_AMOUNT }));
    const code = input.bonusCode?.trim() ?? '';
    if (code) await this.bonuses.expireDue(playerId);
    const now = this.protection.now();
    const expiresAt = new Date(now.getTime() + this.config.paymentLinkTtlMinutes * 60_000);
    // A German player's limit file at LUGAS, asked before the transaction (an HTTP call).
    const acrossOperators = this.crossOperator ? await this.crossOperator.figures(playerId) : null;
    const { payment, replaced } = await this.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      await this.protection.assertCanPlay(playerId, tx);
      const bonusOfferId = code ? await this.bonuses.offerForDeposit(tx, playerId, code, account.currencyCode) : null;
      const replaced = await this.cancelPending(tx, playerId);
      // Deposits in each window, open links and this amount within every deposit limit.
      await this.protection.assertDepositAllowed(tx, playerId, amount);
      // This month's deposits at all operators, open links and this amount within the LUGAS limit.
      if (this.crossOperator && acrossOperators) {
        const over = await this.crossOperator.refusal(tx, playerId, amount, acrossOperators, { countOpenLinks: true });
        if (over) throw over;
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          playerId,
          accountId: account.id,
          provider: CRYPTOPAY_PROVIDER,
          type: 'deposit',
          status: 'pending',
          amount,
          currencyCode: account.currencyCode,
          bonusOfferId,
          expiresAt,
        })
        .returning({ id: payments.id, uuid: payments.uuid, expiresAt: payments.expiresAt });
      if (!payment) throw new Error('Payment was not written');
      return { payment, replaced };
    });
    // The replaced link's invoice stops taking payments at the provider too (one paid anyway is
    // held or credited within the limits when its confirmation comes).
    await this.cancelInvoices(replaced);
    const link = await this.checkoutLink(payment, fromMinorUnits(amount, account.decimals), account.currencyCode);
    return { link, uuid: payment.uuid } satisfies PaymentLink;
  }

  /** Marks the player's unfinished deposits cancelled; answers their provider invoice ids. */
  private async cancelPending(tx: Executor, playerId: number): Promise<(string | null)[]> {
    const cancelled = await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(payments.playerId, playerId), eq(payments.type, 'deposit'), eq(payments.status, 'pending')))
      .returning({ invoiceId: payments.providerReference });
    return cancelled.map((row) => row.invoiceId);
  }

  /** Cancels invoices at the provider; a provider that fails is logged (the crediting check still holds). */
  private async cancelInvoices(invoiceIds: (string | null)[]): Promise<void> {
    await Promise.all(
      invoiceIds.map(async (invoiceId) => {
        if (!invoiceId) return;
        try {
          await this.provider.cancelInvoice(invoiceId);
        } catch (error) {
          this.log.warn({ invoiceId, err: error }, 'CryptoPay: an invoice was not cancelled at the provider');
        }
      }),
    );
  }

  /**
   * Links past their end: marked expired and cancelled at the provider. Run by the payments sweep;
   * a process that finds none does nothing.
   */
  async expireLinks(): Promise<number> {
    const expired = await this.db
      .update(payments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.type, 'deposit'),
          eq(payments.status, 'pending'),
          lte(payments.expiresAt, this.protection.now()),
        ),
      )
      .returning({ invoiceId: payments.providerReference });
    await this.cancelInvoices(expired.map((row) => row.invoiceId));
    return expired.length;
  }

  /** The unfinished deposit's checkout link; one whose invoice is not made yet (or failed) is none. */
  async previousLink(playerId: number): Promise<PreviousPaymentLink> {
    const [pending] = await this.db
      .select({ uuid: payments.uuid, link: payments.checkoutUrl })
      .from(payments)
      .where(
        and(
          eq(payments.playerId, playerId),
          eq(payments.type, 'deposit'),
          eq(payments.status, 'pending'),
          or(isNull(payments.expiresAt), gt(payments.expiresAt, this.protection.now())),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return pending?.link
      ? { previousLinkExists: true, link: pending.link, uuid: pending.uuid }
      : { previousLinkExists: false, link: null, uuid: null };
  }

  /** Cancels the unfinished deposit link; answers 200 also when there is none. */
  async cancelPreviousLink(playerId: number): Promise<{ message: string }> {
    const account = await this.account(playerId);
    const cancelled = await this.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      return this.cancelPending(tx, playerId);
    });
    await this.cancelInvoices(cancelled);
    return answer(cancelled.length ? PREVIOUS_LINK_CANCELLED_MESSAGE : NO_PREVIOUS_LINK_MESSAGE);
  }

  /**
   * A signed CryptoPay event (the signature is checked before this). Each eventId is applied at
   * most once. payment.confirmed of a pending, cancelled or expired deposit: the money has arrived.
   * Inside one transaction, with the account locked (so concurrent confirmations are counted one
   * after the other), the deposit limits and exclusions in force now are checked against the
   * deposits already credited: within them the deposit is credited once (ledger key: the payment
   * uuid), completed and its bonus granted; past them the money is held apart (never playable) and
   * returned or kept for staff (heldDeposits.ts). A deposit already credited, held or returned stays
   * as it is. payment.failed marks a pending deposit failed.
   */
  async handleWebhook(event: CryptoPayEvent): Promise<'applied' | 'ignored'> {
    if (event.eventId.length > MAX_EVENT_ID_LENGTH) {
      const message = `maximum length of ${MAX_EVENT_ID_LENGTH}`;
      throw invalid(message, { eventId: message });
    }
    const [target] = await this.db
      .select({ id: payments.id, accountId: payments.accountId, type: payments.type, playerId: payments.playerId })
      .from(payments)
      .where(eq(payments.uuid, event.paymentUuid));
    if (!target || target.type !== 'deposit') throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    // Money arriving for a German player: LUGAS's limit file first (out of reach: 503, and the
    // provider sends the confirmation again later; nothing is credited unchecked).
    const acrossOperators =
      this.crossOperator && event.event === 'payment.confirmed'
        ? await this.crossOperator.figures(target.playerId)
        : null;

    let heldPayment: number | null = null;
    let creditedPlayer: number | null = null;
    let creditedDeposit: { uuid: string; amount: bigint } | null = null;
    const outcome = await this.wallet.transact(async (tx, ledger) => {
      const [fresh] = await tx
        .insert(cryptoPayEvents)
        .values({ eventId: event.eventId, event: event.event, paymentUuid: event.paymentUuid })
        .onConflictDoNothing()
        .returning({ eventId: cryptoPayEvents.eventId });
      if (!fresh) {
        const [seen] = await tx.select().from(cryptoPayEvents).where(eq(cryptoPayEvents.eventId, event.eventId));
        // A provider never reuses an event id for another event: that is a bug or a forgery.
        if (seen && (seen.event !== event.event || seen.paymentUuid !== event.paymentUuid)) {
          throw conflict(SAME_KEY_OTHER_DETAILS_MESSAGE, { eventId: SAME_KEY_OTHER_DETAILS_MESSAGE });
        }
        return 'ignored';
      }

      await lockAccount(tx, target.accountId);
      const payment = await lockPayment(tx, target.id);
      const [currency] = await tx
        .select({ decimals: currencies.decimals })
        .from(currencies)
        .where(eq(currencies.code, payment.currencyCode));
      let paid: bigint | null = null;
      try {
        paid = toMinorUnits(event.amount, currency?.decimals ?? 2);
      } catch {
        paid = null;
      }
      if (paid !== payment.amount || event.currency.toUpperCase() !== payment.currencyCode) {
        const message = 'The amount or currency does not match the deposit';
        throw invalid(message, { amount: message });
      }

      if (event.event === 'payment.failed') {
        if (payment.status !== 'pending') return 'ignored';
        await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: sql`now()` })
          .where(eq(payments.id, payment.id));
        return 'applied';
      }

      if (payment.status === 'failed') throw conflict('The payment has already failed');
      if (payment.status !== 'pending' && payment.status !== 'cancelled' && payment.status !== 'expired') {
        return 'ignored';
      }
      const refused = await arrivalRefusal(
        tx,
        { protection: this.protection, crossOperator: this.crossOperator },
        payment,
        acrossOperators,
      );
      if (refused) {
        await this.holds.hold(tx, ledger, payment, holdReasonOf(refused.reason));
        heldPayment = payment.id;
        return 'applied';
      }
      await creditDeposit(tx, ledger, payment);
      creditedPlayer = payment.playerId;
      creditedDeposit = { uuid: payment.uuid, amount: payment.amount };
      if (this.crossOperator && acrossOperators) await this.crossOperator.creditedIn(tx, payment.id);
      if (payment.bonusOfferId !== null) {
        await this.bonuses.grantForDeposit(tx, ledger, payment, payment.bonusOfferId);
      }
      return 'applied';
    });
    if (heldPayment !== null) this.holds.held(heldPayment);
    if (creditedPlayer !== null) {
      // Reported to LUGAS (a German player's deposit) before the alerts.
      if (this.crossOperator && creditedDeposit) await this.crossOperator.credited(creditedPlayer, creditedDeposit);
      await this.afterCredit(creditedPlayer);
    }
    return outcome;
  }

  /**
   * The player's deposits and withdrawals, one row per payment (the hold and release of a
   * withdrawal show as its status, not as rows of their own), and the bonus wallet's movements,
   * newest first. The date range is inclusive.
   */
  async listTransactions(
    playerId: number,
    query: { page?: number; limit?: number; createdAtStart?: string; createdAtEnd?: string },
  ) {
    return statementPage(this.db, playerId, dateRange(query.createdAtStart, query.createdAtEnd), query);
  }

  /** The alerts of limits and of the market's cap a credited deposit raises (a failure is logged). */
  private async afterCredit(playerId: number): Promise<void> {
    await this.protection
      .credited(playerId)
      .catch((error: unknown) => this.log.error({ err: error, playerId }, 'limit alerts not raised'));
  }

  /** A deposit for the sandbox checkout page, or null when there is no such deposit. */
  async checkout(uuid: string): Promise<CheckoutView | null> {
    const [row] = await this.db
      .select({ payment: payments, symbol: currencies.symbol, decimals: currencies.decimals })
      .from(payments)
      .innerJoin(currencies, eq(currencies.code, payments.currencyCode))
      .where(and(eq(payments.uuid, uuid), eq(payments.type, 'deposit')));
    if (!row) return null;
    const coinList = await this.db
      .select({ code: coins.code, name: coins.name })
      .from(coins)
      .orderBy(asc(coins.position), asc(coins.code));
    const { status, expiresAt } = row.payment;
    return {
      uuid: row.payment.uuid,
      amount: fromMinorUnits(row.payment.amount, row.decimals),
      currency: row.payment.currencyCode,
      symbol: row.symbol,
      // A link past its end takes no payment, whether or not the sweep has marked it yet.
      status: status === 'pending' && expiresAt && expiresAt <= this.protection.now() ? 'expired' : status,
      coins: coinList,
    };
  }
}

/** The optional date range of a history query: both bounds or neither, start not after end. */
function dateRange(start: string | undefined, end: string | undefined): { start: Date; end: Date } | null {
  if (start === undefined && end === undefined) return null;
  if (start === undefined || end === undefined) {
    const field = start === undefined ? 'createdAtStart' : 'createdAtEnd';
    throw invalid(DATES_TOGETHER_MESSAGE, { [field]: DATES_TOGETHER_MESSAGE });
  }
  const range = { start: new Date(start), end: new Date(end) };
  if (Number.isNaN(range.start.getTime()) || Number.isNaN(range.end.getTime())) {
    throw invalid('must be a valid date', {
      [Number.isNaN(range.start.getTime()) ? 'createdAtStart' : 'createdAtEnd']: 'must be a valid date',
    });
  }
  if (range.start > range.end) throw invalid(DATE_ORDER_MESSAGE, { createdAtStart: DATE_ORDER_MESSAGE });
  return range;
}

/**
 * The hold reason of money that arrived past a rule: the market's monthly cap is held as a deposit
 * limit (Transaction History and the back office tell it so).
 */
export function holdReasonOf(reason: string | undefined): ResponsibleGamingReason {
  return (RESPONSIBLE_GAMING_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as ResponsibleGamingReason)
    : 'deposit_limit';
}
