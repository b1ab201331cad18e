import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/errors';
import { INVOICES_PATH, type Invoice, type InvoiceRequest, readInvoice } from './api';

/** How long a player waits for the provider before the deposit answers 503. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Longest provider answer read: an invoice is a few hundred bytes. */
const MAX_ANSWER_LENGTH = 65_536;

export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider is not answering. Please try again in a moment.';
export const PROVIDER_REFUSED_MESSAGE = 'The payment provider could not start this payment. Please try again later.';

export interface CryptoPayClientOptions {
  /** The API's base URL, or a function resolving it per call (the own sandbox's address is known once listening); null: not reachable. */
  apiUrl: string | (() => string | null);
  apiKey: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * The platform's side of the CryptoPay HTTP API (api.ts). A provider that cannot be reached or
 * times out makes the caller's request answer 503; one that refuses or answers something that is
 * not an invoice, 502. The details go to the log, not to the player.
 */
export class CryptoPayClient {
  constructor(private readonly options: CryptoPayClientOptions) {}

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    const { log } = this.options;
    const base = typeof this.options.apiUrl === 'function' ? this.options.apiUrl() : this.options.apiUrl;
    if (!base) {
      log.error('CryptoPay: no API address to call');
      throw new ApiError(503, PROVIDER_UNREACHABLE_MESSAGE);
    }
    const url = base + INVOICES_PATH;
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      log.error({ err: error, url, reference: request.reference }, 'CryptoPay: the invoice request failed');
      throw new ApiError(503, PROVIDER_UNREACHABLE_MESSAGE);
    }
    const invoice = status >= 200 && status < 300 && text.length <= MAX_ANSWER_LENGTH ? readInvoice(parse(text)) : null;
    if (!invoice) {
      log.error(
        { url, status, answer: text.slice(0, 500), reference: request.reference },
        'CryptoPay: the provider refused the invoice or answered something else',
      );
      throw new ApiError(502, PROVIDER_REFUSED_MESSAGE);
    }
    return invoice;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
