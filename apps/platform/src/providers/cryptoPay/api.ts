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
}

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
