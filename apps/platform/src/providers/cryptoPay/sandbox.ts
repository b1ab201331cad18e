import { randomUUID } from 'node:crypto';
import { buildPath, CRYPTOPAY_SIGNATURE_HEADER, paymentsApi } from '@casino/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowFramingBySite, cspNonce, framedPagePolicy, withNonce } from '../../http/securityHeaders';
import {
  CHECKOUT_BASE_PATH,
  CHECKOUT_STYLE_HASH,
  checkoutPath,
  type CheckoutPageData,
  renderCheckoutPage,
  renderMessagePage,
} from './checkout';
import { signPayload } from './signature';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body of a CryptoPay webhook call (see paymentsApi.webhook). */
export interface CryptoPayWebhookEvent {
  event: 'payment.confirmed' | 'payment.failed';
  eventId: string;
  paymentUuid: string;
  amount: string;
  currency: string;
}

/**
 * The address this platform listens on (the public URL may point elsewhere, e.g. at a proxy or
 * the site's dev server); null while it does not listen.
 */
export function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Sends a signed webhook to the platform exactly as the provider would: an HTTP POST of the JSON
 * text with its signature header, to the address the platform listens on (ownOrigin). When the
 * server is not listening (tests that only inject), the request is injected instead.
 */
export async function sendWebhook(
  app: FastifyInstance,
  secret: string,
  event: CryptoPayWebhookEvent,
): Promise<{ status: number; body: string }> {
  const raw = JSON.stringify(event);
  const headers = { 'content-type': 'application/json', [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, secret) };
  const path = buildPath(paymentsApi.webhook);
  const origin = ownOrigin(app);
  if (origin) {
    const response = await fetch(origin + path, {
      method: 'POST',
      headers,
      body: raw,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.text() };
  }
  const response = await app.inject({ method: 'POST', url: path, headers, payload: raw });
  return { status: response.statusCode, body: response.body };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  // The site frames the checkout; its inline script carries this response's nonce.
  allowFramingBySite(reply, framedPagePolicy({ nonce: cspNonce(reply), styleHashes: [CHECKOUT_STYLE_HASH] }));
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(withNonce(html, reply));
}

/**
 * The sandbox checkout: GET the page of a deposit; POST confirm or fail makes the "provider" send
 * the signed payment.confirmed or payment.failed webhook, then shows the page again (303).
 */
export async function registerCryptoPaySandbox(
  app: FastifyInstance,
  options: { webhookSecret: string; checkout(uuid: string): Promise<CheckoutPageData | null> },
): Promise<void> {
  const find = async (uuid: string) => (UUID_PATTERN.test(uuid) ? options.checkout(uuid.toLowerCase()) : null);
  const notFoundPage = (reply: FastifyReply) =>
    sendHtml(reply, 404, renderMessagePage('Payment not found', 'There is no payment behind this link.'));

  await app.register(async (sandbox) => {
    // The page's plain HTML forms post url-encoded bodies (only inside this plugin).
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    sandbox.get<{ Params: { uuid: string } }>(
      `${CHECKOUT_BASE_PATH}/:uuid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const data = await find(request.params.uuid);
        if (!data) return notFoundPage(reply);
        return sendHtml(reply, 200, renderCheckoutPage(data));
      },
    );

    for (const [action, event] of [
      ['confirm', 'payment.confirmed'],
      ['fail', 'payment.failed'],
    ] as const) {
      sandbox.post<{ Params: { uuid: string } }>(
        `${CHECKOUT_BASE_PATH}/:uuid/${action}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const data = await find(request.params.uuid);
          if (!data) return notFoundPage(reply);
          if (data.status === 'pending') {
            let outcome: { status: number; body: string };
            try {
              outcome = await sendWebhook(request.server, options.webhookSecret, {
                event,
                eventId: randomUUID(),
                paymentUuid: data.uuid,
                amount: data.amount,
                currency: data.currency,
              });
            } catch (error) {
              request.log.warn({ err: error }, 'CryptoPay sandbox: webhook not delivered');
              outcome = { status: 0, body: '' };
            }
            if (outcome.status < 200 || outcome.status >= 300) {
              return sendHtml(
                reply,
                502,
                renderMessagePage(
                  'Payment not delivered',
                  `The platform did not accept the payment event (status ${outcome.status || 'no answer'}). Please try again.`,
                ),
              );
            }
          }
          return reply.status(303).header('location', checkoutPath(data.uuid)).send();
        },
      );
    }
  });
}
