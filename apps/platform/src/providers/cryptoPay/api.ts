/**
 * The CryptoPay provider's HTTP API, as the platform uses it (docs/cryptopay-provider-api.md).
 *
 * `POST {CRYPTOPAY_API_URL}/invoices` with `Authorization: Bearer {CRYPTOPAY_API_KEY}` and JSON
 * `{ reference, amount, currency, callbackUrl }` creates the invoice of one deposit and answers
 * 200 or 201 with `{ id, checkoutUrl }`:
 * - `reference` is the platform's payment uuid; the provider sends it back as `paymentUuid` in its
 *   webhook. A second call with the same reference answers the same invoice, so a retry is safe.
 * - `amount` is a decimal string in the currency's minor units (`"20.00"`), never a number;
 *   `currency` the ISO code (`"EUR"`).
 * - `callbackUrl` is where the provider posts the signed `payment.confirmed` / `payment.failed`
 *   events (paymentsApi.webhook, signed with CRYPTOPAY_WEBHOOK_SECRET).
 * - `checkoutUrl` is the page the player pays on (the deposit modal frames it).
 * A refused request answers 4xx (401 for a wrong key) with any JSON body.
 * - `expiresAt` (ISO time) is when the invoice stops taking payments (the link's end).
 *
 * `POST {CRYPTOPAY_API_URL}/invoices/{id}/cancel` stops an unpaid invoice taking payments (a new
 * link replaced it, the player cancelled it, it expired); it answers 200 `{ id, status }` with the
 * status the invoice now has (`cancelled`, or `paid` when the payment came first). Repeating it is safe.
 *
 * `POST {CRYPTOPAY_API_URL}/invoices/{id}/refund` with `{ reference, amount, currency }` returns a
 * paid invoice's money to the payer (a deposit held over a limit or during an exclusion); it answers
 * 200 or 201 `{ id, status: 'refunded' }` (the refund's id). The same invoice refunded twice answers
 * the first refund, so a retry is safe.
 *
 * The platform's own sandbox implements the same API under SANDBOX_API_PREFIX, so moving to the
 * real provider is a change of settings only.
 */

/** Where the platform mounts its sandbox implementation of this API (SANDBOX_PROVIDERS=true). */
export const SANDBOX_API_PREFIX = '/api/payments/crypto-pay/sandbox';
export const INVOICES_PATH = '/invoices';

/** The API key of the local sandbox, used when CRYPTOPAY_API_KEY is not set (never in production with a real provider). */
export const SANDBOX_API_KEY = 'local-cryptopay-sandbox-api-key';

export interface InvoiceRequest {
  /** The platform's payment uuid. */
  reference: string;
  /** Decimal string, e.g. "20.00". */
  amount: string;
  /** Currency code, e.g. "EUR". */
  currency: string;
  /** The platform's webhook address. */
  callbackUrl: string;
  /** When the invoice stops taking payments (ISO 8601). */
  expiresAt?: string;
}

export interface RefundRequest {
  /** The platform's payment uuid of the deposit. */
  reference: string;
  /** The whole amount paid, as a decimal string. */
  amount: string;
  currency: string;
}

export interface Refund {
  /** The provider's id of the refund. */
  id: string;
  status: 'refunded';
}

/** `POST /invoices/{id}/cancel` and `/refund`, of the invoice `id`. */
export const invoiceActionPath = (invoiceId: string, action: 'cancel' | 'refund') =>
  `${INVOICES_PATH}/${encodeURIComponent(invoiceId)}/${action}`;

export interface Invoice {
  /** The provider's id of the invoice. */
  id: string;
  /** Where the player pays. */
  checkoutUrl: string;
}

const MAX_ID_LENGTH = 200;

/** The invoice in a provider's answer, or null when the answer is not one. */
export function readInvoice(body: unknown): Invoice | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, checkoutUrl } = body as Record<string, unknown>;
  if (typeof id !== 'string' || !id || id.length > MAX_ID_LENGTH) return null;
  if (typeof checkoutUrl !== 'string' || !URL.canParse(checkoutUrl)) return null;
  const { protocol } = new URL(checkoutUrl);
  if (protocol !== 'https:' && protocol !== 'http:') return null;
  return { id, checkoutUrl };
}

/** The refund in a provider's answer, or null when the answer is not one. */
export function readRefund(body: unknown): Refund | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, status } = body as Record<string, unknown>;
  if (typeof id !== 'string' || !id || id.length > MAX_ID_LENGTH || status !== 'refunded') return null;
  return { id, status };
}

/** The status of a cancelled invoice in a provider's answer ('paid': too late, the payment came first). */
export function readCancellation(body: unknown): 'cancelled' | 'paid' | null {
  if (typeof body !== 'object' || body === null) return null;
  const { status } = body as Record<string, unknown>;
  return status === 'cancelled' || status === 'paid' ? status : null;
}
