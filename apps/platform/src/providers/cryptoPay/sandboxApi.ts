import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { bearerToken } from '../../http/routing';
import { INVOICES_PATH, type Invoice, type InvoiceRequest, type Refund, SANDBOX_API_PREFIX } from './api';
import { checkoutPath, type CheckoutPageData } from './checkout';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;
const CURRENCY_PATTERN = /^[A-Za-z]{3,10}$/;

/** The sandbox's invoice id of a deposit: derived from the reference, so a repeated call answers the same invoice. */
export const sandboxInvoiceId = (reference: string) => `sbx_${reference.toLowerCase()}`;
/** The reference (payment uuid) of a sandbox invoice id, or null. */
const referenceOf = (invoiceId: string) => {
  const reference = invoiceId.startsWith('sbx_') ? invoiceId.slice(4) : '';
  return UUID_PATTERN.test(reference) ? reference.toLowerCase() : null;
};
/** Deposit statuses whose money the sandbox's payer has paid. */
const PAID_STATUSES = new Set(['completed', 'held', 'refunding', 'refunded']);

const sameKey = (given: string | undefined, expected: string) =>
  given !== undefined &&
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** "20.00", "20.0" and "020" are the same amount. */
const normalAmount = (amount: string) =>
  (amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount).replace(/^0+(?=\d)/, '');

const objectOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

function invoiceRequestOf(body: unknown): InvoiceRequest {
  const input = objectOf(body);
  const fields: Record<string, string> = {};
  const text = (name: keyof InvoiceRequest, valid: (value: string) => boolean, message: string) => {
    const value = input[name];
    if (typeof value !== 'string' || !value) fields[name] = 'required (a string)';
    else if (!valid(value)) fields[name] = message;
    return typeof value === 'string' ? value : '';
  };
  const request: InvoiceRequest = {
    reference: text('reference', (value) => UUID_PATTERN.test(value), 'must be a payment uuid'),
    amount: text('amount', (value) => AMOUNT_PATTERN.test(value), 'must be a decimal string such as "20.00"'),
    currency: text('currency', (value) => CURRENCY_PATTERN.test(value), 'must be a currency code'),
    callbackUrl: text(
      'callbackUrl',
      (value) => value.length <= 2048 && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      'must be an http(s) URL',
    ),
  };
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0] ?? 'Invalid invoice', fields);
  return request;
}

/**
 * The sandbox's side of the CryptoPay HTTP API (api.ts): `POST {SANDBOX_API_PREFIX}/invoices`
 * answers the invoice of a deposit with the sandbox checkout page as its checkoutUrl. The sandbox
 * keeps no invoices of its own: the deposit the reference names is the invoice (its page reads
 * it), so it refuses a reference the platform does not know or an amount that is not the
 * deposit's. Its checkout page sends the webhook to the platform it runs in, so it does not use
 * callbackUrl, and takes payments only while the deposit is pending and its link has not expired
 * (so a cancel has nothing to change but answers as the provider would). A refund is of a paid
 * deposit, for its whole amount.
 */
export async function registerCryptoPaySandboxApi(
  app: FastifyInstance,
  options: { apiKey: string; publicUrl: string; checkout(uuid: string): Promise<CheckoutPageData | null> },
): Promise<void> {
  app.post(`${SANDBOX_API_PREFIX}${INVOICES_PATH}`, { schema: { hide: true } }, async (request, reply) => {
    if (!sameKey(bearerToken(request), options.apiKey)) throw unauthorized('Invalid API key');
    const invoice = invoiceRequestOf(request.body);
    const deposit = await options.checkout(invoice.reference.toLowerCase());
    if (!deposit) throw notFound('No deposit with this reference');
    if (
      normalAmount(invoice.amount) !== normalAmount(deposit.amount) ||
      invoice.currency.toUpperCase() !== deposit.currency
    ) {
      throw new ApiError(422, `The deposit is ${deposit.amount} ${deposit.currency}`, {
        amount: 'does not match the deposit',
      });
    }
    const answer: Invoice = {
      id: sandboxInvoiceId(deposit.uuid),
      checkoutUrl: `${options.publicUrl}${checkoutPath(deposit.uuid)}`,
    };
    return reply.status(201).send(answer);
  });

  const paidDeposit = async (invoiceId: string) => {
    const reference = referenceOf(invoiceId);
    const deposit = reference ? await options.checkout(reference) : null;
    if (!deposit) throw notFound('No such invoice');
    return deposit;
  };

  app.post<{ Params: { id: string } }>(
    `${SANDBOX_API_PREFIX}${INVOICES_PATH}/:id/cancel`,
    { schema: { hide: true } },
    async (request) => {
      if (!sameKey(bearerToken(request), options.apiKey)) throw unauthorized('Invalid API key');
      const deposit = await paidDeposit(request.params.id);
      return { id: request.params.id, status: PAID_STATUSES.has(deposit.status) ? 'paid' : 'cancelled' };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${SANDBOX_API_PREFIX}${INVOICES_PATH}/:id/refund`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!sameKey(bearerToken(request), options.apiKey)) throw unauthorized('Invalid API key');
      const deposit = await paidDeposit(request.params.id);
      const input = objectOf(request.body);
      const amount = typeof input.amount === 'string' && AMOUNT_PATTERN.test(input.amount) ? input.amount : null;
      if (!amount || normalAmount(amount) !== normalAmount(deposit.amount)) {
        throw new ApiError(422, `The invoice was paid ${deposit.amount} ${deposit.currency}`, {
          amount: 'must be the whole amount paid',
        });
      }
      if (!PAID_STATUSES.has(deposit.status)) throw conflict('The invoice is not paid');
      const answer: Refund = { id: `sbx_refund_${deposit.uuid}`, status: 'refunded' };
      return reply.status(200).send(answer);
    },
  );
}
