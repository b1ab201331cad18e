import type { FastifyBaseLogger } from 'fastify';
import { providerFailed, unavailable } from '../../services/errors';
import { type OutsideBaseUrl, parseJson, postToOutside } from '../outsidePost';
import {
  INVOICES_PATH,
  type Invoice,
  invoiceActionPath,
  type InvoiceRequest,
  readCancellation,
  readInvoice,
  readRefund,
  type Refund,
  type RefundRequest,
} from './api';

/** How long a player waits for the provider before the deposit answers 503. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Longest provider answer read: an invoice is a few hundred bytes. */
const MAX_ANSWER_LENGTH = 65_536;

export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider is not answering. Please try again in a moment.';
export const PROVIDER_REFUSED_MESSAGE = 'The payment provider could not start this payment. Please try again later.';

export interface CryptoPayClientOptions {
  /** The API's base URL, or a function resolving it per call (the own sandbox's address is known once listening); null: not reachable. */
  apiUrl: OutsideBaseUrl;
  apiKey: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * The platform's side of the CryptoPay HTTP API (api.ts). A provider that cannot be reached or
 * times out makes the call throw `unavailable` (503); one that refuses or answers something else,
 * `provider_failed` (502). The details go to the log, not to the player.
 */
export class CryptoPayClient {
  constructor(private readonly options: CryptoPayClientOptions) {}

  createInvoice(request: InvoiceRequest): Promise<Invoice> {
    return this.call(INVOICES_PATH, request, readInvoice, request.reference);
  }

  /** Stops an unpaid invoice taking payments: 'paid' when the payment came first. */
  cancelInvoice(invoiceId: string): Promise<'cancelled' | 'paid'> {
    return this.call(invoiceActionPath(invoiceId, 'cancel'), {}, readCancellation, invoiceId);
  }

  /** Returns a paid invoice's money to the payer (safe to repeat: the provider answers the first refund). */
  refundInvoice(invoiceId: string, request: RefundRequest): Promise<Refund> {
    return this.call(invoiceActionPath(invoiceId, 'refund'), request, readRefund, request.reference);
  }

  private async call<T>(path: string, body: object, read: (body: unknown) => T | null, reference: string): Promise<T> {
    const result = await postToOutside({
      baseUrl: this.options.apiUrl,
      path,
      headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: this.options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      maxAnswerLength: MAX_ANSWER_LENGTH,
      read: (_response, text) => read(parseJson(text)),
      log: this.options.log,
      label: 'CryptoPay',
      context: { reference },
    });
    if (!('failure' in result)) return result.answer;
    throw result.failure === 'unreachable'
      ? unavailable(PROVIDER_UNREACHABLE_MESSAGE)
      : providerFailed(PROVIDER_REFUSED_MESSAGE);
  }
}
